import { COUNT_CAP } from '@sauda/contracts/common.ts';
import type { AdjustmentBody } from '@sauda/contracts/inventory.ts';
import type { Db } from '../../db/client.ts';
import { safeNumber } from '../../lib/money.ts';
import { COUNTER_RANK, bump, counterKind, transaction } from '../../db/tx.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUuid, uuidv7 } from '../../lib/ids.ts';
import { thumbUrl } from '../../lib/storage.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import * as repo from './inventory.repo.ts';

export const ensureDefaultLocation = repo.ensureDefaultLocation;
export const nextCounter = repo.nextCounter;
export const onOrderQty = repo.onOrderQty;

export interface Who {
  actorId: string | null;
  actorName: string | null;
}

/** A catalogue line of an order, as the order module hands it over. */
export interface ReserveLine {
  itemId: string;
  variantId: string;
  productId: string;
  quantity: number;
  allowBackorder: boolean;
  label: string;
  /** Index in the request, for the field name of a 409. */
  index: number;
}

function outOfStock(group: ReserveLine[], have: number, wanted: number) {
  const first = group[0]!;
  return new AppError(
    409,
    'OUT_OF_STOCK',
    have === 0
      ? `${first.label} is out of stock`
      : `Only ${have} of ${first.label} left in stock; you asked for ${wanted}`,
    [{ field: `lineItems.${first.index}.quantity`, message: `Only ${have} in stock` }],
  );
}

/** The ledger rows of one variant's lines taken from stock: `have` before, line by line after. */
function takenRows(
  accountId: string,
  orderId: string,
  locationId: string,
  variantId: string,
  lines: Array<{ itemId: string; reserved: number; short: number }>,
  have: number,
  who: Who,
): repo.NewMovement[] {
  let running = have;
  return lines.flatMap((l) => {
    if (l.reserved === 0) return [];
    running -= l.reserved;
    return [
      {
        accountId,
        variantId,
        locationId,
        kind: 'order' as const,
        deltaAvailable: -l.reserved,
        deltaCommitted: l.reserved,
        availableAfter: running,
        reason: null,
        note: l.short > 0 ? `${l.short} on backorder` : null,
        unitCost: null,
        orderId,
        orderItemId: l.itemId,
        purchaseOrderId: null,
        ...who,
      },
    ];
  });
}

interface Reservation {
  locationId: string;
  orderId: string;
  lines: ReserveLine[];
  who: Who;
}

/**
 * A new order's reservation taken at commit (rank `stockReservation`, the first commit-time lock,
 * docs/decisions/022): the conditional take of the level row with its ledger rows, then the
 * variant's and the product's totals at their own ranks. Refused with the same 409 OUT_OF_STOCK as
 * a reservation in the body, which rolls the whole order back. Keyed `account|variant|order`, so
 * the rows lock in variant-id order.
 *
 * When it is the transaction's only stock row (a checkout of one variant, the common case) and no
 * other stock figure waits (`takeMayChain`), the take, the variant's and product's totals and the
 * summary's shift are the first parts of the one commit-time statement that carries the counters
 * and the store number (`takeParts`, docs/decisions/023); otherwise each level is its own statement
 * (`takeForOrder`) and the totals follow at their ranks.
 */
const reservationKind = counterKind<string>(
  'stock reservation',
  COUNTER_RANK.stockReservation,
  async (tx, key, d, extra) => {
    const [accountId, variantId] = key.split('|') as [string, string];
    const r = extra as unknown as Reservation;
    const lines = r.lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity, productId: l.productId }));
    const left = await repo.takeForOrder(tx, accountId, variantId, r.locationId, r.orderId, lines, r.who);
    if (left === null) await refuse(tx, accountId, variantId, r, d.quantity ?? 0);
  },
  undefined,
  (tx, entries) => {
    const [only] = entries;
    if (entries.length !== 1 || !only || !repo.takeMayChain(tx)) return null;
    const [accountId, variantId] = only.key.split('|') as [string, string];
    const r = only.extra as unknown as Reservation;
    return repo.takeParts(
      accountId,
      variantId,
      r.locationId,
      r.orderId,
      r.lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity })),
      r.who,
      (t) => refuse(t, accountId, variantId, r, only.delta.quantity ?? 0),
    );
  },
);

