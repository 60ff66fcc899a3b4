import { expect, test } from '@playwright/test';
import { createReadyAccount } from './fixtures/accounts.ts';
import { createStoreViaUi } from './fixtures/orders.ts';

const CSV = [
  'Name,Phone,Address,City,Payment,Items',
  'Sana Tariq,03001234567,House 12 Street 4 Gulberg III,Lahore,COD,Lawn suit x2 @ 1500',
  'Bad Phone,12345,Flat 3 Block B,Karachi,COD,Dupatta x1 @ 900',
  'Ali Raza,03217654321,House 8 F-7/2,Islamabad,prepaid,Kurta x1 @ 2500',
].join('\n');

test('imports orders from a CSV file with a progress bar and per-row problems', async ({ page }) => {
  await createReadyAccount(page, 'import');
  await createStoreViaUi(page, 'Ayesha Closet');
  await page.goto('/orders');
  await expect(page.getByText('No orders yet')).toBeVisible();

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import orders from CSV' });
  await expect(dialog).toBeVisible();

  // Too big for the 1 MB limit: refused before any upload.
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'big.csv',
    mimeType: 'text/csv',
    buffer: Buffer.alloc(1024 * 1024 + 1, 'a'),
  });
  await expect(dialog.getByText(/the limit is 1 MB/)).toBeVisible();

  // Missing columns: the API's 400 message shows in the dialog.
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'wrong.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Foo,Bar\n1,2\n'),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The file needs these columns');

  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'orders.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText(/Created 2 orders, 1 row had problems/)).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('list', { name: 'Rows with problems' })).toContainText('Row 3:');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The list refreshed with the two new orders.
  await expect(page.getByText('Sana Tariq').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText('Ali Raza').filter({ visible: true }).first()).toBeVisible();
});
