/**
 * Q13 tenant isolation matrix. Every route that takes an id (in its path, query or body) must be
 * listed in CASES: account B aims at account A's object and must get 404 with nothing changed.
 * The route list comes from the server's own route table and OpenAPI document, so a new id-route
 * without a case fails this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORIGIN,
  createTestApp,
  createProduct,
  orderBody,
  productBody,
  signin,
  signup,
  type Session,
  type TestContext,
} from './helpers/app.ts';
import { confirmedOrder, drainJobs, shippingSeller } from './helpers/shipping.ts';
import { uuidv7 } from '../src/lib/ids.ts';

let t: TestContext;
let A: Session;
let B: Session;
beforeAll(async () => {
  // WhatsApp settings are checked with Meta on save; here Meta is unreachable, so they save unchecked.
  t = await createTestApp({ WHATSAPP_API_URL: 'http://127.0.0.1:9/v21.0' });
  A = await signup(t.app, { businessName: 'Account A' });
  B = await signup(t.app, { businessName: 'Account B' });
});
afterAll(() => t.close());

interface IsolationCase {
  /** Creates A's object; returns the request B makes against it and a check that A's data is intact. */
  setup(): Promise<{
    request: {
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      url: string;
      payload?: object | string;
      headers?: Record<string, string>;
    };
    unchanged(): Promise<void>;
    /** Replaces the default 404 expectation (bulk calls answer per item). */
    answer?(res: {
      statusCode: number;
      json(): { data: { updated: string[]; failed: Array<{ message: string }> } };
    }): void;
  }>;
}

/** A's store, customer and a COD order, made once and shared by the order cases. */
let fixture: Promise<{ storeId: string; orderId: string; customerId: string }> | undefined;
function aOrder() {
  fixture ??= (async () => {
    const store = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      headers: A.headers,
      payload: { name: 'A orders', platform: 'sauda' },
    });
    const storeId = store.json().data._id as string;
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: A.headers,
      payload: orderBody(storeId),
    });
    const data = order.json().data;
    return { storeId, orderId: data._id as string, customerId: data.customer._id as string };
  })();
  return fixture;
}

async function aOrderUnchanged(orderId: string) {
  const res = await t.app.inject({ url: `/api/v1/orders/${orderId}`, headers: A.headers });
  const o = res.json().data;
  expect(o.status).toBe('Pending');
  expect(o.shipmentDetails.addresses[0].city).toBe('Lahore');
  expect(o.notes).toBeNull();
  expect(o.confirmation.sentAt).toBeNull();
  expect(o.timeline).toHaveLength(1);
}

type Req = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object | string;
  headers?: Record<string, string>;
};
const orderCase = (request: (f: Awaited<ReturnType<typeof aOrder>>) => Req): IsolationCase => ({
  async setup() {
    const f = await aOrder();
    return { request: request(f), unchanged: () => aOrderUnchanged(f.orderId) };
  },
});

/** A's catalogue: vendor, category, product (2 variants, 10 each), location, draft PO, a waiting order. */
let catalog:
  | Promise<{
      storeId: string;
      vendorId: string;
      categoryId: string;
      productId: string;
      variantId: string;
      publicId: string;
      locationId: string;
      poId: string;
      backorderId: string;
    }>
  | undefined;
function aCatalog() {
  catalog ??= (async () => {
    const post = async (url: string, payload: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...A.headers, origin: ORIGIN },
        payload,
      });
      if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json().data;
    };
    const store = await post('/api/v1/stores', { name: 'A catalogue', platform: 'sauda' });
    const vendor = await post('/api/v1/vendors', { name: 'A wholesale' });
    const category = await post('/api/v1/categories', { name: 'A kurtas' });
    const product = await createProduct(t.app, A, { vendorId: vendor._id, categoryId: category._id });
    const listed = await post('/api/v1/public-product', { productId: product._id, storeId: store._id });
    const locations = await t.app.inject({ url: '/api/v1/inventory/locations', headers: A.headers });
    const po = await post('/api/v1/purchase-orders', {
      vendorId: vendor._id,
      lines: [{ variantId: product.variants[0]!._id, quantity: 5, unitCost: 100_000 }],
    });
    const backorder = await createProduct(t.app, A, {
      title: 'Made to order shawl',
      vendorId: vendor._id,
      allowBackorder: true,
      options: [],
      variants: [{ price: 300_000, sku: 'SHAWL' }],
    });
    const waiting = await post(
      '/api/v1/orders',
      orderBody(store._id, { lineItems: [{ variantId: backorder.variants[0]!._id, quantity: 2 }] }),
    );
    return {
      storeId: store._id as string,
      vendorId: vendor._id as string,
      categoryId: category._id as string,
      productId: product._id,
      variantId: product.variants[0]!._id,
      publicId: listed.publicId as string,
      locationId: locations.json().data[0]._id as string,
      poId: po._id as string,
      backorderId: waiting._id as string,
    };
  })();
  return catalog;
}
type Catalog = Awaited<ReturnType<typeof aCatalog>>;

