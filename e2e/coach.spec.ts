// Hints, generator and printing, as a phone user and a desktop user would use them.
import { test, expect, Page } from '@playwright/test';
import { openView, backToGame, newPuzzleForm, solveNow } from './nav';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const name = (i: number) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;

async function givensPattern(page: Page): Promise<boolean[]> {
  const labels = await page.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
  return labels.map((l) => l.includes('given'));
}

test('the hint ladder, applied step after step, solves the puzzle', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`./#p=${PUZZLE}`);
  const hints = page.getByRole('region', { name: 'Hints' });
  const hint = page.getByRole('button', { name: 'Hint', exact: true });
  await hint.click();
  await expect(hints).toContainText(/Look for/);
  await hint.click();
  await expect(hints).toContainText(/ in (box|row|column) \d/);
  await expect(page.locator('.cell.hint-house').first()).toBeVisible();
  await hint.click();
  await expect(page.locator('.cell.hint-cell').first()).toBeVisible();
  await hint.click();
  await hints.getByRole('button', { name: 'Apply' }).click();
  for (let i = 0; i < 120; i++) {
    if (await page.getByRole('status').textContent().then((t) => /Solved in/.test(t ?? ''))) break;
    await hint.click();
    const apply = hints.getByRole('button', { name: 'Apply' });
    while (!(await apply.isVisible())) await hint.click();
    await apply.click();
  }
  await expect(page.getByRole('status')).toContainText('Solved in');
  await expect(hints).toContainText('Hint log');
});

test('a wrong digit is pointed out before any step', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await page.getByRole('gridcell', { name: /^r1c3,/ }).click();
  await page.keyboard.press('1');
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Hints' })).toContainText('The 1 in r1c3 is wrong');
  await openView(page, 'Settings');
  await page.getByLabel('Classic notation ([row-column])').check();
  await backToGame(page);
  await page.getByRole('gridcell', { name: /^r1c4,/ }).click();
  await page.keyboard.press('2');
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Hints' })).toContainText('[1-3]');
});

for (const symmetry of ['rot180', 'diagonal', 'both-axes']) {
  test(`generate an Easy puzzle with ${symmetry} symmetry`, async ({ page }) => {
    await page.goto('./');
    await openView(page, 'New puzzle');
    const form = await newPuzzleForm(page);
    await form.getByLabel('Level').selectOption('Easy');
    await form.getByLabel('Symmetry').selectOption(symmetry);
    await form.getByLabel('Seed').fill('42');
    await form.getByRole('button', { name: 'New puzzle' }).click();
    await expect(page.getByRole('status')).toContainText('New puzzle:', { timeout: 30_000 });
    await expect(page.locator('.certificate')).toContainText(`seed 42: ${symmetry} symmetry`);
    await expect(page.locator('.certificate')).toContainText('Easy');
    const given = await givensPattern(page);
    const map: Record<string, (r: number, c: number) => [number, number]> = {
      'rot180': (r, c) => [8 - r, 8 - c],
      'diagonal': (r, c) => [c, r],
      'both-axes': (r, c) => [8 - r, c],
    };
    for (let i = 0; i < 81; i++) {
      const [r, c] = map[symmetry](Math.floor(i / 9), i % 9);
      expect(given[r * 9 + c], `${name(i)} and its image`).toBe(given[i]);
    }
  });
}

test('the classic generator enforces the seed limits', async ({ page }) => {
  await page.goto('./');
  await openView(page, 'New puzzle');
  const form = await newPuzzleForm(page);
  await form.getByLabel('Classic (SUDOGEN)').check();
  await form.getByLabel('Blanks').fill('55');
  await form.getByRole('button', { name: 'New puzzle' }).click();
  await expect(page.getByRole('status')).toContainText('1 to 51 blanks');
  await form.getByLabel('Blanks').fill('45');
  await form.getByRole('button', { name: 'New puzzle' }).click();
  await expect(page.getByRole('status')).toContainText('New puzzle: 36 givens', { timeout: 30_000 });
});