/** Not enough stock for a reservation taken at commit: the 409, with what is left. */
async function refuse(tx: Db, accountId: string, variantId: string, r: Reservation, wanted: number) {
  const { available } = await repo.levelAt(tx, accountId, variantId, r.locationId);
  throw outOfStock(r.lines, available, wanted);
}

/**
 * A new order's reservation when none of its catalogue lines can be backordered (docs/decisions/022):
 * the outcome is all or nothing, so the caller has written the lines as reserved at `locationId` and
 * the level rows are taken as the first commit-time step. A hot product's row is then held for the
 * counters and the commit only, not for everything the order does after its stock. Not enough
 * stock then is the same 409 OUT_OF_STOCK, and the order is rolled back.
 */
export async function reserveAtCommit(
  tx: Db,
  accountId: string,
  orderId: string,
  locationId: string,
  lines: ReserveLine[],
  who: Who,
): Promise<void> {
  if (lines.some((l) => l.allowBackorder)) throw new Error('a backorderable line is reserved in the body');
  const byVariant = new Map<string, ReserveLine[]>();
  for (const l of lines) byVariant.set(l.variantId, [...(byVariant.get(l.variantId) ?? []), l]);
  for (const [variantId, group] of byVariant) {
    const reservation: Reservation = { locationId, orderId, lines: group, who };
    await bump(
      tx,
      reservationKind,
      `${accountId}|${variantId}|${orderId}`,
      { quantity: group.reduce((n, l) => n + l.quantity, 0) },
      reservation as unknown as Record<string, unknown>,
    );
  }
}

/**
 * Reserve stock for an order's catalogue lines at the default location (quality-checks Q1). Lines are
 * locked in variant-id order so mixed orders cannot deadlock. Without backorder, selling more
 * than is available is refused with 409 OUT_OF_STOCK; with backorder, what is missing is recorded
 * on the line and the order goes to procurement. Returns the units on backorder.
 */
export async function reserveForOrder(
  tx: Db,
  accountId: string,
  orderId: string,
  lines: ReserveLine[],
  who: Who,
): Promise<number> {
  if (lines.length === 0) return 0;
  const location = await repo.ensureDefaultLocation(tx, accountId);
  const byVariant = new Map<string, ReserveLine[]>();
  for (const l of lines) byVariant.set(l.variantId, [...(byVariant.get(l.variantId) ?? []), l]);
  const variantIds = [...byVariant.keys()].sort();
  const locked = await repo.lockLevels(tx, accountId, location.id, variantIds);
  let backordered = 0;
  const productDeltas = new Map<string, number>();
  const movements: repo.NewMovement[] = [];
  for (const variantId of variantIds) {
    const group = byVariant.get(variantId)!;
    const wanted = group.reduce((n, l) => n + l.quantity, 0);
    const have = locked.get(variantId)?.available ?? 0;
    const allowBackorder = group[0]!.allowBackorder;
    if (!allowBackorder && have < wanted) throw outOfStock(group, have, wanted);
    let take = Math.min(have, wanted);
    if (take > 0) {
      const after = await repo.applyDelta(tx, accountId, variantId, location.id, -take, take);
      if (!after) throw new AppError(409, 'OUT_OF_STOCK', `${group[0]!.label} just sold out; try again`);
      locked.set(variantId, after);
      productDeltas.set(group[0]!.productId, (productDeltas.get(group[0]!.productId) ?? 0) - take);
    }
    const taken: Array<{ itemId: string; reserved: number; short: number }> = [];
    for (const l of group) {
      const reserved = Math.min(take, l.quantity);
      take -= reserved;
      const short = l.quantity - reserved;
      backordered += short;
      taken.push({ itemId: l.itemId, reserved, short });
      await repo.setLineStock(tx, accountId, l.itemId, {
        reservedQty: reserved,
        backorderedQty: short,
        locationId: location.id,
      });
    }
    movements.push(...takenRows(accountId, orderId, location.id, variantId, taken, have, who));
  }
  await repo.insertMovements(tx, movements);
  await repo.bumpProductStock(tx, accountId, productDeltas);
  if (backordered > 0) await repo.setProcurement(tx, accountId, orderId, 'waiting');
  return backordered;
}

/**
 * Locks every stock row the orders' lines hold, and the default location's rows of
 * `variantIds`, in the one stock order: for transactions that move the stock of several orders,
 * or release one set of lines and reserve another.
 */
