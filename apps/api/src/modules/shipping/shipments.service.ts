import {
  COURIERS,
  PARCEL_STATUS_LABELS,
  type BookingState,
  type CourierCode,
  type ParcelStatus,
  type Shipment,
} from '@sauda/contracts/couriers.ts';
import type { OrderStatus } from '@sauda/contracts/orders.ts';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/tx.ts';
import { insertJob } from '../../jobs/jobs.repo.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUuid, uuidv7 } from '../../lib/ids.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { manualReference } from '../../couriers/manual.ts';
import * as couriers from '../couriers/couriers.service.ts';
import * as shippers from '../couriers/shippers.service.ts';
import * as orders from '../orders/orders-shipping.service.ts';
import { storeNameOf } from '../orders/orders.service.ts';
import * as products from '../products/products.service.ts';
import {
  BOOKING_JOB,
  describeLines,
  newPublicId,
  parcelWeight,
  type ShippingDeps,
} from './booking.service.ts';
import { labelsPdf, type LabelData } from './labels.ts';
import * as repo from './shipping.repo.ts';
import { suggestCourier } from './suggest.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toShipment(s: repo.ShipmentRecord, orderName: string, courierName: string): Shipment {
  return {
    _id: s.id,
    orderId: s.orderId,
    orderName,
    storeId: s.storeId,
    courierId: s.courierAccountId,
    courier: s.courier as CourierCode,
    courierName: s.trackingCompany ?? courierName,
    shipperId: s.shipperId,
    shipmentType: s.shipmentType,
    reference: s.reference,
    state: s.state,
    status: s.status ?? null,
    courierStatus: s.courierStatus,
    trackingNumber: s.trackingNumber,
    trackingUrl: s.state === 'booked' ? `/tracking/${s.publicId}` : null,
    codAmount: s.codAmount,
    weightGrams: s.weightGrams,
    pieces: s.pieces,
    error: s.error,
    consignee: {
      name: s.consigneeName,
      phone: s.consigneePhone,
      city: s.consigneeCity,
      address: s.consigneeAddress,
    },
    loadSheetId: s.loadSheetId,
    bookedAt: iso(s.bookedAt),
    pickedUpAt: iso(s.pickedUpAt),
    deliveredAt: iso(s.deliveredAt),
    returnedAt: iso(s.returnedAt),
    createdAt: s.createdAt.toISOString(),
  };
}

export async function listShipments(
  deps: ShippingDeps,
  accountId: string,
  q: {
    view: repo.ShipmentFilter['view'];
    courierId?: string;
    shipperId?: string;
    search?: string;
    unsheeted?: 'true' | 'false';
    page: number;
    limit: number;
  },
) {
  // Another account's courier or pickup address answers 404, like any other id (Q13).
  if (q.courierId) await couriers.getAccount(deps, accountId, q.courierId);
  if (q.shipperId) await shippers.getShipper(deps.db, accountId, q.shipperId);
  const { rows, total, totalCapped } = await repo.list(
    deps.db,
    accountId,
    {
      view: q.view,
      courierId: q.courierId,
      shipperId: q.shipperId,
      search: q.search || undefined,
      unsheeted: q.unsheeted === 'true',
    },
    q.page,
    q.limit,
  );
  return {
    data: rows.map((r) => toShipment(r.s, r.orderName, r.courierName)),
    meta: { page: q.page, limit: q.limit, total, totalCapped },
  };
}

async function loadOne(db: Db, accountId: string, id: string) {
  const [r] = isUuid(id) ? await repo.withNames(db, accountId, [id]) : [];
  if (!r) throw notFound('Parcel');
  return r;
}

export async function getShipment(db: Db, accountId: string, id: string) {
  const r = await loadOne(db, accountId, id);
  return toShipment(r.s, r.orderName, r.courierName);
}

