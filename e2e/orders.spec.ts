import { expect, test } from '@playwright/test';
import { createReadyAccount } from './fixtures/accounts.ts';
import { createOrderViaUi, createStoreViaUi } from './fixtures/orders.ts';

test('COD order: created by hand, confirmed by the buyer from the public link', async ({ page, browser }) => {
  // Two browser contexts and a dozen pages: 60–72 s on CI, so the 90 s default left no room for a
  // busy moment (it timed out once at stop 46 and passed on its retry).
  test.setTimeout(150_000);
  await createReadyAccount(page, 'cod');
  await createStoreViaUi(page, 'Ayesha Closet');

  // validation comes from the contract schema, per field
  await page.goto('/create-orders');
  await page.getByRole('button', { name: 'Create Order', exact: true }).click();
  await expect(page.locator('#phone-error')).toHaveText(/Pakistani phone number/);
  await expect(page.getByText('Required').first()).toBeVisible();

  const id = await createOrderViaUi(page, {
    phone: '+92 300 7654321',
    name: 'Sana Tariq',
    city: 'Karachi',
    items: [
      { title: 'Lawn suit', quantity: 2, price: '2,499.50' },
      { title: 'Chiffon dupatta', quantity: 1, price: '850' },
    ],
  });
  await expect(page.getByText('Pending confirmation').first()).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('Rs 5,849');
  await expect(page.getByText('03007654321').first()).toBeVisible();

  // WhatsApp: opens wa.me with the filled template and records the send
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
  const waPage = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Send on WhatsApp (English)' }).click();
  const wa = await waPage;
  const waUrl = new URL(wa.url());
  expect(waUrl.origin + waUrl.pathname).toBe('https://wa.me/923007654321');
  expect(waUrl.searchParams.get('text')).toContain('/order-confirmation?token=');
  expect(waUrl.searchParams.get('text')).toContain('Sana!');
  await wa.close();
  await expect(page.getByTestId('confirmation-sent-at')).toHaveText('just now');

  // the buyer, signed out, on a phone
  const link = await page.getByLabel('Buyer’s link').inputValue();
  const buyerContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const buyer = await buyerContext.newPage();
  await buyer.goto(link);
  await expect(buyer.getByRole('heading', { name: 'Please confirm your order' })).toBeVisible();
  await expect(buyer.getByText('Ayesha Closet')).toBeVisible();
  await expect(buyer.getByTestId('public-total')).toHaveText('Rs 5,849');
  await expect(buyer.getByText(/\*{3,}/)).toBeVisible();
  // In Urdu, the page brings its own Naskh font (self-hosted), whatever the phone has (issue 12 §5).
  await buyer.getByRole('button', { name: 'اردو' }).click();
  await expect(buyer.locator('[lang="ur"][dir="rtl"]').first()).toBeVisible();
  const urdu = await buyer.evaluate(async () => {
    await document.fonts.ready;
    const h1 = document.querySelector('h1')!;
    return {
      family: getComputedStyle(h1).fontFamily,
      loaded: Array.from(document.fonts as unknown as Iterable<FontFace>).some(
        (f) => f.family.includes('Noto Naskh Arabic') && f.status === 'loaded',
      ),
      fromUs: performance
        .getEntriesByType('resource')
        .some((e) => e.name.startsWith(location.origin) && e.name.includes('noto-naskh-arabic')),
    };
  });
  expect(urdu.family).toContain('Noto Naskh Arabic');
  expect(urdu.loaded).toBe(true);
  expect(urdu.fromUs).toBe(true);
  await buyer.getByRole('button', { name: 'English' }).click();
  await buyer.getByRole('button', { name: 'Confirm my order' }).click();
  await expect(buyer.getByRole('heading', { name: 'Thank you! Your order is confirmed.' })).toBeVisible();
  await buyer.reload();
  await expect(buyer.getByRole('heading', { name: 'Thank you! Your order is confirmed.' })).toBeVisible();
  await buyerContext.close();

  // back at the seller's desk
  await page.goto(`/orders/${id}`);
  await expect(
    page.getByRole('heading', { level: 1 }).locator('..').getByText('Open', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Buyer confirmed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start processing' })).toBeVisible();

  // an unknown token is a friendly not-found
  const anon = await browser.newContext();
  const stranger = await anon.newPage();
  await stranger.goto('/order-confirmation?token=not-a-real-token-123');
  await expect(stranger.getByRole('heading', { name: 'We couldn’t find this order' })).toBeVisible();
  await anon.close();
});

test('search palette finds an open order by buyer name and opens it in a new tab', async ({ page }) => {
  await createReadyAccount(page, 'search');
  await createStoreViaUi(page);
  const id = await createOrderViaUi(page, {
    phone: '03219876543',
    name: 'Zarmeena Qureshi',
    payment: 'prepaid',
  });
  await page.goto('/orders');
  await expect(page.getByRole('link', { name: '#1001' }).first()).toBeVisible();

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search' });
  await palette.getByPlaceholder('Search...').fill('Zarmeena');
  const result = palette.getByRole('option', { name: /Zarmeena Qureshi/ });
  await expect(result).toBeVisible();
  await expect(result).toContainText('Prepaid');
  await expect(result).toContainText('Rs 3,499');
  const opened = page.context().waitForEvent('page');
  await result.click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(`/orders/${id}`);
  await expect(tab.getByText('Zarmeena Qureshi').first()).toBeVisible();
  await tab.close();

  await page.keyboard.press('Control+k');
  await palette.getByPlaceholder('Search...').fill('nobody-by-this-name');
  await expect(palette.getByText('No results found')).toBeVisible();
  await expect(palette.getByText('No orders found')).toBeVisible();
  await expect(palette.getByText('Try adjusting your search criteria')).toBeVisible();
  await page.keyboard.press('Escape');

  // A buyer calls about a parcel no longer open: the palette's open orders miss it, and the
  // palette offers the search over every status, which the orders list runs.
  const returned = await createOrderViaUi(page, {
    phone: '03451112233',
    name: 'Kamran Yousaf',
    payment: 'prepaid',
  });
  const origin = new URL(page.url()).origin;
  const cancel = await page.request.put(`/api/v1/orders/${returned}/status`, {
    headers: { origin },
    data: { status: 'Cancelled', reason: 'Buyer changed his mind' },
  });
  expect(cancel.status(), await cancel.text()).toBe(200);
  await page.keyboard.press('Control+k');
  await palette.getByPlaceholder('Search...').fill('Kamran');
  await expect(palette.getByText('No orders found')).toBeVisible();
  const all = palette.getByRole('option', { name: /Search all orders for ‘Kamran’/ });
  await expect(all).toBeVisible();
  await all.click();
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/orders\?search=Kamran$/);
  const row = page.getByRole('row').filter({ hasText: 'Kamran Yousaf' });
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Zarmeena' })).toHaveCount(0);

  // With an open order found, the way to every status is still offered below it.
  await page.keyboard.press('Control+k');
  await palette.getByPlaceholder('Search...').fill('Zarmeena');
  await expect(palette.getByRole('option', { name: /Zarmeena Qureshi/ })).toBeVisible();
  await expect(palette.getByRole('option', { name: /Search all orders for ‘Zarmeena’/ })).toBeVisible();
});

test('bulk: cancel two orders from the list', async ({ page }) => {
  await createReadyAccount(page, 'bulk');
  await createStoreViaUi(page);
  await createOrderViaUi(page, { phone: '03001110001', name: 'Bilal Ahmed' });
  await createOrderViaUi(page, { phone: '03001110002', name: 'Hira Javed', payment: 'prepaid' });
  await createOrderViaUi(page, { phone: '03001110003', name: 'Usman Ghani' });

  await page.goto('/orders');
  await expect(page.getByRole('link', { name: /All\s*3/ })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select order #1001' }).check();
  await page.getByRole('checkbox', { name: 'Select order #1002' }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: 'Cancelled' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel 2 orders?' });
  await dialog.getByLabel('Reason').fill('Duplicate orders');
  await dialog.getByRole('button', { name: 'Cancel 2 orders' }).click();
  await expect(page.getByText('2 orders moved to Cancelled')).toBeVisible();

  const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row('#1001').getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row('#1002').getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row('#1003').getByText('Pending confirmation', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Cancelled\s*2/ })).toBeVisible();

  // the status tab filters through the URL
  await page.getByRole('link', { name: /Cancelled\s*2/ }).click();
  await expect(page).toHaveURL(/status=Cancelled/);
  await expect(page.getByRole('row')).toHaveCount(3); // header + 2
});

test('customer page counts the buyer’s orders', async ({ page }) => {
  await createReadyAccount(page, 'customer');
  await createStoreViaUi(page);
  await createOrderViaUi(page, { phone: '03331234567', name: 'Fatima Noor', city: 'Multan' });
  // the second order: the phone lookup recognises her
  await page.goto('/create-orders');
  await page.getByLabel('Mobile number').fill('0333 1234567');
  await expect(page.getByText(/Returning customer/)).toBeVisible();
  await expect(page.getByLabel('Buyer name')).toHaveValue('Fatima Noor');
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Multan');
  await page.getByLabel('Item', { exact: true }).fill('Khussa');
  await page.getByLabel('Price (Rs)').fill('2200');
  await page.getByRole('radio', { name: 'Prepaid' }).click();
  await page.getByRole('button', { name: 'Create Order', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/[^/]+$/);

  await page.goto('/customer');
  const row = page.getByRole('row').filter({ hasText: 'Fatima Noor' });
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');
  await row.getByRole('link', { name: 'Fatima Noor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fatima Noor' })).toBeVisible();
  await expect(page.getByTestId('stat-Orders')).toHaveText('2');
  await expect(page.getByRole('link', { name: '#1001' })).toBeVisible();
  await expect(page.getByRole('link', { name: '#1002' })).toBeVisible();

  // block with confirmation
  await page.getByRole('button', { name: 'Block customer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText('Fatima Noor is blocked')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unblock' })).toBeVisible();
});

