import { expect, test } from '@playwright/test';
import { newAccount, signUpViaUi } from './fixtures/accounts.ts';
import { extractCode, waitForMail } from './fixtures/mailbox.ts';

test('verify the e-mail with the 6-digit code from the mail', async ({ page }) => {
  const account = newAccount('otp');
  const since = Date.now() - 1000;
  await signUpViaUi(page, account);
  const mail = await waitForMail(account.email, { since, subject: /verify/i });
  const code = extractCode(mail.text);

  await page.getByRole('link', { name: 'Enter the 6-digit code' }).click();
  await expect(page).toHaveURL(/\/auth\/otp$/);
  await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('6-digit code').fill(wrong);
  await page.getByRole('button', { name: 'Verify e-mail' }).click();
  await expect(page.locator('#code-error')).toBeVisible();

  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify e-mail' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/questionnaire$/);
});
