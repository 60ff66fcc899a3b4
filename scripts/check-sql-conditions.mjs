#!/usr/bin/env node
/**
 * Raw SQL conditions check (part of `npm test`; docs/architecture.md, "Query conditions").
 *
 * Drizzle's `and()`, `or()` and `not()` join their arguments without wrapping each one in
 * parentheses, so a raw fragment such as sql`state = 'booked' OR state = 'cancelled'` inside
 * `and(idMatches, …)` reads `(idMatches AND booked) OR cancelled` — issue 20, where the public
 * tracking page answered any unknown id with another seller's cancelled parcel.
 *
 * Rule: a raw `sql` fragment that reaches `and()` / `or()` / `not()` — as a direct argument, a
 * same-file `const` holding one, or an element pushed into (or listed in) an array that is spread
 * into one of them — must not have a top-level `OR` or `AND`: use drizzle's operators (`inArray`,
 * `or`, `between`…) or wrap the whole fragment in parentheses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const COMBINATORS = new Set(['and', 'or', 'not']);

/** The fragment's SQL text, with each `${…}` replaced by a neutral placeholder. */
function templateText(tpl) {
  const t = tpl.template;
  if (ts.isNoSubstitutionTemplateLiteral(t)) return t.text;
  return t.head.text + t.templateSpans.map((s) => ` $x ${s.literal.text}`).join('');
}

/** Top-level boolean operators: AND / OR outside parentheses and outside quoted strings. */
export function topLevelBooleans(text) {
  const found = [];
  let depth = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === "'" || c === '"') {
      const end = text.indexOf(c, i + 1);
      i = end < 0 ? text.length : end + 1;
      continue;
    }
    if (c === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end + 1;
      continue;
    }
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && /[A-Za-z]/.test(c) && !/[A-Za-z0-9_$.]/.test(text[i - 1] ?? ' ')) {
      const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i))[0];
      if (/^(and|or)$/i.test(word)) found.push(word.toUpperCase());
      i += word.length;
      continue;
    }
    i++;
  }
  return found;
}

function unwrap(node) {
  while (
    ts.isNonNullExpression(node) ||
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression?.(node)
  )
    node = node.expression;
  return node;
}

/** The expressions a condition argument may evaluate to (both arms of `?:`, `??`, `||`). */
function candidates(node) {
  node = unwrap(node);
  if (ts.isConditionalExpression(node)) return [...candidates(node.whenTrue), ...candidates(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)
  )
    return [...candidates(node.left), ...candidates(node.right)];
  return [node];
}

const isSqlTag = (node) =>
  ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql';

/** @returns {string[]} problems, one per offending fragment, as `file:line: …` */
export function checkSource(file, source) {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const constSql = new Map(); // const name = sql`…`
  const arrays = new Map(); // const name = [ … ] (elements)
  const pushes = []; // [arrayName, argNode]
  const uses = []; // [combinator, argNode]
  const spreadNames = new Map(); // array name -> combinator
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = unwrap(node.initializer);
      if (isSqlTag(init)) constSql.set(node.name.text, init);
      if (ts.isArrayLiteralExpression(init)) arrays.set(node.name.text, init.elements);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && COMBINATORS.has(callee.text)) {
        for (const arg of node.arguments) {
          if (ts.isSpreadElement(arg)) {
            const inner = unwrap(arg.expression);
            if (ts.isIdentifier(inner)) spreadNames.set(inner.text, callee.text);
            else if (ts.isArrayLiteralExpression(inner))
              for (const el of inner.elements) uses.push([callee.text, el]);
          } else uses.push([callee.text, arg]);
        }
      }
      if (
        ts.isPropertyAccessExpression(callee) &&
        callee.name.text === 'push' &&
        ts.isIdentifier(callee.expression)
      ) {
        for (const arg of node.arguments) pushes.push([callee.expression.text, arg]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  for (const [name, combinator] of spreadNames) {
    for (const el of arrays.get(name) ?? []) uses.push([combinator, el]);
    for (const [arr, arg] of pushes) if (arr === name) uses.push([combinator, arg]);
  }

  const problems = [];
  const seen = new Set();
  for (const [combinator, raw] of uses.flatMap(([c, n]) => candidates(n).map((x) => [c, x]))) {
    let node = raw;
    if (ts.isIdentifier(node) && constSql.has(node.text)) node = constSql.get(node.text);
    if (!isSqlTag(node) || seen.has(node)) continue;
    seen.add(node);
    const ops = topLevelBooleans(templateText(node));
    if (ops.length === 0) continue;
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    problems.push(
      `${file}:${line + 1}: raw sql fragment with a top-level ${ops[0]} inside ${combinator}() — ` +
        `drizzle does not parenthesise it; use drizzle's operators (inArray, or, between…) or wrap the whole fragment in ( )`,
    );
  }
  return problems;
}

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dirs = ['apps/api/src', 'apps/api/test', 'bench'].map((d) => path.join(root, d));
  const problems = [];
  let files = 0;
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) continue;
    for (const full of walk(dir)) {
      files++;
      const rel = path.relative(root, full).split(path.sep).join('/');
      problems.push(...checkSource(rel, fs.readFileSync(full, 'utf8')));
    }
  }
  for (const p of problems) console.error(p);
  console.log(
    problems.length
      ? `${problems.length} unparenthesised raw SQL condition(s) in ${files} files`
      : `raw SQL conditions: ok (${files} files)`,
  );
  process.exit(problems.length ? 1 : 0);
}