export async function lockStockOf(tx: Db, accountId: string, orderIds: string[], variantIds: string[] = []) {
  const location = variantIds.length ? await repo.ensureDefaultLocation(tx, accountId) : null;
  await repo.lockStockOf(tx, accountId, orderIds, location ? { locationId: location.id, variantIds } : null);
}

type StockEvent = 'cancel' | 'fulfil' | 'return';

/**
 * What an order's status change does to its stock, exactly once per line (quality-checks Q2): each
 * step is a conditional update of the line (`WHERE reserved_qty = n`) plus a ledger row that a
 * unique index allows once per line and kind.
 * - cancel: reserved units go back to available; the backorder is dropped.
 * - fulfil (shipped): reserved units leave `committed`.
 * - return: shipped units come back to available.
 */
export async function stockForOrderEvent(
  tx: Db,
  accountId: string,
  orderId: string,
  event: StockEvent,
  who: Who,
): Promise<void> {
  const lines = await repo.stockLinesOf(tx, accountId, orderId);
  const productDeltas = new Map<string, number>();
  const movements: repo.NewMovement[] = [];
  for (const l of lines) {
    if (!l.variantId || !l.locationId) {
      if (event !== 'return' && l.backorderedQty > 0)
        await repo.setLineStock(tx, accountId, l.id, { backorderedQty: 0 });
      continue;
    }
    let dA = 0;
    let dC = 0;
    if (event === 'cancel' || (event === 'return' && l.reservedQty > 0)) {
      // Release what is still held (a return straight from a held state behaves as a cancel).
      if (l.reservedQty > 0) {
        const ok = await repo.setLineStock(
          tx,
          accountId,
          l.id,
          { reservedQty: 0, backorderedQty: 0 },
          { reservedQty: l.reservedQty },
        );
        if (ok) {
          dA += l.reservedQty;
          dC -= l.reservedQty;
        }
      } else if (l.backorderedQty > 0) {
        await repo.setLineStock(tx, accountId, l.id, { backorderedQty: 0 });
      }
    }
    if (event === 'fulfil' && (l.reservedQty > 0 || l.backorderedQty > 0)) {
      const ok = await repo.setLineStock(
        tx,
        accountId,
        l.id,
        {
          reservedQty: 0,
          backorderedQty: 0,
          fulfilledQty: l.fulfilledQty + l.reservedQty + l.backorderedQty,
        },
        { reservedQty: l.reservedQty, backorderedQty: l.backorderedQty },
      );
      if (ok) dC -= l.reservedQty;
    }
    if (event === 'return' && l.fulfilledQty > 0) {
      const ok = await repo.setLineStock(
        tx,
        accountId,
        l.id,
        { fulfilledQty: 0 },
        { fulfilledQty: l.fulfilledQty },
      );
      if (ok) dA += l.fulfilledQty;
    }
    if (dA === 0 && dC === 0) continue;
    const after = await repo.applyDelta(tx, accountId, l.variantId, l.locationId, dA, dC);
    if (!after) throw new AppError(409, 'STOCK_CONFLICT', 'Stock changed meanwhile; reload and try again');
    if (dA !== 0 && l.productId) productDeltas.set(l.productId, (productDeltas.get(l.productId) ?? 0) + dA);
    movements.push({
      accountId,
      variantId: l.variantId,
      locationId: l.locationId,
      kind: event,
      deltaAvailable: dA,
      deltaCommitted: dC,
      availableAfter: after.available,
      reason: null,
      note: null,
      unitCost: null,
      orderId,
      orderItemId: l.id,
      purchaseOrderId: null,
      ...who,
    });
  }
  await repo.insertMovements(tx, movements);
  await repo.bumpProductStock(tx, accountId, productDeltas);
  if (event === 'cancel' || event === 'fulfil') await repo.setProcurement(tx, accountId, orderId, 'none');
}

/**
 * Before stock comes in: locks the orders waiting for these variants, then their level rows at
 * the location (orders before stock, the one lock order). Answers the locked levels.
 */
export async function lockForReceipt(tx: Db, accountId: string, locationId: string, variantIds: string[]) {
  await repo.lockOrdersWaitingFor(tx, accountId, variantIds);
  return repo.lockLevels(tx, accountId, locationId, variantIds);
}

/**
 * Put stock in (purchase receipt or positive adjustment) and hand it to orders waiting for it,
 * oldest first. Returns the orders that got stock and whether they are now complete.
 */
