import type { ParcelStatus } from '@sauda/contracts/couriers.ts';
import { authFailed, type HttpAnswer } from './http.ts';
import {
  CourierError,
  rupees,
  toPaisa,
  type AdapterContext,
  type CourierAdapter,
  type CourierPayment,
  type TrackResult,
} from './types.ts';

/**
 * PostEx (COURIERS.md): JSON over `…/services/integration/api/order/{v1|v2|v3}/`, header `token`,
 * success `statusCode: "200"` with the payload in `dist`. The base URL is the host
 * (`https://api.postex.pk`, staging `https://stg-api.postex.pk`).
 */
export const POSTEX_HOSTS = { production: 'https://api.postex.pk', staging: 'https://stg-api.postex.pk' };
const API = 'services/integration/api/order';

/** History codes (transactionStatusMessageCode) → our lifecycle. */
export const POSTEX_CODES: Record<string, ParcelStatus> = {
  '0001': 'booked',
  '0003': 'in_transit',
  '0004': 'out_for_delivery',
  '0005': 'delivered',
  '0002': 'returned',
  '0006': 'returning',
  '0007': 'returned',
  '0013': 'attempted',
};

/** Order status names (transactionStatus / get-order-status) → our lifecycle. */
export const POSTEX_STATUS_NAMES: Record<string, ParcelStatus> = {
  unbooked: 'booked',
  booked: 'booked',
  'at merchant': 'booked',
  warehouse: 'in_transit',
  'postex warehouse': 'in_transit',
  picked: 'picked_up',
  'picked by postex': 'picked_up',
  'en-route to warehouse': 'in_transit',
  'en-route to postex warehouse': 'in_transit',
  'out for delivery': 'out_for_delivery',
  attempted: 'attempted',
  delivered: 'delivered',
  'out for return': 'returning',
  returned: 'returned',
  cancelled: 'cancelled',
};

interface PxEnvelope<T> {
  statusCode?: string | number;
  statusMessage?: string;
  dist?: T;
}

const ok = (b: PxEnvelope<unknown> | null) => String(b?.statusCode ?? '') === '200';
const ymd = (d: Date) => d.toISOString().slice(0, 10);

export function postexStatus(name: string | undefined, code?: string): ParcelStatus | null {
  if (code && POSTEX_CODES[code]) return POSTEX_CODES[code];
  return (
    POSTEX_STATUS_NAMES[
      String(name ?? '')
        .trim()
        .toLowerCase()
    ] ?? null
  );
}

