/**
 * Issue 5 journey with the sandbox courier (one step = 2 s on the e2e server): book two confirmed
 * orders from /dispatch, print labels, make a load sheet by scanning, hand over, watch tracking
 * advance on the public page, answer a shipper advice, and reconcile the payment on /cpr-cheques.
 */
import { expect, test, type Page } from '@playwright/test';
import { createReadyAccount } from './fixtures/accounts.ts';
import { pageApi } from './fixtures/api.ts';
import { createStoreViaUi } from './fixtures/orders.ts';

const api = async (page: Page) => pageApi(page);

/** A COD order the buyer confirmed (so it is ready to ship). */
async function confirmedOrder(page: Page, storeId: string, name: string, address: string) {
  const a = await api(page);
  const o = await a.post('/v1/orders', {
    storeId,
    paymentMethod: 'COD',
    lineItems: [{ title: 'Lawn suit 3-piece', quantity: 1, unitPrice: 450_000 }],
    shippingAddress: { name, phone: '03001234567', address, city: 'Karachi' },
  });
  await a.put(`/v1/orders/${o._id}/status`, { status: 'open' });
  return o as { _id: string; name: string };
}

test('sandbox courier: book, label, load sheet by scanning, hand over, track, advise, reconcile', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  page.setDefaultTimeout(20_000);
  await createReadyAccount(page, 'couriers');
  await createStoreViaUi(page, 'Ayesha Closet');

  // Connect the sandbox courier and add a pickup address, as a seller would.
  await page.goto('/courier-management');
  await page.getByRole('button', { name: 'Connect sandbox courier' }).click();
  await expect(page.getByRole('article', { name: /Sandbox courier/ })).toBeVisible();
  await page.goto('/add-shipper-info');
  await page.getByLabel(/Warehouse \/ shop name/).fill('Main warehouse');
  await page.getByLabel(/Contact person/).fill('Ayesha Khan');
  await page.getByLabel(/Phone/).fill('03211234567');
  await page.getByLabel(/^Address/).fill('45 Main Boulevard, Gulberg III');
  // The city combobox: Tab closes an open list and focus moves on to the next field.
  const city = page.getByRole('combobox', { name: 'City' });
  await city.fill('ra');
  await expect(page.getByRole('listbox', { name: 'Cities' })).toBeVisible();
  await expect(city).toHaveAttribute('aria-expanded', 'true');
  await city.press('Tab');
  await expect(city).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox', { name: 'Cities' })).toBeHidden();
  await expect(city).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  await city.fill('lhr');
  await page
    .getByRole('option', { name: /^Lahore/ })
    .first()
    .click();
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Lahore');
  await page.getByRole('button', { name: /Save/ }).click();
  await expect(page).toHaveURL(/\/shipper-info$/);
  await expect(page.getByRole('article', { name: /Main warehouse/ })).toBeVisible();
  // Edit it: the form comes back filled in, and the change shows on the list.
  await page
    .getByRole('link', { name: 'Edit Main warehouse' })
    .or(page.getByRole('button', { name: 'Edit Main warehouse' }))
    .click();
  await expect(page).toHaveURL(/\/edit-shipper-info\?id=/);
  await expect(page.getByLabel(/Contact person/)).toHaveValue('Ayesha Khan');
  await page.getByLabel(/Contact person/).fill('Bilal Ahmed');
  await page.getByRole('button', { name: /Save/ }).click();
  await expect(page).toHaveURL(/\/shipper-info$/);
  await expect(page.getByRole('article', { name: /Main warehouse/ })).toContainText('Bilal Ahmed');

  const a = await api(page);
  const [store] = await a.get('/v1/stores');
  const delivered = await confirmedOrder(
    page,
    store._id,
    'Sana Iqbal',
    'House 1, Block 2, deliver to the gate',
  );
  const attempted = await confirmedOrder(page, store._id, 'Bilal Ahmed', 'Flat 3, attempt street, Saddar');

  // Dispatch: both ready; the sandbox courier is suggested; book them.
  await page.goto('/dispatch');
  await page.getByRole('checkbox', { name: `Select order ${delivered.name}` }).check();
  await page.getByRole('checkbox', { name: `Select order ${attempted.name}` }).check();
  await page.getByRole('button', { name: 'Book 2 parcels' }).click();
  await expect(page.getByRole('progressbar', { name: 'Booking progress' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Booking results' });
  await expect(results.getByText(/SBX\d{9}/)).toHaveCount(2, { timeout: 20_000 });

  // Airway bills: a real PDF opens.
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: /Print labels for booked/ }).click(),
  ]);
  const pdf = await page.request.get(popup.url());
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await popup.close();

  const parcels = (await a.get('/v1/shipments?view=booked')) as Array<{
    orderId: string;
    trackingNumber: string;
    trackingUrl: string;
  }>;
  const cn = (orderId: string) => parcels.find((p) => p.orderId === orderId)!;

  // Load sheet by scanning: a scanner types the code and presses Enter.
  await page.goto('/create-loadsheet');
  const scan = page.getByRole('textbox', { name: 'Scan or type a tracking number' });
  for (const o of [delivered, attempted]) {
    await scan.fill(cn(o._id).trackingNumber);
    await scan.press('Enter');
    await expect(page.getByText(new RegExp(`Added ${o.name}`))).toBeVisible();
  }
  await scan.fill(cn(delivered._id).trackingNumber);
  await scan.press('Enter');
  await expect(page.getByText(/already added/)).toBeVisible();
  await expect(page.getByTestId('sheet-parcels')).toContainText('2');
  await page.getByRole('button', { name: 'Generate load sheet' }).click();
  await expect(page.getByTestId('sheet-number')).toContainText('LS-1001');
  await page.getByRole('button', { name: 'Hand over to rider' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hand over' }).click();
  // The parcel that waits for an answer stays on the board until answered; the delivered one may
  // already have moved past it (one sandbox step is 2 s here) on a busy machine.
  await page.goto('/picked-up');
  await expect(page.getByText(cn(attempted._id).trackingNumber)).toBeVisible();

  // The buyer's public page (no sign-in) shows the parcel moving to Delivered.
  const buyer = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await buyer.goto(cn(delivered._id).trackingUrl);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Ayesha Closet' })).toBeVisible();
  await expect(buyer.getByTestId('tracking-number')).toContainText(cn(delivered._id).trackingNumber);
  await expect(async () => {
    await buyer.reload();
    await expect(buyer.getByTestId('tracking-status')).toContainText('Delivered', { timeout: 1_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await expect(buyer.getByText('03001234567')).toHaveCount(0);
  // Every step's dot is whole: the line to the next step runs under it, not across it.
  const covered = await buyer.getByRole('list', { name: 'Delivery progress' }).evaluate(
    (rail) =>
      Array.from(rail.querySelectorAll('[data-rail-dot]')).filter((dot) => {
        const b = dot.getBoundingClientRect();
        const hit = document.elementFromPoint(b.right - 3, b.top + b.height / 2);
        return !hit || !dot.contains(hit);
      }).length,
  );
  expect(covered).toBe(0);
  await buyer.close();

  // Shipper advice for the failed attempt: re-attempt at a corrected address.
  await page.goto('/shipper-advice');
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('button', { name: `Re-attempt ${attempted.name}` })).toBeVisible({
      timeout: 1_000,
    });
    // The sandbox raises the advice a few steps after the failed attempt (a step every 2 s, run by
    // the worker's job lanes): under CI's load those steps lag, so wait as long as the tours do.
  }).toPass({ timeout: 90_000, intervals: [2_000] });
  // The order page shows the open advice with its deadline, and the way to answer it.
  await page.goto(`/orders/${attempted._id}`);
  const advice = page.getByTestId('order-parcel-advice');
  await expect(advice).toContainText('Courier needs your answer');
  await expect(advice).toContainText(/answer by \d{1,2} \w{3} \d{4}/);
  await advice.getByRole('link', { name: 'Answer' }).click();
  await expect(page).toHaveURL(/\/shipper-advice$/);
  await page.getByRole('button', { name: `Re-attempt ${attempted.name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'A corrected address' }).check();
  await dialog
    .getByRole('textbox', { name: 'Corrected address' })
    .fill('Flat 3, Block B, Saddar, near the mosque');
  await dialog.getByLabel('Remarks for the courier').fill('Buyer asked for evening delivery');
  await dialog
    .getByRole('button', { name: /Re-attempt|Send/ })
    .last()
    .click();
  await expect(page.getByText(/Answered 1/)).toBeVisible();

  // CPR: the sandbox pays the delivered parcel; the line reconciles. On a slow machine the
  // re-attempted parcel may be delivered and paid too by now (a second payment, listed first), so
  // the payment to open is the one holding the delivered parcel.
  let reference = '';
  await expect(async () => {
    for (const p of (await a.get('/v1/cpr')) as Array<{ _id: string; reference: string }>) {
      const detail = (await a.get(`/v1/cpr/${p._id}`)) as { items: Array<{ trackingNumber: string }> };
      if (detail.items.some((i) => i.trackingNumber === cn(delivered._id).trackingNumber))
        reference = p.reference;
    }
    expect(reference).not.toBe('');
  }).toPass({ timeout: 90_000, intervals: [3_000] });
  await page.goto('/cpr-cheques');
  await page.getByRole('button', { name: `Open payment ${reference}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Payment detail' });
  await expect(drawer.getByText(cn(delivered._id).trackingNumber)).toBeVisible();
  await expect(drawer.locator('[data-status="matched"]').first()).toBeVisible();

  // The delivered order's page carries its parcel: tracking link, load sheet, the courier's
  // history, the label, and the courier's payment with its CPR.
  await page.goto(`/orders/${delivered._id}`);
  const card = page.getByTestId('order-parcel');
  const track = card.getByRole('link', { name: cn(delivered._id).trackingNumber });
  await expect(track).toHaveAttribute('href', cn(delivered._id).trackingUrl);
  await expect(card.getByRole('link', { name: 'LS-1001' })).toBeVisible();
  await expect(card).toContainText('handed over');
  await expect(card.getByTestId('order-parcel-history')).toContainText('Delivered');
  await expect(card.getByRole('link', { name: 'Reprint airway bill' })).toHaveAttribute(
    'href',
    /\/api\/v1\/shipments\/labels\?ids=/,
  );
  const payment = card.getByTestId('order-parcel-payment');
  await expect(payment).toContainText('Paid in full');
  await payment.getByRole('link', { name: /^SBX-CPR-/ }).click();
  await expect(page).toHaveURL(/\/cpr-cheques\?payment=/);
  await expect(page.getByRole('dialog', { name: 'Payment detail' })).toBeVisible();
});

test('dispatch is a dense table: at least 12 orders on one 1440×900 screen, each with its controls', async ({
  page,
}) => {
  await createReadyAccount(page, 'dense-dispatch');
  await createStoreViaUi(page, 'Ayesha Closet');
  const a = await api(page);
  const courier = await a.post('/v1/courier', { courier: 'sandbox', name: 'Sandbox', credentials: {} });
  await a.get(`/v1/courier/${courier._id}/cites`);
  await a.post('/v1/shippers', {
    name: 'Main warehouse',
    contactName: 'Ayesha Khan',
    phone: '03211234567',
    address: '45 Main Boulevard, Gulberg III',
    city: 'Lahore',
  });
  const [store] = await a.get('/v1/stores');
  for (let i = 0; i < 14; i++)
    await confirmedOrder(page, store._id, `Buyer ${i + 1}`, `House ${i + 1}, Street 4, Block B`);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dispatch');
  const list = page.getByRole('list', { name: 'Orders ready to book' });
  // While it loads the list shows five placeholder rows (aria-busy); stop 44's first CI counted them
  // after 10 s on a loaded machine.
  await expect(list).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
  await expect(list.getByRole('listitem')).toHaveCount(14);
  // Rows wholly on screen, above the sticky booking bar.
  const barTop = await page
    .getByRole('button', { name: /Book \d+ parcels?/ })
    .evaluate((b) => b.closest('div')!.getBoundingClientRect().top);
  const onScreen = await list
    .getByRole('listitem')
    .evaluateAll(
      (rows, bottom) => rows.filter((r) => r.getBoundingClientRect().bottom <= bottom).length,
      Math.min(barTop, 900),
    );
  expect(onScreen).toBeGreaterThanOrEqual(12);
  // The same information as before: courier, type and pickup address per row, the suggestion named.
  const first = list.getByRole('listitem').first();
  await expect(first.getByRole('combobox', { name: /^Courier for / })).toBeVisible();
  await expect(first.getByRole('combobox', { name: /^Shipment type for / })).toBeVisible();
  await expect(first.getByRole('combobox', { name: /^Pickup address for / })).toBeVisible();
  await expect(first.getByRole('button', { name: /delivery history|delivered/i })).toBeVisible();
});
