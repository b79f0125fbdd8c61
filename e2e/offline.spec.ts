// The installed app works offline: after a first visit, with the network cut, a reload still
// gets the page, a hint and a new puzzle (all from the service worker's cache and the worker).
import { test, expect } from '@playwright/test';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

test('offline after the first visit: reload, hint, new puzzle', async ({ page, context }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  // A second load runs under the service worker and fills its cache with every file.
  await page.reload();
  await expect(page.getByRole('gridcell', { name: /^r1c1,/ })).toHaveAccessibleName('r1c1, given 5');
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Hints' })).toContainText('Look for');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('gridcell', { name: /^r1c1,/ })).toHaveAccessibleName('r1c1, given 5');
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Hints' })).toContainText('Look for');
  const form = page.getByRole('form', { name: 'New puzzle' });
  await form.getByLabel('Level').selectOption('Easy');
  await form.getByRole('button', { name: 'New puzzle' }).click();
  await expect(page.getByRole('status')).toContainText('New puzzle:', { timeout: 30_000 });
  await context.setOffline(false);
});

test('the manifest names the app and its start page', async ({ request }) => {
  const manifest = await (await request.get('./manifest.webmanifest')).json();
  expect(manifest.short_name).toBe('Sudoku');
  expect(manifest.start_url).toBe('./');
  expect((await request.get('./icon.svg')).ok()).toBe(true);
});
