/**
 * Issue 12 §1 on phones: no page scrolls sideways at 360 px; a new page opens at the top (and
 * back returns to where the seller was); the floating Create Order button never covers a control.
 */
import { expect, test, type Page } from '@playwright/test';
import { createReadyAccount } from './fixtures/accounts.ts';
import { createStoreViaUi } from './fixtures/orders.ts';

async function seed(page: Page, orders: number) {
  const origin = new URL(page.url()).origin;
  const post = async (url: string, data: object) => {
    const res = await page.request.post(`/api${url}`, { headers: { origin }, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()).data;
  };
  const storeId = (await (await page.request.get('/api/v1/stores')).json()).data[0]._id as string;
  await post('/v1/products', {
    title: 'Khaddar kurta with a rather long name for a narrow screen',
    status: 'active',
    weightGrams: 400,
    lowStockThreshold: 5,
    options: [{ name: 'Size', values: ['M'] }],
    variants: [{ optionValues: ['M'], sku: 'KK-M-LONG-SKU-0001', price: 250_000, inventory: 2 }],
  });
  for (let i = 0; i < orders; i++)
    await post('/v1/orders', {
      storeId,
      paymentMethod: 'COD',
      lineItems: [{ title: 'Embroidered lawn suit 3-piece', quantity: 1, unitPrice: 449_900 }],
      shippingAddress: {
        name: `Sana Iqbal ${i + 1}`,
        phone: '03217654321',
        address: 'Flat 3, Block C, Johar Town, near the main market',
        city: 'Lahore',
      },
    });
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const PAGES = [
  '/dashboard',
  '/orders',
  '/orders/confirm-orders',
  '/dispatch',
  '/orders/booking',
  '/shipper-advice',
  '/cpr-cheques',
  '/load-sheets',
  '/products',
  '/inventory',
  '/customer',
  '/sales-channel',
];

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no page scrolls sideways', async ({ page }) => {
    test.setTimeout(120_000);
    await createReadyAccount(page, 'narrow');
    await createStoreViaUi(page, 'Ayesha Closet');
    await seed(page, 3);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await sideways(page), `${path} scrolls sideways by`).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('at 375×812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a new page opens at the top; back returns to the place in the list', async ({ page }) => {
    test.setTimeout(120_000);
    await createReadyAccount(page, 'scroll');
    await createStoreViaUi(page, 'Ayesha Closet');
    await seed(page, 20);

    await page.goto('/orders');
    const orderLinks = page.locator('main a[href^="/orders/0"]:visible');
    await expect(orderLinks.first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);

    // An order far down the list: its page opens at the top.
    const last = orderLinks.last();
    await last.scrollIntoViewIfNeeded();
    const listY = await page.evaluate(() => window.scrollY);
    await last.click();
    await expect(page).toHaveURL(/\/orders\/0[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^#\d+$/ })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // (A tall page, so keeping the list's scroll would show: see below.)
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(1200);

    // Back: the list where the seller left it.
    await page.goBack();
    await expect(page).toHaveURL(/\/orders$/);
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - listY))
      .toBeLessThanOrEqual(2);

    // The same order again: now it renders at once, at full height, from the cache; still it
    // opens at the top, not where the list was.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await orderLinks.last().click();
    await expect(page.getByRole('heading', { level: 1, name: /^#\d+$/ })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Back again: the list, scrolled as it was left.
    await page.goBack();
    await expect(page).toHaveURL(/\/orders$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  });

  test('the floating Create Order button covers no control, scrolled to the end', async ({ page }) => {
    test.setTimeout(120_000);
    await createReadyAccount(page, 'fab');
    await createStoreViaUi(page, 'Ayesha Closet');
    await seed(page, 12);
    for (const path of ['/dashboard', '/orders', '/inventory', '/products', '/customer']) {
      await page.goto(path);
      const fab = page.getByTestId('fab');
      await expect(fab).toBeVisible();
      await expect(fab).toHaveText(/Create Order/);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(100);
      const covered = await page.evaluate(() => {
        const f = document.querySelector('[data-testid="fab"]')!.getBoundingClientRect();
        const controls = document.querySelectorAll(
          'main a, main button, main input, main select, main textarea, main [role="button"], main [tabindex="0"]',
        );
        // The button itself is inside <main> (a landmark, docs/accessibility.md): skip it.
        return Array.from(controls)
          .filter((el) => !el.closest('[data-testid="fab"]'))
          .filter((el) => {
            const r = el.getBoundingClientRect();
            if (r.width === 0 || r.height === 0) return false;
            return r.left < f.right && r.right > f.left && r.top < f.bottom && r.bottom > f.top;
          })
          .map((el) => `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 40)}`);
      });
      expect(covered, `${path}: controls under the floating button`).toEqual([]);
    }
  });
});
