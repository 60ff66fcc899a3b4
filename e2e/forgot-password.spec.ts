import { expect, test } from '@playwright/test';
import { newAccount, signInViaUi, signUpViaUi } from './fixtures/accounts.ts';
import { extractLink, waitForMail } from './fixtures/mailbox.ts';

test('forgot password: request, open the e-mailed link, set a new password, sign in with it', async ({
  page,
}) => {
  const account = newAccount('reset');
  await signUpViaUi(page, account);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const since = Date.now() - 1000;
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(account.email);

  const mail = await waitForMail(account.email, { since, subject: /reset/i });
  const link = extractLink(mail.text, '/create-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();

  const newPassword = 'Lahore-Lassi-2026!';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('something else');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  // the link works once
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another-Pass-2027!');
  await page.getByLabel('Confirm new password').fill('Another-Pass-2027!');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();

  await signInViaUi(page, account.email, account.password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signInViaUi(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/(questionnaire|dashboard)$/);
});
