/**
 * Isolation of the endpoints anyone can call without a session (issue 20): the public tracking
 * page, the storefront (shop, product, checkout) and the COD confirmation links.
 *
 * Three sellers fill the database with rows in every state — parcels booked, picked up,
 * delivered, returned and cancelled; orders pending, confirmed and cancelled; products listed,
 * unlisted and deleted — and then each endpoint is asked for an unknown id, a malformed id and
 * each seller's own ids. Every answer names only what was asked for, or is 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORIGIN,
  createProduct,
  createTestApp,
  signup,
  type Session,
  type TestContext,
} from './helpers/app.ts';
import { confirmedOrder, shippingSeller } from './helpers/shipping.ts';

const PARCEL_STATES = ['booked', 'picked_up', 'delivered', 'returned', 'cancelled'] as const;
type ParcelState = (typeof PARCEL_STATES)[number];

interface Seller {
  session: Session;
  /** Words that appear in this seller's public answers and no one else's. */
  store: string;
  product: string;
  shopId: string;
  listed: { publicId: string; variantId: string };
  /** Public ids of products that were listed once and are no longer (unlisted, deleted). */
  gone: string[];
  parcels: Record<ParcelState, { trackingNumber: string; publicId: string }>;
  tokens: { awaiting: string; confirmed: string; cancelled: string };
}

let t: TestContext;
const sellers: Seller[] = [];

