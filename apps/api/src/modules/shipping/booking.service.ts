import type { JobType } from '@sauda/contracts/jobs.ts';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { claimHandle } from '../../db/public-handles.ts';
import {
  BOOKING_ROW_FIELDS,
  COURIERS,
  type BookingJob,
  type BookingRow,
  type BookingState,
  type CourierCode,
} from '@sauda/contracts/couriers.ts';
import type { OrderStatus } from '@sauda/contracts/orders.ts';
import { transaction } from '../../db/tx.ts';
import { insertJob, findJob } from '../../jobs/jobs.repo.ts';
import type { JobContext, JobOutcome } from '../../jobs/runner.ts';
import { badRequest, conflict, notFound, type FieldError } from '../../lib/errors.ts';
import { isUuid, uuidv7 } from '../../lib/ids.ts';
import { Slots } from '../../lib/slots.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { CourierError, type CourierAdapter } from '../../couriers/types.ts';
import * as couriers from '../couriers/couriers.service.ts';
import * as shippers from '../couriers/shippers.service.ts';
import { once } from '../idempotency/idempotency.service.ts';
import * as orders from '../orders/orders-shipping.service.ts';
import * as products from '../products/products.service.ts';
import * as repo from './shipping.repo.ts';

export const BOOKING_JOB = 'courier_booking';
/** A job's calls in flight at a courier at once (couriers answer in ~100 ms–2 s each). */
export const BOOKING_CONCURRENCY = 16;
/**
 * Parcels a job has in hand at once: twice its courier calls, so a parcel is claimed and its
 * booking recorded while others wait on the courier, and no courier place waits on the database.
 */
const PARCELS_IN_HAND = 2 * BOOKING_CONCURRENCY;
const MAX_ROUNDS = 4;
const BOOKABLE = new Set(['open', 'Processing']);

export interface ShippingDeps extends couriers.CourierDeps {
  onJobQueued?: (type: JobType) => void;
  /** quality-checks Q10 crash tests: the process kills itself at this point (never in production). */
  failpoint?: string;
  /** Waits between booking rounds (tests make it instant). */
  sleep?: (ms: number) => Promise<void>;
  /**
   * After an ambiguous failure, how long to wait before looking the booking up: a request that
   * timed out may still be finishing at the courier (default 15 s, the courier call timeout).
   */
  lookupDelayMs?: number;
}

const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function failpoint(deps: ShippingDeps, name: string) {
  if (deps.failpoint === name && process.env.NODE_ENV !== 'production') process.kill(process.pid, 'SIGKILL');
}

export const newReference = (orderNumber: string) =>
  `SD${orderNumber.replace(/\D/g, '').slice(-8)}${randomBytes(4).toString('hex').toUpperCase()}`;
export const newPublicId = () => randomBytes(16).toString('base64url');

/** product-rules §5: `Missing fields in "{order}": {list}`. */
export function missingFields(row: BookingRow): string[] {
  return BOOKING_ROW_FIELDS.filter((f) => !row[f] || !String(row[f]).trim());
}

/** "2 × Lawn suit (M), 1 × Dupatta". */
export const describeLines = (lines: orders.OrderForBooking['lines']) =>
  lines
    .map((l) => `${l.quantity} × ${l.title}`)
    .join(', ')
    .slice(0, 500);

/** Grams: the catalogue's weights; free-text lines count 500 g a unit. */
export function parcelWeight(lines: orders.OrderForBooking['lines'], weights: Map<string, number>) {
  const g = lines.reduce(
    (sum, l) => sum + (l.variantId ? (weights.get(l.variantId) ?? 500) : 500) * l.quantity,
    0,
  );
  return Math.max(100, Math.min(100_000, g));
}

interface Planned {
  row: BookingRow;
  order: orders.OrderForBooking;
  courierAccountId: string;
  courier: CourierCode;
  shipperId: string;
}

