/**
 * Text inputs that follow the product-rules §5 number rules (discount, inventory): a keystroke that the
 * parser rejects leaves the field as it was; empty stays empty; values above the maximum show the
 * maximum. DOM-free.
 */
export type NumberParser = (raw: string) => number | null | undefined;

/** The text the field should show after the user typed `raw`, or undefined to ignore the keystroke. */
export function nextNumberText(
  raw: string,
  parse: NumberParser,
  opts: { integer?: boolean; maxDecimals?: number } = {},
): string | undefined {
  const parsed = parse(raw);
  if (parsed === undefined) return undefined;
  if (parsed === null) return '';
  const decimals = raw.includes('.') ? (raw.split('.')[1] ?? '') : null;
  if (opts.integer && decimals !== null) return undefined;
  if (opts.maxDecimals !== undefined && decimals !== null && decimals.length > opts.maxDecimals) {
    return undefined;
  }
  return parsed < Number(raw) ? String(parsed) : raw;
}

/** The number a field's text stands for (null when empty or not a number). */
export function numberOf(text: string, parse: NumberParser): number | null {
  return parse(text.trim()) ?? null;
}