async function catalogUnchanged(c: Catalog) {
  const p = (await t.app.inject({ url: `/api/v1/products/${c.productId}`, headers: A.headers })).json().data;
  expect(p).toMatchObject({
    title: 'Khaddar kurta',
    status: 'active',
    isListed: true,
    categoryId: c.categoryId,
  });
  expect(p.variants.map((v: { available: number }) => v.available)).toEqual([10, 10]);
  const v = (await t.app.inject({ url: `/api/v1/vendors/${c.vendorId}`, headers: A.headers })).json().data;
  expect(v.name).toBe('A wholesale');
  const cat = (await t.app.inject({ url: `/api/v1/categories/${c.categoryId}`, headers: A.headers })).json()
    .data;
  expect(cat).toMatchObject({ name: 'A kurtas', productsCount: 1 });
  const po = (await t.app.inject({ url: `/api/v1/purchase-orders/${c.poId}`, headers: A.headers })).json()
    .data;
  expect(po).toMatchObject({ status: 'draft', receivedQty: 0 });
  const locs = (await t.app.inject({ url: '/api/v1/inventory/locations', headers: A.headers })).json().data;
  expect(locs).toHaveLength(1);
  expect(locs[0].name).toBe('Main warehouse');
  const waiting = (await t.app.inject({ url: `/api/v1/orders/${c.backorderId}`, headers: A.headers })).json()
    .data;
  expect(waiting.procurementStatus).toBe('waiting');
}

const catalogCase = (request: (c: Catalog) => Req): IsolationCase => ({
  async setup() {
    const c = await aCatalog();
    return { request: request(c), unchanged: () => catalogUnchanged(c) };
  },
});

/** A's shipping: sandbox courier, pickup address, a booked parcel on a load sheet, an advice, a payment. */
let shipping:
  | Promise<{
      storeId: string;
      orderId: string;
      courierId: string;
      shipperId: string;
      shipmentId: string;
      trackingNumber: string;
      publicId: string;
      jobId: string;
      sheetId: string;
      adviceId: string;
      paymentId: string;
    }>
  | undefined;
