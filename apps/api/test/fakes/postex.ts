import { startFakeServer, type FakeServer } from './fake-server.ts';

/**
 * A fake PostEx that keeps parcels in memory. Like the real one it books a new parcel on every
 * create-order call, even with a reference it has seen: double booking shows as two parcels.
 */
export interface FakeParcel {
  trackingNumber: string;
  orderRefNumber: string;
  body: Record<string, unknown>;
  status: string;
  history: Array<{
    transactionStatusMessage: string;
    transactionStatusMessageCode: string;
    modifiedDatetime: string;
  }>;
  cancelled: boolean;
  advice: Array<{ statusId: number; remarks: string }>;
}

export interface FakePostex extends FakeServer {
  token: string;
  parcels: FakeParcel[];
  /** Moves a parcel on: appends a history entry and sets its status. */
  advance(cn: string, code: string, message: string, status: string): void;
}

const envelope = (dist: unknown, statusCode = '200', statusMessage = 'Success') => ({
  statusCode,
  statusMessage,
  dist,
});

export async function startFakePostex(
  token = 'px-token-1',
  opts: { stallMs?: number } = {},
): Promise<FakePostex> {
  const parcels: FakeParcel[] = [];
  let seq = 0;
  const authed = (h: Record<string, unknown>) => h.token === token;
  const denied = { status: 401, json: envelope(null, '401', 'Unauthorized') };
  const find = (cn: string) => parcels.find((p) => p.trackingNumber === cn);

  const server = await startFakeServer(
    {
      'GET /services/integration/api/order/v2/get-operational-city': (r) =>
        authed(r.headers)
          ? {
              json: envelope([
                { operationalCityName: 'Karachi', isPickupCity: true, isDeliveryCity: true },
                { operationalCityName: 'Lahore', isPickupCity: true, isDeliveryCity: true },
                { operationalCityName: 'Islamabad', isPickupCity: false, isDeliveryCity: true },
                { operationalCityName: 'D.I. Khan', isPickupCity: false, isDeliveryCity: true },
              ]),
            }
          : denied,
      'POST /services/integration/api/order/v3/create-order': (r) => {
        if (!authed(r.headers)) return denied;
        const b = (r.body ?? {}) as Record<string, unknown>;
        const missing = [
          'orderRefNumber',
          'customerName',
          'customerPhone',
          'deliveryAddress',
          'cityName',
        ].filter((k) => !b[k]);
        if (missing.length)
          return { status: 400, json: envelope(null, '400', `${missing.join(', ')} is required`) };
        if (!/^03\d{9}$/.test(String(b.customerPhone)))
          return { status: 400, json: envelope(null, '400', 'Invalid customer phone') };
        const cn = `2${String(++seq).padStart(11, '0')}`;
        const now = new Date().toISOString();
        parcels.push({
          trackingNumber: cn,
          orderRefNumber: String(b.orderRefNumber),
          body: b,
          status: 'Booked',
          history: [
            {
              transactionStatusMessage: 'Order is at merchant',
              transactionStatusMessageCode: '0001',
              modifiedDatetime: now,
            },
          ],
          cancelled: false,
          advice: [],
        });
        return { json: envelope({ trackingNumber: cn, orderStatus: 'Booked', orderDate: now }) };
      },
      'GET /services/integration/api/order/v1/get-all-order': (r) =>
        authed(r.headers)
          ? {
              json: envelope(
                parcels.map((p) => ({ orderRefNumber: p.orderRefNumber, trackingNumber: p.trackingNumber })),
              ),
            }
          : denied,
      'PUT /services/integration/api/order/v1/cancel-order': (r) => {
        if (!authed(r.headers)) return denied;
        const p = find(String((r.body as { trackingNumber?: string })?.trackingNumber));
        if (!p) return { status: 400, json: envelope(null, '400', 'Tracking number not found') };
        p.cancelled = true;
        p.status = 'Cancelled';
        return { json: envelope(null) };
      },
      'GET /services/integration/api/order/v1/track-bulk-order': (r) => {
        if (!authed(r.headers)) return denied;
        const cns = (r.query.get('TrackingNumbers') ?? '').split(',').filter(Boolean);
        return {
          json: envelope(
            cns.flatMap((cn) => {
              const p = find(cn);
              return p
                ? [
                    {
                      trackingNumber: cn,
                      message: 'OK',
                      trackingResponse: {
                        transactionStatus: p.status,
                        transactionFee: 180,
                        transactionTax: 27,
                        reversalFee: p.status === 'Returned' ? 120 : 0,
                        reversalTax: 0,
                        transactionStatusHistory: p.history,
                      },
                    },
                  ]
                : [];
            }),
          ),
        };
      },
      'GET /services/integration/api/order/v1/get-invoice': (r) =>
        authed(r.headers) ? { bytes: Buffer.from('%PDF-1.4 fake airway bills') } : denied,
      'POST /services/integration/api/order/v2/generate-load-sheet': (r) =>
        authed(r.headers) ? { bytes: Buffer.from('%PDF-1.4 fake load sheet') } : denied,
      'PUT /service/integration/api/order/v2/save-shipper-advice': (r) => {
        if (!authed(r.headers)) return denied;
        const b = (r.body ?? {}) as { trackingNumber?: string; statusId?: number; remarks?: string };
        const p = find(String(b.trackingNumber));
        if (!p) return { status: 400, json: envelope(null, '400', 'Tracking number not found') };
        p.advice.push({ statusId: Number(b.statusId), remarks: String(b.remarks ?? '') });
        return { json: envelope(null) };
      },
      'GET /services/integration/api/order/v1/payment-status/:cn': (r) => {
        if (!authed(r.headers)) return denied;
        const p = find(r.params.cn ?? '');
        if (!p) return { status: 400, json: envelope(null, '400', 'Tracking number not found') };
        const settled = p.status === 'Delivered';
        return {
          json: envelope({
            settle: settled,
            settlementDate: settled ? '2026-11-20' : null,
            upfrontPaymentDate: settled ? '2026-11-20' : null,
            cprNumber_1: settled ? 'CPR-9001' : null,
            upfrontPayment: settled ? Number(p.body.invoicePayment ?? 0) - 207 : 0,
          }),
        };
      },
      'POST /services/integration/api/order/v2/create-merchant-address': (r) =>
        authed(r.headers) ? { json: envelope({ addressCode: 'PK-ADDR-77' }) } : denied,
    },
    { stallMs: opts.stallMs ?? 900 },
  );
  return {
    ...server,
    token,
    parcels,
    advance(cn, code, message, status) {
      const p = find(cn);
      if (!p) throw new Error(`no parcel ${cn}`);
      p.status = status;
      p.history.push({
        transactionStatusMessage: message,
        transactionStatusMessageCode: code,
        modifiedDatetime: new Date().toISOString(),
      });
    },
  };
}
