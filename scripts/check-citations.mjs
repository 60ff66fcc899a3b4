#!/usr/bin/env node
/**
 * Citations check (part of `npm test`; docs/architecture.md, "Conventions"). The repository stands
 * on its own, so every file it tracks must:
 *
 * - cite none of the documents the project started from, which are not in it (the specification,
 *   the quality list, the courier and architecture notes): their rules live in
 *   docs/product-rules.md, docs/quality-checks.md, docs/couriers/ and docs/architecture.md, and
 *   `node scripts/repoint-citations.mjs` rewrites the old forms;
 * - cite only sections that exist: `product-rules §N`, `docs/<file>.md §N` (lists `§2/§6`,
 *   `§1, §5`, ranges `§7–8`), `quality-checks Qn` or a bare `Qn`, and `docs/<file>.md, "<heading>"`
 *   (a heading, or a list item's bold label, that starts with those words).
 *
 * Fails with `file:line: why` for each problem.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The outside documents' names, spelled so that this file does not cite them itself.
const S = 'SP' + 'EC';
const Q = 'QUAL' + 'ITY';
const C = 'COUR' + 'IERS';
const A = 'ARCHI' + 'TECTURE';

/** Short names of the two documents cited most. */
const ALIASES = { 'product-rules': 'docs/product-rules.md', 'quality-checks': 'docs/quality-checks.md' };

/** What a markdown document offers to cite: section numbers, Q-numbers and heading texts. */
export function parseDoc(markdown) {
  const sections = new Set();
  const checks = new Set();
  const headings = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    // A list item's bold label ("- **Money and quantity bounds** (…): …") is cited like a heading.
    const label = /^\s*[-*]\s+\*\*(.+?)\*\*/.exec(line);
    if (label) headings.push(label[1]);
    const m = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const text = m[1];
    headings.push(text);
    const num = /^§?(\d+(?:\.\d+)*)(?:\.?\s|$)/.exec(text);
    if (num) sections.add(num[1]);
    const q = /^Q(\d+)\b/.exec(text);
    if (q) checks.add(Number(q[1]));
  }
  return { sections, checks, headings };
}

