import { expect, test } from '@playwright/test';
import { axeProblems } from './fixtures/axe.ts';

/** The tours' accessibility check (fixtures/axe.ts) can fail: it finds what it is there to find. */
test('the axe check reports a nameless button and faint text as failing', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>' +
      '<button type="button"></button><p style="color:#c0c4cc;background:#fff">Faint text</p>' +
      '</main></body></html>',
  );
  const problems = await axeProblems(page);
  const failing = problems
    .filter((p) => p.impact === 'critical' || p.impact === 'serious')
    .map((p) => p.rule);
  expect(failing).toEqual(expect.arrayContaining(['button-name', 'color-contrast']));
});
