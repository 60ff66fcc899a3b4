/** Screenshots of the courier, dispatch, load-sheet, advice, CPR and tracking pages (desktop and phone). */
import { expect, test, type Page } from '@playwright/test';
import { createReadyAccount } from './fixtures/accounts.ts';
import { createStoreViaUi } from './fixtures/orders.ts';
import { shot, tour } from './fixtures/shot.ts';

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

function api(page: Page) {
  const origin = new URL(page.url()).origin;
  const post = async (url: string, data: object) => {
    const res = await page.request.post(`/api${url}`, { headers: { origin }, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()).data;
  };
  const get = async (url: string) => (await (await page.request.get(`/api${url}`)).json()).data;
  return { origin, post, get };
}

/** The couriers (the sandbox and a manual one) and a pickup address. */
async function setUp(page: Page) {
  const { post } = api(page);
  const sandbox = await post('/v1/courier', { courier: 'sandbox', name: 'Sandbox courier' });
  await post('/v1/courier', { courier: 'manual', name: 'Manual courier' });
  const shipper = await post('/v1/shippers', {
    name: 'Main warehouse',
    contactName: 'Ayesha Khan',
    phone: '03211234567',
    address: '45 Main Boulevard, Gulberg III',
    city: 'Lahore',
  });
  return { sandbox, shipper };
}

/** Five COD orders: three booked with the sandbox and handed over, one booked by hand. */
async function ship(page: Page, { sandbox, shipper }: Awaited<ReturnType<typeof setUp>>) {
  const { origin, post, get } = api(page);
  const [store] = await get('/v1/stores');
  const buyers = [
    ['Sana Iqbal', 'House 1, Block 2, Gulshan-e-Iqbal, deliver to the gate', 'Karachi'],
    ['Bilal Ahmed', 'Flat 3, attempt street, Saddar', 'Karachi'],
    ['Hina Raza', 'House 9, refuse lane, Clifton', 'Karachi'],
    ['Usman Tariq', 'Street 12, Model Town', 'Lahore'],
    ['Fatima Noor', 'House 44, F-10/2', 'Islamabad'],
  ];
  const orders = [];
  for (const [name, address, city] of buyers) {
    const o = await post('/v1/orders', {
      storeId: store._id,
      paymentMethod: 'COD',
      lineItems: [{ title: 'Embroidered lawn suit (3-piece)', quantity: 1, unitPrice: 499_900 }],
      shippingAddress: { name, phone: '03001234567', address, city },
    });
    const res = await page.request.put(`/api/v1/orders/${o._id}/status`, {
      headers: { origin },
      data: { status: 'open' },
    });
    expect(res.status()).toBe(200);
    orders.push(o);
  }
  await post('/v1/orders/booking', {
    orders: orders.slice(0, 3).map((o) => ({
      orderId: o._id,
      courierId: sandbox._id,
      storeId: store._id,
      shipperId: shipper._id,
      shipmentType: 'standard',
    })),
  });
  await expect(async () => expect((await get('/v1/shipments?view=booked')).length).toBe(3)).toPass({
    timeout: 20_000,
  });
  const parcels = await get('/v1/shipments?view=booked');
  const sheet = await post('/v1/load-sheets', {
    courierId: sandbox._id,
    shipperId: shipper._id,
    shipmentIds: parcels.map((p: { _id: string }) => p._id),
  });
  await post(`/v1/load-sheets/${sheet._id}/handover`, {});
  await post('/orders/saveShipmentRecord', {
    orderId: orders[3]._id,
    storeId: store._id,
    trackingCompany: 'Call Courier',
    shipmentType: 'overnight',
  });
  // Wait for the sandbox to deliver, fail an attempt, return, and pay.
  await expect(async () => {
    const advice = await (await page.request.get('/api/v1/shipper-advice')).json();
    const cpr = await (await page.request.get('/api/v1/cpr')).json();
    expect(advice.meta.open).toBeGreaterThan(0);
    expect(cpr.data.length).toBeGreaterThan(0);
  }).toPass({ timeout: 90_000, intervals: [3_000] });
  return { parcels, sheet };
}

// Two tours per size, each with a seller of its own, so a slow moment on CI costs a retry of one
// part: the courier set-up pages, and the parcels' pages once the sandbox has moved them along (each
// page state runs the axe check too).
for (const size of SIZES) {
  test.describe(`courier screenshots (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    const s = size.name;

    test(`courier set-up (${s})`, async ({ page }) => {
      test.setTimeout(150_000);
      await createReadyAccount(page, `courier-shots-${s}`);
      await createStoreViaUi(page, 'Ayesha Closet');
      await page.goto('/courier-management');
      await shot(page, `${s}-courier-management-empty`);
      const d = await setUp(page);
      await tour(page, s, [
        ['/courier-management', 'courier-management'],
        [`/settings/couriers/booking-cities?courier=${d.sandbox._id}`, 'booking-cities'],
        ['/shipper-info', 'shipper-info'],
        ['/add-shipper-info', 'add-shipper-info'],
        [`/edit-shipper-info?id=${d.shipper._id}`, 'edit-shipper-info'],
        ['/manual-booking', 'manual-booking'],
      ]);
      await page.goto('/courier-management');
      await page
        .getByRole('button', { name: /Connect a courier/ })
        .first()
        .click();
      await shot(page, `${s}-connect-courier`);
    });

    test(`parcels (${s})`, async ({ page, browser }) => {
      test.setTimeout(240_000); // the sandbox takes up to 90 s to deliver, fail, return and pay
      await createReadyAccount(page, `parcel-shots-${s}`);
      await createStoreViaUi(page, 'Ayesha Closet');
      const d = await ship(page, await setUp(page));
      await tour(page, s, [
        ['/dispatch', 'dispatch'],
        ['/orders/booking?view=all', 'booked-parcels'],
        ['/picked-up', 'picked-up'],
        ['/create-loadsheet', 'create-loadsheet'],
        ['/load-sheets', 'load-sheets'],
        ['/shipper-advice', 'shipper-advice'],
        ['/cpr-cheques', 'cpr-cheques'],
      ]);
      await page.goto('/shipper-advice');
      await page
        .getByRole('button', { name: /^Re-attempt / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot(page, `${s}-advice-answer-dialog`);
      await page.keyboard.press('Escape');
      await page.goto('/cpr-cheques');
      await page
        .getByRole('button', { name: /Open payment/ })
        .first()
        .click();
      await shot(page, `${s}-cpr-detail`);
      // A context of its own: the buyer is signed out.
      const buyerContext = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      const buyer = await buyerContext.newPage();
      await buyer.goto(d.parcels[0].trackingUrl);
      await expect(buyer.getByTestId('tracking-status')).toBeVisible();
      await shot(buyer, `${s}-public-tracking`);
      await buyerContext.close();
    });
  });
}
