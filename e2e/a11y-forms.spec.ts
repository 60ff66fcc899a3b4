/**
 * Issue 25 (WCAG 2.1 AA), contrast, forms and layout: the new-order form links each error to its
 * field and a failed submit focuses the first invalid field (the storefront checkout's pattern);
 * the new-order form and the public checkout work from the keyboard alone; the dashboard and an
 * order page do not scroll sideways at 320 px; the item row's SKU and Qty labels never overlap.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CAPTURE } from './fixtures/shot.ts';
import { createReadyAccount } from './fixtures/accounts.ts';
import { createStoreViaUi } from './fixtures/orders.ts';

type Seed = { state: Awaited<ReturnType<BrowserContext['storageState']>>; orderId: string; shopUrl: string };

let seed: Seed;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await createReadyAccount(page, 'a11y-forms');
  await createStoreViaUi(page, 'Ayesha Closet');
  const origin = new URL(page.url()).origin;
  const post = async (url: string, data: object) => {
    const res = await page.request.post(`/api${url}`, { headers: { origin }, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()).data;
  };
  const storeId = (await (await page.request.get('/api/v1/stores')).json()).data[0]._id as string;
  const product = await post('/v1/products', {
    title: 'Khaddar kurta',
    status: 'active',
    weightGrams: 400,
    options: [{ name: 'Size', values: ['M'] }],
    variants: [{ optionValues: ['M'], sku: 'KK-M-LONG-SKU-0001', price: 250_000, inventory: 8 }],
  });
  const listed = await post('/v1/public-product', { productId: product._id, storeId });
  const order = await post('/v1/orders', {
    storeId,
    paymentMethod: 'COD',
    lineItems: [{ title: 'Embroidered lawn suit 3-piece with dupatta', quantity: 1, unitPrice: 449_900 }],
    shippingAddress: {
      name: 'Sana Iqbal',
      phone: '03217654321',
      address: 'Flat 3, Block C, Johar Town, near the main market',
      city: 'Lahore',
    },
  });
  seed = { state: await context.storageState(), orderId: order._id as string, shopUrl: listed.url as string };
  await context.close();
});

async function signedIn(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ storageState: seed.state, viewport });
  return context.newPage();
}

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Tab (only the keyboard) until the element with `id` has focus; fails after `max` presses. */
async function tabTo(page: Page, id: string, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if ((await activeId(page)) === id) return;
    await page.keyboard.press('Tab');
  }
  expect(await activeId(page), `Tab never reached #${id}`).toBe(id);
}

/** Each invalid control names, by aria-describedby, a message element that says what is wrong. */
async function describedErrors(page: Page, ids: string[]): Promise<void> {
  for (const id of ids) {
    const control = page.locator(`[id="${id}"]`);
    await expect(control, id).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await control.getAttribute('aria-describedby');
    expect(describedBy, `${id} aria-describedby`).toBe(`${id}-error`);
    const message = page.locator(`[id="${id}-error"]`);
    await expect(message, `${id}'s message`).toBeVisible();
    expect((await message.innerText()).trim().length, `${id}'s message text`).toBeGreaterThan(0);
  }
}

test('new order: an empty submit focuses the first invalid field and links every error to its field', async ({
  browser,
}) => {
  const page = await signedIn(browser, { width: 1440, height: 900 });
  await page.goto('/create-orders');
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  await page.getByRole('button', { name: 'Create Order', exact: true }).click();

  // The four customer fields come first in the page: focus lands on the first, not on Price.
  await expect(page.getByLabel('Mobile number')).toBeFocused();
  await describedErrors(page, ['phone', 'name', 'city', 'address', 'items.0.title', 'items.0.unitPrice']);
  const invalid = await page.locator('form [aria-invalid="true"]').evaluateAll((els) => els.map((e) => e.id));
  expect(invalid[0]).toBe('phone');

  // Fixed fields stop being invalid; the next submit focuses the first one still wrong.
  // (A number no order has: a returning buyer's city and address would be filled in.)
  await page.getByLabel('Mobile number').fill('0333 1112223');
  await page.getByLabel('Buyer name').fill('Sana Iqbal');
  await page.getByRole('button', { name: 'Create Order', exact: true }).click();
  await expect(page.getByLabel('City', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Mobile number')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Mobile number')).toHaveAttribute('aria-describedby', 'phone-hint');
});