test.describe('on a device set to New York time', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the seller confirming a COD order is named as the seller, and times are Pakistan time', async ({
    page,
  }) => {
    const seller = await createReadyAccount(page, 'who-acted');
    await createStoreViaUi(page);
    await createOrderViaUi(page, { phone: '03121234567', name: 'Nadia Hussain' });
    await expect(page.getByText('Awaiting buyer')).toBeVisible();

    await page.getByRole('button', { name: 'Mark confirmed' }).click();
    // Before: "Buyer confirmed", though the buyer never answered.
    await expect(page.getByText(`Confirmed by ${seller.name}`)).toBeVisible();
    await expect(page.getByText('Buyer confirmed')).toHaveCount(0);
    await expect(page.getByTestId('confirmation-answered')).toContainText(`by ${seller.name} (seller)`);
    const latest = page.getByRole('listitem').filter({ hasText: 'Status changed from Pending confirmation' });
    await expect(latest.getByTestId('timeline-actor')).toHaveText(`${seller.name} (seller)`);

    // The device runs on New York time; the order shows Karachi's clock.
    const time = latest.locator('time');
    const [iso, title] = await Promise.all([time.getAttribute('datetime'), time.getAttribute('title')]);
    const clock = (zone: string) =>
      page.evaluate(
        ([at, tz]) =>
          new Intl.DateTimeFormat('en-PK', {
            timeZone: tz,
            hour: 'numeric',
            minute: '2-digit',
            hour12: true,
          }).format(new Date(at!)),
        [iso, zone] as const,
      );
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/New_York',
    );
    // Whole clock readings: at 11:09 pm in Karachi, New York's "1:09 pm" is a substring of it.
    const words = (t: string | null) => (t ?? '').split(', ');
    expect(words(title)).toContain(await clock('Asia/Karachi'));
    expect(words(title)).not.toContain(await clock('America/New_York'));
  });
});
