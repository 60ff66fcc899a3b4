/**
 * Screenshots of every page at desktop (1440×900) and phone (375×812) sizes into
 * .tmp/screenshots/ for visual review.
 */
import { expect, test } from '@playwright/test';
import { createReadyAccount, newAccount, signUpViaUi } from './fixtures/accounts.ts';
import { createOrderViaUi, createStoreViaUi } from './fixtures/orders.ts';
import { shot } from './fixtures/shot.ts';

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

for (const size of SIZES) {
  test.describe(`${size.name} screenshots`, () => {
    // Each page state also runs the axe check (fixtures/axe.ts): a tour takes minutes on CI.
    test.describe.configure({ timeout: 240_000 });
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`public pages (${size.name})`, async ({ page }) => {
      const s = size.name;
      for (const [path, name, heading] of [
        ['/', 'landing', /Run orders/],
        ['/login', 'login', /Welcome back/],
        ['/sign-up', 'sign-up', /Create your Sauda account/],
        ['/forgot-password', 'forgot-password', /Forgot your password/],
        ['/create-password?token=abcdefghijklmnop', 'create-password', /Set a new password/],
        ['/verify', 'verify-anonymous', /Check your inbox/],
        ['/auth/otp', 'otp', /Enter your code/],
        ['/nope/not-here', 'not-found', /Sorry, the page not found/],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await shot(page, `${s}-${name}`);
      }
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
      await shot(page, `${s}-login-errors`);
    });

    test(`onboarding pages (${size.name})`, async ({ page }) => {
      const s = size.name;
      await signUpViaUi(page, newAccount(`shots-${s}`));
      await shot(page, `${s}-verify-signed-in`);
      await page.goto('/questionnaire');
      await shot(page, `${s}-questionnaire-1`);
      await page.getByRole('radio', { name: /Yes, I’m selling/ }).click();
      await page.getByLabel('City').fill('Karachi');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Beauty & personal care' }).click();
      await shot(page, `${s}-questionnaire-2`);
      await page.getByRole('radio', { name: '1-100 orders' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await shot(page, `${s}-questionnaire-3`);
      await page.getByRole('button', { name: 'Finish setup' }).click();
      await expect(page.getByText('Choose at least one sales platform')).toBeVisible();
      await shot(page, `${s}-questionnaire-3-errors`);
      await page.getByRole('button', { name: 'WhatsApp' }).click();
      await page.getByRole('button', { name: 'Leopards' }).click();
      await page.getByRole('button', { name: 'Finish setup' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /Good/ })).toBeVisible();
      await shot(page, `${s}-dashboard-unverified`);
    });

    test(`app pages (${size.name})`, async ({ page }) => {
      const s = size.name;
      await createReadyAccount(page, `app-${s}`);
      await shot(page, `${s}-dashboard-empty`);
      await page.goto('/sales-channel');
      await shot(page, `${s}-sales-channel-empty`);
      await page.goto('/create-sales-channel');
      await shot(page, `${s}-create-sales-channel`);
      await page.getByLabel('Store name').fill('Ayesha Closet Lahore');
      await page.getByRole('button', { name: 'Create store' }).click();
      await expect(page).toHaveURL(/\/sales-channel$/);
      await page.goto('/create-sales-channel');
      await page.getByLabel('Store name').fill('Ayesha Outlet');
      await page.getByRole('button', { name: 'Create store' }).click();
      await expect(page.getByText('Ayesha Outlet').filter({ visible: true }).first()).toBeVisible();
      await shot(page, `${s}-sales-channel`);
      await page.getByRole('button', { name: 'Rename Ayesha Outlet' }).click();
      await shot(page, `${s}-rename-dialog`);
      await page.keyboard.press('Escape');
      await page.getByRole('link', { name: 'Ayesha Outlet' }).first().click();
      await expect(page.getByRole('heading', { name: 'Edit store' })).toBeVisible();
      await shot(page, `${s}-edit-sales-channel`);
      await page.goto('/dashboard');
      await shot(page, `${s}-dashboard`);
      await page.goto('/my-profile');
      await expect(page.getByText('This device')).toBeVisible();
      await shot(page, `${s}-my-profile`);
      await page.goto('/my-profile/profile');
      await shot(page, `${s}-profile-edit`);
      await page.goto('/my-profile/notification');
      await expect(page.getByRole('switch').first()).toBeVisible();
      await shot(page, `${s}-notifications`);
      await page.goto('/settings/backups');
      await expect(page.getByRole('heading', { name: 'Automatic backups' })).toBeVisible();
      await shot(page, `${s}-backups`);

      // overlays
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Search' }).click();
      await shot(page, `${s}-palette-empty`);
      await page.getByPlaceholder('Search...').last().fill('prof');
      await shot(page, `${s}-palette-results`);
      await page.getByPlaceholder('Search...').last().fill('zzzz');
      await expect(page.getByText('No results found')).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Notifications' }).click();
      await expect(page.getByText("You're all caught up")).toBeVisible();
      await shot(page, `${s}-notifications-popover`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Open profile menu' }).click();
      await shot(page, `${s}-profile-menu`);
      await page.keyboard.press('Escape');
      if (s === 'mobile') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Settings' }).click();
        await shot(page, `${s}-drawer`);
      }
    });

    test(`order desk pages (${size.name})`, async ({ page }) => {
      // Twenty-odd pages and dialogs, each with its axe check: minutes under CI's load.
      test.slow();
      const s = size.name;
      await createReadyAccount(page, `desk-${s}`);
      await createStoreViaUi(page, 'Ayesha Closet');
      await page.goto('/orders');
      await expect(page.getByText('No orders yet')).toBeVisible();
      await shot(page, `${s}-orders-empty`);
      await page.goto('/dashboard');
      await expect(page.getByText('Your orders will show up here')).toBeVisible();
      await shot(page, `${s}-dashboard-no-orders`);
      await page.goto('/orders/confirm-orders');
      await shot(page, `${s}-confirm-orders-empty`);

      await page.goto('/create-orders');
      await shot(page, `${s}-create-order`);
      await page.getByRole('button', { name: 'Create Order', exact: true }).click();
      await expect(page.locator('#phone-error')).toBeVisible();
      await shot(page, `${s}-create-order-errors`);

      const codId = await createOrderViaUi(page, {
        phone: '03001234567',
        name: 'Sana Tariq',
        city: 'Karachi',
        items: [
          { title: 'Embroidered lawn suit 3pc', quantity: 2, price: '3499' },
          { title: 'Chiffon dupatta', quantity: 1, price: '850' },
        ],
      });
      await createOrderViaUi(page, {
        phone: '03217654321',
        name: 'Ali Raza',
        payment: 'prepaid',
        city: 'Lahore',
      });
      await createOrderViaUi(page, { phone: '03001234567', name: 'Sana Tariq', city: 'Karachi' });
      await page.goto(`/orders/${codId}`);
      await expect(page.getByText('Buyer’s link')).toBeVisible();
      await shot(page, `${s}-order-detail`);
      await page.getByRole('button', { name: 'Edit' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Edit shipping address' })).toBeVisible();
      await shot(page, `${s}-order-address-dialog`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Cancel order' }).click();
      await shot(page, `${s}-order-cancel-dialog`);
      await page.keyboard.press('Escape');

      await page.goto('/orders');
      await expect(page.getByRole('link', { name: '#1003' }).filter({ visible: true })).toBeVisible();
      await shot(page, `${s}-orders`);
      await page.getByRole('checkbox', { name: 'Select order #1001' }).filter({ visible: true }).check();
      await page.getByRole('checkbox', { name: 'Select order #1002' }).filter({ visible: true }).check();
      await shot(page, `${s}-orders-selected`);
      await page.goto('/orders?search=nobody');
      await expect(page.getByText('No orders match')).toBeVisible();
      await shot(page, `${s}-orders-no-match`);

      await page.goto('/orders');
      await page.getByRole('button', { name: 'Import CSV' }).click();
      await expect(page.getByRole('dialog', { name: 'Import orders from CSV' })).toBeVisible();
      await shot(page, `${s}-orders-import-dialog`);
      await page.keyboard.press('Escape');
      await page.goto('/settings/whatsapp');
      await expect(page.getByRole('heading', { name: 'WhatsApp Business API' })).toBeVisible();
      await shot(page, `${s}-settings-whatsapp`);
      await page.goto('/settings/whatsapp/sandbox-phone');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(page, `${s}-whatsapp-sandbox-phone`);

      await page.goto('/orders/confirm-orders');
      await expect(page.getByText('2 waiting')).toBeVisible();
      await shot(page, `${s}-confirm-orders`);
      await page.getByRole('button', { name: /Send \d+ unsent in sequence/ }).click();
      await shot(page, `${s}-confirm-orders-sequence`);

      await page.goto('/customer');
      await expect(page.getByText('Sana Tariq').filter({ visible: true }).first()).toBeVisible();
      await shot(page, `${s}-customers`);
      await page.getByRole('link', { name: 'Sana Tariq' }).filter({ visible: true }).first().click();
      await expect(page.getByTestId('stat-Orders')).toHaveText('2');
      await shot(page, `${s}-customer-detail`);
      await page.getByRole('button', { name: 'Block customer' }).click();
      await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
      await shot(page, `${s}-customer-block-dialog`);
      await page.keyboard.press('Escape');

      await page.goto('/dashboard');
      await expect(page.getByTestId('month-orders')).toHaveText('3 orders');
      await shot(page, `${s}-dashboard-orders`);

      await page.keyboard.press('Control+k');
      await page.getByRole('dialog', { name: 'Search' }).getByPlaceholder('Search...').fill('Ali');
      await expect(page.getByRole('option', { name: /Ali Raza/ })).toBeVisible();
      await shot(page, `${s}-palette-orders`);
      await page.keyboard.press('Escape');
    });

    test(`buyer's confirmation pages (${size.name})`, async ({ page, browser }) => {
      const s = size.name;
      await createReadyAccount(page, `confirm-${s}`);
      await createStoreViaUi(page, 'Ayesha Closet');
      const origin = new URL(page.url()).origin;
      const [store] = (await (await page.request.get('/api/v1/stores')).json()).data;
      const created = await page.request.post('/api/v1/orders', {
        headers: { origin },
        data: {
          storeId: store._id,
          paymentMethod: 'COD',
          lineItems: [
            { title: 'Embroidered lawn suit 3pc', quantity: 2, unitPrice: 349_900 },
            { title: 'Chiffon dupatta', quantity: 1, unitPrice: 85_000 },
          ],
          shippingAddress: {
            name: 'Sana Tariq',
            phone: '03001234567',
            address: 'House 12, Street 4, Gulshan-e-Iqbal',
            city: 'Karachi',
          },
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const codId = (await created.json()).data._id;
      // the buyer's page, signed out
      await page.goto(`/orders/${codId}`);
      const link = await page.getByLabel('Buyer’s link').inputValue();
      const buyerContext = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      const buyer = await buyerContext.newPage();
      await buyer.goto(link);
      await expect(buyer.getByRole('heading', { name: 'Please confirm your order' })).toBeVisible();
      await shot(buyer, `${s}-public-confirmation`);
      await buyer.getByRole('button', { name: 'اردو' }).click();
      await shot(buyer, `${s}-public-confirmation-urdu`);
      await buyer.getByRole('button', { name: 'English' }).click();
      await buyer.getByRole('button', { name: 'Change address' }).click();
      await shot(buyer, `${s}-public-change-address`);
      await buyer.getByRole('button', { name: 'Back' }).click();
      await buyer.getByRole('button', { name: 'Cancel order' }).click();
      await shot(buyer, `${s}-public-cancel-dialog`);
      await buyer.getByRole('button', { name: 'Keep my order' }).click();
      await buyer.getByRole('button', { name: 'Confirm my order' }).click();
      await expect(buyer.getByRole('heading', { name: /Thank you/ })).toBeVisible();
      await shot(buyer, `${s}-public-confirmed`);
      await buyer.goto('/order-confirmation?token=nope-nope-nope');
      await expect(buyer.getByRole('heading', { name: 'We couldn’t find this order' })).toBeVisible();
      await shot(buyer, `${s}-public-not-found`);
      await buyerContext.close();
    });
  });
}