function aShipping() {
  shipping ??= (async () => {
    const s = await shippingSeller(t, A, [{ courier: 'sandbox', name: 'A sandbox' }]);
    const o = await confirmedOrder(t, A, s.storeId);
    const job = (
      await s.call('POST', '/v1/orders/booking', {
        orders: [
          {
            orderId: o._id,
            courierId: s.courierIds.sandbox,
            storeId: s.storeId,
            shipperId: s.shipperId,
            shipmentType: 'standard',
          },
        ],
      })
    ).json().data;
    await drainJobs(t);
    const parcel = (await s.call('GET', '/v1/shipments?view=booked')).json().data[0];
    const sheet = (
      await s.call('POST', '/v1/load-sheets', { courierId: s.courierIds.sandbox, shipmentIds: [parcel._id] })
    ).json().data;
    const [advice] = await t.db.sql<{ id: string }>(
      `INSERT INTO shipper_advices (id, account_id, shipment_id, reason, attempts, status) VALUES ($1, $2, $3, 'Customer not responding', 1, 'open') RETURNING id`,
      [uuidv7(), A.accountId, parcel._id],
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/cpr/import?courierId=${s.courierIds.sandbox}`,
      headers: { ...A.headers, 'content-type': 'text/csv' },
      payload: `cpr,cn,amount\nCPR-A-1,${parcel.trackingNumber},100\n`,
    });
    const payment = (await s.call('GET', '/v1/cpr')).json().data[0];
    return {
      storeId: s.storeId,
      orderId: o._id,
      courierId: s.courierIds.sandbox!,
      shipperId: s.shipperId,
      shipmentId: parcel._id as string,
      trackingNumber: parcel.trackingNumber as string,
      publicId: (parcel.trackingUrl as string).split('/').pop()!,
      jobId: job._id as string,
      sheetId: sheet._id as string,
      adviceId: advice!.id,
      paymentId: payment._id as string,
    };
  })();
  return shipping;
}
type Shipping = Awaited<ReturnType<typeof aShipping>>;

async function shippingUnchanged(f: Shipping) {
  const get = async (url: string) =>
    (await t.app.inject({ url: `/api${url}`, headers: A.headers })).json().data;
  expect(await get(`/v1/courier/${f.courierId}`)).toMatchObject({ name: 'A sandbox', enabled: true });
  expect(await get(`/v1/shippers/${f.shipperId}`)).toMatchObject({ name: 'Main warehouse', city: 'Lahore' });
  expect(await get(`/v1/shipments/${f.shipmentId}`)).toMatchObject({
    state: 'booked',
    status: 'booked',
    trackingNumber: f.trackingNumber,
    loadSheetId: f.sheetId,
  });
  expect(await get(`/v1/load-sheets/${f.sheetId}`)).toMatchObject({ status: 'generated', parcelCount: 1 });
  expect((await get(`/v1/orders/${f.orderId}`)).status).toBe('Booked');
  const advice = (await t.app.inject({ url: '/api/v1/shipper-advice', headers: A.headers })).json().data;
  expect(advice.map((a: { _id: string; status: string }) => [a._id, a.status])).toEqual([
    [f.adviceId, 'open'],
  ]);
  expect(await get(`/v1/cpr/${f.paymentId}`)).toMatchObject({ reference: 'CPR-A-1', paid: 10_000 });
}

const shippingCase = (
  request: (f: Shipping) => Req,
  answer?: (res: { statusCode: number; body: string; json(): { data: unknown } }, f: Shipping) => void,
): IsolationCase => ({
  async setup() {
    const f = await aShipping();
    return {
      request: request(f),
      unchanged: () => shippingUnchanged(f),
      ...(answer ? { answer: (res: never) => answer(res, f) } : {}),
    };
  },
});

const SHIPPING_CASES: Record<string, IsolationCase> = {
  'GET /api/v1/courier/:id': shippingCase((f) => ({ method: 'GET', url: `/api/v1/courier/${f.courierId}` })),
  'PUT /api/v1/courier/:id': shippingCase((f) => ({
    method: 'PUT',
    url: `/api/v1/courier/${f.courierId}`,
    payload: { name: 'B', enabled: false },
  })),
  'DELETE /api/v1/courier/:id': shippingCase((f) => ({
    method: 'DELETE',
    url: `/api/v1/courier/${f.courierId}`,
  })),
  'POST /api/v1/courier/:id/test': shippingCase((f) => ({
    method: 'POST',
    url: `/api/v1/courier/${f.courierId}/test`,
  })),
  'POST /api/v1/courier/:id/sync': shippingCase((f) => ({
    method: 'POST',
    url: `/api/v1/courier/${f.courierId}/sync`,
  })),
  'GET /api/v1/courier/:id/cites': shippingCase((f) => ({
    method: 'GET',
    url: `/api/v1/courier/${f.courierId}/cites`,
  })),
  'PUT /api/v1/courier/:id/cities': shippingCase((f) => ({
    method: 'PUT',
    url: `/api/v1/courier/${f.courierId}/cities`,
    payload: { mappings: [{ courierCityId: 'Karachi', saudaCity: 'Lahore' }] },
  })),
  'GET /api/v1/shippers/:id': shippingCase((f) => ({
    method: 'GET',
    url: `/api/v1/shippers/${f.shipperId}`,
  })),
  'PUT /api/v1/shippers/:id': shippingCase((f) => ({
    method: 'PUT',
    url: `/api/v1/shippers/${f.shipperId}`,
    payload: { name: 'B', contactName: 'B', phone: '03001112222', address: 'B street 1', city: 'Karachi' },
  })),
  'DELETE /api/v1/shippers/:id': shippingCase((f) => ({
    method: 'DELETE',
    url: `/api/v1/shippers/${f.shipperId}`,
  })),
  'POST /api/v1/shippers/:id/sync': shippingCase((f) => ({
    method: 'POST',
    url: `/api/v1/shippers/${f.shipperId}/sync`,
  })),
  'GET /api/v1/orders/booking/jobs/:id': shippingCase((f) => ({
    method: 'GET',
    url: `/api/v1/orders/booking/jobs/${f.jobId}`,
  })),
  'PUT /api/v1/orders/booking-cancel/:id': shippingCase((f) => ({
    method: 'PUT',
    url: `/api/v1/orders/booking-cancel/${f.shipmentId}`,
  })),
  'GET /api/v1/shipments': shippingCase((f) => ({
    method: 'GET',
    url: `/api/v1/shipments?courierId=${f.courierId}`,
  })),
  'GET /api/v1/orders/:id/parcels': shippingCase((f) => ({
    method: 'GET',
    url: `/api/v1/orders/${f.orderId}/parcels`,
  })),
  'GET /api/v1/shipments/:id': shippingCase((f) => ({
    method: 'GET',
    url: `/api/v1/shipments/${f.shipmentId}`,
  })),
  'GET /api/v1/shipments/labels': shippingCase((f) => ({
    method: 'GET',
    url: `/api/v1/shipments/labels?ids=${f.shipmentId}`,
  })),
  'GET /api/v1/shipments/scan': shippingCase((f) => ({
    method: 'GET',
    url: `/api/v1/shipments/scan?code=${f.trackingNumber}`,
  })),
  'POST /api/v1/shipments/:id/retry': shippingCase((f) => ({
    method: 'POST',
    url: `/api/v1/shipments/${f.shipmentId}/retry`,
  })),
  'PUT /api/v1/shipments/:id/status': shippingCase((f) => ({
    method: 'PUT',
    url: `/api/v1/shipments/${f.shipmentId}/status`,
    payload: { status: 'delivered' },
  })),
  'POST /api/orders/saveShipmentRecord': shippingCase((f) => ({
    method: 'POST',
    url: '/api/orders/saveShipmentRecord',
    payload: {
      orderId: f.orderId,
      storeId: f.storeId,
      trackingCompany: 'B courier',
      shipmentType: 'overnight',
    },
  })),
  'POST /api/v1/billingLogs/saveBilling': shippingCase((f) => ({
    method: 'POST',
    url: '/api/v1/billingLogs/saveBilling',
    payload: { storeId: f.storeId, current_total_price: 100, orderId: f.orderId },
  })),
  'GET /api/v1/load-sheets': shippingCase((f) => ({
    method: 'GET',
    url: `/api/v1/load-sheets?courierId=${f.courierId}`,
  })),
  'POST /api/v1/load-sheets': shippingCase((f) => ({
    method: 'POST',
    url: '/api/v1/load-sheets',
    payload: { courierId: f.courierId, shipmentIds: [f.shipmentId] },
  })),
  'GET /api/v1/load-sheets/:id': shippingCase((f) => ({
    method: 'GET',
    url: `/api/v1/load-sheets/${f.sheetId}`,
  })),
  'GET /api/v1/load-sheets/:id/pdf': shippingCase((f) => ({
    method: 'GET',
    url: `/api/v1/load-sheets/${f.sheetId}/pdf`,
  })),
  'GET /api/v1/load-sheets/:id/courier-pdf': shippingCase((f) => ({
    method: 'GET',
    url: `/api/v1/load-sheets/${f.sheetId}/courier-pdf`,
  })),
  'POST /api/v1/load-sheets/:id/handover': shippingCase((f) => ({
    method: 'POST',
    url: `/api/v1/load-sheets/${f.sheetId}/handover`,
  })),
  'DELETE /api/v1/load-sheets/:id': shippingCase((f) => ({
    method: 'DELETE',
    url: `/api/v1/load-sheets/${f.sheetId}`,
  })),
  'GET /api/v1/shipper-advice': shippingCase((f) => ({
    method: 'GET',
    url: `/api/v1/shipper-advice?courierId=${f.courierId}`,
  })),
  'POST /api/v1/shipper-advice/answer': shippingCase(
    (f) => ({
      method: 'POST',
      url: '/api/v1/shipper-advice/answer',
      payload: { ids: [f.adviceId], action: 'return' },
    }),
    (res, f) => {
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        answered: [],
        failed: [{ _id: f.adviceId, message: 'Shipper advice not found' }],
      });
    },
  ),
  'GET /api/v1/cpr': shippingCase((f) => ({ method: 'GET', url: `/api/v1/cpr?courierId=${f.courierId}` })),
  'GET /api/v1/cpr/unpaid': shippingCase((f) => ({
    method: 'GET',
    url: `/api/v1/cpr/unpaid?courierId=${f.courierId}`,
  })),
  'GET /api/v1/cpr/:id': shippingCase((f) => ({ method: 'GET', url: `/api/v1/cpr/${f.paymentId}` })),
  'POST /api/v1/cpr/import': shippingCase((f) => ({
    method: 'POST',
    url: `/api/v1/cpr/import?courierId=${f.courierId}`,
    payload: `cpr,cn,amount\nCPR-B-1,${f.trackingNumber},999\n`,
    headers: { 'content-type': 'text/csv' },
  })),
  // Public by design: anyone with the link sees the parcel's progress, and nothing private (Q20).
  'GET /api/v1/orders/tracking/:id': shippingCase(
    (f) => ({ method: 'GET', url: `/api/v1/orders/tracking/${f.publicId}` }),
    (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/0300\s?1234567|Model Town|consignee|phone|amount/i);
    },
  ),
};

/**
 * WhatsApp webhooks are public (Meta calls them) and keyed by the seller in the path: another
 * seller's verify token gets 403, a delivery signed with another seller's app secret 401, and
 * nothing of A's changes.
 */
async function whatsappPair() {
  const connect = (s: Session, phoneNumberId: string, appSecret: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings/whatsapp',
      headers: { ...s.headers, origin: ORIGIN },
      payload: { phoneNumberId, accessToken: 'EAAG-isolation-token-000000000000', appSecret },
    });
  await connect(A, '106540352242922', 'a1b2c3d4e5f60718293a4b5c6d7e8f90');
  await connect(B, '109876543210987', 'ffeeddccbbaa99887766554433221100');
  const settings = async (s: Session) =>
    (await t.app.inject({ url: '/api/v1/settings/whatsapp', headers: s.headers })).json().data;
  const before = await settings(A);
  const jobs = async () =>
    (await t.db.sql(`SELECT id FROM jobs WHERE account_id = $1 AND type = 'whatsapp_webhook'`, [A.accountId]))
      .length;
  const jobsBefore = await jobs();
  return {
    bToken: (await settings(B)).webhook.verifyToken as string,
    unchanged: async () => {
      expect(await settings(A)).toEqual(before);
      expect(await jobs()).toBe(jobsBefore);
    },
  };
}

/**
 * The sandbox WhatsApp's phone is one seller's: A has a chat with a buyer (the confirmation, its
 * ticks, a tap, the thanks); B, with a sandbox of its own, cannot open or answer it (404) and A's
 * chat and order stay as they were. Both sandboxes are switched off again afterwards.
 */
function sandboxCase(action: 'read' | 'replies'): IsolationCase {
  return {
    async setup() {
      const as = (s: Session, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
        t.app.inject({
          method,
          url: `/api${url}`,
          headers: { ...s.headers, origin: ORIGIN },
          ...(payload ? { payload } : {}),
        });
      for (const s of [A, B]) {
        await as(s, 'DELETE', '/v1/settings/whatsapp');
        expect((await as(s, 'POST', '/v1/settings/whatsapp/sandbox')).statusCode).toBe(200);
      }
      const storeId = (await as(A, 'POST', '/v1/stores', { name: 'Sandbox iso', platform: 'sauda' })).json()
        .data._id;
      const phone = '+92 333 5550101';
      await as(A, 'POST', '/v1/orders', {
        ...orderBody(storeId),
        shippingAddress: { ...orderBody(storeId).shippingAddress, phone },
      });
      await drainJobs(t);
      const chats = async () =>
        (await as(A, 'GET', '/v1/whatsapp/sandbox/chats')).json().data as Array<{
          waId: string;
          messages: Array<{ buttons: Array<{ payload: string }> }>;
        }>;
      const waId = '923335550101';
      const chat = (await chats()).find((c) => c.waId === waId)!;
      const payload = chat.messages[0]!.buttons[0]!.payload;
      // A's buyer wrote too (an unclear word: a note on A's order), so the chat has both directions.
      await as(A, 'POST', `/v1/whatsapp/sandbox/chats/${waId}/replies`, { text: 'hello' });
      await drainJobs(t);
      const before = JSON.stringify(await chats());
      return {
        request: {
          method: 'POST',
          url: `/api/v1/whatsapp/sandbox/chats/${waId}/${action}`,
          ...(action === 'replies' ? { payload: { payload } } : {}),
        },
        async unchanged() {
          await drainJobs(t);
          expect(JSON.stringify(await chats())).toBe(before);
          for (const s of [A, B]) await as(s, 'DELETE', '/v1/settings/whatsapp');
        },
      };
    },
  };
}

const CASES: Record<string, IsolationCase> = {
  ...SHIPPING_CASES,
  'POST /api/v1/whatsapp/sandbox/chats/:waId/read': sandboxCase('read'),
  'POST /api/v1/whatsapp/sandbox/chats/:waId/replies': sandboxCase('replies'),
  'GET /api/v1/webhooks/whatsapp/:accountId': {
    async setup() {
      const pair = await whatsappPair();
      return {
        request: {
          method: 'GET',
          url: `/api/v1/webhooks/whatsapp/${A.accountId}?hub.mode=subscribe&hub.verify_token=${pair.bToken}&hub.challenge=42`,
        },
        unchanged: pair.unchanged,
        answer: (res) => expect(res.statusCode).toBe(403),
      };
    },
  },
  'POST /api/v1/webhooks/whatsapp/:accountId': {
    async setup() {
      const pair = await whatsappPair();
      const { metaSignature, statusDelivery } = await import('./fakes/whatsapp.ts');
      const raw = JSON.stringify(statusDelivery('106540352242922', [{ id: 'wamid.A', status: 'read' }]));
      return {
        request: {
          method: 'POST',
          url: `/api/v1/webhooks/whatsapp/${A.accountId}`,
          payload: raw,
          headers: {
            'content-type': 'application/json',
            'x-hub-signature-256': metaSignature('ffeeddccbbaa99887766554433221100', raw),
          },
        },
        unchanged: pair.unchanged,
        answer: (res) => expect(res.statusCode).toBe(401),
      };
    },
  },
  'GET /api/v1/products/:id': catalogCase((c) => ({ method: 'GET', url: `/api/v1/products/${c.productId}` })),
  'PUT /api/v1/products/:id': catalogCase((c) => ({
    method: 'PUT',
    url: `/api/v1/products/${c.productId}`,
    payload: { title: 'B was here', status: 'draft' },
  })),
  'DELETE /api/v1/products/:id': catalogCase((c) => ({
    method: 'DELETE',
    url: `/api/v1/products/${c.productId}`,
  })),
  'POST /api/v1/products': catalogCase((c) => ({
    method: 'POST',
    url: '/api/v1/products',
    payload: productBody({ vendorId: c.vendorId, categoryId: c.categoryId }),
  })),
  'GET /api/v1/products': catalogCase((c) => ({
    method: 'GET',
    url: `/api/v1/products?categoryId=${c.categoryId}`,
  })),
  'POST /api/v1/public-product': catalogCase((c) => ({
    method: 'POST',
    url: '/api/v1/public-product',
    payload: { productId: c.productId, storeId: c.storeId },
  })),
  'DELETE /api/v1/public-product/:id': catalogCase((c) => ({
    method: 'DELETE',
    url: `/api/v1/public-product/${c.productId}`,
  })),
  // Public: the database id is not the public id, so it finds nothing.
  'GET /api/v1/public-product/:id': catalogCase((c) => ({
    method: 'GET',
    url: `/api/v1/public-product/${c.productId}`,
  })),
  'GET /api/v1/shop/:id': catalogCase((c) => ({ method: 'GET', url: `/api/v1/shop/${c.storeId}` })),
  'POST /api/v1/checkout': catalogCase((c) => ({
    method: 'POST',
    url: '/api/v1/checkout',
    payload: {
      shopId: c.storeId,
      items: [{ publicId: c.publicId, variantId: c.variantId, quantity: 1 }],
      name: 'B buyer',
      phone: '03001112222',
      city: 'Lahore',
      address: 'House 1, Street 2, Gulberg',
    },
  })),
  'GET /api/v1/categories/:id': catalogCase((c) => ({
    method: 'GET',
    url: `/api/v1/categories/${c.categoryId}`,
  })),
  'PUT /api/v1/categories/:id': catalogCase((c) => ({
    method: 'PUT',
    url: `/api/v1/categories/${c.categoryId}`,
    payload: { name: 'B' },
  })),
  'DELETE /api/v1/categories/:id': catalogCase((c) => ({
    method: 'DELETE',
    url: `/api/v1/categories/${c.categoryId}`,
  })),
  'PUT /api/v1/categories/:id/products': catalogCase((c) => ({
    method: 'PUT',
    url: `/api/v1/categories/${c.categoryId}/products`,
    payload: { remove: [c.productId] },
  })),
  'POST /api/v1/inventory/adjustments': catalogCase((c) => ({
    method: 'POST',
    url: '/api/v1/inventory/adjustments',
    payload: { variantId: c.variantId, delta: -5, reason: 'lost' },
  })),
  'GET /api/v1/inventory': catalogCase((c) => ({
    method: 'GET',
    url: `/api/v1/inventory?locationId=${c.locationId}`,
  })),
  'GET /api/v1/inventory/movements': catalogCase((c) => ({
    method: 'GET',
    url: `/api/v1/inventory/movements?variantId=${c.variantId}`,
  })),
  'PUT /api/v1/inventory/locations/:id': catalogCase((c) => ({
    method: 'PUT',
    url: `/api/v1/inventory/locations/${c.locationId}`,
    payload: { name: 'B' },
  })),
  'GET /api/v1/vendors/:id': catalogCase((c) => ({ method: 'GET', url: `/api/v1/vendors/${c.vendorId}` })),
  'PUT /api/v1/vendors/:id': catalogCase((c) => ({
    method: 'PUT',
    url: `/api/v1/vendors/${c.vendorId}`,
    payload: { name: 'B' },
  })),
  'DELETE /api/v1/vendors/:id': catalogCase((c) => ({
    method: 'DELETE',
    url: `/api/v1/vendors/${c.vendorId}`,
  })),
  'POST /api/v1/purchase-orders': catalogCase((c) => ({
    method: 'POST',
    url: '/api/v1/purchase-orders',
    payload: { vendorId: c.vendorId, lines: [{ variantId: c.variantId, quantity: 1, unitCost: 1 }] },
  })),
  'GET /api/v1/purchase-orders/:id': catalogCase((c) => ({
    method: 'GET',
    url: `/api/v1/purchase-orders/${c.poId}`,
  })),
  'GET /api/v1/purchase-orders/:id/pdf': catalogCase((c) => ({
    method: 'GET',
    url: `/api/v1/purchase-orders/${c.poId}/pdf`,
  })),
  'PUT /api/v1/purchase-orders/:id': catalogCase((c) => ({
    method: 'PUT',
    url: `/api/v1/purchase-orders/${c.poId}`,
    payload: { notes: 'B' },
  })),
  'POST /api/v1/purchase-orders/:id/send': catalogCase((c) => ({
    method: 'POST',
    url: `/api/v1/purchase-orders/${c.poId}/send`,
    payload: { email: false },
  })),
  'POST /api/v1/purchase-orders/:id/receive': catalogCase((c) => ({
    method: 'POST',
    url: `/api/v1/purchase-orders/${c.poId}/receive`,
    payload: { lines: [{ lineId: c.poId, quantity: 1 }] },
  })),
  'POST /api/v1/purchase-orders/:id/cancel': catalogCase((c) => ({
    method: 'POST',
    url: `/api/v1/purchase-orders/${c.poId}/cancel`,
  })),
  'POST /api/v1/procure/purchase-order': catalogCase((c) => ({
    method: 'POST',
    url: '/api/v1/procure/purchase-order',
    payload: { vendorId: c.vendorId },
  })),
  ...Object.fromEntries(
    (['PUT', 'DELETE'] as const).map((method) => [
      `${method} /api/v1/orders/procure-status`,
      {
        async setup() {
          const c = await aCatalog();
          return {
            request: { method, url: '/api/v1/orders/procure-status', payload: { ids: [c.backorderId] } },
            unchanged: () => catalogUnchanged(c),
            answer(res: {
              statusCode: number;
              json(): { data: { updated: string[]; failed: Array<{ message: string }> } };
            }) {
              expect(res.statusCode).toBe(200);
              expect(res.json().data.updated).toEqual([]);
              expect(res.json().data.failed[0]!.message).toBe('Order not found');
            },
          };
        },
      } satisfies IsolationCase,
    ]),
  ),
  'GET /api/v1/orders/:id': orderCase((f) => ({ method: 'GET', url: `/api/v1/orders/${f.orderId}` })),
  'PUT /api/v1/orders/:id': orderCase((f) => ({
    method: 'PUT',
    url: `/api/v1/orders/${f.orderId}`,
    payload: { notes: 'B was here' },
  })),
  'PUT /api/v1/orders/:id/status': orderCase((f) => ({
    method: 'PUT',
    url: `/api/v1/orders/${f.orderId}/status`,
    payload: { status: 'Cancelled' },
  })),
  'PUT /api/v1/orders/:id/address': orderCase((f) => ({
    method: 'PUT',
    url: `/api/v1/orders/${f.orderId}/address`,
    payload: { name: 'B', phone: '03009999999', address: 'Somewhere else 1', city: 'Quetta' },
  })),
  'POST /api/v1/orders/:id/confirmation/sent': orderCase((f) => ({
    method: 'POST',
    url: `/api/v1/orders/${f.orderId}/confirmation/sent`,
    payload: { channel: 'manual' },
  })),
  'POST /api/v1/orders': orderCase((f) => ({
    method: 'POST',
    url: '/api/v1/orders',
    payload: orderBody(f.storeId),
  })),
  'GET /api/v1/orders': orderCase((f) => ({
    method: 'GET',
    url: `/api/v1/orders?customerId=${f.customerId}`,
  })),
  'GET /api/v1/orders/export.csv': orderCase((f) => ({
    method: 'GET',
    url: `/api/v1/orders/export.csv?storeId=${f.storeId}`,
  })),
  'GET /api/v1/search': orderCase((f) => ({
    method: 'GET',
    url: `/api/v1/search?search=Ali&store=${f.storeId}`,
  })),
  'POST /api/v1/orders/imports': orderCase((f) => ({
    method: 'POST',
    url: `/api/v1/orders/imports?storeId=${f.storeId}`,
    payload: 'Name,Phone,Address,City,Item,Price\nB,03001234567,House 1 Street 2,Lahore,Shirt,100',
    headers: { 'content-type': 'text/csv' },
  })),
  'GET /api/v1/jobs/:id': {
    async setup() {
      const f = await aOrder();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/orders/imports?storeId=${f.storeId}`,
        headers: { ...A.headers, 'content-type': 'text/csv' },
        payload: 'Name,Phone,Address,City,Item,Price\nAli,03001234567,House 1 Street 2,Lahore,Shirt,100',
      });
      const id = res.json().data._id as string;
      return {
        request: { method: 'GET', url: `/api/v1/jobs/${id}` },
        async unchanged() {
          expect(
            (await t.app.inject({ url: `/api/v1/jobs/${id}`, headers: A.headers })).json().data.status,
          ).toBe('queued');
        },
      };
    },
  },
  'POST /api/v1/orders/:id/confirmation/whatsapp': orderCase((f) => ({
    method: 'POST',
    url: `/api/v1/orders/${f.orderId}/confirmation/whatsapp`,
  })),
  'GET /api/v1/customers/:id': orderCase((f) => ({
    method: 'GET',
    url: `/api/v1/customers/${f.customerId}`,
  })),
  'PUT /api/v1/customers/:id': {
    async setup() {
      const f = await aOrder();
      return {
        request: {
          method: 'PUT',
          url: `/api/v1/customers/${f.customerId}`,
          payload: { blocked: true, notes: 'B' },
        },
        async unchanged() {
          const c = (
            await t.app.inject({ url: `/api/v1/customers/${f.customerId}`, headers: A.headers })
          ).json().data;
          expect(c).toMatchObject({ blocked: false, notes: null });
        },
      };
    },
  },
  'POST /api/v1/orders/bulk-status': {
    async setup() {
      const f = await aOrder();
      return {
        request: {
          method: 'POST',
          url: '/api/v1/orders/bulk-status',
          payload: { ids: [f.orderId], status: 'Cancelled' },
        },
        unchanged: () => aOrderUnchanged(f.orderId),
        answer(res) {
          expect(res.statusCode).toBe(200);
          expect(res.json().data.updated).toEqual([]);
          expect(res.json().data.failed[0]!.message).toBe('Order not found');
        },
      };
    },
  },
  'PUT /api/v1/stores/:id': {
    async setup() {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/stores',
        headers: A.headers,
        payload: { name: 'A shop', platform: 'sauda' },
      });
      const id = res.json().data._id as string;
      return {
        request: { method: 'PUT', url: `/api/v1/stores/${id}`, payload: { name: 'Stolen by B' } },
        async unchanged() {
          const list = await t.app.inject({ url: '/api/v1/stores', headers: A.headers });
          expect(list.json().data.find((s: { _id: string }) => s._id === id).name).toBe('A shop');
        },
      };
    },
  },
  'DELETE /api/v1/auth/sessions/:id': {
    async setup() {
      const second = (await signin(t.app, A.email, A.password)).json().data.token as string;
      const list = await t.app.inject({
        url: '/api/v1/auth/sessions',
        headers: { authorization: `Bearer ${second}` },
      });
      const id = list.json().data.find((s: { current: boolean }) => s.current)._id as string;
      return {
        request: { method: 'DELETE', url: `/api/v1/auth/sessions/${id}` },
        async unchanged() {
          const me = await t.app.inject({
            url: '/api/v1/auth/session',
            headers: { authorization: `Bearer ${second}` },
          });
          expect(me.statusCode).toBe(200);
        },
      };
    },
  },
};

