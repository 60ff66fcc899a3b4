import { COURIERS, type Advice, type CourierCode } from '@sauda/contracts/couriers.ts';
import { transaction } from '../../db/tx.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { CourierError, type AdviceAction } from '../../couriers/types.ts';
import * as couriers from '../couriers/couriers.service.ts';
import * as orders from '../orders/orders-shipping.service.ts';
import * as adviceRepo from './advice.repo.ts';
import type { ShippingDeps } from './booking.service.ts';

/** What each courier's API accepts as an answer (manual couriers: anything, recorded only). */
const ACTIONS: Record<CourierCode, AdviceAction[]> = {
  sandbox: ['reattempt', 'return', 'hold'],
  manual: ['reattempt', 'return', 'hold'],
  postex: ['reattempt', 'return'],
  leopards: ['reattempt', 'return'],
  mnp: ['reattempt', 'return', 'hold'],
  trax: ['reattempt', 'return', 'hold'],
  tcs: ['reattempt', 'return', 'hold'],
};
const ACTION_LABEL: Record<AdviceAction, string> = {
  reattempt: 'Re-attempt',
  return: 'Return',
  hold: 'Hold',
};

type Row = Awaited<ReturnType<typeof adviceRepo.list>>['rows'][number];

function toAdvice(r: Row, history: orders.BuyerHistory | undefined): Advice {
  const a = r.a;
  const s = r.s;
  return {
    _id: a.id,
    status: a.status as Advice['status'],
    reason: a.reason,
    attempts: a.attempts,
    deadline: a.deadline?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
    actions: ACTIONS[s.courier as CourierCode] ?? ['reattempt', 'return'],
    answer:
      a.action && a.answeredAt
        ? {
            action: a.action as AdviceAction,
            remarks: a.remarks,
            address: a.newAddress,
            phone: a.newPhone,
            at: a.answeredAt.toISOString(),
            by: a.answeredByName,
          }
        : null,
    sendError: a.sendError,
    parcel: {
      shipmentId: s.id,
      orderId: s.orderId,
      orderName: r.orderName,
      trackingNumber: s.trackingNumber,
      courierId: s.courierAccountId,
      courierName: s.trackingCompany ?? r.courierName,
      courierStatus: s.courierStatus,
      codAmount: s.codAmount,
      consignee: {
        name: s.consigneeName,
        phone: s.consigneePhone,
        address: s.consigneeAddress,
        city: s.consigneeCity,
      },
    },
    history: history ?? null,
  };
}

export async function listAdvices(
  deps: ShippingDeps,
  accountId: string,
  q: { status: 'open' | 'answered' | 'closed' | 'all'; courierId?: string; page: number; limit: number },
) {
  if (q.courierId) await couriers.getAccount(deps, accountId, q.courierId);
  const { rows, total } = await adviceRepo.list(
    deps.db,
    accountId,
    { status: q.status, courierId: q.courierId },
    q.page,
    q.limit,
  );
  const history = await orders.buyerHistory(
    deps.db,
    accountId,
    rows.map((r) => r.s.orderId),
  );
  return {
    data: rows.map((r) => toAdvice(r, history.get(r.s.orderId))),
    meta: { page: q.page, limit: q.limit, total, open: await adviceRepo.openCount(deps.db, accountId) },
  };
}

/**
 * Answers advices one by one: each answer goes to the courier's API (or is only recorded for a
 * manual courier). A refusal is reported per parcel and the advice stays open.
 */
export async function answerAdvices(
  deps: ShippingDeps,
  auth: AuthContext,
  body: { ids: string[]; action: AdviceAction; remarks: string; address?: string; phone?: string },
) {
  const answered: string[] = [];
  const failed: Array<{ _id: string; message: string }> = [];
  const ids = [...new Set(body.ids)];
  const rows = new Map(
    (await adviceRepo.find(deps.db, auth.accountId, ids.filter(isUuid))).map((r) => [r.a.id, r]),
  );
  const adapters = new Map<string, Awaited<ReturnType<typeof couriers.openCourier>>>();
  for (const id of ids) {
    const r = rows.get(id);
    if (!r) {
      failed.push({ _id: id, message: 'Shipper advice not found' });
      continue;
    }
    if (r.a.status !== 'open') {
      failed.push({ _id: id, message: `${r.orderName} was already ${r.a.status}` });
      continue;
    }
    const code = r.s.courier as CourierCode;
    if (!(ACTIONS[code] ?? []).includes(body.action)) {
      failed.push({
        _id: id,
        message: `${COURIERS[code].name} does not accept "${ACTION_LABEL[body.action]}" as an answer`,
      });
      continue;
    }
    let sendError: string | null = null;
    if (code !== 'manual') {
      try {
        let c = adapters.get(r.s.courierAccountId);
        if (!c)
          adapters.set(
            r.s.courierAccountId,
            (c = await couriers.openCourier(deps, auth.accountId, r.s.courierAccountId)),
          );
        if (!c.adapter.answerAdvice)
          throw new CourierError('unsupported', `${COURIERS[code].name} has no shipper-advice API`);
        await c.adapter.answerAdvice(
          {
            adviceId: r.a.courierAdviceId,
            trackingNumber: r.s.trackingNumber!,
            reason: r.a.reason,
            attempts: r.a.attempts,
            deadline: r.a.deadline,
          },
          {
            action: body.action,
            remarks: body.remarks,
            address: body.address ?? null,
            phone: body.phone ?? null,
          },
        );
      } catch (err) {
        sendError = err instanceof CourierError ? err.message : `${r.courierName} could not be reached`;
      }
    }
    if (sendError) {
      await adviceRepo.update(deps.db, auth.accountId, id, { sendError });
      failed.push({ _id: id, message: sendError });
      continue;
    }
    await transaction(deps.db, async (tx) => {
      await adviceRepo.update(tx, auth.accountId, id, {
        status: 'answered',
        action: body.action,
        remarks: body.remarks || null,
        newAddress: body.address ?? null,
        newPhone: body.phone ?? null,
        answeredAt: new Date(),
        answeredBy: auth.userId || null,
        answeredByName: auth.userName,
        sendError: null,
      });
      await orders.courierUpdate(tx, auth.accountId, r.s.orderId, {
        to: null,
        type: 'shipper_advice_answered',
        message: `Shipper advice answered: ${ACTION_LABEL[body.action]}${body.address ? ` to ${body.address}` : ''}${body.remarks ? ` — ${body.remarks}` : ''}${code === 'manual' ? ' (recorded; tell the courier yourself)' : ` (sent to ${COURIERS[code].name})`}`,
        actor: { kind: 'user', id: auth.userId || null, name: auth.userName },
      });
    });
    answered.push(id);
  }
  return { answered, failed };
}
