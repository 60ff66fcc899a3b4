import {
  COURIERS,
  PARCEL_STATUS_LABELS,
  type CourierCode,
  type ParcelStatus,
} from '@sauda/contracts/couriers.ts';
import { MAX_AMOUNT_PAISA } from '@sauda/contracts/common.ts';
import type { OrderStatus } from '@sauda/contracts/orders.ts';
import { shareWithRequests, type Db } from '../../db/client.ts';
import { transaction } from '../../db/tx.ts';
import { insertJob } from '../../jobs/jobs.repo.ts';
import type { JobContext, JobOutcome } from '../../jobs/runner.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { pakistanTime } from '../../lib/pakistan-time.ts';
import {
  CourierError,
  reportUnknownWord,
  type CourierAdapter,
  type CourierPayment,
  type TrackResult,
} from '../../couriers/types.ts';
import * as couriers from '../couriers/couriers.service.ts';
import * as orders from '../orders/orders-shipping.service.ts';
import * as adviceRepo from './advice.repo.ts';
import type { ShippingDeps } from './booking.service.ts';
import * as payRepo from './cpr.repo.ts';
import * as repo from './shipping.repo.ts';

export const COURIER_SYNC_JOB = 'courier_sync';
/** Parcels tracked per account per sync. */
const TRACK_LIMIT = 2_000;

/** How far along a parcel is; courier updates only move it forward (attempts and re-deliveries share a rank). */
const RANK: Record<ParcelStatus, number> = {
  booked: 0,
  picked_up: 1,
  in_transit: 2,
  out_for_delivery: 3,
  attempted: 3,
  returning: 4,
  delivered: 5,
  returned: 6,
  cancelled: 7,
};
const FINAL = new Set<ParcelStatus>(['delivered', 'returned', 'cancelled']);

/** What the order becomes when its parcel reaches a status. */
const ORDER_FOR: Partial<Record<ParcelStatus, OrderStatus>> = {
  picked_up: 'Dispatched',
  in_transit: 'Dispatched',
  out_for_delivery: 'Dispatched',
  attempted: 'Dispatched',
  returning: 'Dispatched',
  delivered: 'Delivered',
  returned: 'Returned',
};

/** Seconds between two syncs of an account (each courier's own pace). */
export function syncInterval(courier: string, sandboxStepMs: number) {
  if (courier === 'sandbox') return Math.max(2, Math.round(sandboxStepMs / 2000));
  if (courier === 'manual') return 24 * 3600;
  return 15 * 60;
}

/** Queues a sync job for every enabled courier account whose turn has come (called by the job runner). */
export async function scheduleSyncs(deps: Pick<ShippingDeps, 'db' | 'runtime'>) {
  const due = await couriers.claimDueForSync(deps.db, 50, (c) => syncInterval(c, deps.runtime.sandboxStepMs));
  for (const d of due) {
    if (d.courier === 'manual') continue;
    await insertJob(deps.db, {
      accountId: d.accountId,
      type: COURIER_SYNC_JOB,
      payload: { courierAccountId: d.id },
      total: 0,
      createdBy: null,
    });
  }
  return due.length;
}

/** Courier updates only move a parcel forward, and never out of a final status. */
const movesForward = (current: ParcelStatus, next: ParcelStatus | null): next is ParcelStatus =>
  next !== null && next !== current && !FINAL.has(current) && RANK[next] >= RANK[current];

const eventCode = (e: TrackResult['events'][number]) => (e.code || e.message).slice(0, 80);

/**
 * Whether a tracking answer has anything to write: more events than recorded or one later than the
 * latest, a status move, new charges or a new courier status. Most polls of a parcel in transit
 * have none, and then the sync writes nothing for it (beyond the batch's last-tracked time).
 */
export function hasNews(
  s: repo.TrackedParcel,
  t: TrackResult,
  known: Map<string, { count: number; latest: number }>,
) {
  const recorded = known.get(s.id) ?? { count: 0, latest: -Infinity };
  if (new Set(t.events.map((e) => `${e.at.getTime()}|${eventCode(e)}`)).size > recorded.count) return true;
  if (t.events.some((e) => e.at.getTime() > recorded.latest)) return true;
  if (movesForward(s.status ?? 'booked', t.status)) return true;
  if (t.deliveryCharges != null && t.deliveryCharges !== s.deliveryCharges) return true;
  if (t.returnCharges != null && t.returnCharges !== s.returnCharges) return true;
  return (t.courierStatus.slice(0, 200) || s.courierStatus) !== s.courierStatus;
}

