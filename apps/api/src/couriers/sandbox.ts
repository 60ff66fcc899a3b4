import { createHash, randomInt } from 'node:crypto';
import type { ParcelStatus } from '@sauda/contracts/couriers.ts';
import { CITIES } from '@sauda/contracts/cities.ts';
import type { Db } from '../db/client.ts';
import * as repo from './sandbox.repo.ts';
import {
  CourierError,
  type AdapterContext,
  type CourierAdapter,
  type CourierAdvice,
  type CourierPayment,
  type TrackEvent,
  type TrackResult,
} from './types.ts';

/**
 * The built-in sandbox courier: a courier that lives in Sauda's own database, so the whole flow
 * (book → load sheet → pick-up → tracking → shipper advice → payment) can be tried on a fresh
 * install. Parcels move on with time, one step (SANDBOX_STEP_SECONDS, default 60 s) at a time:
 *
 *   booked ─(load sheet, or 30 steps unasked)→ picked up → in transit → out for delivery → outcome
 *
 * The rider comes one step after the parcel goes on a load sheet. A parcel never put on one is
 * collected anyway after PICKUP_UNASKED_STEPS (half an hour at the default pace): long enough that
 * a seller trying load sheets finds the parcel still waiting, short enough that a seller who skips
 * them still sees it move.
 *
 * The outcome is chosen at booking: an address containing "attempt" gets a failed attempt (a
 * shipper advice), "refuse" or "return" a refusal and return, "deliver" a delivery; otherwise 70 % delivered, 20 %
 * attempted, 10 % returned (by a hash of our reference). Delivered parcels are paid in a CPR two
 * steps later, COD minus charges; returned parcels' charges are deducted the same way.
 */

/** Steps after booking at which the rider collects a parcel that is on no load sheet. */
export const PICKUP_UNASKED_STEPS = 30;

export type SandboxOutcome = 'deliver' | 'attempt' | 'return';
export const SANDBOX_REASONS = [
  'Customer not responding',
  'Address incomplete',
  'Customer asked to deliver later',
  'Customer refused to pay',
];

export function sandboxOutcome(reference: string, address: string): SandboxOutcome {
  const a = address.toLowerCase();
  if (a.includes('attempt')) return 'attempt';
  if (a.includes('refuse') || a.includes('return')) return 'return';
  if (a.includes('deliver')) return 'deliver';
  const n = createHash('sha256').update(reference).digest().readUInt32BE(0) % 10;
  return n < 7 ? 'deliver' : n < 9 ? 'attempt' : 'return';
}

/** Delivery charge: Rs 150 plus 1 % of the COD; a return costs Rs 100 more. Paisa. */
export const sandboxCharges = (cod: number) => ({
  delivery: 15_000 + Math.round(cod / 10_000) * 100,
  return: 10_000,
});

interface Step {
  at: number;
  status: ParcelStatus;
  code: string;
  message: string;
}

/**
 * A payment batch's reference: to the minute, plus the seconds when the batch does not start on a
 * minute. Batches are six steps apart, so with the default 60-s step every one starts on a minute
 * (the references stay as they were); steps shorter than 10 s (the browser suite's 2 s) give
 * several batches a minute, and each still gets its own reference.
 */
export function sandboxPaymentReference(paidAt: Date): string {
  const iso = paidAt.toISOString();
  const seconds = iso.slice(17, 19);
  return `SBX-CPR-${iso.slice(0, 16).replace(/\D/g, '')}${seconds === '00' ? '' : seconds}`;
}

