import { expect, test } from '@playwright/test';
import { createReadyAccount } from './fixtures/accounts.ts';

test.use({ viewport: { width: 375, height: 812 } });

test('at 375×812 the sidebar is a drawer opened from the hamburger, and it navigates', async ({ page }) => {
  await createReadyAccount(page, 'mobile');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('My Account')).toBeVisible();
  await expect(drawer.getByText('Owner')).toBeVisible();

  await drawer.getByRole('button', { name: 'Settings' }).click();
  await drawer.getByRole('link', { name: 'Sales Channels' }).click();
  await expect(page).toHaveURL(/\/sales-channel$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Channels' })).toBeVisible();
});
