// Import and export: the puzzle and the position as text for other programs, and back.
import { test, expect, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const cell = (page: Page, name: string) => page.getByRole('gridcell', { name: new RegExp(`^${name},`) });

async function openExport(page: Page) {
  await page.getByText('Export', { exact: true }).click();
  return page.getByLabel('Exported text');
}

test('export: every format shows, downloads, and loads back as the same puzzle', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await cell(page, 'r1c3').click();
  await page.keyboard.press('4');
  const text = await openExport(page);
  await expect(text).toHaveValue(PUZZLE);
  const select = page.getByLabel('Format');
  await select.selectOption('position');
  await expect(text).toHaveValue(PUZZLE.replace('53..', '534.'));
  await select.selectOption('sdk');
  const sdk = await text.inputValue();
  // The open panel fits a phone: no horizontal scroll.
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)).toBe(0);
  expect(sdk.split('\n').filter((l) => /^[0-9.]{9}$/.test(l))).toHaveLength(9);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('sudoku-530070000.sdk');
  expect(await readFile(await download.path(), 'utf8')).toBe(sdk);
  await select.selectOption('comma');
  const comma = await text.inputValue();
  expect(comma.split(',')).toHaveLength(81);
  // The comma list, pasted into the text box, is the same puzzle.
  await page.getByLabel('Puzzle text').fill(comma);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('30 givens');
  await expect(cell(page, 'r1c1')).toHaveAccessibleName(/^r1c1, given 5/);
});

test('export: Copy puts the text on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`./#p=${PUZZLE}`);
  await openExport(page);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Copied to the clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PUZZLE);
});