export async function receiveStock(
  tx: Db,
  accountId: string,
  input: {
    variantId: string;
    productId: string;
    locationId: string;
    quantity: number;
    unitCost: number | null;
    kind: 'receipt' | 'adjustment' | 'initial';
    reason?: string | null;
    note?: string | null;
    purchaseOrderId?: string | null;
  },
  who: Who,
): Promise<Array<{ orderId: string; orderName: string; filled: number; complete: boolean }>> {
  const location = await repo.ensureDefaultLocation(tx, accountId);
  await lockForReceipt(tx, accountId, input.locationId, [input.variantId]);
  const after = await repo.applyDelta(tx, accountId, input.variantId, input.locationId, input.quantity, 0);
  if (!after) throw conflict('STOCK_CONFLICT', 'Stock changed meanwhile; reload and try again');
  await repo.insertMovements(tx, [
    {
      accountId,
      variantId: input.variantId,
      locationId: input.locationId,
      kind: input.kind,
      deltaAvailable: input.quantity,
      deltaCommitted: 0,
      availableAfter: after.available,
      reason: input.reason ?? null,
      note: input.note ?? null,
      unitCost: input.unitCost,
      orderId: null,
      orderItemId: null,
      purchaseOrderId: input.purchaseOrderId ?? null,
      ...who,
    },
  ]);
  let added = input.quantity;
  const filledOrders: Array<{ orderId: string; orderName: string; filled: number; complete: boolean }> = [];
  // Orders are served from the default location, so only stock arriving there fills backorders.
  if (input.locationId === location.id) {
    let available = after.available;
    for (const line of await repo.backorderedLines(tx, accountId, input.variantId)) {
      if (available <= 0) break;
      const take = Math.min(available, line.backorderedQty);
      const moved = await repo.applyDelta(tx, accountId, input.variantId, location.id, -take, take);
      if (!moved) break;
      await repo.setLineStock(
        tx,
        accountId,
        line.id,
        {
          reservedQty: line.reservedQty + take,
          backorderedQty: line.backorderedQty - take,
          locationId: location.id,
        },
        { backorderedQty: line.backorderedQty },
      );
      available = moved.available;
      added -= take;
      await repo.insertMovements(tx, [
        {
          accountId,
          variantId: input.variantId,
          locationId: location.id,
          kind: 'order',
          deltaAvailable: -take,
          deltaCommitted: take,
          availableAfter: moved.available,
          reason: null,
          note: 'Backorder filled',
          unitCost: null,
          orderId: line.orderId,
          orderItemId: line.id,
          purchaseOrderId: input.purchaseOrderId ?? null,
          ...who,
        },
      ]);
      const left = await repo.orderBackorderLeft(tx, accountId, line.orderId);
      if (left === 0) await repo.setProcurement(tx, accountId, line.orderId, 'procured');
      filledOrders.push({
        orderId: line.orderId,
        orderName: line.orderName,
        filled: take,
        complete: left === 0,
      });
    }
  }
  await repo.bumpProductStock(tx, accountId, new Map([[input.productId, added]]));
  return filledOrders;
}

/**
 * Before a product form sets the stock of existing variants or removes variants: locks the orders
 * waiting for them and their level rows at the default location, all of them before the form writes
 * any variant row (`setStockFromForm` then finds them held; a removed variant's delete takes its
 * levels with it).
 */
export async function lockForForm(tx: Db, accountId: string, variantIds: string[]) {
  if (variantIds.length === 0) return;
  const location = await repo.ensureDefaultLocation(tx, accountId);
  await lockForReceipt(tx, accountId, location.id, variantIds);
}