async function makeSeller(name: string, product: string): Promise<Seller> {
  const session = await signup(t.app, { businessName: name });
  const s = await shippingSeller(t, session, []);
  await s.call('PUT', `/v1/stores/${s.storeId}`, { name });
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...session.headers, origin: ORIGIN },
      payload,
    });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const list = async (title: string) => {
    const p = await createProduct(t.app, session, { title });
    const l = await post('/v1/public-product', { productId: p._id, storeId: s.storeId });
    return {
      id: p._id,
      publicId: l.publicId as string,
      variantId: p.variants[0]!._id,
      shopId: new URL(l.shopUrl as string).searchParams.get('s')!,
    };
  };
  const listed = await list(product);
  const unlisted = await list(`${product} (unlisted)`);
  await s.call('DELETE', `/v1/public-product/${unlisted.id}`);
  const deleted = await list(`${product} (deleted)`);
  if ((await s.call('DELETE', `/v1/products/${deleted.id}`)).statusCode >= 300) throw new Error('delete');

  // One manual-courier parcel per state, each on its own confirmed order.
  const parcels = {} as Seller['parcels'];
  for (const state of PARCEL_STATES) {
    const o = await confirmedOrder(t, session, s.storeId, { city: 'Multan' });
    const rec = await s.call('POST', '/orders/saveShipmentRecord', {
      orderId: o._id,
      storeId: s.storeId,
      trackingCompany: `${name} Express`,
      shipmentType: 'standard',
    });
    if (rec.statusCode !== 201) throw new Error(`manual booking: ${rec.body}`);
    const p = rec.json().data as { _id: string; trackingNumber: string; trackingUrl: string };
    const moves: Record<ParcelState, string[]> = {
      booked: [],
      picked_up: ['picked_up'],
      delivered: ['picked_up', 'delivered'],
      returned: ['picked_up', 'returned'],
      cancelled: [],
    };
    for (const status of moves[state]) {
      const r = await s.call('PUT', `/v1/shipments/${p._id}/status`, { status });
      if (r.statusCode !== 200) throw new Error(`${state}: ${r.body}`);
    }
    if (state === 'cancelled') {
      const r = await s.call('PUT', `/v1/orders/booking-cancel/${p._id}`);
      if (r.statusCode !== 200) throw new Error(`cancel: ${r.body}`);
    }
    parcels[state] = { trackingNumber: p.trackingNumber, publicId: p.trackingUrl.split('/').pop()! };
  }

  // COD orders awaiting the buyer, confirmed by the buyer and cancelled by the buyer.
  const codToken = async () => {
    const o = await post('/v1/orders', {
      storeId: s.storeId,
      paymentMethod: 'COD',
      lineItems: [{ title: `${product} order`, quantity: 1, unitPrice: 150_000 }],
      shippingAddress: {
        name: `${name} buyer`,
        phone: '+92 300 7654321',
        address: 'House 3, Street 9',
        city: 'Lahore',
      },
    });
    return new URL(o.confirmation.url as string).searchParams.get('token')!;
  };
  const answer = (token: string, action: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/public/order-confirmation/${token}`,
      headers: { origin: ORIGIN },
      payload: { action },
    });
  const tokens = { awaiting: await codToken(), confirmed: await codToken(), cancelled: await codToken() };
  expect((await answer(tokens.confirmed, 'confirm')).statusCode).toBe(200);
  expect((await answer(tokens.cancelled, 'cancel')).statusCode).toBe(200);

  return {
    session,
    store: name,
    product,
    shopId: listed.shopId,
    listed: { publicId: listed.publicId, variantId: listed.variantId },
    gone: [unlisted.publicId, deleted.publicId],
    parcels,
    tokens,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  sellers.push(await makeSeller('Anarkali Lawn', 'Anarkali kurta'));
  sellers.push(await makeSeller('Bolan Shoes', 'Bolan chappal'));
  sellers.push(await makeSeller('Chenab Mobiles', 'Chenab charger'));
}, 120_000);
afterAll(() => t.close());

/** Every other seller's store name, product titles and tracking numbers: none may appear. */
function foreignMarkers(own: Seller | null): string[] {
  return sellers
    .filter((s) => s !== own)
    .flatMap((s) => [s.store, s.product, ...Object.values(s.parcels).map((p) => p.trackingNumber)]);
}
function expectOnly(body: string, own: Seller | null) {
  for (const m of foreignMarkers(own)) expect(body, `answer leaks "${m}"`).not.toContain(m);
}
/** Unknown ids answer 404; malformed ones 404 or a 400 naming the bad input; neither leaks. */
function expectNothing(res: { statusCode: number; body: string; json(): { code: string } }, id: string) {
  const malformed = MALFORMED.includes(id);
  expect(malformed ? [400, 404] : [404], `${id} answered ${res.statusCode}`).toContain(res.statusCode);
  expect(res.json().code).toMatch(/^(NOT_FOUND|VALIDATION_ERROR|BAD_REQUEST)$/);
  expectOnly(res.body, null);
}

const get = (url: string) => t.app.inject({ url: `/api/v1${url}` });

/** Ids that match nothing: well-formed ones of every shape we hand out, and malformed ones. */
const UNKNOWN = [
  'SBX000000000',
  'MC0000000000',
  '0123456789abcdef0123456789abcdef',
  '01JD0000000000000000000000',
  'abcd',
];
const MALFORMED = ['x', '%27%20OR%201%3D1--', '%00', 'a'.repeat(65), '..%2F..%2Fetc', '%D8%A7%D8%A8'];

describe('public tracking', () => {
  it('answers 404 for an unknown or malformed id while other sellers have parcels in every state', async () => {
    for (const id of [...UNKNOWN, ...MALFORMED]) {
      expectNothing(await get(`/orders/tracking/${id}`), id);
    }
  });

  it('answers each parcel, by tracking number and by public link, with its own seller only', async () => {
    for (const s of sellers) {
      for (const state of PARCEL_STATES) {
        const p = s.parcels[state];
        for (const key of [p.trackingNumber, p.publicId]) {
          const res = await get(`/orders/tracking/${key}`);
          expect(res.statusCode, `${s.store} ${state} ${key}`).toBe(200);
          const d = res.json().data;
          expect(d.storeName).toBe(s.store);
          expect(d.trackingNumber).toBe(p.trackingNumber);
          expect(d.status).toBe(state);
          expectOnly(res.body, s);
        }
      }
    }
  });
});

describe('storefront', () => {
  it('answers 404 for unknown, malformed, unlisted and deleted products and unknown shops', async () => {
    const gone = sellers.flatMap((s) => s.gone);
    for (const id of [...UNKNOWN, ...MALFORMED, ...gone]) {
      expectNothing(await get(`/public-product/${id}`), id);
    }
    for (const id of [...UNKNOWN, ...MALFORMED]) {
      expectNothing(await get(`/shop/${id}`), id);
    }
  });

  it('answers each seller’s own shop and product with that seller’s catalogue only', async () => {
    for (const s of sellers) {
      const shop = await get(`/shop/${s.shopId}`);
      expect(shop.statusCode).toBe(200);
      expect(shop.json().store.name).toBe(s.store);
      expect(shop.json().data.map((p: { title: string }) => p.title)).toEqual([s.product]);
      expectOnly(shop.body, s);
      const product = await get(`/public-product/${s.listed.publicId}`);
      expect(product.statusCode).toBe(200);
      expect(product.json().data.title).toBe(s.product);
      expectOnly(product.body, s);
    }
  });

  it('refuses a checkout that mixes another seller’s product into a shop, and writes nothing', async () => {
    const [a, b] = sellers as [Seller, Seller];
    const ordersBefore = await t.db.sql('SELECT count(*)::int AS n FROM orders');
    const buyer = { name: 'Sana Iqbal', phone: '03217654321', city: 'Lahore', address: 'Flat 3, Johar Town' };
    for (const items of [
      [{ publicId: b.listed.publicId, variantId: b.listed.variantId, quantity: 1 }],
      [{ publicId: a.listed.publicId, variantId: b.listed.variantId, quantity: 1 }],
      [{ publicId: b.gone[0]!, variantId: a.listed.variantId, quantity: 1 }],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/checkout',
        headers: { origin: ORIGIN },
        payload: { shopId: a.shopId, items, ...buyer },
      });
      expect(res.statusCode, JSON.stringify(items)).toBe(404);
      expectOnly(res.body, a);
    }
    for (const shopId of [...UNKNOWN, 'x']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/checkout',
        headers: { origin: ORIGIN },
        payload: { shopId, items: [{ ...a.listed, quantity: 1 }], ...buyer },
      });
      expect(res.statusCode, `checkout in shop ${shopId}`).toBe(404);
    }
    expect(await t.db.sql('SELECT count(*)::int AS n FROM orders')).toEqual(ordersBefore);
  });
});

describe('COD confirmation links', () => {
  const view = (token: string) => get(`/public/order-confirmation/${token}`);
  const answer = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/public/order-confirmation/${token}`,
      headers: { origin: ORIGIN },
      payload: { action: 'confirm' },
    });

  it('answers 404 for unknown and malformed tokens, reading and answering', async () => {
    for (const token of [...UNKNOWN, ...MALFORMED, 'A'.repeat(43)]) {
      expectNothing(await view(token), token);
      expectNothing(await answer(token), token);
    }
  });

  it('shows each order, awaiting, confirmed or cancelled, to its own link only', async () => {
    for (const s of sellers) {
      for (const [state, token] of Object.entries(s.tokens)) {
        const res = await view(token);
        expect(res.statusCode).toBe(200);
        const d = res.json().data;
        expect(d.storeName).toBe(s.store);
        expect(d.status).toBe(state);
        expect(d.lineItems[0].title).toBe(`${s.product} order`);
        expectOnly(res.body, s);
      }
      const again = await answer(s.tokens.cancelled);
      expect(again.statusCode).toBe(409);
      expectOnly(again.body, s);
    }
  });
});

