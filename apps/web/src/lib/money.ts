/**
 * Rupee ↔ paisa conversion for money inputs. Money travels as integer paisa (PKR × 100); the
 * seller types rupees. Parsing works on the text itself (integer maths, no floats), so "19.99"
 * is exactly 1999 paisa.
 */
export type RupeeParse = { ok: true; paisa: number } | { ok: false; error: string };

/** Whole rupees the inputs accept (Rs 1 billion), matching the contracts' paisa ceiling. */
export const MAX_RUPEES = 1_000_000_000;

const RUPEES = /^(\d*)(?:\.(\d*))?$/;

/**
 * "1,250.5" → 125050 paisa. Accepts digits, thousands separators (commas, spaces), an optional
 * "Rs"/"PKR" prefix and at most two decimals. Empty text gives `emptyAs` (null by default).
 */
export function parseRupees(raw: string, emptyAs: number | null = null): RupeeParse | null {
  const text = raw
    .trim()
    .replace(/^(rs\.?|pkr)\s*/i, '')
    .replace(/[,\s]/g, '');
  if (text === '') return emptyAs === null ? null : { ok: true, paisa: emptyAs };
  const match = RUPEES.exec(text);
  if (!match || text === '.') return { ok: false, error: 'Enter an amount in rupees, like 1500 or 1499.50' };
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, error: 'Use at most 2 decimal places' };
  if (whole.length > 10 || Number(whole || '0') > MAX_RUPEES) {
    return { ok: false, error: 'That amount is too large' };
  }
  const paisa = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0') || '0');
  return { ok: true, paisa };
}

/** Like `parseRupees` but returns the paisa or null (invalid or empty). */
export function rupeesToPaisa(raw: string): number | null {
  const parsed = parseRupees(raw);
  return parsed && parsed.ok ? parsed.paisa : null;
}

/** 125050 → "1250.50"; 125000 → "1250" (for refilling an input). */
export function paisaToRupeesInput(paisa: number): string {
  if (!Number.isSafeInteger(paisa)) return '';
  const sign = paisa < 0 ? '-' : '';
  const abs = Math.abs(paisa);
  const rupees = Math.floor(abs / 100);
  const rest = abs % 100;
  return rest === 0 ? `${sign}${rupees}` : `${sign}${rupees}.${String(rest).padStart(2, '0')}`;
}

/** Quantity text → a whole number ≥ 1, or null. */
export function parseQuantity(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d{1,6}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
}