/** PUT /v1/orders/booking-cancel/:id — a parcel id, or an order id (its live parcel). */
export async function cancelBooking(deps: ShippingDeps, auth: AuthContext, id: string) {
  let s = isUuid(id) ? await repo.findShipment(deps.db, auth.accountId, id) : null;
  if (!s && isUuid(id)) s = await repo.liveForOrder(deps.db, auth.accountId, id);
  if (!s) throw notFound('Parcel');
  if (s.state === 'cancelled') return getShipment(deps.db, auth.accountId, s.id);
  if (s.state === 'pending' || s.state === 'booking')
    throw conflict(
      'BOOKING_IN_PROGRESS',
      'This parcel is being booked right now; wait for the result, then cancel it',
    );
  if (s.state === 'booked' && s.status && s.status !== 'booked')
    throw conflict(
      'ALREADY_PICKED_UP',
      `The parcel is ${PARCEL_STATUS_LABELS[s.status as ParcelStatus].toLowerCase()}; ask the courier to return it instead`,
    );
  const { account, adapter } = await couriers.openCourier(deps, auth.accountId, s.courierAccountId);
  const name = s.trackingCompany ?? account.name;
  let cn = s.state === 'booked' ? s.trackingNumber : null;
  if (s.state === 'unknown') {
    // It may be at the courier: find it before dropping it, so nothing is left booked there.
    if (!adapter.findBooking)
      throw conflict(
        'UNCONFIRMED',
        `${name} cannot be asked whether reference ${s.reference} was booked; check its portal and cancel it there first, or retry the booking`,
      );
    try {
      cn = (await adapter.findBooking(s.reference, s.createdAt))?.trackingNumber ?? null;
    } catch (err) {
      throw couriers.courierFailure(err, name);
    }
  }
  if (cn && adapter.cancel) {
    try {
      await adapter.cancel(cn);
    } catch (err) {
      throw couriers.courierFailure(err, name);
    }
  }
  const wasBooked = s.state === 'booked';
  await transaction(deps.db, async (tx) => {
    await repo.update(tx, s.accountId, s.id, {
      state: 'cancelled',
      status: wasBooked ? 'cancelled' : s.status,
      cancelledAt: new Date(),
    });
    await orders.courierUpdate(tx, auth.accountId, s.orderId, {
      to: wasBooked ? 'Processing' : null,
      type: 'booking_cancelled',
      message: wasBooked
        ? `Booking with ${name} cancelled (tracking number ${s.trackingNumber})`
        : `Unfinished booking with ${name} dropped`,
      trackingNumber: wasBooked ? null : undefined,
      actor: { kind: 'user', id: auth.userId || null, name: auth.userName },
    });
  });
  return getShipment(deps.db, auth.accountId, s.id);
}

