/**
 * Dispatch rows → booking rows: defaults (suggested courier, first service level, default pickup
 * address), "apply to selected", and the client-side check that matches the API's product-rules §5 message
 * `Missing fields in "{order}": courierId, shipperId`. DOM-free.
 */
import {
  BOOKING_ROW_FIELDS,
  COURIERS,
  type BookingRow,
  type CourierAccount,
  type CourierCode,
  type Shipper,
} from '@sauda/contracts/couriers.ts';

export type BookingField = (typeof BOOKING_ROW_FIELDS)[number];

/** What the seller picks per row. */
export type RowChoice = { courierId?: string; shipmentType?: string; shipperId?: string };

export type DispatchRowLike = {
  _id: string;
  name: string;
  storeId: string;
  suggestion: { courierId: string | null };
};

type AccountLike = Pick<CourierAccount, '_id' | 'courier' | 'enabled'>;
type ShipperLike = Pick<Shipper, '_id' | 'isDefault'>;

export function shipmentTypesOf(courier: CourierCode | undefined): Array<{ value: string; label: string }> {
  return courier ? COURIERS[courier].shipmentTypes : [];
}

export function courierOf(accounts: readonly AccountLike[], courierId: string | undefined) {
  return courierId ? accounts.find((a) => a._id === courierId)?.courier : undefined;
}

/** The pickup address booked by default: the one marked default, else the first. */
export function defaultShipperId(shippers: readonly ShipperLike[]): string | undefined {
  return (shippers.find((s) => s.isDefault) ?? shippers[0])?._id;
}

/**
 * The row's suggested courier when it is an enabled account; with a single enabled account,
 * that one; otherwise none (the seller chooses).
 */
export function defaultChoice(
  row: DispatchRowLike,
  accounts: readonly AccountLike[],
  shippers: readonly ShipperLike[],
): RowChoice {
  const enabled = accounts.filter((a) => a.enabled);
  const suggested = enabled.find((a) => a._id === row.suggestion.courierId);
  const account = suggested ?? (enabled.length === 1 ? enabled[0] : undefined);
  return {
    courierId: account?._id,
    shipmentType: shipmentTypesOf(account?.courier)[0]?.value,
    shipperId: defaultShipperId(shippers),
  };
}

/**
 * A change to one row. A new courier brings its own first service level unless the change names
 * one its courier offers; a service level the courier does not offer is ignored.
 */
export function applyChoice(
  current: RowChoice,
  patch: RowChoice,
  accounts: readonly AccountLike[],
): RowChoice {
  const next: RowChoice = { ...current };
  if (patch.shipperId !== undefined) next.shipperId = patch.shipperId;
  if (patch.courierId !== undefined && patch.courierId !== current.courierId) {
    next.courierId = patch.courierId;
    next.shipmentType = shipmentTypesOf(courierOf(accounts, patch.courierId))[0]?.value;
  }
  if (patch.shipmentType !== undefined) {
    const offered = shipmentTypesOf(courierOf(accounts, next.courierId));
    if (offered.some((t) => t.value === patch.shipmentType)) next.shipmentType = patch.shipmentType;
  }
  return next;
}

/** "Apply to selected": the same change on every selected row (per-row overrides kept elsewhere). */
export function applyToSelected(
  overrides: Readonly<Record<string, RowChoice>>,
  rows: readonly DispatchRowLike[],
  selected: ReadonlySet<string>,
  patch: RowChoice,
  accounts: readonly AccountLike[],
  shippers: readonly ShipperLike[],
): Record<string, RowChoice> {
  const next: Record<string, RowChoice> = { ...overrides };
  for (const row of rows) {
    if (!selected.has(row._id)) continue;
    next[row._id] = applyChoice(effectiveChoice(row, overrides, accounts, shippers), patch, accounts);
  }
  return next;
}

/** The defaults with the seller's changes on top. */
export function effectiveChoice(
  row: DispatchRowLike,
  overrides: Readonly<Record<string, RowChoice>>,
  accounts: readonly AccountLike[],
  shippers: readonly ShipperLike[],
): RowChoice {
  return { ...defaultChoice(row, accounts, shippers), ...overrides[row._id] };
}

export function toBookingRow(row: DispatchRowLike, choice: RowChoice): BookingRow {
  return {
    orderId: row._id,
    storeId: row.storeId,
    courierId: choice.courierId,
    shipperId: choice.shipperId,
    shipmentType: choice.shipmentType,
  };
}

export function missingFields(row: Partial<Record<BookingField, string | undefined>>): BookingField[] {
  return BOOKING_ROW_FIELDS.filter((f) => !row[f]);
}

/** product-rules §5, word for word with the API. */
export const missingFieldsMessage = (orderName: string, fields: readonly string[]) =>
  `Missing fields in "${orderName}": ${fields.join(', ')}`;

export type RowProblem = { index: number; orderId: string; fields: BookingField[]; message: string };

/** Every row lacking a field, in order (the first one is what the toast says). */
export function validateBookingRows(rows: ReadonlyArray<{ name: string; row: BookingRow }>): RowProblem[] {
  const problems: RowProblem[] = [];
  rows.forEach(({ name, row }, index) => {
    const fields = missingFields(row);
    if (fields.length) {
      problems.push({
        index,
        orderId: row.orderId ?? '',
        fields,
        message: missingFieldsMessage(name, fields),
      });
    }
  });
  return problems;
}

/** The API's `details[{field: 'orders.3.courierId'}]` → order id → fields to highlight. */
export function invalidFieldsFromDetails(
  details: ReadonlyArray<{ field: string; message?: string }>,
  orderIds: readonly string[],
): Record<string, BookingField[]> {
  const out: Record<string, BookingField[]> = {};
  for (const d of details) {
    const m = /^orders\.(\d+)\.(\w+)$/.exec(d.field);
    if (!m) continue;
    const id = orderIds[Number(m[1])];
    const field = m[2] as BookingField;
    if (!id || !(BOOKING_ROW_FIELDS as readonly string[]).includes(field)) continue;
    const list = (out[id] ??= []);
    if (!list.includes(field)) list.push(field);
  }
  return out;
}

export function problemsToInvalid(problems: readonly RowProblem[]): Record<string, BookingField[]> {
  return Object.fromEntries(problems.map((p) => [p.orderId, p.fields]));
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
