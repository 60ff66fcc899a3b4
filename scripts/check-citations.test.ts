import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script without type declarations
import { checkText, parseDoc } from './check-citations.mjs';
// @ts-expect-error -- plain ESM script without type declarations
import { repoint } from './repoint-citations.mjs';

const DOCS: Record<string, string> = {
  'docs/product-rules.md':
    '# Rules\n\n## §2 Screens\n\n### Guards\n\n## §5 Forms\n\n## §7 Calls\n\n## §8 Errors\n\n## §9 Limits\n',
  'docs/quality-checks.md':
    '# Checks\n\n### Q1 No oversell\n\n### Q7 Outbound calls\n\n### Q20 Public pages\n',
  'docs/couriers/postex.md': '# PostEx\n\n## §1 Hosts\n\n## §5 Times\n\n### §5.1 Zones\n',
  'docs/architecture.md':
    '# Arch\n\n## Locks and counters (decision 010)\n\n## Testing\n\n- **Money and quantity bounds** (`common.ts`): …\n\n```\n## Not a heading\n```\n',
  'docs/whatsapp.md': '# WhatsApp\n\n## 7. Buyers answer\n',
};
const readDoc = (rel: string) => DOCS[rel] ?? null;
const check = (text: string, file = 'apps/api/src/x.ts'): string[] => checkText(file, text, readDoc);

// The outside documents' names, spelled apart like the scripts do.
const S = 'SP' + 'EC';
const Q = 'QUAL' + 'ITY';
const C = 'COUR' + 'IERS';
const A = 'ARCHI' + 'TECTURE';

describe('citations check', () => {
  it('fails on citations of the outside documents', () => {
    expect(check(`/** ${S} §9: sizes sm, md, lg, xl. */`)).toEqual([
      'apps/api/src/x.ts:1: cites the product specification (not in the repository): cite product-rules §N',
    ]);
    expect(check(`// line one\n// ${Q} Q7: timeouts`)[0]).toMatch(
      /^apps\/api\/src\/x\.ts:2: cites the quality list/,
    );
    expect(check(`// it delivers to (${C}.md).`)).toHaveLength(1);
    expect(check(`// (${C}, from D)`)).toHaveLength(1);
    expect(check(`// as ${C} notes`)).toHaveLength(1);
    expect(check(`/** (${A} "Pitfalls") */`)).toHaveLength(1);
    expect(check('// see /work/shared/x')).toHaveLength(1);
    expect(check(`Vocabulary (${C}, from D — medium)`, 'docs/couriers/trax.md')).toHaveLength(1);
  });

  it("passes the contracts' courier constant", () => {
    expect(check(`import { ${C}, type CourierCode } from '@sauda/contracts/couriers.ts';`)).toEqual([]);
    expect(
      check(`const info = ${C}[code]; ${C}.tcs.maxCodRupees; // contracts ${C}[code].credentials`),
    ).toEqual([]);
    expect(check(`(\`${C}[code].capabilities\`) says the same`, 'docs/decisions/009-couriers.md')).toEqual(
      [],
    );
  });

  it('checks that a cited section exists', () => {
    expect(check('/** product-rules §9: sizes. product-rules §2/§5; product-rules §7–8. */')).toEqual([]);
    expect(check('// docs/product-rules.md §1, §5, §9')).toEqual([
      'apps/api/src/x.ts:1: cites docs/product-rules.md §1, but docs/product-rules.md has no section §1',
    ]);
    expect(check('// product-rules §10')).toHaveLength(1);
    expect(check('// product-rules §2/§6')).toEqual([
      'apps/api/src/x.ts:1: cites product-rules §6, but docs/product-rules.md has no section §6',
    ]);
    expect(check('// docs/couriers/postex.md §5, postex.md §5.1, postex.md §4')).toEqual([
      'apps/api/src/x.ts:1: cites postex.md §4, but docs/couriers/postex.md has no section §4',
    ]);
    expect(check('// docs/whatsapp.md §7 and docs/whatsapp.md §8')).toHaveLength(1);
    expect(check('// docs/nothing.md §1')).toEqual([
      'apps/api/src/x.ts:1: cites docs/nothing.md §1, but there is no such document',
    ]);
    // Not citations of a document: issues, RFCs, a section list that stops at a word.
    expect(check('// issue 11 §4; RFC 9110 §11.6.1; (postex.md §5, Low)')).toEqual([]);
  });

  it('checks Q-numbers, with or without the document name', () => {
    expect(check("describe('Q1 no oversell (quality-checks Q7, Q20)', …)")).toEqual([]);
    expect(check('// quality-checks Q26')).toEqual([
      'apps/api/src/x.ts:1: cites Q26, but docs/quality-checks.md has no Q26',
    ]);
    expect(check('// Q5/Q7')).toHaveLength(1);
  });

  it('checks quoted headings, and a list item label counts as one', () => {
    expect(check('// (docs/architecture.md, "Locks and counters")')).toEqual([]);
    expect(check('// docs/architecture.md "Money and quantity bounds"')).toEqual([]);
    expect(check('// docs/architecture.md, "Not a heading"')).toHaveLength(1);
  });

  it('reads section numbers in both heading styles', () => {
    const d = parseDoc('## §5 Forms\n### §5.1 Fields\n## 7. Buyers\n### Q3 Money\n');
    expect([...d.sections]).toEqual(['5', '5.1', '7']);
    expect([...d.checks]).toEqual([3]);
  });
});

describe('repoint-citations', () => {
  it('rewrites the old forms and leaves re-pointed text alone', () => {
    const before = `/** ${S} §2/§5: guards. ${Q} Q1, Q7 (${A} "Pitfalls"). */`;
    const after = repoint('apps/api/src/x.ts', before);
    expect(after).toBe(
      '/** product-rules §2/§5: guards. quality-checks Q1, Q7 (docs/architecture.md, "Testing"). */',
    );
    expect(repoint('apps/api/src/x.ts', after)).toBe(after);
    expect(check(after)).toEqual([]);
  });

  it("sends courier notes to the courier's own page, and keeps the constant", () => {
    expect(repoint('apps/api/test/fakes/postex.ts', `// ${C}.md`)).toBe('// docs/couriers/postex.md');
    expect(repoint('apps/api/src/modules/x.ts', `// ${C}.md`)).toBe('// docs/couriers/README.md');
    expect(repoint('x.ts', `${C}[code].name`)).toBe(`${C}[code].name`);
  });

  it('wraps a comment line it made too long into the next line of the comment', () => {
    const text = [' * ' + 'word '.repeat(19) + `(${Q} Q1) more words here`, ' * and the rest.', ' */'].join(
      '\n',
    );
    const lines = repoint('x.ts', text).split('\n');
    expect(lines.every((l: string) => l.length <= 110)).toBe(true);
    expect(lines.at(-2)).toMatch(/^ \* \S.* and the rest\.$/);
    expect(lines.at(-1)).toBe(' */');
  });

  it('turns a one-line doc comment it made too long into a block, keeping quoted words together', () => {
    const text = `/** ${'Words '.repeat(12)}(${S} §8, ${A} "API conventions") and a few more words. */`;
    const lines = repoint('x.ts', text).split('\n');
    expect(lines[0]).toBe('/**');
    expect(lines.at(-1)).toBe(' */');
    expect(lines.every((l: string) => l.length <= 110)).toBe(true);
    expect(lines.some((l: string) => l.includes('"Request life cycle"'))).toBe(true);
  });
});
