// Import and export: the puzzle and the position as text for other programs, and back.
import { test, expect, Page } from '@playwright/test';
import { openView, backToGame } from './nav';
import { readFile } from 'node:fs/promises';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const cell = (page: Page, name: string) => page.getByRole('gridcell', { name: new RegExp(`^${name},`) });

async function openExport(page: Page) {
  await openView(page, 'Enter, import, export');
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
  // The comma list, pasted into the text box, is the same puzzle: the game goes on, with the 4
  // the player placed.
  await page.getByLabel('Puzzle text').fill(comma);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('You are playing this puzzle already');
  await expect(cell(page, 'r1c1')).toHaveAccessibleName(/^r1c1, given 5/);
  await expect(cell(page, 'r1c3')).toHaveAccessibleName(/^r1c3, 4/);
});

test('export: Copy puts the text on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`./#p=${PUZZLE}`);
  await openExport(page);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Copied to the clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PUZZLE);
});

// HoDoKu's "print candidates" shape, for the puzzle above with r1c3 narrowed to 1 2 (the 4 ruled out).
const PM_GRID = `.-------------------.----------------.-------------------.
| 5    3     12     | 26    7   2468 | 1489   1249  248  |
| 6    247   247    | 1     9   5    | 3478   234   2478 |
| 12   9     8      | 23    34  24   | 13457  6     247  |
:-------------------+----------------+-------------------:
| 8    125   1259   | 579   6   147  | 4579   2459  3    |
| 4    25    2569   | 8     5   3    | 579    259   1    |
| 7    15    1359   | 59    2   14   | 4589   459   6    |
:-------------------+----------------+-------------------:
| 139  6     134579 | 357   35  7    | 2      8     4    |
| 23   278   237    | 4     1   9    | 36     3     5    |
| 123  1245  12345  | 2356  8   26   | 1346   7     9    |
'-------------------'----------------'-------------------'`;

test('import: a pencil-mark grid loads its digits as givens and its candidates as centre marks', async ({ page }) => {
  await page.goto('./');
  await openView(page, 'Enter, import, export');
  await page.getByLabel('Puzzle text').fill(PM_GRID);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('pencil-mark grid');
  await expect(cell(page, 'r1c1')).toHaveAccessibleName(/^r1c1, given 5/);
  await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, empty, candidates 1 2');
  await expect(cell(page, 'r9c3')).toHaveAccessibleName('r9c3, empty, candidates 1 2 3 4 5');
  // Exported again as a pencil-mark grid, the marks are the same.
  const text = await openExport(page);
  await page.getByLabel('Format').selectOption('pm');
  const exported = await text.inputValue();
  const groups = (t: string) => t.split(/[\s|:.'+-]+/).filter((g) => g.length > 0);
  expect(groups(exported)).toEqual(groups(PM_GRID));
});

test('import: a broken pencil-mark grid says where, and the game is kept', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await cell(page, 'r1c3').click();
  await page.keyboard.press('4');
  await openView(page, 'Enter, import, export');
  await page.getByLabel('Puzzle text').fill(PM_GRID.replace('1249', '12x9'));
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('not a puzzle');
  await expect(page.getByRole('status')).toContainText('line 2');
  await backToGame(page);
  await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, 4');
});