/** Applies one tracking answer to its parcel and order; true when the parcel changed. */
export async function applyTracking(db: Db, s: repo.TrackedParcel, t: TrackResult, courierName: string) {
  return transaction(db, async (tx) => {
    // One statement for the answer's events; those already recorded are skipped by their key.
    const fresh = await repo.insertEvents(
      tx,
      t.events.map((e) => ({
        id: uuidv7(),
        accountId: s.accountId,
        shipmentId: s.id,
        at: e.at,
        status: e.status ?? null,
        code: eventCode(e),
        message: e.message.slice(0, 300),
        location: e.location ?? null,
      })),
    );
    const current = s.status ?? 'booked';
    const next = t.status;
    const moves = movesForward(current, next);
    const patch: Partial<repo.NewShipment> = {
      lastTrackedAt: new Date(),
      courierStatus: t.courierStatus.slice(0, 200) || s.courierStatus,
    };
    if (t.deliveryCharges != null) patch.deliveryCharges = t.deliveryCharges;
    if (t.returnCharges != null) patch.returnCharges = t.returnCharges;
    if (!moves) {
      await repo.update(tx, s.accountId, s.id, patch);
      return fresh > 0;
    }
    const now = new Date();
    const at = t.events.at(-1)?.at ?? now;
    patch.status = next;
    if (next !== 'booked' && !s.pickedUpAt) patch.pickedUpAt = at;
    if (next === 'delivered') patch.deliveredAt = at;
    if (next === 'returned') patch.returnedAt = at;
    if (next === 'cancelled') {
      patch.state = 'cancelled';
      patch.cancelledAt = at;
    }
    await repo.update(tx, s.accountId, s.id, patch);
    if (next !== 'attempted') await adviceRepo.closeForShipment(tx, s.accountId, s.id);
    await orders.courierUpdate(tx, s.accountId, s.orderId, {
      to: next === 'cancelled' ? 'Processing' : (ORDER_FOR[next] ?? null),
      type: 'parcel_status',
      actor: { kind: 'courier', name: courierName },
      message: `${courierName}: ${PARCEL_STATUS_LABELS[next]}${t.courierStatus && t.courierStatus !== PARCEL_STATUS_LABELS[next] ? ` — ${t.courierStatus}` : ''}`,
      data: { shipmentId: s.id, status: next, trackingNumber: s.trackingNumber },
    });
    if (next === 'delivered' || next === 'returned')
      await couriers.bumpCityStat(
        tx,
        { accountId: s.accountId, courierAccountId: s.courierAccountId, city: s.consigneeCity },
        next === 'delivered'
          ? { delivered: 1, returned: current === 'returned' ? -1 : 0 }
          : { returned: 1, delivered: current === 'delivered' ? -1 : 0 },
      );
    return true;
  });
}

/** Records a courier's payments and their lines, matched to our parcels by tracking number (idempotent). */
export async function recordPayments(
  db: Db,
  accountId: string,
  courierAccountId: string,
  payments: CourierPayment[],
  source: 'api' | 'import',
  fileName: string | null = null,
) {
  let newLines = 0;
  let newPayments = 0;
  for (const p of payments) {
    // An amount beyond any one parcel's (a courier's error) is left out rather than stored (issue 11 §4).
    p.lines = p.lines.filter((l) => Number.isSafeInteger(l.amount) && Math.abs(l.amount) <= MAX_AMOUNT_PAISA);
    // Counted from what the committed transaction returns (a retried one runs again from the start).
    const r = await transaction(db, async (tx) => {
      const { id, created } = await payRepo.upsertPayment(tx, {
        id: uuidv7(),
        accountId,
        courierAccountId,
        reference: p.reference.slice(0, 80),
        paidOn: p.paidOn ? p.paidOn.toISOString().slice(0, 10) : null,
        method: p.method,
        total: p.total,
        source,
        fileName,
      });
      const known = new Map(
        (
          await repo.byTracking(
            tx,
            accountId,
            courierAccountId,
            p.lines.map((l) => l.trackingNumber),
          )
        ).map((s) => [s.trackingNumber!, s.id]),
      );
      const lines = await payRepo.insertLines(
        tx,
        p.lines.map((l) => ({
          id: uuidv7(),
          paymentId: id,
          accountId,
          trackingNumber: l.trackingNumber,
          shipmentId: known.get(l.trackingNumber) ?? null,
          amount: l.amount,
        })),
      );
      await payRepo.setTotal(tx, accountId, id);
      return { created, lines };
    });
    if (r.created) newPayments++;
    newLines += r.lines;
  }
  return { newPayments, newLines };
}

