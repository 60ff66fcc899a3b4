import { startFakeServer, type FakeReply, type FakeRequest, type FakeServer } from './fake-server.ts';

/**
 * A fake PostEx that follows docs/couriers/postex.md (the documented API, never our adapter) and
 * is as strict as the real one where the sources are confident. Every rule cites its section
 * (`postex.md §N`). Parcels live in memory; like the real one it books a new parcel on every
 * create-order call, even with a reference it has seen: a double booking shows as two parcels.
 */
export interface FakeHistoryEntry {
  transactionStatusMessage: string;
  transactionStatusMessageCode: string;
  /** Karachi local time, "yyyy-MM-dd HH:mm:ss" (postex.md §5). */
  updatedAt: string;
}

/** What payment-status tells about a parcel (postex.md §7): CPR numbers and dates, no amounts. */
export interface FakeSettlement {
  settlementDate?: string;
  upfrontPaymentDate?: string;
  cprNumber_1?: string;
  reservePaymentDate?: string;
  cprNumber_2?: string;
}

/** The amounts PostEx keeps on the order / tracking record (postex.md §7), rupees. */
export interface FakeAmounts {
  upfrontPayment?: number;
  reservePayment?: number;
  balancePayment?: number;
}

export interface FakeParcel {
  trackingNumber: string;
  orderRefNumber: string;
  body: Record<string, unknown>;
  /** The order status name (postex.md §6). */
  status: string;
  /** Karachi local time of booking. */
  orderDate: string;
  /** Newest first (postex.md §4). */
  history: FakeHistoryEntry[];
  cancelled: boolean;
  advice: Array<{ statusId: number; remarks: string }>;
  settlement: FakeSettlement | null;
  amounts: FakeAmounts;
  transactionFee: number;
  transactionTax: number;
  reversalFee: number;
  reversalTax: number;
}

export interface FakeMerchantAddress {
  addressCode: string;
  address: string;
  cityName: string;
  contactPersonName: string;
  phone1: string;
  phone2: string;
  /** 1 return, 2 pickup (postex.md §9). */
  addressTypeId: number;
}

export interface FakePostex extends FakeServer {
  token: string;
  parcels: FakeParcel[];
  /** The merchant's addresses, as get-merchant-address lists them. */
  addresses: FakeMerchantAddress[];
  /** Answer get-all-order rows wrapped as `{trackingResponse: …}` (true) or flat (postex.md §3). */
  options: { wrapAllOrderRows: boolean };
  /**
   * Moves a parcel on: puts a history entry on top (newest first) and sets its status name.
   * `at` is the moment (default now), written as Karachi local time; a string is written as is.
   */
  advance(cn: string, code: string, message: string, status: string, at?: Date | string): void;
  /** PostEx pays a parcel: CPR numbers and dates for payment-status, amounts for the tracking record. */
  settle(cn: string, settlement: FakeSettlement, amounts: FakeAmounts): void;
}

