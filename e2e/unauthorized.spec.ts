import { expect, test } from '@playwright/test';
import { createReadyAccount, signInViaUi } from './fixtures/accounts.ts';

test('a 401 from the API signs the user out and lands on /login', async ({ page, browser }) => {
  const account = await createReadyAccount(page, 'revoked');

  // a second device signs in and signs out everywhere else
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInViaUi(otherPage, account.email, account.password);
  await expect(otherPage).toHaveURL(/\/dashboard$/);
  await otherPage.goto('/my-profile');
  await otherPage.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await otherPage.getByRole('button', { name: 'Sign out others' }).click();
  await expect(otherPage.getByText(/signed out|revoked/i).first()).toBeVisible();
  await other.close();

  // the first device's next query answers 401 → global sign-out
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('button', { name: 'Settings' }).click();
  await sidebar.getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