test('a long generation can be cancelled and the page stays usable', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await openView(page, 'Print');
  const print = page.getByRole('form', { name: 'Print puzzles' });
  await print.getByLabel('New puzzles').fill('24');
  await print.getByLabel('Level').selectOption('Extreme');
  await print.getByRole('button', { name: 'Print puzzles' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status')).toContainText('Cancelled');
  await expect(page.getByRole('gridcell', { name: /^r1c1,/ })).toHaveAccessibleName('r1c1, given 5');
  await solveNow(page);
  await expect(page.getByRole('gridcell', { name: /^r1c3,/ })).toHaveAccessibleName('r1c3, 4');
});

/** The page's print dialog, counted instead of opened: headless Chromium 156 runs a print job of
 * its own for `window.print()`, and `page.pdf` then fails with "Page is already being printed".
 * Call before the page loads; `prints(page)` is how often the page asked to print. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    (window as any).__prints = 0;
    window.print = () => { (window as any).__prints += 1; };
  });
}
const prints = (page: Page) => page.evaluate(() => (window as any).__prints as number);

function pdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

async function decodeQr(page: Page, index: number): Promise<string> {
  const png = PNG.sync.read(await page.locator('.print-item svg.qr').nth(index).screenshot({ scale: 'device' }));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code, 'a QR code is readable').not.toBeNull();
  return code!.data;
}

test('Print: the puzzle alone on a page, with a QR code that opens it', async ({ page, browser }) => {
  await countPrints(page);
  await page.goto(`./#p=${PUZZLE}`);
  await openView(page, 'Print');
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  // The dialog opens once the QR code is drawn.
  await expect.poll(() => prints(page)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.print-grid')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Solve' })).toBeHidden();
  const cells = await page.locator('.print-grid td').allTextContents();
  expect(cells.map((t) => t || '.').join('')).toBe(PUZZLE);
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(1);
  const link = await decodeQr(page, 0);
  expect(link).toMatch(/#c=[1-9a-z]+$/);
  const friend = await browser.newContext();
  const other = await friend.newPage();
  await other.goto(link);
  await expect(other.getByRole('gridcell', { name: /^r1c1,/ })).toHaveAccessibleName('r1c1, given 5');
  await expect(other.getByRole('gridcell', { name: /^r9c9,/ })).toHaveAccessibleName('r9c9, given 9');
  await friend.close();
});

test.describe('sharp screenshots for QR decoding', () => {
test.use({ deviceScaleFactor: 3 });
test('Print six new Easy puzzles per page with an answer key', async ({ page }, info) => {
  test.skip(info.project.name === 'phone', 'paper layout: the desktop project covers it');
  await countPrints(page);
  await page.goto('./');
  await openView(page, 'Print');
  const form = page.getByRole('form', { name: 'Print puzzles' });
  await form.getByLabel('Per page').selectOption('6');
  await form.getByLabel('New puzzles').fill('6');
  await form.getByLabel('Level').selectOption('Easy');
  await form.getByLabel('Answer key').check();
  await form.getByRole('button', { name: 'Print puzzles' }).click();
  await expect(page.getByRole('status')).toContainText('6 puzzles ready to print', { timeout: 60_000 });
  await expect.poll(() => prints(page)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.print-item')).toHaveCount(6);
  await expect(page.locator('.answer-grid')).toHaveCount(6);
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(2);
  expect(pdfPages(await page.pdf({ format: 'Letter' }))).toBe(2);
  const link = await decodeQr(page, 5);
  const puzzle = (await page.locator('.print-item').nth(5).locator('td').allTextContents()).map((t) => t || '.').join('');
  await page.emulateMedia({ media: 'screen' });
  await page.goto(link);
  expect(await page.getByRole('gridcell').evaluateAll((cells) =>
    cells.map((c) => (c.getAttribute('aria-label') ?? '').match(/given (\d)/)?.[1] ?? '.').join(''))).toBe(puzzle);
});
});

test('form values survive the page re-rendering every second', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await openView(page, 'New puzzle');
  const form = await newPuzzleForm(page);
  await form.getByLabel('Level').selectOption('Hard');
  await form.getByLabel('Minimal').check();
  // Views stay in the page while hidden: what was typed in one is there when it opens again.
  await openView(page, 'Print');
  const print = page.getByRole('form', { name: 'Print puzzles' });
  await print.getByLabel('New puzzles').fill('7');
  await print.getByLabel('Per page').selectOption('4');
  await page.waitForTimeout(2500);
  await expect(print.getByLabel('New puzzles')).toHaveValue('7');
  await expect(print.getByLabel('Per page')).toHaveValue('4');
  await backToGame(page);
  await openView(page, 'New puzzle');
  await expect(form.getByLabel('Level')).toHaveValue('Hard');
  await expect(form.getByLabel('Minimal')).toBeChecked();
});

test('the classic coach gives SUDOGEN\'s hints one at a time, as `sudoku coach --classic` does', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  const hints = page.getByRole('region', { name: 'Hints' });
  await openView(page, 'Settings');
  await page.getByLabel('Classic coach (SUDOGEN, forced values only)').check();
  await backToGame(page);
  const hint = page.getByRole('button', { name: 'Hint', exact: true });
  // The first three lines of `sudoku coach --classic` for this puzzle.
  for (const [line, cellName, digit] of [['[5-5] can only hold 5', 'r5c5', '5'], ['[5-2] can only hold 2', 'r5c2', '2'], ['[5-8] can only hold 9', 'r5c8', '9']]) {
    await hint.click();
    await expect(hints).toContainText(line);
    await hints.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('gridcell', { name: new RegExp(`^${cellName},`) })).toHaveAccessibleName(`${cellName}, ${digit}`);
  }
});