/** Everything that has happened to a parcel by `now` (pure: tested on its own). */
export function sandboxTimeline(p: repo.SandboxParcel, stepMs: number, now: number): Step[] {
  const created = p.createdAt.getTime();
  const steps: Step[] = [
    { at: created, status: 'booked', code: 'BOOKED', message: 'Booked, awaiting pick-up' },
  ];
  const push = (at: number, status: ParcelStatus, code: string, message: string) => {
    if (at <= now) steps.push({ at, status, code, message });
  };
  if (p.cancelledAt) {
    push(p.cancelledAt.getTime(), 'cancelled', 'CANCELLED', 'Booking cancelled by the shipper');
    return steps;
  }
  const pick = p.pickedUpAt?.getTime() ?? created + PICKUP_UNASKED_STEPS * stepMs;
  push(pick, 'picked_up', 'PICKED', 'Picked up from the shipper');
  push(pick + stepMs, 'in_transit', 'TRANSIT', `Arrived at ${p.city} hub`);
  push(pick + 2 * stepMs, 'out_for_delivery', 'OFD', 'Out for delivery');
  const end = pick + 3 * stepMs;
  if (p.outcome === 'deliver') {
    push(end, 'delivered', 'DELIVERED', 'Delivered to the consignee');
  } else if (p.outcome === 'return') {
    push(end, 'returning', 'REFUSED', 'Consignee refused the parcel; returning to shipper');
    push(end + 2 * stepMs, 'returned', 'RETURNED', 'Returned to shipper');
  } else {
    push(end, 'attempted', 'ATTEMPTED', `Delivery attempted: ${reasonOf(p)}`);
    const answered = p.adviceAt?.getTime();
    if (answered && p.adviceAction === 'reattempt') {
      push(answered + stepMs, 'out_for_delivery', 'OFD2', 'Out for delivery again (re-attempt)');
      push(answered + 2 * stepMs, 'delivered', 'DELIVERED', 'Delivered to the consignee');
    } else if (answered && p.adviceAction === 'return') {
      push(answered + stepMs, 'returning', 'RTS', 'Returning to shipper on your instruction');
      push(answered + 2 * stepMs, 'returned', 'RETURNED', 'Returned to shipper');
    } else if (answered && p.adviceAction === 'hold') {
      push(answered + stepMs, 'attempted', 'HOLD', 'Held at the branch on your instruction');
      push(answered + 5 * stepMs, 'returning', 'RTS', 'Hold period over; returning to shipper');
      push(answered + 7 * stepMs, 'returned', 'RETURNED', 'Returned to shipper');
    }
  }
  return steps;
}

const reasonOf = (p: repo.SandboxParcel) =>
  SANDBOX_REASONS[
    createHash('sha256').update(p.trackingNumber).digest().readUInt8(0) % SANDBOX_REASONS.length
  ]!;

export interface SandboxDeps {
  db: Db;
  /** The seller whose sandbox account this is. */
  accountId: string;
  courierAccountId: string;
  stepMs: number;
}