/** postex.md §5: PostEx writes Karachi local time (UTC+5, no daylight saving), without a zone. */
export const karachiLocal = (d: Date) =>
  new Date(d.getTime() + 5 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** postex.md §6: order statuses by id (get-order-status). */
export const POSTEX_ORDER_STATUSES: Record<number, string> = {
  1: 'Unbooked',
  2: 'Booked',
  3: 'PostEx Warehouse',
  4: 'Out For Delivery',
  5: 'Delivered',
  6: 'Returned',
  7: 'Un-Assigned By Me',
  8: 'Expired',
  9: 'Delivery Under Review',
  15: 'Picked By PostEx',
  16: 'Out For Return',
  17: 'Attempted',
  18: 'En-Route to PostEx Warehouse',
};
/** postex.md §2: get-order-types. */
export const POSTEX_ORDER_TYPES = ['Normal', 'Reversed', 'Replacement'];

const PREFIX = '/services/integration/api/order';

const envelope = (dist: unknown, statusCode = '200', statusMessage = 'SUCCESSFULLY OPERATED') =>
  dist === undefined ? { statusCode, statusMessage } : { statusCode, statusMessage, dist };

/** postex.md §1: a refusal of the request's content (wording is the fake's own). */
const refused = (statusMessage: string): FakeReply => ({
  status: 400,
  json: { statusCode: '400', statusMessage },
});

/** postex.md §1: a bad query answers Spring Boot's 400, without statusCode. */
const springBadRequest = (path: string, message: string): FakeReply => ({
  status: 400,
  json: { timestamp: new Date().toISOString(), status: 400, error: 'Bad Request', message, path },
});

/** postex.md §3: the window's dates are `yyyy-MM-dd`. */
const YMD = /^\d{4}-\d{2}-\d{2}$/;

export async function startFakePostex(
  token = 'px-token-1',
  opts: { stallMs?: number } = {},
): Promise<FakePostex> {
  const parcels: FakeParcel[] = [];
  const addresses: FakeMerchantAddress[] = [
    // An address the merchant made in PostEx's portal before Sauda.
    {
      addressCode: 'PK-ADDR-1',
      address: 'Plot 7, Sector 15, Korangi Industrial Area',
      cityName: 'KARACHI',
      contactPersonName: 'Imran Shah',
      phone1: '03001112223',
      phone2: '',
      addressTypeId: 2,
    },
  ];
  const options = { wrapAllOrderRows: true };
  let seq = 0;
  let addressSeq = 76;
  const find = (cn: string) => parcels.find((p) => p.trackingNumber === cn);

  /** postex.md §1: header `token`; a bad one answers 401 "TOKEN IS INVALID". */
  const authed =
    (route: (r: FakeRequest) => FakeReply) =>
    (r: FakeRequest): FakeReply =>
      r.headers.token === token
        ? route(r)
        : { status: 401, json: { statusCode: '401', statusMessage: 'TOKEN IS INVALID' } };

  /** postex.md §4: the order / tracking record. */
  const record = (p: FakeParcel) => ({
    orderRefNumber: p.orderRefNumber,
    trackingNumber: p.trackingNumber,
    invoicePayment: p.body.invoicePayment,
    customerName: p.body.customerName,
    customerPhone: p.body.customerPhone,
    deliveryAddress: p.body.deliveryAddress,
    cityName: p.body.cityName,
    orderDetail: p.body.orderDetail,
    orderType: p.body.orderType,
    orderDate: p.orderDate,
    transactionStatus: p.status,
    transactionFee: p.transactionFee,
    transactionTax: p.transactionTax,
    reversalFee: p.reversalFee,
    reversalTax: p.reversalTax,
    ...p.amounts,
    transactionStatusHistory: p.history,
  });

  const routes: Record<string, (r: FakeRequest) => FakeReply> = {
    // postex.md §10
    'GET /v2/get-operational-city': () => ({
      json: envelope([
        { operationalCityName: 'Karachi', isPickupCity: true, isDeliveryCity: true },
        { operationalCityName: 'Lahore', isPickupCity: true, isDeliveryCity: true },
        { operationalCityName: 'Islamabad', isPickupCity: false, isDeliveryCity: true },
        { operationalCityName: 'D.I. Khan', isPickupCity: false, isDeliveryCity: true },
      ]),
    }),

    // postex.md §2
    'GET /v1/get-order-types': () => ({ json: envelope(POSTEX_ORDER_TYPES) }),

    // postex.md §2: booking; a new parcel on every call.
    'POST /v3/create-order': (r) => {
      const b = (r.body ?? {}) as Record<string, unknown>;
      const missing = [
        'orderRefNumber',
        'customerName',
        'customerPhone',
        'deliveryAddress',
        'cityName',
      ].filter((k) => !b[k]);
      if (missing.length) return refused(`${missing.join(', ')} is required`);
      // postex.md §10: phones are 03xxxxxxxxx.
      if (!/^03\d{9}$/.test(String(b.customerPhone))) return refused('Invalid customer phone');
      // postex.md §2: Normal / Reversed / Replacement, not "Reverse".
      if (!POSTEX_ORDER_TYPES.includes(String(b.orderType))) return refused('Invalid order type');
      if (typeof b.invoicePayment !== 'number' || b.invoicePayment < 0)
        return refused('Invalid invoice payment');
      const cn = `2${String(++seq).padStart(11, '0')}`;
      const now = karachiLocal(new Date());
      parcels.push({
        trackingNumber: cn,
        orderRefNumber: String(b.orderRefNumber),
        body: b,
        status: 'Unbooked',
        orderDate: now,
        history: [
          {
            transactionStatusMessage: 'Order is at merchant',
            transactionStatusMessageCode: '0001',
            updatedAt: now,
          },
        ],
        cancelled: false,
        advice: [],
        settlement: null,
        amounts: {},
        transactionFee: 180,
        transactionTax: 27,
        reversalFee: 0,
        reversalTax: 0,
      });
      return {
        json: envelope(
          { trackingNumber: cn, orderStatus: 'UnBooked', orderDate: now },
          '200',
          'ORDER HAS BEEN CREATED',
        ),
      };
    },

    // postex.md §3: orderStatusId, startDate, endDate, all required; rows flat or wrapped.
    'GET /v1/get-all-order': (r) => {
      for (const k of ['orderStatusId', 'startDate', 'endDate'])
        if (!r.query.has(k))
          return springBadRequest(
            r.path,
            `Required request parameter '${k}' for method parameter type ${k === 'orderStatusId' ? 'Integer' : 'String'} is not present`,
          );
      const statusId = Number(r.query.get('orderStatusId'));
      const start = r.query.get('startDate') ?? '';
      const end = r.query.get('endDate') ?? '';
      if (!Number.isInteger(statusId) || !YMD.test(start) || !YMD.test(end))
        return springBadRequest(r.path, 'Failed to convert value');
      const rows = parcels
        .filter((p) => {
          const day = p.orderDate.slice(0, 10); // Karachi date (postex.md §5)
          if (day < start || day > end) return false;
          return statusId === 0 || POSTEX_ORDER_STATUSES[statusId] === p.status;
        })
        .map(record);
      return {
        json: envelope(rows.map((row) => (options.wrapAllOrderRows ? { trackingResponse: row } : row))),
      };
    },

    // postex.md §10
    'PUT /v1/cancel-order': (r) => {
      const p = find(String((r.body as { trackingNumber?: string } | null)?.trackingNumber));
      if (!p) return refused('ORDER NOT FOUND');
      p.cancelled = true;
      p.status = POSTEX_ORDER_STATUSES[7]!; // Un-Assigned By Me (postex.md §10, Low)
      return { json: envelope(undefined, '200', 'ORDER HAS BEEN CANCELLED') };
    },

    // postex.md §4: one parcel.
    'GET /v1/track-order/:cn': (r) => {
      const p = find(r.params.cn ?? '');
      return p ? { json: envelope(record(p)) } : refused('ORDER NOT FOUND');
    },

    // postex.md §4: bulk; an unknown CN is a row "ORDER NOT FOUND" without trackingResponse.
    'GET /v1/track-bulk-order': (r) => {
      if (!r.query.has('TrackingNumbers'))
        return springBadRequest(
          r.path,
          "Required request parameter 'TrackingNumbers' for method parameter type String is not present",
        );
      const cns = (r.query.get('TrackingNumbers') ?? '').split(',').filter(Boolean);
      return {
        json: envelope(
          cns.map((cn) => {
            const p = find(cn);
            return p
              ? { trackingNumber: cn, message: 'ORDER FOUND', trackingResponse: record(p) }
              : { trackingNumber: cn, message: 'ORDER NOT FOUND' };
          }),
        ),
      };
    },

    // postex.md §10: at most 10 per PDF.
    'GET /v1/get-invoice': (r) => {
      const cns = (r.query.get('trackingNumbers') ?? '').split(',').filter(Boolean);
      if (cns.length === 0 || cns.length > 10) return refused('Tracking numbers must be 1 to 10');
      return { bytes: Buffer.from('%PDF-1.4 fake airway bills') };
    },

    // postex.md §10
    'POST /v2/generate-load-sheet': (r) => {
      const b = (r.body ?? {}) as { trackingNumbers?: unknown };
      if (!Array.isArray(b.trackingNumbers) || b.trackingNumbers.length === 0)
        return refused('trackingNumbers is required');
      return { bytes: Buffer.from('%PDF-1.4 fake load sheet') };
    },

    // postex.md §8: the plural path; the singular one has no route here, so it answers 404.
    'PUT /v2/save-shipper-advice': (r) => {
      const b = (r.body ?? {}) as { trackingNumber?: string; statusId?: number; remarks?: string };
      const p = find(String(b.trackingNumber));
      if (!p) return refused('ORDER NOT FOUND');
      if (b.statusId !== 1 && b.statusId !== 2) return refused('Invalid status id');
      p.advice.push({ statusId: b.statusId, remarks: String(b.remarks ?? '') });
      return { json: envelope(undefined, '200', 'SHIPPER ADVICE HAS BEEN SAVED') };
    },
    'GET /v1/get-shipper-advice/:cn': (r) => {
      const p = find(r.params.cn ?? '');
      return p ? { json: envelope(p.advice) } : refused('ORDER NOT FOUND');
    },

    // postex.md §7: CPR numbers and dates only, only the keys with a value, never an amount.
    'GET /v1/payment-status/:cn': (r) => {
      const p = find(r.params.cn ?? '');
      if (!p) return refused('ORDER NOT FOUND');
      const base = { orderRefNumber: p.orderRefNumber, trackingNumber: p.trackingNumber };
      if (!p.settlement) return { json: envelope({ ...base, settle: false }) };
      const filled = Object.fromEntries(
        Object.entries(p.settlement).filter(([, v]) => v !== undefined && v !== ''),
      );
      return { json: envelope({ ...base, settle: true, ...filled }) };
    },

    // postex.md §9
    'GET /v1/get-merchant-address': (r) => {
      const city = r.query.get('cityName');
      const rows = addresses.filter((a) => !city || a.cityName.toLowerCase() === city.toLowerCase());
      return { json: envelope(rows.map(({ addressTypeId: _t, ...a }) => a)) };
    },

    // postex.md §9: answers without an id; the same address twice makes two addresses.
    'POST /v2/create-merchant-address': (r) => {
      const b = (r.body ?? {}) as Record<string, unknown>;
      const missing = ['address', 'cityName', 'contactPersonName', 'phone1', 'addressTypeId'].filter(
        (k) => !b[k],
      );
      if (missing.length) return refused(`${missing.join(', ')} is required`);
      const type = b.addressTypeId;
      if (type !== 1 && type !== 2) return refused('Invalid address type');
      if (!/^03\d{9}$/.test(String(b.phone1))) return refused('Invalid phone number');
      addresses.push({
        addressCode: `PK-ADDR-${++addressSeq}`,
        address: String(b.address),
        cityName: String(b.cityName),
        contactPersonName: String(b.contactPersonName),
        phone1: String(b.phone1),
        phone2: String(b.phone2 ?? ''),
        addressTypeId: type,
      });
      return { json: envelope(undefined, '200', 'MERCHANT ADDRESS HAS BEEN CREATED') };
    },
  };

  const server = await startFakeServer(
    Object.fromEntries(
      Object.entries(routes).map(([key, route]) => {
        const [method, path] = key.split(' ');
        return [`${method} ${PREFIX}${path}`, authed(route)];
      }),
    ),
    { stallMs: opts.stallMs ?? 900 },
  );
  return {
    ...server,
    token,
    parcels,
    addresses,
    options,
    advance(cn, code, message, status, at = new Date()) {
      const p = find(cn);
      if (!p) throw new Error(`no parcel ${cn}`);
      p.status = status;
      if (/^return/i.test(status)) p.reversalFee = 120;
      p.history.unshift({
        transactionStatusMessage: message,
        transactionStatusMessageCode: code,
        updatedAt: typeof at === 'string' ? at : karachiLocal(at),
      });
    },
    settle(cn, settlement, amounts) {
      const p = find(cn);
      if (!p) throw new Error(`no parcel ${cn}`);
      p.settlement = { ...p.settlement, ...settlement };
      p.amounts = { ...p.amounts, ...amounts };
    },
  };
}