const normalise = (s) =>
  s
    .replace(/[`*_]/g, '')
    .replace(/(…|\.\.\.)$/, '')
    .trim()
    .toLowerCase();

/** A quoted heading matches a heading that is, or starts with, those words. */
export function hasHeading(doc, quoted) {
  const want = normalise(quoted);
  return doc.headings.some((h) => normalise(h).startsWith(want));
}

/** Section numbers a list such as `§2/§6`, `§1, §5, §9`, `§7–8` or `§5.1` names. */
export function sectionList(list) {
  return [...list.matchAll(/§?(\d+(?:\.\d+)*)/g)].map((m) => m[1]);
}

const SECTION_REF =
  /(?<![\w./-])((?:[\w-]+\/)*[\w-]+\.md|product-rules|quality-checks)[ \t]*(§\d+(?:\.\d+)*(?:(?:[ \t]*(?:[,/]|and)[ \t]*§|[ \t]*[–-][ \t]*§?)\d+(?:\.\d+)*)*)/g;
const HEADING_REF = /(?<![\w./-])((?:[\w-]+\/)*[\w-]+\.md),?[ \t]*"([^"\n]+)"/g;
const CHECK_REF = /\bQ(\d{1,3})\b/g;

/** Citations of the outside documents: the rule, and what to cite instead. */
function outsideRules(file) {
  const rules = [
    [
      new RegExp(`\\b${S}\\b`, 'g'),
      'the product specification (not in the repository): cite product-rules §N',
    ],
    [new RegExp(`\\b${Q}\\b`, 'g'), 'the quality list (not in the repository): cite quality-checks Qn'],
    [new RegExp(`\\b${A}\\b`, 'g'), 'the outside architecture notes: cite docs/architecture.md, "<heading>"'],
    [/\/work\/shared\b/g, 'a folder outside the repository: cite the docs/ copy'],
    [new RegExp(`\\b${C}\\.md\\b|\\b${C}[ \\t]*§`, 'g'), 'the courier notes (not in the repository)'],
    [
      new RegExp(
        `\\b${C}[ \\t]+(?:notes|says|mentions|lists|reports|describes|documents)\\b|\\(${C}[,)]`,
        'g',
      ),
      'the courier notes (not in the repository)',
    ],
  ];
  // In documents, any mention that is not the contracts' constant (`COURIERS[code]`, `COURIERS.tcs`).
  if (file.endsWith('.md'))
    rules.push([new RegExp(`\\b${C}\\b(?![[.]\\w|\\[)`, 'g'), 'the courier notes (not in the repository)']);
  return rules.map(([re, why]) => [
    re,
    `${why}${why.includes('courier notes') ? ': cite docs/couriers/<courier>.md §N' : ''}`,
  ]);
}

/** Inline code spans in markdown may show the constant; they are blanked (same length) first. */
const blankCode = (text) => text.replace(/`[^`\n]*`/g, (m) => ' '.repeat(m.length));

/**
 * Problems in one file's text. `readDoc(relPath)` returns a document's text, or null when there is
 * no such file.
 */
export function checkText(file, text, readDoc) {
  const problems = [];
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  const say = (index, why) => problems.push(`${file}:${lineOf(index)}: ${why}`);

  const cache = new Map();
  const doc = (rel) => {
    if (!cache.has(rel)) {
      const t = readDoc(rel);
      cache.set(rel, t === null ? null : parseDoc(t));
    }
    return cache.get(rel);
  };
  /** The repository path a cited name stands for, or null. */
  const resolve = (name) => {
    if (ALIASES[name]) return ALIASES[name];
    const candidates = name.includes('/')
      ? [name, path.posix.join(path.posix.dirname(file), name)]
      : [
          path.posix.join(path.posix.dirname(file), name),
          `docs/${name}`,
          `docs/couriers/${name}`,
          `docs/decisions/${name}`,
          name,
        ];
    return candidates.find((c) => doc(path.posix.normalize(c))) ?? null;
  };

  const scanned = file.endsWith('.md') ? blankCode(text) : text;
  for (const [re, why] of outsideRules(file))
    for (const m of scanned.matchAll(re)) say(m.index, `cites ${why}`);

  for (const m of text.matchAll(SECTION_REF)) {
    const rel = resolve(m[1]);
    if (!rel) {
      say(m.index, `cites ${m[1]} ${m[2]}, but there is no such document`);
      continue;
    }
    const d = doc(rel);
    const parts = sectionList(m[2]);
    // A range (§7–8) names its ends; a section number with a part (§5.1) may be a subsection.
    for (const n of parts)
      if (!d.sections.has(n)) say(m.index, `cites ${m[1]} §${n}, but ${rel} has no section §${n}`);
  }

  for (const m of text.matchAll(HEADING_REF)) {
    const rel = resolve(m[1]);
    if (!rel) say(m.index, `cites ${m[1]}, but there is no such document`);
    else if (!hasHeading(doc(rel), m[2]))
      say(m.index, `cites ${m[1]}, "${m[2]}", but ${rel} has no such heading`);
  }

  const checks = doc(ALIASES['quality-checks'])?.checks ?? new Set();
  for (const m of text.matchAll(CHECK_REF))
    if (!checks.has(Number(m[1]))) say(m.index, `cites Q${m[1]}, but docs/quality-checks.md has no Q${m[1]}`);

  return [...new Set(problems)]; // two rules may catch the same words
}

const TEXT = /\.(?:[cm]?[jt]sx?|css|sql|md|ya?ml|json|html|sh)$/;
/** Generated or third-party text, and the citation scripts (they spell the old forms to find them). */
const SKIP =
  /^(?:package-lock\.json|apps\/api\/test\/generated\/|scripts\/(?:repoint|check)-citations\.)|(?:^|\/)node_modules\//;

export function filesToCheck(cwd = root) {
  const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd, encoding: 'utf8' });
  return out
    .split('\0')
    .filter((f) => f && TEXT.test(f) && !SKIP.test(f) && fs.existsSync(path.join(cwd, f)));
}

function main() {
  const readDoc = (rel) => {
    const abs = path.join(root, rel);
    return rel.endsWith('.md') && fs.existsSync(abs) && fs.statSync(abs).isFile()
      ? fs.readFileSync(abs, 'utf8')
      : null;
  };
  const files = filesToCheck();
  const problems = files.flatMap((f) => checkText(f, fs.readFileSync(path.join(root, f), 'utf8'), readDoc));
  for (const p of problems) console.error(p);
  if (problems.length) {
    console.error(
      `\n${problems.length} citation problem(s). Old citation forms: node scripts/repoint-citations.mjs` +
        ' (docs/architecture.md, "Conventions").',
    );
    process.exit(1);
  }
  console.log(
    `citations: ${files.length} files checked; every citation names a document and section that exist`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