/** Checks every row; throws one 400/409 naming each problem, so nothing is half-booked. */
async function plan(deps: ShippingDeps, accountId: string, rows: BookingRow[]): Promise<Planned[]> {
  const ids = rows.map((r) => r.orderId).filter((x): x is string => !!x);
  const found = new Map((await orders.ordersForBooking(deps.db, accountId, ids)).map((o) => [o.id, o]));
  const label = (r: BookingRow, i: number) =>
    (r.orderId && found.get(r.orderId)?.name) || r.orderId || `row ${i + 1}`;

  const missing = rows.flatMap((r, i) => {
    const m = missingFields(r);
    return m.length ? [{ i, m, message: `Missing fields in "${label(r, i)}": ${m.join(', ')}` }] : [];
  });
  if (missing.length) {
    throw badRequest(
      'MISSING_FIELDS',
      missing.length === 1
        ? missing[0]!.message
        : `${missing[0]!.message} (and ${missing.length - 1} more rows)`,
      missing.flatMap((x) => x.m.map((f) => ({ field: `orders.${x.i}.${f}`, message: x.message }))),
    );
  }

  const errors: FieldError[] = [];
  // Rows refused only because their order has moved on (booked, cancelled…) since the list was read.
  let stateConflicts = 0;
  const seen = new Set<string>();
  const accounts = new Map((await couriers.listAccounts(deps, accountId)).map((a) => [a._id, a]));
  // A courier whose city list was never fetched gets it now (the destination must be mapped).
  const unfetched = new Set<string>();
  for (const r of rows) {
    const a = accounts.get(r.courierId!);
    if (a && a.enabled && a.courier !== 'manual' && !unfetched.has(a._id)) {
      unfetched.add(a._id);
      try {
        await couriers.ensureCities(deps, accountId, a._id);
      } catch (err) {
        throw couriers.courierFailure(err, a.name);
      }
    }
  }
  const shipperCache = new Map<string, boolean>();
  // One lookup per courier and destination city, however many rows share them.
  const cityCache = new Map<string, Promise<boolean>>();
  const mapped = (courierAccountId: string, city: string) => {
    const key = `${courierAccountId}|${city}`;
    let hit = cityCache.get(key);
    if (!hit) {
      hit = couriers.courierCityFor(deps.db, accountId, courierAccountId, city, 'delivery').then((r) => !!r);
      cityCache.set(key, hit);
    }
    return hit;
  };
  const out: Planned[] = [];
  for (const [i, r] of rows.entries()) {
    const at = (field: string, message: string) => errors.push({ field: `orders.${i}.${field}`, message });
    const o = found.get(r.orderId!);
    if (!o) {
      at('orderId', `Order ${r.orderId} not found`);
      continue;
    }
    if (seen.has(o.id)) at('orderId', `${o.name} is listed twice`);
    seen.add(o.id);
    if (r.storeId !== o.storeId) at('storeId', `${o.name} belongs to another store`);
    if (!BOOKABLE.has(o.status)) stateConflicts++;
    if (!BOOKABLE.has(o.status))
      at(
        'orderId',
        o.status === 'Pending'
          ? `${o.name} is waiting for the buyer's confirmation`
          : `${o.name} is ${o.status === 'Booked' ? 'already booked' : o.status}; only confirmed orders can be booked`,
      );
    const acct = accounts.get(r.courierId!);
    if (!acct) at('courierId', `Courier account ${r.courierId} not found`);
    else if (!acct.enabled) at('courierId', `${acct.name} is disabled`);
    else if (!COURIERS[acct.courier].shipmentTypes.some((t) => t.value === r.shipmentType))
      at(
        'shipmentType',
        `${acct.courierName} has no shipment type "${r.shipmentType}" (use ${COURIERS[acct.courier].shipmentTypes.map((t) => t.value).join(', ')})`,
      );
    else if (acct.courier !== 'manual' && !(await mapped(acct._id, o.shipCity)))
      at('courierId', `${acct.name} has no city mapped to ${o.shipCity}; map it in Booking cities`);
    // A courier's cap on cash on delivery (docs/couriers/): refused here, never at the courier.
    const cap = acct ? COURIERS[acct.courier].maxCodRupees : undefined;
    if (acct && cap !== undefined && o.paymentMethod === 'COD' && o.total > cap * 100)
      at(
        'courierId',
        `${acct.courierName} takes at most Rs ${cap.toLocaleString('en-PK')} cash on delivery per parcel; ${o.name} is Rs ${(o.total / 100).toLocaleString('en-PK')}`,
      );
    if (!shipperCache.has(r.shipperId!))
      shipperCache.set(r.shipperId!, !!(await shippers.findShipper(deps.db, accountId, r.shipperId!)));
    if (!shipperCache.get(r.shipperId!)) at('shipperId', `Pickup address ${r.shipperId} not found`);
    if (acct)
      out.push({
        row: r,
        order: o,
        courierAccountId: acct._id,
        courier: acct.courier,
        shipperId: r.shipperId!,
      });
  }
  if (errors.length) {
    const message =
      errors.length === 1
        ? errors[0]!.message
        : `${errors[0]!.message} (and ${errors.length - 1} more problems)`;
    // Nothing wrong with the request itself, only with the orders' state now: 409, not 400.
    if (stateConflicts === errors.length) throw conflict('NOT_BOOKABLE', message, errors);
    throw badRequest('VALIDATION_ERROR', message, errors);
  }
  return out;
}

