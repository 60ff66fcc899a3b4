/**
 * Screenshots of every page at desktop (1440×900) and phone (375×812) sizes into
 * .tmp/screenshots/ for visual review.
 */
import { expect, test, type Page } from '@playwright/test';
import { createReadyAccount, newAccount, signUpViaUi } from './fixtures/accounts.ts';

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(350); // let 300 ms transitions settle
  await page.screenshot({ path: `.tmp/screenshots/${name}.png`, fullPage: true });
}

for (const size of SIZES) {
  test.describe(`${size.name} screenshots`, () => {
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
      await expect(page.getByText('Ayesha Outlet').first()).toBeVisible();
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
  });
}