describe('public links find their seller first (issue 28 §2)', () => {
  it('each link is read through its seller: pointed at another seller, it opens nothing of either', async () => {
    const [a, b] = sellers as [Seller, Seller];
    const accountOf = async (handle: string) =>
      (
        await t.db.sql<{ account_id: string }>('SELECT account_id FROM public_handles WHERE handle = $1', [
          handle,
        ])
      )[0]!.account_id;
    const other = await accountOf(b.shopId);
    expect(other).not.toBe(await accountOf(a.shopId));
    const links = [
      { handle: a.parcels.booked.publicId, url: `/orders/tracking/${a.parcels.booked.publicId}` },
      { handle: a.parcels.booked.trackingNumber, url: `/orders/tracking/${a.parcels.booked.trackingNumber}` },
      { handle: a.tokens.awaiting, url: `/public/order-confirmation/${a.tokens.awaiting}` },
      { handle: a.listed.publicId, url: `/public-product/${a.listed.publicId}` },
      { handle: a.shopId, url: `/shop/${a.shopId}` },
    ];
    for (const link of links) {
      const own = await accountOf(link.handle);
      const before = await get(link.url);
      expect(before.statusCode, link.url).toBe(200);
      await t.db.sql('UPDATE public_handles SET account_id = $1 WHERE handle = $2', [other, link.handle]);
      try {
        expectNothing(await get(link.url), link.url);
      } finally {
        await t.db.sql('UPDATE public_handles SET account_id = $1 WHERE handle = $2', [own, link.handle]);
      }
      expect((await get(link.url)).statusCode, link.url).toBe(200);
    }
  });
});
