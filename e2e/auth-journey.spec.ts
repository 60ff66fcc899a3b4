import { expect, test } from '@playwright/test';
import { completeQuestionnaire, newAccount, signInViaUi, signUpViaUi } from './fixtures/accounts.ts';
import { extractLink, waitForMail } from './fixtures/mailbox.ts';

test('sign up → verify by e-mail link → questionnaire → dashboard → sign out → sign in', async ({ page }) => {
  const account = newAccount('journey');
  const since = Date.now() - 1000;

  await signUpViaUi(page, account);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();

  const mail = await waitForMail(account.email, { since, subject: /verify/i });
  const link = extractLink(mail.text, '/verify');
  expect(new URL(link).pathname).toBe('/verify');
  await page.goto(link);
  await expect(page.getByRole('status').getByText(/verified/i)).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();

  await completeQuestionnaire(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('questionnaire'))).toContain(
    '"currentlySelling":true',
  );
  // verified → no banner; the setup checklist reflects the real state
  await expect(page.getByText(/Verify .* to keep your account secure/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your stores' })).toBeVisible();
  await expect(page.getByText('No stores yet')).toBeVisible();

  // sign out from the profile menu
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await expect(page.getByRole('menu').getByText(account.email)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  // a protected page now sends us to /login
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  // wrong password stays on the form with the server's message
  await signInViaUi(page, account.email, 'not-the-password');
  await expect(page.getByRole('alert').getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signInViaUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /Good (morning|afternoon|evening), Ayesha/ }),
  ).toBeVisible();

  // signed-in users are sent away from public-only pages
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('sign up shows the server error for an e-mail that is taken', async ({ page }) => {
  const account = newAccount('taken');
  await signUpViaUi(page, account);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/sign-up');
  await page.getByLabel('Your name').fill('Someone Else');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.locator('#email-error')).toBeVisible();
});
