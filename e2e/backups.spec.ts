import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { createReadyAccount } from './fixtures/accounts.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');

/**
 * The Backups page (issue 22 §2; docs/operations.md, "Back up and restore"): automatic backups
 * are on for the embedded database, and a backup the operator takes with `npm run backup` while
 * Sauda serves shows up as the last one.
 */
test('npm run backup on the running server shows up on the Backups page', async ({ page }) => {
  await createReadyAccount(page, 'backups');
  await page.goto('/settings/backups');
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
  await expect(page).toHaveTitle('Backups · Sauda');
  await expect(page.getByRole('heading', { name: 'Automatic backups' })).toBeVisible();
  await expect(page.getByText('On', { exact: true })).toBeVisible();

  // What the operator types on the machine (`npm run backup`), against the e2e server's data folder.
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/backup-cli.ts', 'backup'],
    { cwd: root, env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' } },
  );
  expect(stdout).toContain('asking it to take the backup');
  const name = stdout.match(/Backup written: \S*?(sauda-\S+\.tar\.gz)/)![1]!;

  await page.reload();
  await expect(page.getByText('Last backup')).toBeVisible();
  await expect(page.getByText('just now')).toBeVisible();
  await expect(page.getByText(`npm run restore -- .data/backups/${name}`)).toBeVisible();
});