export function createPostex(ctx: AdapterContext): CourierAdapter {
  const { http } = ctx;
  const headers = { token: ctx.credentials.token ?? '' };

  async function call<T>(
    method: string,
    path: string,
    o: Parameters<typeof http.request>[2] = {},
  ): Promise<HttpAnswer<PxEnvelope<T> | null>> {
    const res = await http.request<PxEnvelope<T> | null>(method, path, { ...o, headers });
    if (res.status === 401 || res.status === 403 || String(res.body?.statusCode) === '401')
      throw authFailed('PostEx', res.status);
    return res;
  }
  const refuse = (res: HttpAnswer<PxEnvelope<unknown> | null>, what: string) =>
    new CourierError(
      'rejected',
      `PostEx refused to ${what}: ${res.body?.statusMessage ?? `HTTP ${res.status}`}`.slice(0, 300),
    );

  const trackingOf = (dist: unknown) => {
    const d = dist as { trackingNumber?: string } | undefined;
    return typeof d?.trackingNumber === 'string' && d.trackingNumber ? d.trackingNumber : null;
  };

  return {
    code: 'postex',
    trackBatchSize: 50,
    minPollSeconds: 15 * 60,

    async testConnection() {
      const res = await call('GET', `${API}/v2/get-operational-city`);
      if (!ok(res.body)) throw refuse(res, 'answer');
    },

    async cities() {
      const res = await call<
        Array<{ operationalCityName?: string; isPickupCity?: boolean; isDeliveryCity?: boolean }>
      >('GET', `${API}/v2/get-operational-city`);
      if (!ok(res.body) || !Array.isArray(res.body?.dist)) throw refuse(res, 'list cities');
      return res.body.dist
        .filter((c) => typeof c.operationalCityName === 'string' && c.operationalCityName.trim())
        .map((c) => ({
          id: c.operationalCityName!.trim(),
          name: c.operationalCityName!.trim(),
          pickup: c.isPickupCity !== false,
          delivery: c.isDeliveryCity !== false,
        }));
    },

    async book(r) {
      const res = await call('POST', `${API}/v3/create-order`, {
        json: {
          orderRefNumber: r.reference,
          invoicePayment: rupees(r.codAmount),
          orderDetail: r.description.slice(0, 500),
          customerName: r.consignee.name,
          customerPhone: r.consignee.phone,
          deliveryAddress: r.consignee.address,
          transactionNotes: r.remarks ?? '',
          cityName: r.consignee.courierCityName ?? r.consignee.city,
          invoiceDivision: 0,
          items: r.itemCount,
          pickupAddressCode: r.pickup.courierAddressCode ?? undefined,
          storeAddressCode: r.pickup.courierAddressCode ?? undefined,
          orderType: r.shipmentType || 'Normal',
        },
      });
      const cn = trackingOf(res.body?.dist);
      if (ok(res.body) && cn) return { trackingNumber: cn };
      throw refuse(res, 'book the parcel');
    },

    async findBooking(reference, around) {
      const from = new Date(around.getTime() - 2 * 86_400_000);
      const to = new Date(around.getTime() + 86_400_000);
      const res = await call<Array<{ orderRefNumber?: string; trackingNumber?: string }>>(
        'GET',
        `${API}/v1/get-all-order`,
        { query: { orderStatusID: 0, fromDate: ymd(from), toDate: ymd(to) } },
      );
      if (!ok(res.body)) throw refuse(res, 'look the booking up');
      const hit = (res.body?.dist ?? []).find((o) => o.orderRefNumber === reference && o.trackingNumber);
      return hit ? { trackingNumber: hit.trackingNumber! } : null;
    },

    async cancel(cn) {
      const res = await call('PUT', `${API}/v1/cancel-order`, {
        json: { trackingNumber: cn },
        idempotent: true,
      });
      if (!ok(res.body)) throw refuse(res, `cancel ${cn}`);
    },

    async track(cns) {
      const res = await call<
        Array<{
          trackingNumber?: string;
          trackingResponse?: {
            transactionStatus?: string;
            transactionFee?: number;
            transactionTax?: number;
            reversalFee?: number;
            reversalTax?: number;
            transactionStatusHistory?: Array<{
              transactionStatusMessage?: string;
              transactionStatusMessageCode?: string;
              modifiedDatetime?: string;
            }>;
          };
        }>
      >('GET', `${API}/v1/track-bulk-order`, { query: { TrackingNumbers: cns.join(',') } });
      if (!ok(res.body) || !Array.isArray(res.body?.dist)) throw refuse(res, 'track parcels');
      const out: TrackResult[] = [];
      for (const d of res.body.dist) {
        const t = d.trackingResponse;
        if (!d.trackingNumber || !t) continue;
        const events = (t.transactionStatusHistory ?? [])
          .map((h) => ({
            at: new Date(h.modifiedDatetime ?? 0),
            code: h.transactionStatusMessageCode ?? '',
            message: h.transactionStatusMessage ?? '',
          }))
          .filter((e) => !Number.isNaN(e.at.getTime()))
          .sort((a, b) => a.at.getTime() - b.at.getTime());
        const last = events.at(-1);
        out.push({
          trackingNumber: d.trackingNumber,
          status: postexStatus(t.transactionStatus, last?.code) ?? postexStatus(t.transactionStatus),
          courierStatus: t.transactionStatus ?? last?.message ?? '',
          events,
          deliveryCharges:
            t.transactionFee != null ? toPaisa((t.transactionFee ?? 0) + (t.transactionTax ?? 0)) : null,
          returnCharges: t.reversalFee != null ? toPaisa((t.reversalFee ?? 0) + (t.reversalTax ?? 0)) : null,
        });
      }
      return out;
    },

    async airwayBill(cns) {
      if (cns.length > 10)
        throw new CourierError('rejected', 'PostEx prints at most 10 airway bills at once');
      const res = await http.request<Buffer>('GET', `${API}/v1/get-invoice`, {
        query: { trackingNumbers: cns.join(',') },
        headers,
        binary: true,
      });
      if (res.status === 401 || res.status === 403) throw authFailed('PostEx', res.status);
      if (!Buffer.isBuffer(res.body))
        throw new CourierError('rejected', 'PostEx did not return the airway bills');
      return res.body;
    },

    async loadSheet(cns, pickup) {
      const res = await http.request<Buffer>('POST', `${API}/v2/generate-load-sheet`, {
        json: { trackingNumbers: cns, pickupAddress: pickup.courierAddressCode ?? undefined },
        headers,
        binary: true,
      });
      if (res.status === 401 || res.status === 403) throw authFailed('PostEx', res.status);
      if (!Buffer.isBuffer(res.body) || res.status >= 400)
        throw refuse(res as unknown as HttpAnswer<PxEnvelope<unknown> | null>, 'make the load sheet');
      return { sheetId: `PX-${ymd(ctx.now())}-${cns.length}`, pdf: res.body };
    },

    async advices(attempted) {
      // PostEx has no list call: every parcel it reports as Attempted (17) awaits our answer.
      return attempted.map((cn) => ({
        adviceId: null,
        trackingNumber: cn,
        reason: 'Delivery attempted',
        attempts: 1,
        deadline: null,
      }));
    },

    async answerAdvice(advice, answer) {
      if (answer.action === 'hold')
        throw new CourierError('rejected', 'PostEx accepts a re-attempt or a return, not hold');
      const remarks = [
        answer.remarks,
        answer.address ? `New address: ${answer.address}` : '',
        answer.phone ? `Phone: ${answer.phone}` : '',
      ]
        .filter(Boolean)
        .join(' · ')
        .slice(0, 500);
      const body = {
        json: {
          trackingNumber: advice.trackingNumber,
          statusId: answer.action === 'return' ? 1 : 2,
          remarks,
        },
        idempotent: true,
      };
      // Sources disagree on `/service/` vs `/services/` for these two calls: try one, then the other.
      let res = await call('PUT', `service/integration/api/order/v2/save-shipper-advice`, body);
      if (res.status === 404) res = await call('PUT', `${API}/v2/save-shipper-advice`, body);
      if (!ok(res.body)) throw refuse(res, `take the answer for ${advice.trackingNumber}`);
    },

    async payments({ trackingNumbers }) {
      const byRef = new Map<string, CourierPayment>();
      for (const cn of trackingNumbers) {
        const res = await call<{
          settle?: boolean;
          settlementDate?: string;
          upfrontPaymentDate?: string;
          cprNumber_1?: string;
          reservePaymentDate?: string;
          cprNumber_2?: string;
          upfrontPayment?: number;
          reservePayment?: number;
          balancePayment?: number;
        }>('GET', `${API}/v1/payment-status/${encodeURIComponent(cn)}`);
        const d = res.body?.dist;
        if (!ok(res.body) || !d) continue;
        const add = (ref: string | undefined, date: string | undefined, amount: number) => {
          if (!ref) return;
          const p = byRef.get(ref) ?? {
            reference: ref,
            paidOn: date ? new Date(date) : null,
            method: 'CPR',
            total: 0,
            lines: [],
          };
          p.lines.push({ trackingNumber: cn, amount });
          p.total += amount;
          byRef.set(ref, p);
        };
        add(
          d.cprNumber_1,
          d.upfrontPaymentDate ?? d.settlementDate,
          toPaisa(d.upfrontPayment ?? d.balancePayment ?? 0),
        );
        if (d.cprNumber_2 && d.cprNumber_2 !== d.cprNumber_1)
          add(d.cprNumber_2, d.reservePaymentDate, toPaisa(d.reservePayment ?? 0));
      }
      return [...byRef.values()];
    },

    async createPickupAddress(a) {
      const res = await call<{ addressCode?: string | number }>('POST', `${API}/v2/create-merchant-address`, {
        json: {
          address: a.address,
          cityName: a.courierCityName ?? a.city,
          contactPersonName: a.contactName,
          phone1: a.phone,
          addressTypeId: 2,
        },
      });
      const code = res.body?.dist?.addressCode;
      if (!ok(res.body) || code === undefined || code === null) throw refuse(res, 'save the pickup address');
      return { code: String(code) };
    },
  };
}
