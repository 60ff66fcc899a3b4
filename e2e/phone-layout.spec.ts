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

/** Visible controls in <main> that the floating action button overlaps, as "TAG text". */
const controlsUnderFab = (
  page: Page,
  selector = 'main a, main button, main input, main select, main textarea, main [role="button"], main [tabindex="0"], main dt, main dd',
) =>
  page.evaluate((selector) => {
    const f = document.querySelector('[data-testid="fab"]')!.getBoundingClientRect();
    // The button itself is inside <main> (a landmark, docs/accessibility.md): skip it.
    return Array.from(document.querySelectorAll(selector))
      .filter((el) => !el.closest('[data-testid="fab"]'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        return r.left < f.right && r.right > f.left && r.top < f.bottom && r.bottom > f.top;
      })
      .map((el) => `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 40)}`);
  }, selector);

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
      const covered = await controlsUnderFab(page);
      expect(covered, `${path}: controls under the floating button`).toEqual([]);
    }
  });
});

test.describe('at 400 % zoom (1280×800 seen as 320×200)', () => {
  test.use({ viewport: { width: 320, height: 200 } });

  test('the floating Create Order button covers no control or total, scrolled or tabbed to', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await createReadyAccount(page, 'zoom');
    await createStoreViaUi(page, 'Ayesha Closet');
    await seed(page, 3);
    const [order] = (await (await page.request.get('/api/v1/orders?limit=1')).json()).data;
    for (const path of ['/dashboard', '/orders', `/orders/${order._id}`]) {
      await page.goto(path);
      await expect(page.getByTestId('fab')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await sideways(page), `${path} scrolls sideways by`).toBeLessThanOrEqual(0);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(100);
      expect(await controlsUnderFab(page), `${path}: under the floating button, scrolled to the end`).toEqual(
        [],
      );
    }
    // The order page ("Total to collect" sits near its end) by keyboard: every control Tab reaches
    // is scrolled clear of the button (index.css, scroll-padding-bottom). One taller than the room
    // between the paddings (the notes box) is scrolled to its top and must not be wholly hidden.
    await expect(page.getByText('Total to collect')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('main').focus();
    const hidden: string[] = [];
    let visited = 0;
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Tab');
      const at = await page.evaluate(() => {
        const el = document.activeElement;
        const fab = document.querySelector('[data-testid="fab"]');
        if (!el || !fab || !el.closest('main') || fab.contains(el)) return { done: true, under: '' };
        const f = fab.getBoundingClientRect();
        const r = el.getBoundingClientRect();
        const name = `${el.tagName} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`;
        const room = window.innerHeight - 2 * 80; // scroll-padding-top and -bottom, 5 rem each
        if (r.height <= room) {
          const over = r.left < f.right && r.right > f.left && r.top < f.bottom && r.bottom > f.top;
          return { done: false, under: over ? name : '' };
        }
        // Taller: some point of it, inside the window, is the element itself (not the button or the bar).
        const seen = [0.1, 0.3, 0.5, 0.7, 0.9].some((fy) =>
          [0.1, 0.5, 0.9].some((fx) => {
            const x = r.left + fx * r.width;
            const y = r.top + fy * r.height;
            if (y < 0 || y >= window.innerHeight || x < 0 || x >= window.innerWidth) return false;
            const hit = document.elementFromPoint(x, y);
            return !!hit && (hit === el || el.contains(hit));
          }),
        );
        return { done: false, under: seen ? '' : name };
      });
      if (at.done) break;
      visited++;
      if (at.under) hidden.push(at.under);
    }
    // The walk really went through the page's controls (status, cancel, links, edit, notes…).
    expect(visited).toBeGreaterThan(10);
    expect(hidden, 'controls focused under the floating button').toEqual([]);
  });
});
