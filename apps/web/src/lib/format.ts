/** Display formatting shared by every screen (product-rules §1, §5, §9). Pure functions, DOM-free. */
export { normalisePhone } from '@sauda/contracts/common.ts';

const pkr = new Intl.NumberFormat('en-PK', {
  style: 'currency',
  currency: 'PKR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Money travels as integer paisa; shown as whole rupees (en-PK, no fraction digits). */
export function formatPKR(paisa: number | bigint | string | null | undefined): string {
  if (paisa === null || paisa === undefined || paisa === '') return pkr.format(0);
  const value = typeof paisa === 'bigint' ? Number(paisa) : Number(paisa);
  if (!Number.isFinite(value)) return pkr.format(0);
  return pkr.format(Math.round(value) / 100);
}

function toDate(value: Date | string | number): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * Every time is shown in Pakistan time (Asia/Karachi, UTC+5), whatever the device's zone: a seller
 * in Dubai and her packer in Lahore read the same clock, and it matches the PDFs and CSVs.
 */
export const PAKISTAN_TIME_ZONE = 'Asia/Karachi';

const dateFmt = new Intl.DateTimeFormat('en-PK', {
  timeZone: PAKISTAN_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const timeFmt = new Intl.DateTimeFormat('en-PK', {
  timeZone: PAKISTAN_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const dayKeyFmt = new Intl.DateTimeFormat('en-CA', {
  timeZone: PAKISTAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const hourFmt = new Intl.DateTimeFormat('en-GB', {
  timeZone: PAKISTAN_TIME_ZONE,
  hour: 'numeric',
  hourCycle: 'h23',
});

/** Today's (or `now`'s) calendar day in Pakistan, "2026-11-27". */
export function pakistanDay(now: Date = new Date()): string {
  return dayKeyFmt.format(now);
}

/** e.g. "5 Mar 2025". */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const d = toDate(value);
  return d ? dateFmt.format(d) : '—';
}

/** e.g. "3:07 pm". */
export function formatTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const d = toDate(value);
  return d ? timeFmt.format(d) : '—';
}

/** e.g. "5 Mar 2025, 3:07 pm". */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const d = toDate(value);
  return d ? `${dateFmt.format(d)}, ${timeFmt.format(d)}` : '—';
}

const MS_PER_DAY = 86_400_000;

/** Whole days elapsed since `value` (product-rules §5 "Age in days"); never negative. */
export function ageInDays(value: Date | string | number, now: Date = new Date()): number {
  const d = toDate(value);
  if (!d) return 0;
  return Math.max(0, Math.floor((now.getTime() - d.getTime()) / MS_PER_DAY));
}

/** "just now", "5 min ago", "3 h ago", "2 days ago", then a date. */
export function formatRelative(value: Date | string | number, now: Date = new Date()): string {
  const d = toDate(value);
  if (!d) return '—';
  const seconds = Math.round((now.getTime() - d.getTime()) / 1000);
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? 'yesterday' : `${days} days ago`;
  return formatDate(d);
}

/** product-rules §5: price − price × percent / 100, rounded to a whole unit of the input (paisa). */
export function discountedPrice(price: number, percent: number | null | undefined): number {
  if (!Number.isFinite(price)) return 0;
  const pct = percent === null || percent === undefined || !Number.isFinite(percent) ? 0 : percent;
  return Math.round(price - (price * pct) / 100);
}

export const DISCOUNT_MAX = 99;
export const INVENTORY_MAX = 100;

const DECIMAL_INPUT = /^\d*\.?\d*$/;

/**
 * Numeric text input rule (product-rules §5): digits with an optional decimal point only; empty → null;
 * values above `max` are clamped. Returns `undefined` when the text must be rejected (keep the
 * previous value).
 */
export function clampDecimalInput(raw: string, max: number): number | null | undefined {
  const text = raw.trim();
  if (text === '') return null;
  if (!DECIMAL_INPUT.test(text) || text === '.') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) return undefined;
  return Math.min(Math.max(value, 0), max);
}

export const clampDiscountInput = (raw: string) => clampDecimalInput(raw, DISCOUNT_MAX);
export const clampInventoryInput = (raw: string) => clampDecimalInput(raw, INVENTORY_MAX);

/** "Ayesha Khan" → "AK"; "sauda" → "S". */
export function initials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Good morning / afternoon / evening for the dashboard greeting. */
export function greeting(now: Date = new Date()): string {
  const h = Number(hourFmt.format(now));
  if (h < 12) return 'Good morning';
  if (h < 17) return 'Good afternoon';
  return 'Good evening';
}
