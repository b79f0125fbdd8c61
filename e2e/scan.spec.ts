// "Scan a photo": a newspaper photo from data/photos through the file input, pasted or dropped
// on the page (the confirm screen opens in its view), read in the worker,
// the confirm screen compared with the photo's givens, one cell corrected, the puzzle played
// (with a hint); a picture with no grid and a file that is no picture give a clear message and
// keep the game (a dropped text file too); Cancel keeps it too. On a phone the photo is a
// thumbnail and the grid fits the screen; givens that clash make "Fix the red cells" the main
// button.
import { test, expect, Page, Locator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { openView, backToGame } from './nav';
import { join } from 'node:path';

const PHOTOS = join(__dirname, '..', 'data', 'photos');
// Wikipedia's example puzzle: the game in progress that a failed or cancelled scan must keep.
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

/** The givens of data/photos/NAME.dat (line 1 the phone, line 2 the format, then 9 rows). */
function givens(name: string): string {
  const lines = readFileSync(join(PHOTOS, `${name}.dat`), 'utf8').split(/\r?\n/).slice(2, 11);
  return lines.map((l) => l.trim().split(/\s+/).join('')).join('').replace(/0/g, '.');
}

async function boardText(page: Page): Promise<string> {
  const cells = page.getByRole('gridcell');
  await expect(cells).toHaveCount(81);
  const texts = await cells.allTextContents();
  return texts.map((t) => (t.trim() === '' ? '.' : t.trim())).join('');
}

async function scannedText(dialog: Locator): Promise<string> {
  const fields = dialog.getByRole('group', { name: 'Scanned grid' }).getByRole('textbox');
  await expect(fields).toHaveCount(81);
  const values = await fields.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  return values.map((v) => (v === '' ? '.' : v)).join('');
}

async function openWithPuzzle(page: Page) {
  await page.goto(`./#p=${PUZZLE}`);
  await expect(page.getByRole('gridcell', { name: /^r1c1\b/ })).toHaveAccessibleName('r1c1, given 5');
  // "Scan a photo" sits in the "Enter, import, export" view.
  await openView(page, 'Enter, import, export');
}

/** A plain PNG with no grid on it, drawn by the browser. */
async function plainPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#e8e2d0';
    context.fillRect(0, 0, 400, 300);
    context.fillStyle = '#222';
    context.font = '40px sans-serif';
    context.fillText('No puzzle here', 40, 160);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(base64, 'base64');
}

test('a photo is read, corrected and played', async ({ page }) => {
  const name = 'image1';
  const expected = givens(name);
  await openWithPuzzle(page);
  await page.getByLabel('Photo of a puzzle').setInputFiles(join(PHOTOS, `${name}.jpg`));
  const dialog = page.getByRole('dialog', { name: 'Scan a photo' });
  await expect(dialog.getByRole('group', { name: 'Scanned grid' })).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('img', { name: 'The photo' })).toBeVisible();
  expect(await scannedText(dialog)).toBe(expected);
  await expect(dialog.getByRole('status')).toHaveText(/one solution: ready to play/);

  // A misread digit: a given turned into another clashes or leaves no solution; typing the
  // right digit back makes the puzzle sound again.
  const first = expected.search(/[1-9]/);
  const cell = `r${Math.floor(first / 9) + 1}c${(first % 9) + 1}`;
  const right = expected[first];
  const wrong = right === '9' ? '8' : String(Number(right) + 1);
  const field = dialog.getByRole('textbox', { name: new RegExp(`^${cell}\\b`) });
  await field.fill(wrong);
  await expect(dialog.getByRole('status')).toHaveText(/clash|no solution/);
  await expect(dialog.getByRole('button', { name: 'Use this puzzle anyway' })).toBeVisible();
  await field.fill(right);
  await expect(dialog.getByRole('status')).toHaveText(/one solution: ready to play/);

  // An empty cell corrected to empty again via a stray character: still the photo's puzzle.
  const empty = expected.indexOf('.');
  const emptyCell = `r${Math.floor(empty / 9) + 1}c${(empty % 9) + 1}`;
  await dialog.getByRole('textbox', { name: new RegExp(`^${emptyCell}\\b`) }).fill('x');
  expect(await scannedText(dialog)).toBe(expected);

  await dialog.getByRole('button', { name: 'Use this puzzle', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  expect(await boardText(page)).toBe(expected);
  await expect(page.getByRole('status').first()).toHaveText(/Loaded the puzzle from the photo/);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Hints' })).toContainText(/Look for/);
});

/** Sends a file to the page as a paste (`'paste'`) or a drop (`'drop'`, after a dragover) outside
 * any field: a DataTransfer built in the page from the file's bytes. */
async function sendFile(page: Page, how: 'paste' | 'drop', file: { name: string; mimeType: string; buffer: Buffer }) {
  await expect(page.getByRole('gridcell')).toHaveCount(81);
  await page.evaluate(({ how, name, mimeType, base64 }) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], name, { type: mimeType }));
    const target = document.querySelector('.board-wrap') ?? document.body;
    if (how === 'paste') {
      target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    } else {
      const over = new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true });
      target.dispatchEvent(over);
      if (!over.defaultPrevented) throw new Error('the page does not accept the drop');
      target.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }
  }, { how, name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64') });
}

const photo = (name: string) => ({ name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: readFileSync(join(PHOTOS, `${name}.jpg`)) });

