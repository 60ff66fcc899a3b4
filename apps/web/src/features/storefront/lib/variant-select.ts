/**
 * Option pickers on the product page. Selection follows the option order (like most shops): a
 * value of option i is offered when some variant has it together with the values chosen for the
 * options before it; later options are re-picked to a valid combination, so the buyer never lands
 * on a combination that does not exist. DOM-free.
 */
type V = { _id: string; optionValues: string[]; inStock: boolean };

export type ValueState = 'available' | 'sold-out' | 'unavailable';

function matchesPrefix(v: V, selection: readonly (string | undefined)[], upTo: number): boolean {
  for (let j = 0; j < upTo; j++) if (v.optionValues[j] !== selection[j]) return false;
  return true;
}

/** The variant for a full selection, or null. */
export function findVariant<T extends V>(
  variants: readonly T[],
  selection: readonly (string | undefined)[],
): T | null {
  return (
    variants.find(
      (v) => v.optionValues.length === selection.length && v.optionValues.every((x, i) => x === selection[i]),
    ) ?? null
  );
}

/** Where to start: the first in-stock variant, else the first one. */
export function initialSelection(variants: readonly V[]): string[] {
  const v = variants.find((x) => x.inStock) ?? variants[0];
  return v ? [...v.optionValues] : [];
}

/**
 * The state of `value` for option `index`: `unavailable` (no variant has it with the earlier
 * choices: button disabled), `sold-out` (exists but none in stock), or `available`.
 */
export function valueState(
  variants: readonly V[],
  selection: readonly (string | undefined)[],
  index: number,
  value: string,
): ValueState {
  const candidates = variants.filter(
    (v) => v.optionValues[index] === value && matchesPrefix(v, selection, index),
  );
  if (candidates.length === 0) return 'unavailable';
  // With the later choices kept, is that exact variant in stock? Otherwise any in-stock match.
  const exact = candidates.find((v) => v.optionValues.every((x, j) => j <= index || x === selection[j]));
  if (exact) return exact.inStock ? 'available' : 'sold-out';
  return candidates.some((v) => v.inStock) ? 'available' : 'sold-out';
}

/** Choose `value` for option `index`, then fix later options to a combination that exists. */
export function selectValue(
  variants: readonly V[],
  selection: readonly (string | undefined)[],
  index: number,
  value: string,
): string[] {
  const next = selection.map((s) => s ?? '');
  next[index] = value;
  if (findVariant(variants, next)) return next;
  const candidates = variants.filter((v) => matchesPrefix(v, next, index + 1));
  // Keep as many later choices as possible; prefer in stock.
  const score = (v: V) =>
    v.optionValues.reduce((n, x, j) => n + (j > index && x === next[j] ? 2 : 0), 0) + (v.inStock ? 1 : 0);
  const best = candidates.reduce<V | null>((b, v) => (b === null || score(v) > score(b) ? v : b), null);
  return best ? [...best.optionValues] : next;
}

/** What the price block shows: now, struck-through "was", and the percent off badge. */
export function priceDisplay(
  v: { price: number; discountedPrice: number; compareAtPrice: number | null },
  discount: number | null,
): { now: number; was: number | null; percentOff: number | null } {
  if (discount && v.discountedPrice < v.price) {
    return { now: v.discountedPrice, was: v.price, percentOff: discount };
  }
  if (v.compareAtPrice !== null && v.compareAtPrice > v.discountedPrice) {
    const off = Math.round(((v.compareAtPrice - v.discountedPrice) / v.compareAtPrice) * 100);
    return { now: v.discountedPrice, was: v.compareAtPrice, percentOff: off > 0 ? off : null };
  }
  return { now: v.discountedPrice, was: null, percentOff: null };
}

/** 15 → "-15%", 12.5 → "-12.5%". */
export function percentLabel(percent: number): string {
  return `-${Number(percent.toFixed(2))}%`;
}
