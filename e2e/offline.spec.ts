// The installed app works offline: after a first visit, with the network cut, a reload still
// gets the page, a hint and a new puzzle (all from the service worker's cache and the worker).
import { test, expect } from '@playwright/test';
import { openView, newPuzzleForm } from './nav';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

test('offline right after the first visit: reload, hint, new puzzle', async ({ page, context }) => {
  await page.goto(`./#p=${PUZZLE}`);
  // Installing the service worker cached every file: no second visit is needed.
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('gridcell', { name: /^r1c1,/ })).toHaveAccessibleName('r1c1, given 5');
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Hints' })).toContainText('Look for');
  await openView(page, 'New puzzle');
  const form = await newPuzzleForm(page);
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

test('a new deploy drops the files of the old one from the cache', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  const cached = () => page.evaluate(async () => {
    const cache = await caches.open('sudoku-v1');
    return (await cache.keys()).map((r) => new URL(r.url).pathname.split('/').pop()!);
  });
  const before = await cached();
  const current = before.filter((name) => /^app-[0-9a-f]{1,16}\.js$/.test(name));
  expect(current).toHaveLength(1);
  // The engine's wasm: the simd128 build where the deploy has one (Chromium has SIMD), and only
  // the build this browser loads.
  const simd = (await page.request.head('./worker_simd_bg.wasm')).ok();
  const [engine, other] = simd ? ['worker_simd_bg.wasm', 'worker_bg.wasm'] : ['worker_bg.wasm', 'worker_simd_bg.wasm'];
  expect(before).toEqual(expect.arrayContaining([engine, 'worker.js', 'worker_loader.js', 'index.html']));
  expect(before).not.toContain(other);
  // A file of an earlier deploy, as it would sit in the cache of an app installed for months.
  await page.evaluate(async () => {
    const cache = await caches.open('sudoku-v1');
    await cache.put('./app-0123456789abcdef_bg.wasm', new Response('old'));
  });
  expect(await cached()).toContain('app-0123456789abcdef_bg.wasm');
  await page.reload();
  await expect(page.getByRole('gridcell', { name: /^r1c1,/ })).toHaveAccessibleName('r1c1, given 5');
  await expect.poll(cached).not.toContain('app-0123456789abcdef_bg.wasm');
  expect(await cached()).toEqual(expect.arrayContaining(current));
});
