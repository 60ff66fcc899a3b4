/** The shared combobox (decision 017), in the order form's product picker: keys, states, ARIA. */
import { expect, test } from '@playwright/test';
import { createReadyAccount } from './fixtures/accounts.ts';
import { createStoreViaUi } from './fixtures/orders.ts';

test('order form product picker: arrow keys, Enter, Escape, Tab and an unpickable option', async ({
  page,
}) => {
  await createReadyAccount(page, 'pickers');
  await createStoreViaUi(page, 'Ayesha Closet');
  const origin = new URL(page.url()).origin;
  for (const product of [
    { title: 'Chiffon dupatta', weightGrams: 200, variants: [{ price: 150_000, inventory: 20, sku: 'DUP' }] },
    { title: 'Cotton dupatta', weightGrams: 200, variants: [{ price: 90_000, inventory: 0, sku: 'CDUP' }] },
  ]) {
    const res = await page.request.post('/api/v1/products', { headers: { origin }, data: product });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }

  await page.goto('/create-orders');
  const box = page.getByRole('combobox', { name: 'Search products' });
  const list = page.getByRole('listbox', { name: 'Products' });
  // aria-controls names a listbox that exists even while the list is closed.
  const controls = await box.getAttribute('aria-controls');
  expect(controls).toBeTruthy();
  await expect(page.locator(`[id="${controls}"][role="listbox"]`)).toHaveCount(1);
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  await box.fill('zzzz');
  await expect(page.getByText('No products match “zzzz”', { exact: false })).toBeVisible();

  await box.fill('dupatta');
  await expect(list.getByRole('option')).toHaveCount(2);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toBeHidden();
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = list.getByRole('option');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  await box.press('ArrowUp');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);

  // Tab closes the list and moves on (focus is not lost to the page).
  await box.press('Tab');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');

  // An out-of-stock product without backorder is shown but cannot be chosen.
  await box.fill('Cotton');
  const cotton = list.getByRole('option', { name: /Cotton dupatta/ });
  await expect(cotton).toHaveAttribute('aria-disabled', 'true');
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  await box.press('Enter');
  await expect(box).toHaveValue('Cotton');
  await expect(page.getByTestId('line-title')).toHaveCount(0);

  // Enter chooses the highlighted product: the list closes, the box clears, the item is added.
  await box.fill('Chiffon');
  // (The previous search's options stay, marked busy, until the new ones arrive.)
  await expect(list.getByRole('option', { name: /Chiffon dupatta/ })).toBeVisible();
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('line-title')).toHaveText(['Chiffon dupatta']);
});

test('purchase-order product picker: Tab from the open list skips its button and moves on', async ({
  page,
}) => {
  await createReadyAccount(page, 'pickers-po');
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/v1/vendors', {
    headers: { origin },
    data: { name: 'Empty Looms', phone: '03214567890', city: 'Faisalabad' },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  const vendor = (await res.json()).data as { _id: string };

  await page.goto(`/purchase-order/new?vendor=${vendor._id}`);
  const box = page.getByRole('combobox', { name: 'Add products' });
  await box.focus();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const searchAll = page.getByRole('button', { name: 'Search all products' });
  await expect(searchAll).toBeVisible();
  // The list's own button is for the mouse; Tab leaves the field as from any input.
  await box.press('Tab');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(searchAll).toBeHidden();
  await expect(box).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
});

test('manual booking order picker: choose a confirmed order with the keyboard, then change it', async ({
  page,
}) => {
  await createReadyAccount(page, 'pickers-mb');
  await createStoreViaUi(page, 'Ayesha Closet');
  const origin = new URL(page.url()).origin;
  const stores = (await (await page.request.get('/api/v1/stores')).json()).data as Array<{ _id: string }>;
  const res = await page.request.post('/api/v1/orders', {
    headers: { origin },
    data: {
      storeId: stores[0]!._id,
      paymentMethod: 'COD',
      lineItems: [{ title: 'Lawn suit 3-piece', quantity: 1, unitPrice: 450_000 }],
      shippingAddress: {
        name: 'Sana Iqbal',
        phone: '03001234567',
        address: 'Flat 3, Block C',
        city: 'Karachi',
      },
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  const order = (await res.json()).data as { _id: string; name: string };
  const confirm = await page.request.put(`/api/v1/orders/${order._id}/status`, {
    headers: { origin },
    data: { status: 'open' },
  });
  expect(confirm.status(), await confirm.text()).toBeLessThan(300);

  await page.goto('/manual-booking');
  const box = page.getByRole('combobox', { name: 'Order', exact: true });
  await box.fill('Sana');
  const list = page.getByRole('listbox', { name: 'Orders ready to ship' });
  await expect(list.getByRole('option', { name: /Sana Iqbal/ })).toBeVisible();
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  await box.press('ArrowDown');
  await box.press('Enter');
  const change = page.getByRole('button', { name: `Change order (${order.name} chosen)` });
  await expect(change).toBeVisible();
  await change.click();
  await expect(page.getByRole('combobox', { name: 'Order', exact: true })).toHaveValue('');
});
