import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script without type declarations
import { checkSource, topLevelBooleans } from './check-sql-conditions.mjs';

const check = (source: string): string[] => checkSource('x.repo.ts', source);

describe('raw SQL conditions check', () => {
  it('fails on the line behind issue 20 (a raw OR inside and())', () => {
    const problems = check(`
      db.select().from(shipments).where(
        and(
          or(eq(shipments.publicId, key), eq(shipments.trackingNumber, key))!,
          sql\`\${shipments.state} = 'booked' OR \${shipments.state} = 'cancelled'\`,
        ),
      );`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^x\.repo\.ts:5: raw sql fragment with a top-level OR inside and\(\)/);
  });

  it('passes operators and parenthesised fragments', () => {
    expect(check("and(eq(a, 1), inArray(s.state, ['booked', 'cancelled']))")).toEqual([]);
    expect(check("and(eq(a, 1), sql`(${s.state} = 'booked' OR ${s.state} = 'cancelled')`)")).toEqual([]);
    expect(check('and(eq(a, 1), sql`${s.n} + 1 >= 0`)')).toEqual([]);
    expect(check("and(eq(a, 1), sql`${s.name} = 'this OR that'`)")).toEqual([]);
    expect(check('and(eq(a, 1), sql`EXISTS (SELECT 1 FROM t WHERE a = 1 OR b = 2)`)')).toEqual([]);
    // A raw OR on its own in where() is read as written.
    expect(check('db.select().from(t).where(sql`a = 1 OR b = 2`)')).toEqual([]);
  });

  it('follows fragments through consts, ternaries, spreads and pushed arrays', () => {
    expect(check('const c = sql`a = 1 OR b = 2`; and(eq(x, 1), c);')).toHaveLength(1);
    expect(check('and(eq(x, 1), f ? sql`a = 1 OR b = 2` : sql`true`)')).toHaveLength(1);
    expect(check('const conds = [eq(x, 1)]; conds.push(sql`a AND b`); or(...conds);')).toHaveLength(1);
    expect(check('const conds = [sql`a = 1 or b = 2`]; and(...conds);')).toHaveLength(1);
    expect(check('not(sql`a = 1 OR b = 2`)')).toHaveLength(1);
    expect(check('const other = []; other.push(sql`a OR b`); and(eq(x, 1));')).toEqual([]);
  });

  it('reads only top-level AND / OR', () => {
    expect(topLevelBooleans("a = 1 OR (b = 2 AND c = 3) -- or not\n AND d = 'x or y'")).toEqual([
      'OR',
      'AND',
    ]);
    expect(topLevelBooleans('origin = 1 AND order_id = 2')).toEqual(['AND']);
    expect(topLevelBooleans('ordered = 1')).toEqual([]);
  });
});
