/**
 * Issue 12 §1, onboarding: the business name is asked once, a revisited step starts without the
 * errors of an earlier visit, the set-up checklist leads to a courier and a pickup address, and the
 * couriers named in the questionnaire come first when connecting one.
 */
import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUpViaUi } from './fixtures/accounts.ts';
import { extractLink, waitForMail } from './fixtures/mailbox.ts';

test('a new seller names the business once and is led to couriers they already use', async ({ page }) => {
  const account = newAccount('onboarding');
  const since = Date.now() - 1000;
  await signUpViaUi(page, account);
  const mail = await waitForMail(account.email, { since, subject: /verify/i });
  await page.goto(extractLink(mail.text, '/verify'));
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/questionnaire$/);

  // Given at sign-up: shown, not asked again (and still changeable).
  await expect(page.getByTestId('business-name')).toHaveText(account.businessName);
  await expect(page.getByLabel('Business name')).toHaveCount(0);
  await page.getByRole('radio', { name: /Yes, I’m selling/ }).click();
  await page.getByLabel('City').fill('Lahore');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2 refused empty, then left and revisited: the old errors are gone.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('#whatYouSell-error')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByTestId('business-name')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Clothing & fashion' })).toBeVisible();
  await expect(page.locator('#whatYouSell-error')).toHaveCount(0);
  await expect(page.locator('#monthlyOrders-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clothing & fashion' }).click();
  await page.getByRole('radio', { name: '101-500 orders' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Shopify' }).click();
  await page.getByRole('button', { name: 'TCS' }).click();
  await page.getByRole('button', { name: 'PostEx' }).click();
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /Good (morning|afternoon|evening)/ }),
  ).toBeVisible();

  // The checklist includes a courier and a pickup address.
  const checklist = page.getByRole('list', { name: 'Set-up steps' });
  await expect(checklist.getByText('Connect a courier')).toBeVisible();
  await expect(checklist.getByText('Add a pickup address')).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/add-shipper-info');

  // The first store is named after the business.
  await page.goto('/create-sales-channel');
  await expect(page.getByLabel('Store name')).toHaveValue(account.businessName);

  // Courier management offers the couriers named in the questionnaire, first.
  await checklistLink(page, 'Connect');
  await expect(page).toHaveURL(/\/courier-management$/);
  await expect(page.getByText('You told us you ship with')).toContainText('PostEx and TCS');
  await page.getByRole('button', { name: 'Connect TCS' }).click();
  await expect(page.getByRole('dialog', { name: 'Connect TCS' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Connect a courier' }).first().click();
  const picker = page.getByRole('list', { name: 'Couriers' });
  const options = picker.getByRole('button');
  await expect(options.nth(0)).toHaveAccessibleName('PostEx');
  await expect(options.nth(1)).toHaveAccessibleName('TCS');
  await expect(picker.getByText('You use it')).toHaveCount(2);
});

async function checklistLink(page: Page, name: string) {
  await page.goto('/dashboard');
  await page.getByRole('link', { name, exact: true }).first().click();
}