/** Parameters and body fields that carry ids (`store` is the spec's name for a store id in /v1/search). */
const ID_FIELD = /(^ids?$|^_id$|Ids?$|_id$|^store$)/;
/** Ids of other systems, not objects of ours (Meta's WhatsApp phone number id). */
const EXTERNAL_ID_FIELDS = new Set(['phoneNumberId']);
const isIdField = (name: string) => ID_FIELD.test(name) && !EXTERNAL_ID_FIELDS.has(name);

async function idRoutes(): Promise<string[]> {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Array<{ name: string; in: string }>;
          requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
        }
      >
    >;
  };
  const found = new Set<string>();
  for (const r of t.app.routeTable) {
    if (
      r.url.startsWith('/api/') &&
      !r.url.startsWith('/api/docs') &&
      r.method !== 'HEAD' &&
      /:[A-Za-z_]*id\b/i.test(r.url)
    )
      found.add(`${r.method} ${r.url}`);
  }
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const query = (op.parameters ?? []).filter((p) => p.in === 'query' && isIdField(p.name));
      const body = Object.keys(op.requestBody?.content['application/json']?.schema.properties ?? {}).filter(
        isIdField,
      );
      if (query.length || body.length)
        found.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
    }
  }
  return [...found].sort();
}

describe('Q13 tenant isolation', () => {
  it('has a case for every route that takes an id', async () => {
    const routes = await idRoutes();
    expect(routes.length).toBeGreaterThan(0);
    const missing = routes.filter((r) => !CASES[r]);
    expect(missing, `id-routes without an isolation case: ${missing.join(', ')}`).toEqual([]);
  });

  for (const [route, c] of Object.entries(CASES)) {
    it(`${route}: account B gets 404 on account A's object and changes nothing`, async () => {
      const { request, unchanged, answer } = await c.setup();
      const res = await t.app.inject({
        ...request,
        headers: { ...B.headers, origin: ORIGIN, ...request.headers },
      });
      if (answer) answer(res);
      else {
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
      await unchanged();
    });
  }

  it('lists only the signed-in account’s stores', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      headers: A.headers,
      payload: { name: 'Only A', platform: 'sauda' },
    });
    const b = await t.app.inject({ url: '/api/v1/stores', headers: B.headers });
    expect(b.json().data.map((s: { name: string }) => s.name)).not.toContain('Only A');
    expect((await t.app.inject({ url: '/api/v1/survey', headers: B.headers })).json().data).toBeNull();
  });
});