async function syncAdvices(db: Db, accountId: string, courierAccountId: string, adapter: CourierAdapter) {
  if (!adapter.advices) return 0;
  const attempted = await repo.activeForTracking(db, accountId, courierAccountId, TRACK_LIMIT, 'attempted');
  const list = await adapter.advices(attempted.map((s) => s.trackingNumber!));
  const parcels = new Map(
    (
      await repo.byTracking(
        db,
        accountId,
        courierAccountId,
        list.map((a) => a.trackingNumber),
      )
    ).map((s) => [s.trackingNumber!, s]),
  );
  const existing = await adviceRepo.openForShipments(
    db,
    accountId,
    [...parcels.values()].map((s) => s.id),
  );
  let opened = 0;
  for (const a of list) {
    const s = parcels.get(a.trackingNumber);
    if (!s || s.state !== 'booked' || FINAL.has(s.status ?? 'booked')) continue;
    const mine = existing.filter((e) => e.shipmentId === s.id);
    const open = mine.find((e) => e.status === 'open');
    if (open) {
      await adviceRepo.update(db, accountId, open.id, {
        reason: a.reason.slice(0, 300),
        attempts: a.attempts,
        deadline: a.deadline,
        courierAdviceId: a.adviceId,
      });
      continue;
    }
    // Answered already, and the courier has not tried again since: do not ask twice.
    const answered = mine.find(
      (e) => e.status === 'answered' && (!a.adviceId || e.courierAdviceId === a.adviceId),
    );
    if (answered && (!s.lastTrackedAt || (answered.answeredAt && answered.answeredAt >= s.updatedAt)))
      continue;
    if (answered && a.adviceId) continue;
    if (
      await adviceRepo.insert(db, {
        id: uuidv7(),
        accountId,
        shipmentId: s.id,
        courierAdviceId: a.adviceId,
        reason: a.reason.slice(0, 300),
        attempts: a.attempts,
        deadline: a.deadline,
        status: 'open',
      })
    ) {
      opened++;
      await transaction(db, (tx) =>
        orders.courierUpdate(tx, accountId, s.orderId, {
          to: null,
          type: 'shipper_advice',
          message: `Courier needs your answer: ${a.reason}${a.deadline ? ` (by ${pakistanTime(a.deadline)})` : ''}`,
          data: { shipmentId: s.id },
        }),
      );
    }
  }
  return opened;
}

/** One courier account: track moving parcels, collect shipper advices and payments. */
export async function runSync(deps: ShippingDeps, ctx: JobContext): Promise<JobOutcome> {
  const { courierAccountId } = ctx.job.payload as { courierAccountId: string };
  const accountId = ctx.job.accountId;
  const { account, adapter } = await couriers.openCourier(deps, accountId, courierAccountId);
  const name = COURIERS[account.courier as CourierCode].name;
  const errors: string[] = [];
  let moved = 0;
  const active = await repo.activeForTracking(deps.db, accountId, courierAccountId, TRACK_LIMIT);
  for (let i = 0; i < active.length; i += adapter.trackBatchSize) {
    const batch = active.slice(i, i + adapter.trackBatchSize);
    await shareWithRequests(deps.db);
    let since = performance.now();
    try {
      const results = await adapter.track(batch.map((s) => s.trackingNumber!));
      const byCn = new Map(batch.map((s) => [s.trackingNumber!, s]));
      const known = await repo.eventSummary(
        deps.db,
        accountId,
        batch.map((s) => s.id),
      );
      for (const r of results) {
        // A status word no adapter table knows: in the logs once, with the courier's own words.
        if (r.status === null)
          reportUnknownWord(deps.runtime.log, account.courier, 'tracking status', r.courierStatus, null);
        const s = byCn.get(r.trackingNumber);
        // One short transaction per parcel with news; none for the rest.
        if (s && hasNews(s, r, known)) {
          if (await applyTracking(deps.db, s, r, name)) moved++;
          await shareWithRequests(deps.db, since);
          since = performance.now();
        }
      }
      await repo.touchTracked(
        deps.db,
        accountId,
        batch.map((s) => s.id),
      );
    } catch (err) {
      errors.push(err instanceof CourierError ? err.message : String(err));
      if (err instanceof CourierError && (err.kind === 'auth' || err.kind === 'unavailable')) break;
    }
    await ctx.checkpoint(i + batch.length, []);
    await shareWithRequests(deps.db, since);
  }
  let advices = 0;
  try {
    advices = await syncAdvices(deps.db, accountId, courierAccountId, adapter);
  } catch (err) {
    errors.push(err instanceof CourierError ? err.message : String(err));
  }
  let paid = { newPayments: 0, newLines: 0 };
  if (adapter.payments) {
    try {
      const unpaid = await payRepo.unpaidTrackingNumbers(deps.db, accountId, courierAccountId, 500);
      if (unpaid.length) {
        const to = new Date();
        const from = new Date(to.getTime() - 31 * 86_400_000);
        paid = await recordPayments(
          deps.db,
          accountId,
          courierAccountId,
          await adapter.payments({ trackingNumbers: unpaid, from, to }),
          'api',
        );
      }
    } catch (err) {
      errors.push(err instanceof CourierError ? err.message : String(err));
    }
  }
  await couriers.recordSync(
    deps.db,
    accountId,
    courierAccountId,
    errors[0]?.slice(0, 300) ?? null,
    // Never faster than the courier allows (adapter.minPollSeconds).
    Math.max(syncInterval(account.courier, deps.runtime.sandboxStepMs), adapter.minPollSeconds),
  );
  return {
    progress: active.length,
    errors: [],
    result: { tracked: active.length, moved, advices, ...paid, errors },
  };
}