for (const how of ['paste', 'drop'] as const) {
  test(`a photo ${how === 'paste' ? 'pasted' : 'dropped'} on the game opens the confirm screen`, async ({ page }) => {
    await page.goto(`./#p=${PUZZLE}`);
    await expect(page.getByRole('gridcell', { name: /^r1c1\b/ })).toHaveAccessibleName('r1c1, given 5');
    await sendFile(page, how, photo('image1'));
    const dialog = page.getByRole('dialog', { name: 'Scan a photo' });
    await expect(dialog.getByRole('group', { name: 'Scanned grid' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Enter, import, export' })).toBeVisible();
    expect(await scannedText(dialog)).toBe(givens('image1'));
    await expect(dialog.getByRole('status')).toHaveText(/one solution: ready to play/);
    // Nothing else happened: no text paste was tried, the game is as it was behind the dialog.
    await expect(page.getByRole('status').first()).not.toHaveText(/not a puzzle/);
    await dialog.getByRole('button', { name: 'Use this puzzle', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    expect(await boardText(page)).toBe(givens('image1'));
  });
}

test('a dropped file that is not a picture says so and keeps the game; text pastes still load', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await sendFile(page, 'drop', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture at all') });
  await expect(page.getByRole('status').first()).toHaveText(/“notes.txt” is not a picture.*Your game is unchanged/);
  await expect(page.getByRole('dialog', { name: 'Scan a photo' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Puzzle' })).toBeVisible();
  expect(await boardText(page)).toBe(PUZZLE);
  // A paste with text and a picture (as spreadsheets copy cells) is a text paste.
  const other = '.'.repeat(80) + '7';
  await page.evaluate(({ text, base64 }) => {
    const data = new DataTransfer();
    data.setData('text', text);
    data.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], 'cells.png', { type: 'image/png' }));
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, { text: other, base64: readFileSync(join(PHOTOS, 'image1.jpg')).toString('base64') });
  await expect(page.getByRole('gridcell', { name: /^r9c9\b/ })).toHaveAccessibleName('r9c9, given 7');
  await expect(page.getByRole('dialog', { name: 'Scan a photo' })).toHaveCount(0);
});

test('a picture with no grid says so and keeps the game', async ({ page }) => {
  await openWithPuzzle(page);
  const png = await plainPng(page);
  await page.getByLabel('Photo of a puzzle').setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: png });
  const dialog = page.getByRole('dialog', { name: 'Scan a photo' });
  await expect(dialog.getByRole('alert')).toHaveText(/No puzzle read: no Sudoku grid was found.*Your game is unchanged/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await backToGame(page);
  expect(await boardText(page)).toBe(PUZZLE);
});

test('a file that is not a picture says so and keeps the game', async ({ page }) => {
  await openWithPuzzle(page);
  await page.getByLabel('Photo of a puzzle').setInputFiles({
    name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture at all'),
  });
  const dialog = page.getByRole('dialog', { name: 'Scan a photo' });
  await expect(dialog.getByRole('alert')).toHaveText(/“notes.txt” is not a picture.*Your game is unchanged/);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await backToGame(page);
  expect(await boardText(page)).toBe(PUZZLE);
});

test('Cancel on the confirm screen keeps the game', async ({ page }) => {
  await openWithPuzzle(page);
  await page.getByLabel('Photo of a puzzle').setInputFiles(join(PHOTOS, 'image2.jpg'));
  const dialog = page.getByRole('dialog', { name: 'Scan a photo' });
  await expect(dialog.getByRole('group', { name: 'Scanned grid' })).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await backToGame(page);
  expect(await boardText(page)).toBe(PUZZLE);
  // The scan's worker was stopped; the game's own engine still answers.
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Hints' })).toContainText(/Look for/);
});

test('on a phone the grid fits beside a thumbnail; clashing givens make "Fix the red cells" the main button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const name = 'image1';
  const expected = givens(name);
  await openWithPuzzle(page);
  await page.getByLabel('Photo of a puzzle').setInputFiles(join(PHOTOS, `${name}.jpg`));
  const dialog = page.getByRole('dialog', { name: 'Scan a photo' });
  const grid = dialog.getByRole('group', { name: 'Scanned grid' });
  await expect(grid).toBeVisible({ timeout: 30_000 });
  const photo = dialog.getByRole('img', { name: 'The photo' });
  await expect(photo).toBeVisible();
  expect((await photo.boundingBox())!.height, 'a thumbnail').toBeLessThanOrEqual(100);
  await expect(grid).toBeInViewport({ ratio: 1 });
  // "Larger" shows the photo over the width; "Smaller" puts it back.
  await dialog.getByRole('button', { name: 'Larger' }).click();
  expect((await photo.boundingBox())!.height).toBeGreaterThan(150);
  await dialog.getByRole('button', { name: 'Smaller' }).click();
  await expect(grid).toBeInViewport({ ratio: 1 });

  // A given's digit typed again in its row: both cells clash.
  const first = expected.search(/[1-9]/);
  const row = Math.floor(first / 9);
  const empty = expected.slice(row * 9, row * 9 + 9).indexOf('.');
  const field = dialog.getByRole('textbox', { name: new RegExp(`^r${row + 1}c${empty + 1}\\b`) });
  await field.fill(expected[first]);
  const fix = dialog.getByRole('button', { name: 'Fix the red cells' });
  await expect(fix).toHaveClass(/primary/);
  const anyway = dialog.getByRole('button', { name: 'Use this puzzle anyway' });
  await expect(anyway).toBeVisible();
  await expect(anyway).not.toHaveClass(/primary/);
  await dialog.getByRole('button', { name: 'Cancel' }).focus();
  await fix.click();
  const focused = dialog.locator('.scan-cell:focus');
  await expect(focused).toHaveClass(/conflict/);
  // Typing over the red cell's digit clears the clash: the main button is "Use this puzzle".
  await field.fill('');
  await expect(fix).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Use this puzzle', exact: true })).toHaveClass(/primary/);
});
