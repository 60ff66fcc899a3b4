import type { ParcelStatus } from '@sauda/contracts/couriers.ts';
import type { AdviceAnswer } from './types.ts';

/**
 * M&P vocabulary and answer shapes (COURIERS.md, M&P). Kept apart from the adapter so the mapping
 * tables can be read and tested on their own.
 */

/**
 * Shipper-advice answers → CloseShipperAdvice codes: `adviceoption` 1 hold, 2 return, 3 re-attempt;
 * with a re-attempt, `reattempt` 1 same address, 2 new address (3 hold in office and 4 "reason is
 * fake" exist too; Sauda does not offer them).
 */
export const MNP_ADVICE = {
  adviceoption: { hold: 1, return: 2, reattempt: 3 },
  reattempt: { sameAddress: 1, newAddress: 2 },
} as const;

/** The CloseShipperAdvice parameters for one answer. */
export function mnpAdviceParams(answer: AdviceAnswer): Record<string, string | number | undefined> {
  const address = answer.address?.trim() || undefined;
  return {
    adviceoption: MNP_ADVICE.adviceoption[answer.action],
    reattempt:
      answer.action === 'reattempt'
        ? address
          ? MNP_ADVICE.reattempt.newAddress
          : MNP_ADVICE.reattempt.sameAddress
        : undefined,
    consigneeaddress: answer.action === 'reattempt' && address ? address.slice(0, 255) : undefined,
    consigneeno: answer.phone?.trim() || undefined,
    remarks: answer.remarks.trim().slice(0, 400) || undefined,
  };
}

/**
 * M&P tracking statuses (`TrackingStatus` / `CNStatus`) → our lifecycle. M&P publishes no list of
 * its statuses, so exact names come first and ordered patterns catch the variants (first match
 * wins: "Return to shipper in process" must not read as delivered).
 */
export const MNP_STATUSES: Record<string, ParcelStatus> = {
  booked: 'booked',
  'consignment booked': 'booked',
  'data received': 'booked',
  'picked up': 'picked_up',
  'arrival at origin': 'picked_up',
  'in transit': 'in_transit',
  'departed from origin': 'in_transit',
  'arrived at destination': 'in_transit',
  'out for delivery': 'out_for_delivery',
  'on route': 'out_for_delivery',
  undelivered: 'attempted',
  'delivery attempted': 'attempted',
  refused: 'attempted',
  delivered: 'delivered',
  'return in process': 'returning',
  'returned to shipper': 'returned',
  void: 'cancelled',
  cancelled: 'cancelled',
};

export const MNP_STATUS_PATTERNS: Array<[RegExp, ParcelStatus]> = [
  [/\bvoid|cancel/, 'cancelled'],
  [
    /return.*\b(in process|in transit|initiated)|being returned|returning|\breturn to\b|\brt[so]\b/,
    'returning',
  ],
  [/returned|return delivered|delivered to (shipper|consignor)/, 'returned'],
  [/return/, 'returning'],
  [
    /undeliver|not deliver|refus|attempt|not available|not responding|incomplete address|address not found|closed/,
    'attempted',
  ],
  [/out for delivery|on route|for delivery|with rider|on delivery/, 'out_for_delivery'],
  [/deliver/, 'delivered'],
  [/pick(ed)? ?up|arrival at origin|received at origin/, 'picked_up'],
  [/transit|arriv|depart|forward|received at|hub|facility|manifest|dispatch/, 'in_transit'],
  [/book|order placed|data received/, 'booked'],
];

