import { expect, test } from '@playwright/test';

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Sorry, the page not found' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'A lost parcel' })).toBeVisible();
  await expect(page.getByText(/mailing list/)).toBeVisible();
  // The picture is whole: the "404" clear of the signpost, nothing drawn inside its zero.
  const art = page.getByRole('img', { name: 'A lost parcel' });
  const overlap = await art.evaluate((svg) => {
    const digits = svg.querySelector('text')!.getBoundingClientRect();
    return Array.from(svg.querySelectorAll('path, rect'))
      .map((el) => el.getBoundingClientRect())
      .filter((b) => b.width < 200) // the ground shadow spans the picture
      .some(
        (b) =>
          b.left < digits.right &&
          b.right > digits.left &&
          b.top < digits.bottom - 12 &&
          b.bottom > digits.top + 12,
      );
  });
  expect(overlap).toBe(false);

  const links = page.getByRole('list', { name: 'Contact and social links' }).getByRole('link');
  await expect(links).toHaveCount(4);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(links.nth(0)).toHaveAttribute('href', /facebook\.com/);
  await expect(links.nth(1)).toHaveAttribute('href', /youtube\.com/);
  await expect(links.nth(2)).toHaveAttribute('href', /^mailto:support@sauda\.pk\?subject=Support&body=Hello/);
  await expect(links.nth(3)).toHaveAttribute('href', /^tel:\+92/);

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /Run orders, couriers and COD/ })).toBeVisible();
});

test('the admin area always redirects to /login', async ({ page }) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/login$/);
});