export function createSandbox(ctx: AdapterContext, deps: SandboxDeps): CourierAdapter {
  const { db, stepMs } = deps;
  const books: repo.Books = { accountId: deps.accountId, courierAccountId: deps.courierAccountId };
  const now = () => ctx.now().getTime();
  const trackOne = (p: repo.SandboxParcel): TrackResult => {
    const steps = sandboxTimeline(p, stepMs, now());
    const last = steps.at(-1)!;
    const charges = sandboxCharges(p.codAmount);
    const done = last.status === 'delivered' || last.status === 'returned' || last.status === 'returning';
    return {
      trackingNumber: p.trackingNumber,
      status: last.status,
      courierStatus: last.message,
      events: steps.map<TrackEvent>((s) => ({
        at: new Date(s.at),
        code: s.code,
        message: s.message,
        status: s.status,
      })),
      deliveryCharges: done ? charges.delivery : null,
      returnCharges: last.status === 'returned' || last.status === 'returning' ? charges.return : null,
    };
  };

  return {
    code: 'sandbox',
    trackBatchSize: 200,
    minPollSeconds: Math.max(1, Math.round(stepMs / 2000)),

    async testConnection() {},

    async cities() {
      return CITIES.map((c) => ({ id: c.name, name: c.name, pickup: true, delivery: true }));
    },

    async book(r) {
      if (!/^03\d{9}$/.test(r.consignee.phone))
        throw new CourierError(
          'rejected',
          `Sandbox courier refused: phone ${r.consignee.phone} is not a mobile number`,
        );
      if (!CITIES.some((c) => c.name === r.consignee.city))
        throw new CourierError(
          'rejected',
          `Sandbox courier refused: it does not deliver to ${r.consignee.city}`,
        );
      const p = await repo.insertParcel(db, {
        trackingNumber: `SBX${randomInt(100_000_000, 999_999_999)}`,
        ...books,
        reference: r.reference,
        codAmount: r.codAmount,
        city: r.consignee.city,
        outcome: sandboxOutcome(r.reference, r.consignee.address),
        createdAt: ctx.now(),
      });
      return { trackingNumber: p.trackingNumber };
    },

    async findBooking(reference) {
      const p = await repo.byReference(db, books, reference);
      return p && !p.cancelledAt ? { trackingNumber: p.trackingNumber } : null;
    },

    async cancel(cn) {
      const [p] = await repo.byTracking(db, books, [cn]);
      if (!p) throw new CourierError('rejected', `Sandbox courier has no parcel ${cn}`);
      if (p.cancelledAt) return;
      const status = trackOne(p).status;
      if (status !== 'booked')
        throw new CourierError(
          'rejected',
          `Sandbox courier cannot cancel ${cn}: it is already ${status?.replace(/_/g, ' ')}`,
        );
      await repo.update(db, books, [cn], { cancelledAt: ctx.now() });
    },

    async track(cns) {
      return (await repo.byTracking(db, books, cns)).map(trackOne);
    },

    async loadSheet(cns) {
      const rows = await repo.byTracking(db, books, cns);
      const waiting = rows.filter((p) => !p.cancelledAt && !p.pickedUpAt).map((p) => p.trackingNumber);
      // The rider comes for them one step later.
      await repo.update(db, books, waiting, { pickedUpAt: new Date(now() + stepMs) });
      return { sheetId: `SBX-LS-${now().toString(36).toUpperCase()}`, pdf: null };
    },

    // Like a real courier's API, advices and payments answer for the parcels Sauda asks about
    // (attempted ones; delivered or returned ones not yet paid), so a sync never scans them all.
    async advices(cns) {
      const out: CourierAdvice[] = [];
      for (const p of await repo.byTracking(db, books, cns)) {
        if (p.cancelledAt) continue;
        if (p.outcome !== 'attempt' || p.adviceAt) continue;
        const last = sandboxTimeline(p, stepMs, now()).at(-1)!;
        if (last.code !== 'ATTEMPTED') continue;
        out.push({
          adviceId: `ADV-${p.trackingNumber}`,
          trackingNumber: p.trackingNumber,
          reason: reasonOf(p),
          attempts: 1,
          deadline: new Date(last.at + 48 * 3_600_000),
        });
      }
      return out;
    },

    async answerAdvice(advice, answer) {
      const [p] = await repo.byTracking(db, books, [advice.trackingNumber]);
      if (!p) throw new CourierError('rejected', `Sandbox courier has no parcel ${advice.trackingNumber}`);
      if (p.adviceAt) throw new CourierError('rejected', `${advice.trackingNumber} was already answered`);
      await repo.update(db, books, [p.trackingNumber], {
        adviceAction: answer.action,
        adviceAt: ctx.now(),
      });
    },

    async payments(q) {
      const batchMs = 6 * stepMs;
      const byRef = new Map<string, CourierPayment>();
      for (const p of await repo.byTracking(db, books, q.trackingNumbers)) {
        if (p.cancelledAt) continue;
        const last = sandboxTimeline(p, stepMs, now()).at(-1)!;
        if (last.status !== 'delivered' && last.status !== 'returned') continue;
        const paidAt = Math.ceil((last.at + 2 * stepMs) / batchMs) * batchMs;
        if (paidAt > now()) continue;
        const c = sandboxCharges(p.codAmount);
        const amount = last.status === 'delivered' ? p.codAmount - c.delivery : -(c.delivery + c.return);
        const d = new Date(paidAt);
        const reference = sandboxPaymentReference(d);
        const pay = byRef.get(reference) ?? {
          reference,
          paidOn: d,
          method: 'Bank transfer',
          total: 0,
          lines: [],
        };
        pay.lines.push({
          trackingNumber: p.trackingNumber,
          amount,
          codAmount: p.codAmount,
          charges: c.delivery,
        });
        pay.total += amount;
        byRef.set(reference, pay);
      }
      return [...byRef.values()];
    },
  };
}