/** Opening stock of a new variant, or a different count typed on the product form. */
export async function setStockFromForm(
  tx: Db,
  accountId: string,
  variantId: string,
  productId: string,
  target: number,
  isNew: boolean,
  who: Who,
) {
  const location = await repo.ensureDefaultLocation(tx, accountId);
  const locked = await repo.lockLevels(tx, accountId, location.id, [variantId]);
  const have = locked.get(variantId)?.available ?? 0;
  if (have === target) return;
  if (target > have) {
    await receiveStock(
      tx,
      accountId,
      {
        variantId,
        productId,
        locationId: location.id,
        quantity: target - have,
        unitCost: null,
        kind: isNew ? 'initial' : 'adjustment',
        reason: isNew ? null : 'correction',
        note: isNew ? null : 'Edited on the product form',
      },
      who,
    );
    return;
  }
  const after = await repo.applyDelta(tx, accountId, variantId, location.id, target - have, 0);
  if (!after) throw conflict('STOCK_CONFLICT', 'Stock changed meanwhile; reload and try again');
  await repo.insertMovements(tx, [
    {
      accountId,
      variantId,
      locationId: location.id,
      kind: 'adjustment',
      deltaAvailable: target - have,
      deltaCommitted: 0,
      availableAfter: after.available,
      reason: 'correction',
      note: 'Edited on the product form',
      unitCost: null,
      orderId: null,
      orderItemId: null,
      purchaseOrderId: null,
      ...who,
    },
  ]);
  await repo.bumpProductStock(tx, accountId, new Map([[productId, target - have]]));
}

const who = (auth: AuthContext): Who => ({ actorId: auth.userId || null, actorName: auth.userName });
export const whoOf = who;

function toRow(r: NonNullable<Awaited<ReturnType<typeof repo.inventoryRowFor>>>) {
  return {
    variantId: r.variant_id,
    productId: r.product_id,
    productTitle: r.product_title,
    variantTitle: r.variant_title,
    sku: r.sku,
    thumbnailUrl: r.thumb ? thumbUrl(r.thumb) : r.product_thumb,
    available: r.available,
    committed: r.committed,
    onHand: r.available + r.committed,
    backordered: r.backordered,
    lowStockThreshold: r.p_threshold,
    low: r.available > 0 && r.available <= r.p_threshold,
    cost: r.cost === null ? null : safeNumber(r.cost),
    allowBackorder: r.allow_backorder,
  };
}

export async function listInventory(
  db: Db,
  accountId: string,
  q: {
    page: number;
    limit: number;
    search?: string;
    locationId?: string;
    stock: 'all' | 'low' | 'out' | 'backordered';
    vendor?: string;
  },
) {
  if (q.locationId && !(isUuid(q.locationId) && (await repo.findLocation(db, accountId, q.locationId))))
    throw notFound('Location');
  if (q.vendor && !(isUuid(q.vendor) && (await repo.vendorOfAccount(db, accountId, q.vendor))))
    throw notFound('Vendor');
  const r = await repo.listInventory(
    db,
    {
      accountId,
      locationId: q.locationId,
      search: q.search || undefined,
      stock: q.stock,
      vendorId: q.vendor,
      page: q.page,
      limit: q.limit,
    },
    COUNT_CAP,
  );
  return {
    data: r.rows.map(toRow),
    meta: {
      page: q.page,
      limit: q.limit,
      total: r.total,
      totalCapped: r.totalCapped,
      lowCount: r.lowCount,
      outCount: r.outCount,
    },
  };
}

export async function adjust(db: Db, auth: AuthContext, body: AdjustmentBody) {
  return transaction(db, async (tx) => {
    const v = isUuid(body.variantId) ? await repo.variantOfAccount(tx, auth.accountId, body.variantId) : null;
    if (!v || v.deletedAt) throw notFound('Variant');
    const location = body.locationId
      ? isUuid(body.locationId)
        ? await repo.findLocation(tx, auth.accountId, body.locationId)
        : null
      : await repo.ensureDefaultLocation(tx, auth.accountId);
    if (!location) throw notFound('Location');
    const locked = await lockForReceipt(tx, auth.accountId, location.id, [v.id]);
    const have = locked.get(v.id)?.available ?? 0;
    const delta = body.setTo !== undefined ? body.setTo - have : body.delta!;
    if (delta === 0)
      throw badRequest('NO_CHANGE', `Available is already ${have}`, [
        { field: 'setTo', message: `Already ${have}` },
      ]);
    const label = v.title === 'Default' ? v.productTitle : `${v.productTitle} — ${v.title}`;
    if (have + delta < 0) {
      throw conflict(
        'INSUFFICIENT_STOCK',
        `Only ${have} of ${label} available at ${location.name}; cannot remove ${-delta}`,
        [{ field: 'delta', message: `Only ${have} available` }],
      );
    }
    if (delta > 0) {
      await receiveStock(
        tx,
        auth.accountId,
        {
          variantId: v.id,
          productId: v.productId,
          locationId: location.id,
          quantity: delta,
          unitCost: null,
          kind: 'adjustment',
          reason: body.reason,
          note: body.note ?? null,
        },
        who(auth),
      );
    } else {
      const after = await repo.applyDelta(tx, auth.accountId, v.id, location.id, delta, 0);
      if (!after) throw conflict('INSUFFICIENT_STOCK', `Not enough ${label} available`);
      await repo.insertMovements(tx, [
        {
          accountId: auth.accountId,
          variantId: v.id,
          locationId: location.id,
          kind: 'adjustment',
          deltaAvailable: delta,
          deltaCommitted: 0,
          availableAfter: after.available,
          reason: body.reason,
          note: body.note ?? null,
          unitCost: null,
          orderId: null,
          orderItemId: null,
          purchaseOrderId: null,
          ...who(auth),
        },
      ]);
      await repo.bumpProductStock(tx, auth.accountId, new Map([[v.productId, delta]]));
    }
    const row = await repo.inventoryRowFor(
      tx,
      auth.accountId,
      v.id,
      body.locationId ? location.id : undefined,
    );
    return toRow(row!);
  });
}

