import type { ParcelStatus } from '@sauda/contracts/couriers.ts';
import type { AdviceAnswer, BookedParcel, TrackEvent, TrackResult } from './types.ts';

/**
 * M&P vocabulary and answer shapes (docs/couriers/mnp.md). Kept apart from the adapter so the
 * mapping tables, limits and answer readers can be read and tested on their own.
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

/**
 * How one M&P status word reads (docs/couriers/mnp.md §4): `exact` when the table knows it by
 * name, otherwise the keyword reading (or null). M&P publishes no list, so the words that are not
 * in the table are the ones worth reporting.
 */
export function mnpStatusReading(name: string | null | undefined): {
  status: ParcelStatus | null;
  exact: boolean;
} {
  const n = String(name ?? '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
  if (!n) return { status: null, exact: true };
  if (MNP_STATUSES[n]) return { status: MNP_STATUSES[n], exact: true };
  for (const [re, status] of MNP_STATUS_PATTERNS) if (re.test(n)) return { status, exact: false };
  return { status: null, exact: false };
}

export function mnpStatus(name: string | null | undefined): ParcelStatus | null {
  return mnpStatusReading(name).status;
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

// ---------------------------------------------------------------------------------------------
// Booking (docs/couriers/mnp.md §2, §3)

/** M&P's documented limits on InsertBookingData (mnp.md §2): characters, or a range. */
export const MNP_LIMITS = {
  consigneeName: { max: 50, label: 'consignee name' },
  consigneeAddress: { max: 255, label: 'consignee address' },
  consigneeEmail: { max: 50, label: 'consignee e-mail' },
  destinationCityName: { max: 50, label: 'destination city' },
  custRefNo: { max: 50, label: 'reference' },
  productDetails: { max: 50, label: 'product details' },
  remarks: { max: 400, label: 'remarks' },
} as const;
export const MNP_PIECES = { min: 1, max: 99 } as const;
/** M&P refuses cash on delivery above Rs 99,999 per consignment. */
export const MNP_MAX_COD_RUPEES = 99_999;

/**
 * What breaks M&P's limits in a booking body, one clear sentence per field naming it and its limit
 * (empty when the body fits). Checked before booking: nothing is cut silently.
 */
export function mnpLimitProblems(body: Row): string[] {
  const out: string[] = [];
  for (const [field, { max, label }] of Object.entries(MNP_LIMITS)) {
    const v = body[field];
    const len = typeof v === 'string' ? v.length : 0;
    if (len > max) out.push(`the ${label} (${field}) has ${len} characters; M&P takes at most ${max}`);
  }
  const pieces = Number(body.pieces);
  if (!Number.isInteger(pieces) || pieces < MNP_PIECES.min || pieces > MNP_PIECES.max)
    out.push(`pieces is ${String(body.pieces)}; M&P takes ${MNP_PIECES.min} to ${MNP_PIECES.max}`);
  const cod = Number(body.codAmount);
  if (cod > MNP_MAX_COD_RUPEES)
    out.push(
      `the cash to collect (codAmount) is Rs ${cod.toLocaleString('en-PK')}; M&P collects at most Rs ${MNP_MAX_COD_RUPEES.toLocaleString('en-PK')} per parcel`,
    );
  else if (!(cod >= 0)) out.push(`the cash to collect (codAmount) is ${String(body.codAmount)}`);
  return out;
}

/**
 * `productDetails` (≤ 50) from Sauda's own summary of the order lines ("2 × Lawn suit (M),
 * 1 × Dupatta"). The seller cannot edit that summary, so it is composed to fit rather than refused:
 * whole lines first, then "+N more"; a first line too long on its own ends with "…".
 */
export function mnpProductDetails(description: string, max = MNP_LIMITS.productDetails.max): string {
  const text = description.trim().replace(/\s+/g, ' ');
  if (text.length <= max) return text;
  const lines = text.split(/,\s*/).filter(Boolean);
  for (let keep = lines.length - 1; keep >= 1; keep--) {
    const out = `${lines.slice(0, keep).join(', ')} +${lines.length - keep} more`;
    if (out.length <= max) return out;
  }
  const more = lines.length > 1 ? ` +${lines.length - 1} more` : '';
  return `${lines[0]!.slice(0, max - more.length - 1).trimEnd()}…${more}`;
}

/**
 * The 2025 Manual's account settings (mnp.md §2): `InsertType`, `ReturnLocation`, `subAccountId`,
 * sent when set and left out when not. Numbers go as numbers; `subAccountId` must be one (it is
 * not the account number), otherwise `problem` says so.
 */
export function mnpAccountSettings(credentials: Record<string, string | undefined>): {
  settings: Record<string, string | number>;
  problem: string | null;
} {
  const settings: Record<string, string | number> = {};
  const asSent = (v: string) => (/^\d+$/.test(v) ? Number(v) : v);
  const insertType = credentials.insertType?.trim();
  const returnLocation = credentials.returnLocation?.trim();
  const subAccountId = credentials.subAccountId?.trim();
  if (insertType) settings.InsertType = asSent(insertType);
  if (returnLocation) settings.ReturnLocation = asSent(returnLocation);
  if (subAccountId) settings.subAccountId = asSent(subAccountId);
  const problem =
    subAccountId && !/^\d+$/.test(subAccountId)
      ? `the sub-account id must be a number (M&P's numeric subAccountId, not the account number); "${subAccountId}" is not. Fix it in Courier management`
      : null;
  return { settings, problem };
}

/** An InsertBookingData answer `[{isSuccess, orderReferenceId, message}]`: the CN is `orderReferenceId`. */
export function mnpBookingAnswer(body: unknown): { ok: boolean; cn: string; message: string } {
  const env = envelope(body);
  return {
    ok: succeeded(env),
    cn: str(pick(env, 'orderReferenceId', 'consignmentNumber', 'cn')),
    message: messageOf(body),
  };
}

/**
 * The booking with our reference in a CN_Detail_Customer_Order_No answer (mnp.md §3): the
 * envelope's `Details[]`, each with its CN in `consignmentNumber`. A row naming another reference
 * is skipped. Null when none matches (an answer that is not a success is the caller's to read).
 */
export function mnpBookingFor(body: unknown, reference: string): BookedParcel | null {
  const env = envelope(body);
  const list = rows(pick(env, 'Details', 'data', 'tracking_Details'));
  // Some answers may carry the booking on the envelope itself.
  if (!list.length && str(pick(env, 'consignmentNumber', 'ConsignmentNumber'))) list.push(env);
  const want = reference.trim().toLowerCase();
  for (const d of list) {
    const ref = str(pick(d, 'CustomerOrderNo', 'CustomerOrderRef', 'custRefNo', 'OrderId', 'orderRefNo'));
    const cn = str(pick(d, 'consignmentNumber', 'ConsignmentNumber', 'CN', 'orderReferenceId'));
    if (cn && (!ref || ref.toLowerCase() === want)) return { trackingNumber: cn };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Tracking (docs/couriers/mnp.md §4)

/**
 * One `tracking_Details` record of Bulk_Consignment_Tracking_New → our tracking result (null
 * without a CN). `unknown` hears every status word the table does not know by name, with the
 * raw text and its keyword reading.
 */
export function mnpTrackRecord(
  d: Row,
  unknown: (raw: string, status: ParcelStatus | null) => void = () => undefined,
): TrackResult | null {
  const cn = str(pick(d, 'ConsignmentNumber', 'consignmentNo', 'CN'));
  if (!cn) return null;
  const read = (raw: string) => {
    const r = mnpStatusReading(raw);
    if (raw && !r.exact) unknown(raw, r.status);
    return r.status;
  };
  const events = rows(pick(d, 'CNTrackingDetail', 'TrackingDetail', 'Details'))
    .map((e) => ({
      at: parsePkDate(pick(e, 'TransactionTime', 'DateTime', 'Date')),
      tag: Number(str(pick(e, 'TrackingTagID'))) || 0,
      code: str(pick(e, 'TrackingStatus', 'Status')),
      message: str(pick(e, 'TrackingNarration', 'Event', 'TrackingStatus')),
      location: str(pick(e, 'Location', 'Station')) || null,
    }))
    .filter((e): e is typeof e & { at: Date } => e.at !== null)
    // Oldest first; events stamped the same minute keep M&P's stage order (TrackingTagID).
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.tag - b.tag)
    .map(({ tag: _tag, ...e }): TrackEvent => ({ ...e, status: read(e.code) }));
  const last = events.at(-1);
  // The latest scan names the status; a voided CN gets no scan, only its summary status says so.
  const summary = str(pick(d, 'CNStatus', 'DeliveryStatus', 'Status'));
  const courierStatus = (mnpStatus(summary) === 'cancelled' ? summary : last?.code) || summary;
  return {
    trackingNumber: cn,
    status: read(courierStatus) ?? mnpStatus(last?.message),
    courierStatus,
    events,
  };
}
