import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORIGIN,
  createProduct,
  createStore,
  createTestApp,
  signup,
  type Session,
  type TestContext,
} from './helpers/app.ts';

let t: TestContext;
let me: Session;
let storeId: string;

beforeAll(async () => {
  t = await createTestApp();
  me = await signup(t.app);
  storeId = await createStore(t.app, me, 'Lahore Looms');
});
afterAll(() => t.close());

const h = () => ({ ...me.headers, origin: ORIGIN });

async function listed(overrides: Record<string, unknown> = {}) {
  const p = await createProduct(t.app, me, overrides);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/public-product',
    headers: h(),
    payload: { productId: p._id, storeId },
  });
  const { publicId, shopUrl } = res.json().data as { publicId: string; shopUrl: string };
  return { ...p, publicId, shopId: new URL(shopUrl).searchParams.get('s')! };
}

const buyer = {
  name: 'Sana Iqbal',
  phone: '+92 321 7654321',
  city: 'lahore',
  address: 'Flat 3, Block C, Johar Town',
};
const checkout = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/checkout', headers: { origin: ORIGIN, ...headers }, payload });

describe('storefront', () => {
  it('serves the shop and product pages without sign-in', async () => {
    const p = await listed({ title: 'Shop kurta', discount: 20 });
    const shop = await t.app.inject({ url: `/api/v1/shop/${p.shopId}` });
    expect(shop.statusCode).toBe(200);
    expect(shop.json().store.name).toBe('Lahore Looms');
    expect(shop.json().data).toContainEqual(
      expect.objectContaining({
        publicId: p.publicId,
        title: 'Shop kurta',
        price: 250_000,
        discountedPrice: 200_000,
        discount: 20,
        inStock: true,
      }),
    );
    const page = (await t.app.inject({ url: `/api/v1/public-product/${p.publicId}` })).json().data;
    expect(page.variants[0]).toMatchObject({
      title: 'M',
      price: 250_000,
      discountedPrice: 200_000,
      inStock: true,
      fewLeft: null,
    });
    expect((await t.app.inject({ url: '/api/v1/shop/not-a-shop' })).statusCode).toBe(404);
  });

  it('checks out a COD order with stock reserved, then the buyer confirms it', async () => {
    const p = await listed({ title: 'Checkout kurta' });
    const res = await checkout(
      {
        shopId: p.shopId,
        items: [{ publicId: p.publicId, variantId: p.variants[1]!._id, quantity: 2 }],
        ...buyer,
      },
      { 'idempotency-key': 'checkout-key-0001' },
    );
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ orderName: expect.stringMatching(/^#\d+$/), total: 450_000 });
    expect(data.confirmationUrl).toMatch(new RegExp(`^${ORIGIN}/order-confirmation\\?token=[\\w-]{32}$`));
    // A retry with the same key replays; it does not order twice.
    const replay = await checkout(
      {
        shopId: p.shopId,
        items: [{ publicId: p.publicId, variantId: p.variants[1]!._id, quantity: 2 }],
        ...buyer,
      },
      { 'idempotency-key': 'checkout-key-0001' },
    );
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data.orderName).toBe(data.orderName);
    const seller = (await t.app.inject({ url: `/api/v1/products/${p._id}`, headers: h() })).json().data;
    expect(seller.variants[1]).toMatchObject({ available: 8, committed: 2 });
    const orders = (
      await t.app.inject({ url: `/api/v1/orders?search=${encodeURIComponent(data.orderName)}`, headers: h() })
    ).json().data;
    expect(orders[0]).toMatchObject({
      source: 'sauda',
      status: 'Pending',
      shipmentDetails: { addresses: [{ name: 'Sana Iqbal', phone: '03217654321', city: 'Lahore' }] },
    });
    const token = new URL(data.confirmationUrl).searchParams.get('token');
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/order-confirmation/${token}`,
      headers: { origin: ORIGIN },
      payload: { action: 'confirm' },
    });
    expect(confirm.json().data.orderStatus).toBe('open');
  });

  it('tells the buyer the delivery charge is the seller’s to confirm, until the seller sets one (issue 12 §1)', async () => {
    const p = await listed({ title: 'Delivery kurta' });
    const res = await checkout({
      shopId: p.shopId,
      items: [{ publicId: p.publicId, variantId: p.variants[0]!._id, quantity: 1 }],
      ...buyer,
    });
    expect(res.statusCode).toBe(201);
    const { confirmationUrl, orderName } = res.json().data;
    const token = new URL(confirmationUrl).searchParams.get('token');
    const view = async () =>
      (await t.app.inject({ url: `/api/v1/public/order-confirmation/${token}` })).json().data;
    expect(await view()).toMatchObject({
      name: orderName,
      pricing: { shipping: 0, currentTotalPrice: 225_000 },
      deliveryToConfirm: true,
    });
    // The seller adds Rs 250 delivery: the buyer's page shows the fee, and no longer "to confirm".
    const [order] = (
      await t.app.inject({ url: `/api/v1/orders?search=${encodeURIComponent(orderName)}`, headers: h() })
    ).json().data;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${order._id}`,
      headers: h(),
      payload: { shipping: 25_000 },
    });
    expect(edit.statusCode).toBe(200);
    expect(await view()).toMatchObject({
      pricing: { shipping: 25_000, currentTotalPrice: 250_000 },
      deliveryToConfirm: false,
    });
    // A seller's own order with no delivery charge is free delivery, said as such.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: h(),
      payload: {
        storeId,
        paymentMethod: 'COD',
        lineItems: [{ title: 'Lawn suit', quantity: 1, unitPrice: 300_000 }],
        shipping: 0,
        shippingAddress: {
          name: 'Ali Raza',
          phone: '03001234567',
          address: 'House 1, Model Town',
          city: 'Lahore',
        },
      },
    });
    const ownToken = new URL(own.json().data.confirmation.url).searchParams.get('token');
    const ownView = (await t.app.inject({ url: `/api/v1/public/order-confirmation/${ownToken}` })).json()
      .data;
    expect(ownView.deliveryToConfirm).toBe(false);
  });

  it('validates the buyer’s details and only sells what this shop lists', async () => {
    const p = await listed({ title: 'Validate kurta' });
    const item = { publicId: p.publicId, variantId: p.variants[0]!._id, quantity: 1 };
    const bad: Array<[object, string]> = [
      [{ shopId: p.shopId, items: [item], ...buyer, phone: '12345' }, 'phone'],
      [{ shopId: p.shopId, items: [item], ...buyer, city: 'Atlantis' }, 'city'],
      [{ shopId: p.shopId, items: [item], ...buyer, address: 'short' }, 'address'],
      [{ shopId: p.shopId, items: [], ...buyer }, 'items'],
      [{ shopId: p.shopId, items: [{ ...item, quantity: 0 }], ...buyer }, 'items.0.quantity'],
      [{ shopId: p.shopId, items: [item], ...buyer, name: ' ' }, 'name'],
    ];
    for (const [body, field] of bad) {
      const res = await checkout(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
    expect(
      (await checkout({ shopId: p.shopId, items: [item], ...buyer, city: 'Atlantis' })).json().details[0]
        .message,
    ).toBe('Choose your city from the list');
    // Another shop's product, an unlisted product, a made-up variant: all 404.
    const otherStore = await createStore(t.app, me, 'Second shop');
    const other = await createProduct(t.app, me, { title: 'Elsewhere' });
    const pub = await t.app.inject({
      method: 'POST',
      url: '/api/v1/public-product',
      headers: h(),
      payload: { productId: other._id, storeId: otherStore },
    });
    const otherPublic = pub.json().data.publicId;
    expect(
      (
        await checkout({
          shopId: p.shopId,
          items: [{ publicId: otherPublic, variantId: other.variants[0]!._id, quantity: 1 }],
          ...buyer,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await checkout({
          shopId: p.shopId,
          items: [{ publicId: p.publicId, variantId: other.variants[0]!._id, quantity: 1 }],
          ...buyer,
        })
      ).statusCode,
    ).toBe(404);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/public-product/${p._id}`, headers: h() });
    expect((await checkout({ shopId: p.shopId, items: [item], ...buyer })).statusCode).toBe(404);
  });

  it('says plainly when stock runs out', async () => {
    const p = await listed({ title: 'Last one', options: [], variants: [{ price: 100_000, inventory: 1 }] });
    const item = { publicId: p.publicId, variantId: p.variants[0]!._id, quantity: 2 };
    const res = await checkout({ shopId: p.shopId, items: [item], ...buyer });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 1 of Last one left in stock; you asked for 2');
    const page = (await t.app.inject({ url: `/api/v1/public-product/${p.publicId}` })).json().data;
    expect(page.variants[0]).toMatchObject({ inStock: true, fewLeft: 1 });
  });

  it('Q1: 200 concurrent checkouts of single units on 10 in stock → exactly 10 orders', async () => {
    const p = await listed({
      title: 'Flash sale',
      options: [],
      variants: [{ price: 150_000, inventory: 10 }],
    });
    const item = { publicId: p.publicId, variantId: p.variants[0]!._id, quantity: 1 };
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        checkout({ shopId: p.shopId, items: [item], ...buyer, phone: `0300${String(1_000_000 + i)}` }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(190);
    expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('OUT_OF_STOCK');
    const seller = (await t.app.inject({ url: `/api/v1/products/${p._id}`, headers: h() })).json().data;
    expect(seller.variants[0]).toMatchObject({ available: 0, committed: 10 });
    const ledger = (
      await t.app.inject({
        url: `/api/v1/inventory/movements?variantId=${p.variants[0]!._id}&limit=100`,
        headers: h(),
      })
    ).json().data as Array<{ kind: string; deltaAvailable: number }>;
    expect(ledger.filter((m) => m.kind === 'order')).toHaveLength(10);
    expect(ledger.reduce((n, m) => n + m.deltaAvailable, 0)).toBe(0); // stock + sold = initial
  });
});

describe('checkout rate limit', () => {
  it('answers 429 after too many checkouts from one address', async () => {
    const limited = await createTestApp({ CHECKOUT_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/checkout',
          headers: { origin: ORIGIN },
          payload: { shopId: 'x', items: [], name: 'a' },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 3).every((c) => c === 400)).toBe(true);
      expect(codes.slice(3)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});