export async function movements(
  db: Db,
  accountId: string,
  q: { variantId?: string; page: number; limit: number },
) {
  if (q.variantId && !(isUuid(q.variantId) && (await repo.variantOfAccount(db, accountId, q.variantId))))
    throw notFound('Variant');
  const r = await repo.listMovements(db, accountId, q.variantId, q.page, q.limit);
  return {
    data: r.rows.map(({ m, locationName, orderName, poNumber }) => ({
      _id: m.id,
      at: m.at.toISOString(),
      kind: m.kind as 'order',
      variantId: m.variantId,
      locationName,
      deltaAvailable: m.deltaAvailable,
      deltaCommitted: m.deltaCommitted,
      availableAfter: m.availableAfter,
      reason: m.reason,
      note: m.note,
      unitCost: m.unitCost,
      order: m.orderId && orderName ? { _id: m.orderId, name: orderName } : null,
      purchaseOrder:
        m.purchaseOrderId && poNumber !== null ? { _id: m.purchaseOrderId, number: `PO-${poNumber}` } : null,
      actorName: m.actorName,
    })),
    meta: { page: q.page, limit: q.limit, total: r.total },
  };
}

export const summary = (db: Db, accountId: string) => repo.summary(db, accountId);

const toLocation = (l: repo.LocationRecord) => ({
  _id: l.id,
  name: l.name,
  city: l.city,
  address: l.address,
  isDefault: l.isDefault,
});

export async function locations(db: Db, accountId: string) {
  await repo.ensureDefaultLocation(db, accountId);
  return (await repo.listLocations(db, accountId)).map(toLocation);
}

export async function createLocation(
  db: Db,
  accountId: string,
  body: { name: string; city?: string | null; address?: string | null; isDefault?: boolean },
) {
  return transaction(db, async (tx) => {
    await repo.ensureDefaultLocation(tx, accountId);
    if (body.isDefault) await repo.clearDefault(tx, accountId);
    const id = uuidv7();
    await repo.insertLocation(tx, {
      id,
      accountId,
      name: body.name,
      city: body.city ?? null,
      address: body.address ?? null,
      isDefault: body.isDefault ?? false,
    });
    return toLocation((await repo.findLocation(tx, accountId, id))!);
  });
}

export async function updateLocation(
  db: Db,
  accountId: string,
  id: string,
  body: { name: string; city?: string | null; address?: string | null; isDefault?: boolean },
) {
  return transaction(db, async (tx) => {
    const l = isUuid(id) ? await repo.findLocation(tx, accountId, id) : null;
    if (!l) throw notFound('Location');
    if (body.isDefault === false && l.isDefault)
      throw conflict('DEFAULT_LOCATION', 'Choose another location as the default instead');
    if (body.isDefault && !l.isDefault) await repo.clearDefault(tx, accountId);
    await repo.updateLocation(tx, accountId, id, {
      name: body.name,
      ...(body.city !== undefined ? { city: body.city } : {}),
      ...(body.address !== undefined ? { address: body.address } : {}),
      ...(body.isDefault !== undefined ? { isDefault: body.isDefault } : {}),
    });
    return toLocation((await repo.findLocation(tx, accountId, id))!);
  });
}

export async function findLocationOf(db: Db, accountId: string, id: string) {
  return isUuid(id) ? repo.findLocation(db, accountId, id) : null;
}

export const variantsForSale = repo.variantsForSale;