/** Books a failed or unconfirmed parcel again (looking an unconfirmed one up first). */
export async function retryBooking(deps: ShippingDeps, auth: AuthContext, id: string) {
  const s = isUuid(id) ? await repo.findShipment(deps.db, auth.accountId, id) : null;
  if (!s) throw notFound('Parcel');
  if (s.state !== 'failed' && s.state !== 'unknown')
    throw conflict(
      'NOT_RETRYABLE',
      `This parcel is ${s.state}; only failed or unconfirmed bookings can be retried`,
    );
  const jobId = await transaction(deps.db, async (tx) => {
    const job = await insertJob(tx, {
      accountId: auth.accountId,
      type: BOOKING_JOB,
      payload: {},
      total: 1,
      createdBy: auth.userId || null,
    });
    // A failed one was surely not booked: start afresh. An unknown one keeps its state, so it is looked up first.
    try {
      await repo.update(tx, s.accountId, s.id, {
        bookJobId: job.id,
        ...(s.state === 'failed' ? { state: 'pending', error: null } : {}),
      });
    } catch (err) {
      if (
        String((err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code) ===
        '23505'
      )
        throw conflict('ALREADY_BOOKED', 'This order already has another parcel booked');
      throw err;
    }
    return job.id;
  });
  deps.onJobQueued?.(BOOKING_JOB);
  return jobId;
}

/** The manual courier account of a seller, made on first use. */
async function manualAccount(deps: ShippingDeps, accountId: string) {
  const existing = (await couriers.listAccounts(deps, accountId)).find((a) => a.courier === 'manual');
  if (existing) return existing._id;
  return (
    await couriers.createAccount(deps, accountId, {
      courier: 'manual',
      name: 'Manual courier',
      credentials: {},
    })
  )._id;
}

/** POST /api/orders/saveShipmentRecord: a parcel booked outside Sauda (manual booking). */
export async function saveShipmentRecord(
  deps: ShippingDeps,
  auth: AuthContext,
  body: {
    orderId: string;
    storeId: string;
    trackingCompany: string;
    shipmentType: string;
    trackingNumber?: string;
    weightGrams?: number;
    shipperId?: string;
  },
) {
  const [o] = await orders.ordersForBooking(deps.db, auth.accountId, [body.orderId]);
  if (!o) throw notFound('Order');
  if (o.storeId !== body.storeId)
    throw badRequest('VALIDATION_ERROR', `${o.name} belongs to another store`, [
      { field: 'storeId', message: 'Not this order’s store' },
    ]);
  if (o.status !== 'open' && o.status !== 'Processing')
    throw conflict(
      'NOT_BOOKABLE',
      o.status === 'Pending'
        ? `${o.name} is waiting for the buyer's confirmation`
        : `${o.name} is ${o.status}; only confirmed orders can be booked`,
    );
  if (body.shipperId && !(await shippers.findShipper(deps.db, auth.accountId, body.shipperId)))
    throw badRequest('VALIDATION_ERROR', 'Pickup address not found', [
      { field: 'shipperId', message: 'Not found' },
    ]);
  const courierAccountId = await manualAccount(deps, auth.accountId);
  const weights = await products.variantWeights(
    deps.db,
    auth.accountId,
    o.lines.flatMap((l) => (l.variantId ? [l.variantId] : [])),
  );
  const trackingNumber = body.trackingNumber ?? manualReference();
  const id = uuidv7();
  await transaction(deps.db, async (tx) => {
    const now = new Date();
    try {
      await repo.insertShipments(tx, auth.accountId, [
        {
          id,
          accountId: auth.accountId,
          orderId: o.id,
          storeId: o.storeId,
          courierAccountId,
          courier: 'manual',
          trackingCompany: body.trackingCompany,
          shipperId: body.shipperId ?? null,
          shipmentType: body.shipmentType,
          reference: trackingNumber.startsWith('MC') ? trackingNumber : `${trackingNumber}-${id.slice(-6)}`,
          state: 'booked',
          status: 'booked',
          courierStatus: 'Booked',
          trackingNumber,
          publicId: newPublicId(),
          codAmount: o.paymentMethod === 'COD' ? o.total : 0,
          weightGrams: body.weightGrams ?? parcelWeight(o.lines, weights),
          description: describeLines(o.lines),
          consigneeName: o.shipName,
          consigneePhone: o.shipPhone,
          consigneeAddress: o.shipAddress,
          consigneeCity: o.shipCity,
          bookedAt: now,
          createdBy: auth.userId || null,
        },
      ]);
    } catch (err) {
      if (
        String((err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code) ===
        '23505'
      )
        throw conflict(
          'ALREADY_BOOKED',
          `${o.name} already has a parcel booked, or this tracking number is in use`,
        );
      throw err;
    }
    await repo.insertEvent(tx, {
      accountId: auth.accountId,
      id: uuidv7(),
      shipmentId: id,
      at: now,
      status: 'booked',
      code: 'SAUDA_BOOKED',
      message: `Booked with ${body.trackingCompany}`,
    });
    await orders.courierUpdate(tx, auth.accountId, o.id, {
      to: 'Booked',
      type: 'booked',
      message: `Booked with ${body.trackingCompany} (manual) — tracking number ${trackingNumber}`,
      trackingNumber,
      actor: { kind: 'user', id: auth.userId || null, name: auth.userName },
      data: { shipmentId: id, trackingNumber },
    });
    await repo.insertBilling(tx, {
      id: uuidv7(),
      accountId: auth.accountId,
      storeId: o.storeId,
      orderId: o.id,
      shipmentId: id,
      amount: o.total,
    });
  });
  return getShipment(deps.db, auth.accountId, id);
}

/** POST /v1/billingLogs/saveBilling (product-rules §7): a billing entry for a store, amount in PKR. */
export async function saveBilling(
  db: Db,
  auth: AuthContext,
  body: { storeId: string; current_total_price: number | string; orderId?: string },
) {
  const rupees = Number(body.current_total_price);
  if (!Number.isFinite(rupees) || rupees < 0 || rupees > 1_000_000_000)
    throw badRequest('VALIDATION_ERROR', 'current_total_price must be an amount in rupees', [
      { field: 'current_total_price', message: 'Enter an amount in rupees' },
    ]);
  if (!(await orders.storeBelongs(db, auth.accountId, body.storeId))) throw notFound('Store');
  let orderId: string | null = null;
  if (body.orderId) {
    const [o] = await orders.ordersForBooking(db, auth.accountId, [body.orderId]);
    if (!o) throw notFound('Order');
    orderId = o.id;
  }
  const id = uuidv7();
  await repo.insertBilling(db, {
    id,
    accountId: auth.accountId,
    storeId: body.storeId,
    orderId,
    shipmentId: null,
    amount: Math.round(rupees * 100),
  });
  return { _id: id, storeId: body.storeId, orderId, amount: Math.round(rupees * 100) };
}

const MANUAL_MOVES: Partial<Record<ParcelStatus, { to: OrderStatus; label: string }>> = {
  picked_up: { to: 'Dispatched', label: 'Picked up by the courier' },
  in_transit: { to: 'Dispatched', label: 'In transit' },
  delivered: { to: 'Delivered', label: 'Delivered' },
  returned: { to: 'Returned', label: 'Returned to you' },
};

/** The seller moves a manual-courier parcel on (no API tells us). */
export async function setManualStatus(
  db: Db,
  auth: AuthContext,
  id: string,
  body: { status: 'picked_up' | 'in_transit' | 'delivered' | 'returned'; note?: string },
) {
  const s = isUuid(id) ? await repo.findShipment(db, auth.accountId, id) : null;
  if (!s) throw notFound('Parcel');
  if (s.courier !== 'manual')
    throw conflict(
      'TRACKED_BY_COURIER',
      `${COURIERS[s.courier as CourierCode].name} reports this parcel's status itself`,
    );
  if (s.state !== 'booked') throw conflict('NOT_BOOKED', 'Only booked parcels can move on');
  const move = MANUAL_MOVES[body.status]!;
  await transaction(db, async (tx) => {
    const now = new Date();
    await repo.update(tx, s.accountId, s.id, {
      status: body.status,
      courierStatus: move.label,
      ...(body.status === 'picked_up' && !s.pickedUpAt ? { pickedUpAt: now } : {}),
      ...(body.status === 'delivered' ? { deliveredAt: now } : {}),
      ...(body.status === 'returned' ? { returnedAt: now } : {}),
    });
    await repo.insertEvent(tx, {
      accountId: auth.accountId,
      id: uuidv7(),
      shipmentId: s.id,
      at: now,
      status: body.status,
      code: `MANUAL_${body.status.toUpperCase()}`,
      message: body.note ? `${move.label} — ${body.note}` : move.label,
    });
    await orders.courierUpdate(tx, auth.accountId, s.orderId, {
      to: move.to,
      type: 'parcel_status',
      message: `${s.trackingCompany ?? 'Courier'}: ${move.label}${body.note ? ` — ${body.note}` : ''}`,
      actor: { kind: 'user', id: auth.userId || null, name: auth.userName },
    });
    if (body.status === 'delivered' || body.status === 'returned')
      await couriers.bumpCityStat(
        tx,
        { accountId: auth.accountId, courierAccountId: s.courierAccountId, city: s.consigneeCity },
        body.status === 'delivered' ? { delivered: 1 } : { returned: 1 },
      );
  });
  return getShipment(db, auth.accountId, s.id);
}

/** Airway bills for booked parcels, as one PDF. */
export async function labels(db: Db, accountId: string, ids: string[], perPage: 1 | 2 | 4, appUrl: string) {
  const unique = [...new Set(ids)].filter(isUuid).slice(0, 1000);
  const rows = await repo.withNames(db, accountId, unique);
  const booked = rows.filter((r) => r.s.state === 'booked' && r.s.trackingNumber);
  if (booked.length === 0) throw notFound('Booked parcels');
  const order = new Map(unique.map((id, i) => [id, i]));
  booked.sort((a, b) => (order.get(a.s.id) ?? 0) - (order.get(b.s.id) ?? 0));
  const shipperCache = new Map<string, Awaited<ReturnType<typeof shippers.findShipper>>>();
  const storeCache = new Map<string, string>();
  const data: LabelData[] = [];
  for (const r of booked) {
    const s = r.s;
    if (s.shipperId && !shipperCache.has(s.shipperId))
      shipperCache.set(s.shipperId, await shippers.findShipperAny(db, accountId, s.shipperId));
    if (!storeCache.has(s.storeId)) storeCache.set(s.storeId, await storeNameOf(db, s.accountId, s.storeId));
    const sh = s.shipperId ? shipperCache.get(s.shipperId) : null;
    data.push({
      trackingNumber: s.trackingNumber!,
      courierName: s.trackingCompany ?? COURIERS[s.courier as CourierCode].name,
      shipmentType:
        COURIERS[s.courier as CourierCode].shipmentTypes.find((t) => t.value === s.shipmentType)?.label ??
        s.shipmentType,
      orderName: r.orderName,
      reference: s.reference,
      codAmount: s.codAmount,
      weightGrams: s.weightGrams,
      pieces: s.pieces,
      description: s.description,
      consignee: {
        name: s.consigneeName,
        phone: s.consigneePhone,
        address: s.consigneeAddress,
        city: s.consigneeCity,
      },
      shipper: sh ? { name: sh.name, phone: sh.phone, address: sh.address, city: sh.city } : null,
      storeName: storeCache.get(s.storeId) ?? '',
      bookedAt: s.bookedAt,
      trackingUrl: `${appUrl}/tracking/${s.publicId}`,
    });
  }
  return labelsPdf(data, perPage);
}

/** GET /v1/orders/dispatch: confirmed orders ready to book, each with a suggested courier. */
export async function dispatchList(
  deps: ShippingDeps,
  accountId: string,
  q: { search?: string; city?: string; page: number; limit: number },
) {
  const { rows, total } = await orders.readyToShip(
    deps.db,
    accountId,
    { search: q.search, city: q.city },
    q.page,
    q.limit,
  );
  const weights = await products.variantWeights(deps.db, accountId, [
    ...new Set(rows.flatMap((o) => o.lines.flatMap((l) => (l.variantId ? [l.variantId] : [])))),
  ]);
  const enabled = (await couriers.listAccounts(deps, accountId))
    .filter((a) => a.enabled && a.courier !== 'manual')
    .map((a) => ({ id: a._id, name: a.name }));
  const cities = [...new Set(rows.map((o) => o.shipCity))];
  const stats = await couriers.cityStats(deps.db, accountId, cities);
  const last = new Map(
    (
      await repo.latestForOrders(
        deps.db,
        accountId,
        rows.map((o) => o.id),
      )
    ).map((s) => [s.orderId, s]),
  );
  return {
    data: rows.map((o) => {
      const l = last.get(o.id);
      return {
        _id: o.id,
        name: o.name,
        storeId: o.storeId,
        status: o.status,
        paymentMethod: o.paymentMethod,
        createdAt: o.createdAt.toISOString(),
        total: o.total,
        codAmount: o.paymentMethod === 'COD' ? o.total : 0,
        itemCount: o.itemCount,
        weightGrams: parcelWeight(o.lines, weights),
        consignee: { name: o.shipName, phone: o.shipPhone, city: o.shipCity, address: o.shipAddress },
        suggestion: suggestCourier(
          o.shipCity,
          enabled,
          stats.filter((s) => s.city === o.shipCity),
        ),
        lastBooking:
          l && (l.state === 'failed' || l.state === 'cancelled')
            ? { shipmentId: l.id, state: l.state as BookingState, error: l.error }
            : null,
      };
    }),
    meta: { page: q.page, limit: q.limit, total },
  };
}
