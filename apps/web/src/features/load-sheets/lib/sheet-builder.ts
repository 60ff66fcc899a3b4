/**
 * The load sheet being built on /create-loadsheet: scanned or picked parcels, de-duplicated, with
 * live totals. DOM-free.
 */
import {
  COURIERS,
  type CourierAccount,
  type CourierCode,
  type Shipment,
  type Shipper,
} from '@sauda/contracts/couriers.ts';

export type SheetParcel = Pick<
  Shipment,
  | '_id'
  | 'orderId'
  | 'orderName'
  | 'trackingNumber'
  | 'reference'
  | 'codAmount'
  | 'weightGrams'
  | 'pieces'
  | 'consignee'
  | 'courierName'
>;

/** Longest code the scan endpoint accepts (contracts `scanQuerySchema`). */
export const MAX_CODE_LENGTH = 64;

/** What a scanner typed: trimmed, inner spaces dropped (some scanners pad or split codes). */
export function normaliseCode(raw: string): string {
  return raw.replace(/\s+/g, '');
}

/** An error to show for a code that cannot be a tracking number, or null when it may be one. */
export function codeProblem(code: string): string | null {
  if (!code) return 'Scan or type a tracking number';
  if (code.length > MAX_CODE_LENGTH) return 'That is too long for a tracking number';
  return null;
}

const same = (a: string | null | undefined, b: string) => !!a && a.toUpperCase() === b.toUpperCase();

/** The parcel on the sheet that a code names (its tracking number or our reference), if any. */
export function findByCode<T extends Pick<SheetParcel, 'trackingNumber' | 'reference'>>(
  parcels: readonly T[],
  code: string,
): T | undefined {
  const key = normaliseCode(code);
  if (!key) return undefined;
  return parcels.find((p) => same(p.trackingNumber, key) || same(p.reference, key));
}

export type AddResult<T> =
  { added: true; parcels: T[] } | { added: false; parcels: readonly T[]; existing: T };

/** Adds one parcel at the end, unless it is on the sheet already (same id). */
export function addParcel<T extends { _id: string }>(parcels: readonly T[], parcel: T): AddResult<T> {
  const existing = parcels.find((p) => p._id === parcel._id);
  if (existing) return { added: false, parcels, existing };
  return { added: true, parcels: [...parcels, parcel] };
}

/** Adds the parcels not on the sheet yet, keeping their order. */
export function addParcels<T extends { _id: string }>(parcels: readonly T[], more: readonly T[]): T[] {
  const ids = new Set(parcels.map((p) => p._id));
  const next = [...parcels];
  for (const p of more) {
    if (ids.has(p._id)) continue;
    ids.add(p._id);
    next.push(p);
  }
  return next;
}

export function removeParcels<T extends { _id: string }>(parcels: readonly T[], ids: Iterable<string>): T[] {
  const drop = new Set(ids);
  return parcels.filter((p) => !drop.has(p._id));
}

export type SheetTotals = { count: number; cod: number; weightGrams: number };

/** Count, COD total (paisa) and weight (grams) of the parcels on the sheet. */
export function sheetTotals(parcels: readonly Pick<SheetParcel, 'codAmount' | 'weightGrams'>[]): SheetTotals {
  let cod = 0;
  let weightGrams = 0;
  for (const p of parcels) {
    cod += Number.isFinite(p.codAmount) ? p.codAmount : 0;
    weightGrams += Number.isFinite(p.weightGrams) && p.weightGrams > 0 ? p.weightGrams : 0;
  }
  return { count: parcels.length, cod, weightGrams };
}

/** 750 → "750 g"; 1250 → "1.25 kg"; 0 → "—". */
export function formatWeight(grams: number | null | undefined): string {
  if (!grams || grams <= 0 || !Number.isFinite(grams)) return '—';
  if (grams < 1000) return `${Math.round(grams)} g`;
  return `${Number((grams / 1000).toFixed(2))} kg`;
}

/** The picker's search: order number, tracking number, reference, buyer or city (any word order). */
export function filterParcels<T extends SheetParcel>(parcels: readonly T[], query: string): T[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...parcels];
  return parcels.filter((p) => {
    const hay = [p.orderName, p.trackingNumber, p.reference, p.consignee.name, p.consignee.city]
      .filter(Boolean)
      .join(' ')
      .toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

/**
 * The sheet's answer to `shipmentIds.N` field errors (400): the message per parcel id, so each
 * row can say what is wrong with it.
 */
export function parcelIssues(
  details: readonly { field: string; message: string }[],
  ids: readonly string[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of details) {
    const m = /^shipmentIds\.(\d+)$/.exec(d.field);
    const id = m ? ids[Number(m[1])] : undefined;
    if (id && !out[id]) out[id] = d.message;
  }
  return out;
}

type AccountLike = Pick<CourierAccount, '_id' | 'courier' | 'enabled' | 'name' | 'courierName'>;

/** Enabled accounts for a sheet: couriers with an API first, the manual courier after. */
export function sheetAccounts<T extends AccountLike>(accounts: readonly T[]): T[] {
  const enabled = accounts.filter((a) => a.enabled);
  return [...enabled.filter((a) => a.courier !== 'manual'), ...enabled.filter((a) => a.courier === 'manual')];
}

export const accountLabel = (a: Pick<CourierAccount, 'name' | 'courierName'>) =>
  a.name && a.name !== a.courierName ? `${a.name} (${a.courierName})` : a.courierName || a.name;

/** The account to start with: the last one used if still there, else the only one. */
export function initialAccountId(
  accounts: readonly AccountLike[],
  lastUsed: string | null,
): string | undefined {
  if (lastUsed && accounts.some((a) => a._id === lastUsed)) return lastUsed;
  return accounts.length === 1 ? accounts[0]?._id : undefined;
}

/** The default pickup address (the API lists it first), else the first one. */
export function defaultShipperId(
  shippers: readonly Pick<Shipper, '_id' | 'isDefault'>[],
): string | undefined {
  return (shippers.find((s) => s.isDefault) ?? shippers[0])?._id;
}

/** The courier sends back its own load sheet as well as our manifest. */
export const makesOwnSheet = (courier: CourierCode) => COURIERS[courier].capabilities.loadSheet;

export const plural = (n: number, word: string) =>
  `${n.toLocaleString('en-PK')} ${word}${n === 1 ? '' : 's'}`;