test('new order: keyboard only, fill the customer, add an item, submit', async ({ browser }) => {
  const page = await signedIn(browser, { width: 1440, height: 900 });
  await page.goto('/create-orders');
  await expect(page.getByLabel('Mobile number')).toBeVisible();

  await tabTo(page, 'phone', 60);
  await page.keyboard.type('03001234567');
  await page.keyboard.press('Tab');
  expect(await activeId(page)).toBe('name');
  await page.keyboard.type('Bilal Ahmed');
  await page.keyboard.press('Tab');
  expect(await activeId(page)).toBe('city');
  await page.keyboard.type('Karachi');
  await page.keyboard.press('Tab');
  expect(await activeId(page)).toBe('address');
  await page.keyboard.type('House 12, Street 4, Clifton');

  // The first (empty) line, then a second one added with the keyboard.
  await tabTo(page, 'items.0.title');
  await page.keyboard.type('Lawn suit');
  await tabTo(page, 'items.0.quantity');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  expect(await activeId(page)).toBe('items.0.unitPrice');
  await page.keyboard.type('1500');

  await page.keyboard.press('Shift+Tab');
  const addItem = page.getByRole('button', { name: 'Add custom item' });
  for (let i = 0; i < 20 && !(await addItem.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Shift+Tab');
  await expect(addItem).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('[id="items.1.title"]')).toBeVisible();
  await tabTo(page, 'items.1.title', 60);
  await page.keyboard.type('Dupatta');
  await tabTo(page, 'items.1.unitPrice');
  await page.keyboard.type('500');

  const submit = page.getByRole('button', { name: 'Create Order', exact: true });
  for (let i = 0; i < 40 && !(await submit.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^#\d+$/ })).toBeVisible();
  await expect(page.getByText('Bilal Ahmed').first()).toBeVisible();
});

test('public checkout: keyboard only; an empty "Place order" focuses Full name, below the sticky header', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const buyer = await context.newPage();
  await buyer.goto(seed.shopUrl);
  await buyer.getByRole('button', { name: 'Add to cart' }).click();
  await buyer.getByRole('link', { name: /Cart, 1 item/ }).click();
  await buyer.getByRole('link', { name: 'Checkout' }).click();
  await expect(buyer.getByLabel('Full name')).toBeVisible();

  const place = buyer.getByRole('button', { name: /Place order/ });
  for (let i = 0; i < 60 && !(await place.evaluate((b) => b === document.activeElement)); i++)
    await buyer.keyboard.press('Tab');
  await expect(place).toBeFocused();
  await buyer.keyboard.press('Enter');

  await expect(buyer.getByLabel('Full name')).toBeFocused();
  await describedErrors(buyer, ['name', 'phone', 'address']);
  // scroll-padding-top: the focused field is not under the sticky header.
  const header = await buyer.locator('header').first().boundingBox();
  const field = await buyer.getByLabel('Full name').boundingBox();
  expect(field && header && field.y >= header.y + header.height).toBe(true);

  await buyer.keyboard.type('Sana Iqbal');
  await buyer.keyboard.press('Tab');
  expect(await activeId(buyer)).toBe('phone');
  await buyer.keyboard.type('03217654321');
  await buyer.keyboard.press('Tab');
  expect(await activeId(buyer)).toBe('city');
  await buyer.keyboard.type('laho');
  await expect(buyer.getByRole('option', { name: /^Lahore/ })).toBeVisible();
  await buyer.keyboard.press('ArrowDown');
  await buyer.keyboard.press('Enter');
  await expect(buyer.getByRole('combobox', { name: 'City' })).toHaveValue(/Lahore/);
  await tabTo(buyer, 'address', 5);
  await buyer.keyboard.type('Flat 3, Block C, Johar Town');
  for (let i = 0; i < 10 && !(await place.evaluate((b) => b === document.activeElement)); i++)
    await buyer.keyboard.press('Tab');
  await expect(place).toBeFocused();
  await buyer.keyboard.press('Enter');
  await expect(buyer).toHaveURL(/\/order-confirmation\?token=[\w-]+&placed=1$/);
  await context.close();
});

test.describe('at 320×700', () => {
  /** The elements whose right edge passes the viewport (for the failure message). */
  const overflowing = (page: Page) =>
    page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter((el) => el.getBoundingClientRect().right > width + 0.5)
        .slice(0, 8)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 80)}`);
    });

  for (const [name, path] of [
    ['dashboard', () => '/dashboard'],
    ['order page', () => `/orders/${seed.orderId}`],
  ] as const) {
    test(`the ${name} does not scroll sideways`, async ({ browser }) => {
      const page = await signedIn(browser, { width: 320, height: 700 });
      await page.goto(path());
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(
        scrollWidth,
        `wider than the page: ${(await overflowing(page)).join(' | ')}`,
      ).toBeLessThanOrEqual(clientWidth);
    });
  }
});

for (const width of [1280, 640]) {
  test(`new order at ${width} px: the SKU and Qty labels do not overlap`, async ({ browser }) => {
    const page = await signedIn(browser, { width, height: 900 });
    await page.goto('/create-orders');
    const sku = await page.locator('label[for="items.0.sku"]').boundingBox();
    const qty = await page.locator('label[for="items.0.quantity"]').boundingBox();
    expect(sku && qty).toBeTruthy();
    if (!sku || !qty) return;
    const intersect =
      sku.x < qty.x + qty.width &&
      qty.x < sku.x + sku.width &&
      sku.y < qty.y + qty.height &&
      qty.y < sku.y + sku.height;
    expect(intersect, `SKU ${JSON.stringify(sku)} / Qty ${JSON.stringify(qty)}`).toBe(false);
    // The label's text fits its box: nothing spills into the next column.
    const spill = await page
      .locator('label[for="items.0.sku"]')
      .evaluate((l) => l.scrollWidth - l.clientWidth);
    expect(spill).toBeLessThanOrEqual(0);
    // SCREENSHOTS=1: the item row as a person sees it (640 px is 1280 px at 200 % zoom).
    if (CAPTURE)
      await page
        .locator('[id="items.0.sku"]')
        .locator('xpath=ancestor::li[1]')
        .screenshot({ path: `.tmp/screenshots/new-order-item-row-${width}.png` });
  });
}