/** POST /v1/orders/booking: checks the rows, records pending parcels and queues the booking job. */
export async function requestBooking(
  deps: ShippingDeps,
  auth: AuthContext,
  rows: BookingRow[],
  idempotencyKey: string | undefined,
) {
  const planned = await plan(deps, auth.accountId, rows);
  const weights = await products.variantWeights(deps.db, auth.accountId, [
    ...new Set(planned.flatMap((p) => p.order.lines.flatMap((l) => (l.variantId ? [l.variantId] : [])))),
  ]);
  const answer = await once(
    deps.db,
    auth.accountId,
    idempotencyKey,
    'POST /v1/orders/booking',
    rows,
    async (tx) => {
      const job = await insertJob(tx, {
        accountId: auth.accountId,
        type: BOOKING_JOB,
        payload: {},
        total: planned.length,
        createdBy: auth.userId || null,
      });
      const jobId = job.id;
      try {
        await repo.insertShipments(
          tx,
          auth.accountId,
          planned.map((p) => ({
            id: uuidv7(),
            accountId: auth.accountId,
            orderId: p.order.id,
            storeId: p.order.storeId,
            courierAccountId: p.courierAccountId,
            courier: p.courier,
            shipperId: p.shipperId,
            shipmentType: p.row.shipmentType!,
            reference: newReference(p.order.name),
            state: 'pending',
            publicId: newPublicId(),
            codAmount: p.order.paymentMethod === 'COD' ? p.order.total : 0,
            weightGrams: p.row.weightGrams ?? parcelWeight(p.order.lines, weights),
            pieces: p.row.pieces ?? 1,
            description: describeLines(p.order.lines),
            remarks: p.row.remarks ?? null,
            consigneeName: p.order.shipName,
            consigneePhone: p.order.shipPhone,
            consigneeAddress: p.order.shipAddress,
            consigneeCity: p.order.shipCity,
            bookJobId: jobId,
            createdBy: auth.userId || null,
          })),
        );
      } catch (err) {
        if (
          String((err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code) ===
          '23505'
        )
          throw conflict('ALREADY_BOOKING', 'One of these orders is already being booked; refresh the page');
        throw err;
      }
      return { statusCode: 202, body: { jobId } };
    },
  );
  deps.onJobQueued?.(BOOKING_JOB);
  return { statusCode: answer.statusCode, jobId: answer.body.jobId };
}

// --- the booking job -----------------------------------------------------------------------------

interface BookContext {
  /** The seller whose parcels these are. */
  accountId: string;
  adapter: CourierAdapter;
  courierName: string;
  pickup: Awaited<ReturnType<typeof pickupFor>>;
  /** Courier city per Sauda city, looked up once per job. */
  cities: Map<string, ReturnType<typeof couriers.courierCityFor>>;
  /** The job's places at the courier: every call to it takes one (BOOKING_CONCURRENCY). */
  slots: Slots;
}

async function pickupFor(db: Db, s: repo.ShipmentRecord) {
  const shipper = s.shipperId ? await shippers.findShipper(db, s.accountId, s.shipperId) : null;
  if (!shipper) return null;
  const city = await couriers.courierCityFor(db, s.accountId, s.courierAccountId, shipper.city, 'pickup');
  return {
    name: shipper.name,
    phone: shipper.phone,
    address: shipper.address,
    city: shipper.city,
    email: shipper.email,
    courierCityId: city?.courierCityId ?? null,
    courierCityName: city?.courierCityName ?? null,
    courierAddressCode: await shippers.shipperCodeFor(db, s.accountId, shipper.id, s.courierAccountId),
  };
}

/**
 * Books one parcel through the state machine (quality-checks Q5, Q6, Q10). Never throws for courier
 * trouble.
 */
export async function bookOne(
  deps: ShippingDeps,
  shipmentId: string,
  jobId: string,
  c: BookContext,
): Promise<BookingState> {
  const sleep = deps.sleep ?? pause;
  const claimed = await repo.claimForBooking(deps.db, c.accountId, shipmentId, jobId);
  if (!claimed) return (await repo.byId(deps.db, c.accountId, shipmentId))?.state ?? 'failed';
  const s = claimed.row;
  const fail = async (state: 'failed' | 'unknown', message: string) => {
    await repo.settle(deps.db, s.accountId, s.id, { state, error: message.slice(0, 500) }, ['booking']);
    return state;
  };
  if (!c.pickup)
    return fail('failed', 'The pickup address of this parcel was removed; choose another and book again');
  const pickup = c.pickup;

  // The order may have been cancelled or edited since it was queued.
  const o = claimed.order;
  if (!o || !BOOKABLE.has(o.status))
    return fail('failed', `${o?.name ?? 'The order'} is ${o?.status ?? 'gone'} now; it was not booked`);

  let city = c.cities.get(s.consigneeCity);
  if (!city) {
    city = couriers.courierCityFor(deps.db, s.accountId, s.courierAccountId, s.consigneeCity, 'delivery');
    c.cities.set(s.consigneeCity, city);
  }
  const consigneeCity = await city;
  // A parcel that was taken before (crash, timeout) may already be at the courier: look it up first.
  let lookUp = claimed.attemptedBefore;
  let justFailed = false;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (round > 0) await sleep(Math.min(5_000, 300 * 2 ** round + Math.floor(Math.random() * 300)));
    if (lookUp && justFailed) await pause(deps.lookupDelayMs ?? 15_000);
    justFailed = false;
    if (lookUp) {
      if (!c.adapter.findBooking)
        return fail(
          'unknown',
          `${c.courierName} did not confirm this booking and its API cannot look bookings up. Check your ${c.courierName} portal for reference ${s.reference}: if it is there, enter its tracking number; if not, book again.`,
        );
      try {
        const findBooking = c.adapter.findBooking.bind(c.adapter);
        const found = await c.slots.run(() => findBooking(s.reference, s.createdAt));
        if (found) return finalize(deps, s, o.status, found.trackingNumber, c.courierName);
        lookUp = false; // surely not at the courier: safe to book
      } catch (err) {
        if (round === MAX_ROUNDS - 1)
          return fail(
            'unknown',
            `Could not confirm with ${c.courierName} whether ${s.reference} was booked: ${messageOf(err)}`,
          );
        continue;
      }
    }
    failpoint(deps, 'before-courier-call');
    try {
      const lines = c.adapter.listsItems
        ? await orders.bookingLines(deps.db, s.accountId, s.orderId)
        : undefined;
      const booked = await c.slots.run(() =>
        c.adapter.book({
          reference: s.reference,
          orderName: o.name,
          consignee: {
            name: s.consigneeName,
            phone: s.consigneePhone,
            address: s.consigneeAddress,
            city: s.consigneeCity,
            courierCityId: consigneeCity?.courierCityId ?? null,
            courierCityName: consigneeCity?.courierCityName ?? null,
          },
          pickup,
          codAmount: s.codAmount,
          weightGrams: s.weightGrams,
          pieces: s.pieces,
          description: s.description,
          itemCount: o.itemCount,
          ...(lines ? { lines } : {}),
          shipmentType: s.shipmentType,
          remarks: s.remarks,
        }),
      );
      failpoint(deps, 'after-courier-call');
      return finalize(deps, s, o.status, booked.trackingNumber, c.courierName);
    } catch (err) {
      if (!(err instanceof CourierError)) throw err;
      if (err.kind === 'rejected' || err.kind === 'auth' || err.kind === 'unsupported')
        return fail('failed', err.message);
      if (err.kind === 'ambiguous') lookUp = justFailed = true;
      // The courier asked us to wait (Retry-After, or our circuit breaker is open): wait that long, up to a minute.
      if (err.kind === 'unavailable' && err.retryAfter && round < MAX_ROUNDS - 1)
        await sleep(Math.min(60_000, err.retryAfter * 1000));
      if (round === MAX_ROUNDS - 1)
        return err.kind === 'ambiguous'
          ? fail('unknown', `${err.message}; Sauda will look it up before booking again`)
          : fail('failed', err.message);
    }
  }
  return fail('failed', 'Booking did not finish');
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Records a booked parcel, moves the order to Booked and writes its billing entry: one transaction
 * of seven statements (the parcel and its line; the courier's number for the tracking page; the
 * order; its timeline; its status counts; billing).
 * `orderStatus` is the order's status read at the claim, so the order moves without a read first.
 */
async function finalize(
  deps: ShippingDeps,
  s: repo.ShipmentRecord,
  orderStatus: string,
  trackingNumber: string,
  courierName: string,
) {
  const done = await transaction(deps.db, async (tx) => {
    const now = new Date();
    const moved = await repo.settleWithEvent(
      tx,
      s.accountId,
      s.id,
      {
        state: 'booked',
        status: 'booked',
        trackingNumber,
        bookedAt: now,
        error: null,
        courierStatus: 'Booked',
      },
      ['booking', 'unknown', 'pending'],
      {
        id: uuidv7(),
        at: now,
        status: 'booked',
        code: 'SAUDA_BOOKED',
        message: `Booked with ${courierName}`,
      },
    );
    if (!moved) return false;
    // The buyer may type the courier's number on the public tracking page.
    await claimHandle(tx, 'cn', trackingNumber, s.accountId);
    const o = await orders.courierUpdate(tx, s.accountId, s.orderId, {
      expected: orderStatus as OrderStatus,
      to: 'Booked',
      type: 'booked',
      actor: { kind: 'courier', name: courierName },
      message: `Booked with ${courierName} — tracking number ${trackingNumber}`,
      trackingNumber,
      data: { shipmentId: s.id, trackingNumber, courierAccountId: s.courierAccountId },
    });
    await repo.insertBilling(tx, {
      id: uuidv7(),
      accountId: s.accountId,
      storeId: s.storeId,
      orderId: s.orderId,
      shipmentId: s.id,
      amount: o?.total ?? 0,
    });
    return true;
  });
  failpoint(deps, 'after-commit');
  return done ? 'booked' : ((await repo.byId(deps.db, s.accountId, s.id))?.state ?? 'booked');
}

/**
 * Job handler: books every parcel of the job, BOOKING_CONCURRENCY calls at the courier at a time
 * (PARCELS_IN_HAND parcels in hand); resumable after a crash.
 */
export async function runBookingJob(deps: ShippingDeps, ctx: JobContext): Promise<JobOutcome> {
  const jobId = ctx.job.id;
  const slots = new Slots(BOOKING_CONCURRENCY);
  const all = await repo.forJob(ctx.db, ctx.job.accountId, jobId);
  const todo = all.filter((s) => ['pending', 'booking', 'unknown'].includes(s.state));
  let done = all.length - todo.length;
  const contexts = new Map<string, Promise<BookContext>>();
  const contextFor = (s: repo.ShipmentRecord) => {
    const key = `${s.courierAccountId}|${s.shipperId}`;
    let c = contexts.get(key);
    if (!c) {
      c = (async () => {
        const { account, adapter } = await couriers.openCourier(deps, s.accountId, s.courierAccountId);
        return {
          accountId: s.accountId,
          adapter,
          courierName: COURIERS[account.courier as CourierCode].name,
          pickup: await pickupFor(deps.db, s),
          cities: new Map(),
          slots,
        };
      })();
      contexts.set(key, c);
    }
    return c;
  };
  let lastCheckpoint = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const s = todo[next++]!;
      let c: BookContext;
      try {
        c = await contextFor(s);
      } catch (err) {
        await repo.settle(
          ctx.db,
          s.accountId,
          s.id,
          { state: 'failed', error: messageOf(err).slice(0, 500) },
          ['pending', 'booking', 'unknown'],
        );
        done++;
        continue;
      }
      await bookOne(deps, s.id, jobId, c);
      done++;
      if (Date.now() - lastCheckpoint > 2_000) {
        lastCheckpoint = Date.now();
        await ctx.checkpoint(done, []);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARCELS_IN_HAND, todo.length) }, worker));
  const final = await repo.forJob(ctx.db, ctx.job.accountId, jobId);
  const count = (state: string) => final.filter((s) => s.state === state).length;
  return {
    progress: final.length,
    errors: [],
    result: { booked: count('booked'), failed: count('failed'), unknown: count('unknown') },
  };
}

/** The booking job as the page shows it: progress and one line per order. */
export async function getBookingJob(db: Db, accountId: string, id: string): Promise<BookingJob> {
  const job = isUuid(id) ? await findJob(db, accountId, id) : null;
  if (!job || job.type !== BOOKING_JOB) throw notFound('Booking job');
  const rows = await repo.forJobWithNames(db, accountId, job.id);
  const settled = rows.filter((r) => !['pending', 'booking'].includes(r.s.state)).length;
  return {
    _id: job.id,
    status: job.status as BookingJob['status'],
    progress: job.status === 'succeeded' ? job.total : Math.min(job.total, Math.max(job.progress, settled)),
    total: job.total,
    results: rows.map((r) => ({
      orderId: r.s.orderId,
      orderName: r.orderName,
      shipmentId: r.s.id,
      state: r.s.state,
      trackingNumber: r.s.trackingNumber,
      message: r.s.error,
    })),
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}
