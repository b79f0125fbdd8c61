// The one-per-page print: the grid the page's width, its title and QR code in a row under it,
// the caption right under the QR code, one page on A4 and on Letter.
import { test, expect, Page } from '@playwright/test';
import { openView } from './nav';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
// A4's width less the 12 mm margins (186 mm) at 96 px per inch, and its height less them.
const PAGE = { width: Math.floor((186 / 25.4) * 96), height: Math.floor((273 / 25.4) * 96) };

/** The print dialog counted instead of opened (see coach.spec.ts). */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    (window as any).__prints = 0;
    window.print = () => { (window as any).__prints += 1; };
  });
}

const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

test('one per page: the grid fills the width, the caption sits under the QR code', async ({ page }, info) => {
  test.skip(info.project.name === 'phone', 'paper layout: the desktop project covers it');
  await countPrints(page);
  await page.goto(`./#p=${PUZZLE}`);
  await openView(page, 'Print');
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect.poll(() => page.evaluate(() => (window as any).__prints as number)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  // The page's printable area as the viewport: the layout the paper gets.
  await page.setViewportSize(PAGE);
  const grid = (await page.locator('.print-grid').boundingBox())!;
  expect(grid.width, 'the grid spans the page').toBeGreaterThanOrEqual(PAGE.width * 0.95);
  expect(grid.width).toBeLessThanOrEqual(PAGE.width);
  const qr = (await page.locator('.print-item svg.qr').boundingBox())!;
  const caption = (await page.locator('.print-caption').boundingBox())!;
  expect(caption.y, 'the caption under the QR code').toBeGreaterThanOrEqual(qr.y + qr.height - 1);
  expect(caption.y - (qr.y + qr.height), 'right under it').toBeLessThan(12);
  expect(Math.abs(caption.x + caption.width / 2 - (qr.x + qr.width / 2)), 'centred under it').toBeLessThan(2);
  expect(qr.y, 'the QR code under the grid').toBeGreaterThanOrEqual(grid.y + grid.height);
  const item = (await page.locator('.print-item').boundingBox())!;
  expect(item.y + item.height, 'all on one page').toBeLessThanOrEqual(PAGE.height);
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(1);
  expect(pdfPages(await page.pdf({ format: 'Letter' }))).toBe(1);
});

test("the browser's own Print, without the app's button, has the puzzle's QR code once the page has settled", async ({ page }, info) => {
  test.skip(info.project.name === 'phone', 'paper layout: the desktop project covers it');
  await page.goto(`./#p=${PUZZLE}`);
  // The codes are asked once the rating is in, at an idle moment: not at start, but before
  // anyone can reach the browser's Print.
  await expect(page.locator('.masthead .level')).not.toHaveText('');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.print-item svg.qr')).toHaveCount(1);
  await expect(page.locator('.print-item .qr-pending')).toHaveCount(0);
});
