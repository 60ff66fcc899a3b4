import { expect, test, type Page } from '@playwright/test';
import { createReadyAccount } from './fixtures/accounts.ts';
import { pageApi } from './fixtures/api.ts';
import { checkAccessibility, runAxe } from './fixtures/axe.ts';
import { createOrderViaUi, createStoreViaUi } from './fixtures/orders.ts';

/**
 * Keyboard and screen-reader basics of the shared shell (issue 25, WCAG 2.1 AA): focus comes back
 * to what opened a dialog, the skip link, the tab title and the h1 focus on navigation, the phone
 * menu's ARIA. docs/accessibility.md, "Focus, titles and landmarks".
 */

/** axe-core on the page, only the given rules (the tours run them all: fixtures/axe.ts). */
async function axeViolations(page: Page, rules: string[]): Promise<string[]> {
  const result = await runAxe(page, { runOnly: { type: 'rule', values: rules } });
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

const activeName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim()}` : '';
  });

test('skip link, tab title, focus on the new page h1, search palette and sidebar toggle keep focus', async ({
  page,
}) => {
  await createReadyAccount(page, 'a11y-keys');
  await expect(page).toHaveTitle('Dashboard · Sauda');

  // First load: focus is left where the browser put it; the skip link is the first Tab stop.
  await page.reload();
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toBeVisible();
  await expect(page).toHaveTitle('Dashboard · Sauda');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  // Visible while focused (not a 1-px sr-only box).
  const box = await skip.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(100);
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  const main = page.getByRole('main');
  await expect(main).toBeFocused();
  await expect(main).toHaveAttribute('id', 'main');
  // ...without scrolling the page's top (and its h1) under the sticky top bar.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Search palette by Ctrl+K from a link: Escape gives focus back to that link.
  const messages = page.getByRole('link', { name: 'Messages' });
  await messages.focus();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search' });
  await expect(palette).toBeVisible();
  // Empty palette: a plain status message, no option-less listbox.
  await expect(palette.getByRole('status')).toContainText('Find anything');
  await expect(palette.getByRole('listbox')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await expect(messages).toBeFocused();

  // ...and opened from the top bar's Search button, back to that button.
  const searchButton = page.getByRole('banner').getByRole('button', { name: 'Search' });
  await searchButton.click();
  await expect(palette).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(searchButton).toBeFocused();

  // Navigating from the palette: the title names the new page and focus lands on its h1.
  await page.keyboard.press('Control+k');
  await palette.getByPlaceholder('Search...').fill('notif');
  await expect(palette.getByRole('option', { name: 'Notification settings' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-profile\/notification$/);
  await expect(page).toHaveTitle('Notification Settings · Sauda');
  await expect(palette).toBeHidden();
  await expect(h1).toBeFocused();
  await expect(h1).toHaveAttribute('tabindex', '-1');
  // Still there once the palette's closing animation is over (its focus return does not take it back).
  await page.waitForTimeout(500);
  await expect(h1).toBeFocused();

  // A sidebar link, by keyboard: same.
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('link', { name: 'Dashboard' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('Dashboard · Sauda');
  await expect(
    page.getByRole('heading', { level: 1, name: /Good (morning|afternoon|evening)/ }),
  ).toBeFocused();

  // Collapse / expand: focus stays on the toggle, renamed.
  await sidebar.getByRole('button', { name: 'Collapse sidebar' }).focus();
  await page.keyboard.press('Enter');
  await expect(sidebar.getByRole('button', { name: 'Expand sidebar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(sidebar.getByRole('button', { name: 'Collapse sidebar' })).toBeFocused();
  expect(await activeName(page)).toBe('button Collapse sidebar');
});

test('order page: the cancel dialog returns focus to its button, or to the h1 once the button is gone', async ({
  page,
}) => {
  await createReadyAccount(page, 'a11y-dialog');
  await createStoreViaUi(page);
  await createOrderViaUi(page, { phone: '03001112233', name: 'Sana Tariq' });
  await expect(page).toHaveTitle('Order · Sauda');

  const cancel = page.getByRole('button', { name: 'Cancel order' });
  const dialog = page.getByRole('dialog', { name: /^Cancel #\d+\?$/ });

  // Escape.
  await cancel.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();

  // The dialog's own "Keep order" button.
  await cancel.click();
  await dialog.getByRole('button', { name: 'Keep order' }).click();
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();

  // Confirmed: the order is cancelled and its Cancel button is gone, so focus goes to the h1.
  await cancel.click();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const h1 = page.getByRole('heading', { level: 1, name: /^#\d+$/ });
  await expect(h1).toBeFocused();

  // A ConfirmDialog (block customer), from the customer page reached by a link: focus starts on its h1.
  await page.goto('/customer');
  await page.getByRole('link', { name: 'Sana Tariq' }).click();
  await expect(page).toHaveTitle('Customer · Sauda');
  await expect(page.getByRole('heading', { level: 1, name: 'Sana Tariq' })).toBeFocused();
  const block = page.getByRole('button', { name: 'Block customer' });
  await block.click();
  const confirm = page.getByRole('dialog', { name: 'Block Sana Tariq?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(block).toBeFocused();
});

test('load sheets: the delete and hand-over dialogs pass axe and give focus back to their buttons', async ({
  page,
}) => {
  test.setTimeout(150_000); // a courier, a booked parcel and a load sheet first: more than the default
  await createReadyAccount(page, 'a11y-sheets');
  await createStoreViaUi(page);
  // A sandbox courier, a pickup address, one booked parcel and a load sheet, through the API.
  const { post, put, get } = pageApi(page);
  const [store] = await get('/v1/stores');
  const courier = await post('/v1/courier', { courier: 'sandbox', name: 'Sandbox courier' });
  const shipper = await post('/v1/shippers', {
    name: 'Main warehouse',
    contactName: 'Ayesha Khan',
    phone: '03211234567',
    address: '45 Main Boulevard, Gulberg III',
    city: 'Lahore',
  });
  const order = await post('/v1/orders', {
    storeId: store._id,
    paymentMethod: 'COD',
    lineItems: [{ title: 'Lawn suit 3-piece', quantity: 1, unitPrice: 450_000 }],
    shippingAddress: {
      name: 'Sana Iqbal',
      phone: '03001234567',
      address: 'House 1, Block 2',
      city: 'Karachi',
    },
  });
  await put(`/v1/orders/${order._id}/status`, { status: 'open' });
  await post('/v1/orders/booking', {
    orders: [
      {
        orderId: order._id,
        courierId: courier._id,
        storeId: store._id,
        shipperId: shipper._id,
        shipmentType: 'standard',
      },
    ],
  });
  await expect(async () => expect(await get('/v1/shipments?view=booked')).toHaveLength(1)).toPass({
    timeout: 20_000,
  });
  const [parcel] = await get('/v1/shipments?view=booked');
  const sheet = await post('/v1/load-sheets', {
    courierId: courier._id,
    shipperId: shipper._id,
    shipmentIds: [parcel._id],
  });

  await page.goto('/load-sheets');
  // Delete, kept: the dialog passes axe, and "Keep it" (then Escape) returns focus to Delete.
  const remove = page.getByRole('button', { name: `Delete ${sheet.number}` });
  await remove.click();
  const deleteDialog = page.getByRole('dialog');
  await expect(deleteDialog).toBeVisible();
  await checkAccessibility(page, 'delete-load-sheet-dialog');
  await deleteDialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(deleteDialog).toBeHidden();
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(deleteDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(deleteDialog).toBeHidden();
  await expect(remove).toBeFocused();

  // Hand over, by keyboard: the dialog passes axe; once handed over the buttons are gone, so focus
  // goes to the page's h1, not to <body>.
  const handOver = page.getByRole('button', { name: `Hand over ${sheet.number}` });
  await handOver.focus();
  await page.keyboard.press('Enter');
  const handDialog = page.getByRole('dialog');
  await expect(handDialog).toBeVisible();
  await checkAccessibility(page, 'hand-over-dialog');
  await handDialog.getByRole('button', { name: 'Hand over' }).click();
  await expect(handDialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Hand over ${sheet.number}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Delete ${sheet.number}` })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu drawer: valid aria-controls/expanded, opens on Dashboard, closes back to Open menu', async ({
    page,
  }) => {
    await createReadyAccount(page, 'a11y-phone');
    // Open menu is hidden from the accessibility tree while the drawer is modal: find it by label.
    const openMenu = page.locator('button[aria-label="Open menu"]');
    await expect(openMenu).toHaveAttribute('aria-expanded', 'false');
    await expect(openMenu).not.toHaveAttribute('aria-controls', /.*/);
    // The floating action button is inside <main> (a landmark).
    await expect(page.getByRole('main').getByTestId('fab')).toBeVisible();
    expect(await axeViolations(page, ['aria-valid-attr-value', 'region', 'aria-required-children'])).toEqual(
      [],
    );

    await openMenu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(openMenu).toHaveAttribute('aria-expanded', 'true');
    const controls = await openMenu.getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    await expect(drawer).toHaveAttribute('id', controls!);
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    expect(await axeViolations(page, ['aria-valid-attr-value'])).toEqual([]);

    // Escape → back on Open menu.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(openMenu).toBeFocused();
    await expect(openMenu).toHaveAttribute('aria-expanded', 'false');
    await expect(openMenu).not.toHaveAttribute('aria-controls', /.*/);

    // The visible Close menu button → back on Open menu.
    await openMenu.click();
    const close = drawer.getByRole('button', { name: 'Close menu' });
    await expect(close).toBeVisible();
    await close.click();
    await expect(drawer).toBeHidden();
    await expect(openMenu).toBeFocused();

    // Navigating from the drawer: the new page's h1 takes focus and names the tab.
    await openMenu.click();
    await drawer.getByRole('button', { name: 'Settings' }).click();
    await drawer.getByRole('link', { name: 'Sales Channels' }).click();
    await expect(page).toHaveURL(/\/sales-channel$/);
    await expect(drawer).toBeHidden();
    await expect(page).toHaveTitle('Sales Channels · Sauda');
    await expect(page.getByRole('heading', { level: 1, name: 'Sales channels' })).toBeFocused();
    await page.waitForTimeout(500);
    await expect(page.getByRole('heading', { level: 1, name: 'Sales channels' })).toBeFocused();
  });
});
