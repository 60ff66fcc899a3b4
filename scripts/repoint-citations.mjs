#!/usr/bin/env node
/**
 * Re-points citations of the documents the project started from (kept outside the repository) to
 * the repository's own documents (docs/architecture.md, "Conventions"):
 *
 *   product specification §N → product-rules §N   (docs/product-rules.md)
 *   quality list Qn          → quality-checks Qn   (docs/quality-checks.md)
 *   courier notes            → docs/couriers/<courier>.md (or docs/couriers/README.md)
 *   architecture notes       → docs/architecture.md, "<heading>"
 *
 * Safe to run again (after merging a branch that still has old citations): text already re-pointed
 * is left alone. A comment line made longer than 110 characters is re-wrapped into the next line of
 * the same comment. Changed files are listed and formatted with Prettier (`--no-format` skips that).
 * `--dry-run` only lists what would change. `scripts/check-citations.mjs` then says whether anything
 * is left that these rules do not cover.
 *
 *   node scripts/repoint-citations.mjs [--dry-run] [--no-format]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The outside documents' names, spelled so that this file does not cite them itself.
const S = 'SP' + 'EC';
const Q = 'QUAL' + 'ITY';
const C = 'COUR' + 'IERS';
const A = 'ARCHI' + 'TECTURE';

/** One-off wordings first (exact text), then the general rules. */
const EXACT = [
  [`(${S}: saudaSurvey)`, '(product-rules §3: saudaSurvey)'],
  [`The ${S} fixes /orders/{id}/status`, 'product-rules §7 fixes /orders/{id}/status'],
  [`(the ${S} fixes\n`, '(product-rules §7 fixes\n'],
  [`without the ${S} fields with exactly`, 'without the product-rules §5 fields with exactly'],
  [`it delivers to (${C}.md)`, 'it delivers to (docs/couriers/mnp.md §7)'],
  [`${A} "API conventions"`, 'docs/architecture.md, "Request life cycle"'],
  [`(${A} "Pitfalls")`, '(docs/architecture.md, "Testing")'],
  [
    `the set is the known-good one of\n${A}.md for Node 20.`,
    'the set is the one known\nto install and run together on Node 20 when the project started.',
  ],
  [
    `${A}.md suggests pg-boss; we chose otherwise.`,
    'The first architecture sketch suggested pg-boss; we chose otherwise.',
  ],
];

/** The courier page a file's courier notes belong to: its own courier's, else the overview. */
function courierPage(file) {
  const m = /(?:^|\/)(?:couriers|fakes)\/(postex|leopards|trax|mnp|tcs)(?:[-.]|$)/.exec(file);
  return m ? `docs/couriers/${m[1]}.md` : 'docs/couriers/README.md';
}

const WIDTH = 110;

/** The comment marker a line starts with, and the one its continuation lines use. */
function commentPrefix(line) {
  if (/\*\/\s*$/.test(line)) return null; // a comment that ends here: no line to wrap into
  const m = /^(\s*)(\/\*\* |\* |\/\/ )/.exec(line);
  if (!m) return null;
  const cont = m[2] === '/** ' ? `${m[1]} * ` : m[0];
  const item = /^[-•] /.test(line.slice(m[0].length)) ? '  ' : ''; // a list item's text is indented
  return { head: m[0], cont: cont + item };
}

/** Wraps an over-long comment line into the lines after it (the same comment's paragraph). */
export function wrapLine(lines, i) {
  const line = lines[i];
  if (line.length <= WIDTH) return;
  const one = /^(\s*)\/\*\* (.*) \*\/$/.exec(line);
  if (one) {
    // A one-line doc comment becomes a block, and its text line is wrapped.
    lines.splice(i, 1, `${one[1]}/**`, `${one[1]} * ${one[2]}`, `${one[1]} */`);
    wrapLine(lines, i + 1);
    return;
  }
  const p = commentPrefix(line);
  if (!p) return;
  // The last space that fits, outside "quoted words" (a quoted heading stays on one line).
  let cut = -1;
  for (let k = p.head.length; k <= WIDTH && k < line.length; k++)
    if (line[k] === ' ' && (line.slice(0, k).match(/"/g) ?? []).length % 2 === 0) cut = k;
  if (cut <= p.head.length) return;
  const head = line.slice(0, cut).trimEnd();
  const tail = line.slice(cut + 1);
  const next = lines[i + 1];
  const text = next?.startsWith(p.cont) ? next.slice(p.cont.length) : '';
  // The next line continues this paragraph: not blank, not a list item, a tag, code or a table.
  if (text && !/^(?:\s|[-•*@|`>]|\d+[.)] |\*\/)/.test(text)) {
    lines.splice(i, 2, head, `${p.cont}${tail} ${text}`);
    wrapLine(lines, i + 1);
  } else lines.splice(i, 1, head, `${p.cont}${tail}`);
}

/** @returns {string} the text with every citation re-pointed */
export function repoint(file, text) {
  let out = text;
  for (const [from, to] of EXACT) out = out.split(from).join(to);
  out = out
    // "SPEC §5", "SPEC.md §7–8", "SPEC §2/§6" (the section list after it stays as it is)
    .replace(new RegExp(`\\b${S}(?:\\.md)?(?=[ \\t]*§)`, 'g'), 'product-rules')
    // "QUALITY Q7", "QUALITY.md Q5/Q7"
    .replace(new RegExp(`\\b${Q}(?:\\.md)?(?=[ \\t]*Q\\d)`, 'g'), 'quality-checks')
    // "COURIERS.md" (never the contracts' COURIERS constant: that is followed by [ or .name)
    .replace(new RegExp(`\\b${C}\\.md\\b`, 'g'), courierPage(file))
    .replace(new RegExp(`\\b${A}\\.md\\b`, 'g'), 'docs/architecture.md');
  if (out === text || file.endsWith('.md')) return out;
  // Re-wrap only the lines that changed and grew past the width.
  const before = new Set(text.split('\n'));
  const lines = out.split('\n');
  for (let i = lines.length - 1; i >= 0; i--) if (!before.has(lines[i])) wrapLine(lines, i);
  return lines.join('\n');
}

const TEXT = /\.(?:[cm]?[jt]sx?|css|sql|md|ya?ml|json|html|sh)$/;
/** Not touched: generated or third-party text, applied migrations, and these scripts themselves. */
const SKIP =
  /^(?:package-lock\.json|apps\/api\/src\/db\/migrations\/|apps\/api\/test\/generated\/|scripts\/(?:repoint|check)-citations\.)/;

export function filesToScan() {
  const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out
    .split('\0')
    .filter((f) => f && TEXT.test(f) && !SKIP.test(f) && !/(?:^|\/)node_modules\//.test(f))
    .filter((f) => fs.existsSync(path.join(root, f)));
}

function main() {
  const dry = process.argv.includes('--dry-run');
  const format = !process.argv.includes('--no-format');
  const changed = [];
  for (const file of filesToScan()) {
    const abs = path.join(root, file);
    const before = fs.readFileSync(abs, 'utf8');
    const after = repoint(file, before);
    if (after === before) continue;
    changed.push(file);
    if (!dry) fs.writeFileSync(abs, after);
  }
  for (const f of changed) console.log(`${dry ? 'would change' : 'changed'} ${f}`);
  console.log(`${changed.length} file(s) ${dry ? 'to change' : 'changed'}`);
  if (!dry && format && changed.length) {
    const r = spawnSync(
      'npx',
      ['prettier', '--write', '--ignore-unknown', '--log-level', 'warn', ...changed],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
