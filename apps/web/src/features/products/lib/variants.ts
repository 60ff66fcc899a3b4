/**
 * Options and variants: variants are the cartesian product of the option values. When options
 * change, existing variants are kept (with their `_id`, prices, SKU and stock) wherever they still
 * fit. DOM-free.
 */
import { MAX_OPTION_VALUES, MAX_VARIANTS } from '@sauda/contracts/products.ts';

export type OptionDraft = { name: string; values: string[] };

/** Options that take part in variants: those with at least one value. */
export function activeOptions(options: readonly OptionDraft[]): OptionDraft[] {
  return options.filter((o) => o.values.length > 0);
}

/** How many variants the options make (1 without options). */
export function combinationCount(options: readonly OptionDraft[]): number {
  return activeOptions(options).reduce((n, o) => n * o.values.length, 1);
}

/** [[S, M], [Red, Blue]] → [[S, Red], [S, Blue], [M, Red], [M, Blue]]; [] → [[]]. */
export function cartesian(lists: readonly (readonly string[])[]): string[][] {
  return lists.reduce<string[][]>(
    (acc, values) => acc.flatMap((combo) => values.map((v) => [...combo, v])),
    [[]],
  );
}

export function variantKey(values: readonly string[]): string {
  return values.map((v) => v.toLowerCase()).join('\u0000');
}

/** Every value of `small` appears in `big` (as a multiset, case-insensitive). */
function containsAll(big: readonly string[], small: readonly string[]): boolean {
  const pool = big.map((v) => v.toLowerCase());
  for (const v of small) {
    const i = pool.indexOf(v.toLowerCase());
    if (i === -1) return false;
    pool.splice(i, 1);
  }
  return true;
}

/**
 * The variants for `options`, reusing `existing` ones:
 *  1. the same option values (exact match) keep their variant;
 *  2. after an option was added or removed, a variant whose values are contained in the new
 *     combination (or the other way round) moves over — so "S" becomes "S / Red" and keeps its stock;
 *  3. anything else is a new variant made from the first existing one as a template (prices).
 */
export function mergeVariants<V extends { optionValues: string[] }>(
  existing: readonly V[],
  options: readonly OptionDraft[],
  make: (optionValues: string[], template: V | undefined) => V,
): V[] {
  const combos = cartesian(activeOptions(options).map((o) => o.values));
  const used = new Set<number>();
  const result: (V | undefined)[] = combos.map(() => undefined);

  combos.forEach((combo, ci) => {
    const key = variantKey(combo);
    const i = existing.findIndex((v, vi) => !used.has(vi) && variantKey(v.optionValues) === key);
    if (i !== -1) {
      used.add(i);
      result[ci] = { ...existing[i]!, optionValues: combo };
    }
  });
  combos.forEach((combo, ci) => {
    if (result[ci]) return;
    const i = existing.findIndex(
      (v, vi) =>
        !used.has(vi) &&
        v.optionValues.length !== combo.length &&
        (containsAll(combo, v.optionValues) || containsAll(v.optionValues, combo)),
    );
    if (i !== -1) {
      used.add(i);
      result[ci] = { ...existing[i]!, optionValues: combo };
    }
  });
  return combos.map((combo, ci) => result[ci] ?? make(combo, existing[0]));
}

export type ValueAdd = { ok: true; values: string[] } | { ok: false; error: string };

/** Add one option value (trimmed; no duplicates ignoring case; at most 60 characters and 30 values). */
export function addOptionValue(values: readonly string[], raw: string): ValueAdd {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (!value) return { ok: false, error: 'Type a value first' };
  if (value.length > 60) return { ok: false, error: 'Use at most 60 characters' };
  if (values.some((v) => v.toLowerCase() === value.toLowerCase())) {
    return { ok: false, error: `“${value}” is already there` };
  }
  if (values.length >= MAX_OPTION_VALUES) return { ok: false, error: `At most ${MAX_OPTION_VALUES} values` };
  return { ok: true, values: [...values, value] };
}

/** Why these options cannot be used, or null. */
export function optionsProblem(options: readonly OptionDraft[]): string | null {
  const n = combinationCount(options);
  if (n > MAX_VARIANTS) {
    return `That makes ${n} variants; a product can have at most ${MAX_VARIANTS}. Remove some values.`;
  }
  return null;
}

/** Do two option lists make the same set of variants (names aside)? */
export function sameCombinations(a: readonly OptionDraft[], b: readonly OptionDraft[]): boolean {
  const ka = activeOptions(a).map((o) => variantKey(o.values));
  const kb = activeOptions(b).map((o) => variantKey(o.values));
  return ka.length === kb.length && ka.every((k, i) => k === kb[i]);
}