export function mnpStatus(name: string | null | undefined): ParcelStatus | null {
  const n = String(name ?? '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
  if (!n) return null;
  if (MNP_STATUSES[n]) return MNP_STATUSES[n];
  for (const [re, status] of MNP_STATUS_PATTERNS) if (re.test(n)) return status;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Answer shapes

export type Row = Record<string, unknown>;
const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** M&P answers an array with one envelope (`[{isSuccess, message, …}]`), sometimes the bare object. */
export function envelope(body: unknown): Row {
  if (Array.isArray(body)) return isRow(body[0]) ? body[0] : {};
  return isRow(body) ? body : {};
}

/** A field by any of its spellings, case-insensitively (M&P mixes `Details`, `details`, `DETAILS`). */
export function pick(row: Row, ...names: string[]): unknown {
  for (const n of names) if (row[n] !== undefined && row[n] !== null) return row[n];
  const lower = new Map(Object.keys(row).map((k) => [k.toLowerCase(), k]));
  for (const n of names) {
    const k = lower.get(n.toLowerCase());
    if (k !== undefined && row[k] !== undefined && row[k] !== null) return row[k];
  }
  return undefined;
}

export const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

export function rows(v: unknown): Row[] {
  return Array.isArray(v) ? v.filter(isRow) : [];
}

/**
 * The success flag: `isSuccess`, sometimes spelled `isSucces`, as a boolean, a string ("true") or
 * a number. Sources disagree, so every form is accepted.
 */
export function succeeded(env: Row): boolean {
  const v = pick(env, 'isSuccess', 'isSucces', 'success');
  if (v === true || v === 1) return true;
  return typeof v === 'string' && ['true', '1', 'success', 'yes'].includes(v.trim().toLowerCase());
}

/** The courier's words, from `message` or an ASP.NET error body (`Message`). */
export function messageOf(body: unknown): string {
  const env = envelope(body);
  return str(pick(env, 'message', 'Message', 'error', 'ExceptionMessage', '_text'));
}

/** "Invalid username or password" and the like, answered with HTTP 200. */
export const AUTH_WORDS =
  /invalid (user ?name|password|credential|account|login)|unauthori[sz]ed|authenticat|not authori/i;

/** "No record found" answers mean an empty list, not a refusal. */
export const NO_DATA_WORDS = /no (data|record|advice|payment)s? (found|exist)|not found|no result/i;

// ---------------------------------------------------------------------------------------------
// Dates

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** Pakistan Standard Time (no daylight saving): M&P's times carry no zone. */
const PKT = '+05:00';

/**
 * Tolerant date parsing: ISO with or without zone, `YYYY-MM-DD HH:mm[:ss]`, `DD/MM/YYYY HH:mm`,
 * `DD-MM-YYYY`, `14 Oct 2024 11:58 AM`, `Oct 14, 2024 23:19`, `/Date(1700000000000)/`. Times
 * without a zone are Pakistan time. Returns null when nothing fits.
 */
export function parsePkDate(v: unknown): Date | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  const s = str(v)
    .replace(/^[a-z]+day,?\s+/i, '')
    .replace(/\s+/g, ' ');
  if (!s) return null;
  const ms = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/.exec(s);
  if (ms) return new Date(Number(ms[1]));
  const time = (h = '0', m = '0', sec = '0', ampm?: string) => {
    let hour = Number(h);
    if (ampm && /pm/i.test(ampm) && hour < 12) hour += 12;
    if (ampm && /am/i.test(ampm) && hour === 12) hour = 0;
    return `${String(hour).padStart(2, '0')}:${m.padStart(2, '0')}:${sec.padStart(2, '0')}`;
  };
  const at = (y: string, mo: number, d: string, t: string, zone = PKT) => {
    const out = new Date(`${y}-${String(mo).padStart(2, '0')}-${d.padStart(2, '0')}T${t}${zone}`);
    return Number.isNaN(out.getTime()) ? null : out;
  };
  const TIME = String.raw`(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*([ap]\.?m\.?)?)?`;
  const iso = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${TIME}\s*(Z|[+-]\d{2}:?\d{2})?$`, 'i').exec(
    s,
  );
  if (iso) {
    const zone = iso[8]
      ? iso[8].toUpperCase() === 'Z'
        ? 'Z'
        : iso[8].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')
      : PKT;
    return at(iso[1]!, Number(iso[2]), iso[3]!, time(iso[4], iso[5], iso[6], iso[7]), zone);
  }
  const dmy = new RegExp(String.raw`^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})${TIME}$`, 'i').exec(s);
  if (dmy) return at(dmy[3]!, Number(dmy[2]), dmy[1]!, time(dmy[4], dmy[5], dmy[6], dmy[7]));
  const dMonY = new RegExp(String.raw`^(\d{1,2})[ -]([a-z]{3})[a-z]*[ ,-]+(\d{4})${TIME}$`, 'i').exec(s);
  if (dMonY) {
    const mo = MONTHS.indexOf(dMonY[2]!.toLowerCase()) + 1;
    if (mo) return at(dMonY[3]!, mo, dMonY[1]!, time(dMonY[4], dMonY[5], dMonY[6], dMonY[7]));
  }
  const monDY = new RegExp(String.raw`^([a-z]{3})[a-z]* (\d{1,2}),? (\d{4})${TIME}$`, 'i').exec(s);
  if (monDY) {
    const mo = MONTHS.indexOf(monDY[1]!.toLowerCase()) + 1;
    if (mo) return at(monDY[3]!, mo, monDY[2]!, time(monDY[4], monDY[5], monDY[6], monDY[7]));
  }
  const any = new Date(s);
  return Number.isNaN(any.getTime()) ? null : any;
}

/** The calendar day in Pakistan, `YYYY-MM-DD`. */
export const pkDay = (d: Date) => new Date(d.getTime() + 5 * 3_600_000).toISOString().slice(0, 10);

/**
 * Splits [from, to] into windows of at most `days` calendar days (Pakistan time), both ends
 * inclusive: M&P's Payment_Report refuses more than 31 days at once.
 */
export function dayWindows(from: Date, to: Date, days = 31): Array<{ from: string; to: string }> {
  const start = Date.parse(`${pkDay(from)}T00:00:00Z`);
  const end = Date.parse(`${pkDay(to)}T00:00:00Z`);
  const out: Array<{ from: string; to: string }> = [];
  for (let d = start; d <= end; d += days * 86_400_000) {
    const last = Math.min(end, d + (days - 1) * 86_400_000);
    out.push({ from: new Date(d).toISOString().slice(0, 10), to: new Date(last).toISOString().slice(0, 10) });
  }
  return out;
}
