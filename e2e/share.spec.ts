// The Share view: "Puzzle only" or "With my progress", the #s= link opened in another
// browser, Copy, the QR code on screen, SudokuWiki and SudokuPad links; puzzles pasted from
// other sites; a variant refused with the game kept.
import { test, expect, Page } from '@playwright/test';
import { openView, backToGame, pasteOnPage } from './nav';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const name = (i: number) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;
const cell = (page: Page, i: number) => page.getByRole('gridcell', { name: new RegExp(`^${name(i)},`) });

// Real strings, as web/src/share's tests take them from public pages (sources named there):
// SudokuWiki's 162-character form (sudokuwiki/tests.rs LEGACY: r1c1 given 8),
const WIKI_162 = '8104jk4s5e0ujalgnqhm0m0921d68mp2tgli3i413g8og18q059g3qiu11ikocac41q2okimieaei4oc0h1141o4i6mkakmk03a4q4r009jk5s0s03ks4cgsh821816s2s81116cisg803kc7cg174cceeae0h545c';
// its Version B string of the AIC page (r1c1 holds candidates 1, 5 and 6),
const WIKI_B = 'S9B1v8j4i6a046b83030b020c074j0z09060d4j0z7v4q02030683074j090r0c4j0f4q020z071v3f162b0b2i0h0i0c082b020c0i2r0z0f040c050a0907020d0h0f0g0h06040z0z030b090d020i0f080c0g0z0z';
// the f-puzzles link of the sudoku-formats README (a 1 given in r1c1), also as a SudokuPad link,
const FPUZZLES_DATA = 'N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3vyGCRfALrJCwgTOlyJU0XKVKFsles1c1yrRu2S9R+Yd1nVp/Vdk7r58WK5A';
const FPUZZLES = `https://f-puzzles.com/?load=${FPUZZLES_DATA}`;
const SUDOKUPAD = `https://sudokupad.app/fpuzzles${FPUZZLES_DATA}`;
// the puzzle above in SudokuPad's older scf form (sudokupad/tests.rs SCF_CLASSIC), opened
// here on another puzzle's game,
const SCF = 'https://sudokupad.app/scf5NlQ19j9mGca3OIN1bWGk2m41TjS79';
// and a variant: "Parity Fish" (dots over the grid) as Sudoku-Bench's README links it.
const PARITY_FISH = 'https://sudokupad.app/sclN4SwJgXA5AzgHjAtgfQLIEMBOAXAngZQFMsZkBWADgAYBjANgDMwAjV9ATmYeasIHYAjOkID2VACziGVAExhxNKABpEhbOjDp1EYDAD2AV0w1C0fAbB6A1gYAEGK4Uy2AbjNlkAdLM8zxAWhoaBjJ0CjpldANsAAs9TGgMHFxbIhJlTAMAG0IYaAA5eMR0LNsYC2s7TJyYW3QAB3qs3ABuWwYQLNLYwlsAc0xwWwB3EFjbHtswED6x2oF/djK9CZitKZm5qb0AOwAdKGxbTEJ64iOQHbqdlMw9YaVbGj0sg0Qdx/QdsFtizEcfgBmOCA2zMPRwTx7HYAFWGKxMXVqGgAVugTDsjiVdn06sdCD8spdeogDDAjs9MehLrZdr1CC5CFdprMsd9aTtenowD8WWMobD4U9CEinrtOTRsASwSl0CMYmNepYKbt1DTKTBCDRoiBGRtWTABXCESKsrVKRKpT9mLKwVl0VZtiqqTS+dhasMYk4uZzbCBapYDMwcqsuT1MJ5lPpXtgQLtoBQyOJAXR2AI+DJ2Hw6DIyAIKIDxAIZIW+BR2GQ6EWKxQS3Q+JXy4C+OIZMXmwJxHQyOwKGXK+xWwIU2na83xGRCzJBI32MpmLNin1TFAYthsPU8gB6LcgTwgRB9IyeZ6ILc7QEgADy2HE+U8KLOfXni/Qy709XRY1wEAESmw0AAApYN+tgAGL+jEUAAL5KCYEAANoIUoKGoShAC6SjIWhqGYdhOFKHhBEYVhxGEaRxFEZRFEEVRtGYSciFIVQShUHhLECOxSgyHhf5sVhf6cQJ3F4TIrGiUoQkIWJPF4QhLGAlx4hcWQvFKIpwnKcJqlYWJGnSUoWkGapcksXQXF8FxFBqeZwmWcJ1m6UotkGfZBnWXJgLiVhXlSV5PFYeI3kIUFUlBQFCFkMFUVSVFslYQhXn6V5RleTpIXqXhQVGUF6VRfpUVGVFJkJV5LleW5XmORlLlBW5QXVVFLlRW5UUeQldDBZ1UmdRFfDBf1Un9RFFDBaNUmjfFSGdfpnVGZ16X9fp/VGf16Wjfpo1GaNJXTc5eGdW5nXVf1Ln9W5/XVaNLmjW5o0eZheiIcAkqIYCnhtZhwwQFQniFkoMQ/X9QWxL+vijVK0DKDQEAAMQsQk2BwTIcNgXBAhw1QsEvQBIUfUojnfb9/2A8TIOAwI4P/iu0OY0oiPI6j6OY9jr2RfjhNAyTXPk2DMgQzTcF0wzNAo7DaM0Bj8Os7j4j40JRPAwDPP/hTVOQ1AtPw/TEBI6LTOSyzSg44hk0fV9Kuk0roOU/z1NQ0L2si2LEtS1jxts/1v06Yr3Nk6rfMCw7MNO7rjPi8z0se7jfHm0ovtBVb/02+rgshwjYf6xHhtRybCF0Pj9kJ8r/sp3bGtaxnesu5H7t5wXMUW/7Se87bQea47Vfh67Rt5xQHNN0rLcB239sd+nOvVwbbsy4hfD4z7lsq2X7eV5P3e17PCF/u9i/N8vavl2nwuZzXOd157SheHvQ8H4HY9r870+92zYkN4PfvW4fq+d+vWc97nNm3sRLxyXqXb+D9f5P2zjPaOiE/xyxvp/ZOECK5QNPs/QBuNfJx19l5JOXk0EhzRtAi+2DC4f3wVzQhx8I6kK3jJXB1CS5/RocHJm9C4EIX7nFShLDARsPHhwjBWDTZKHnkgqhxNBFaxISIrG6FoJAA';

test.use({ viewport: { width: 390, height: 844 } });

// r1c3 = 4, centre mark 2 in r1c4, colour 3 on r1c6: by taps and keys.
async function play(page: Page) {
  await page.goto(`./#p=${PUZZLE}`);
  await cell(page, 2).click();
  await page.keyboard.press('4');
  await cell(page, 3).click();
  await page.keyboard.press('c');
  await page.keyboard.press('2');
  await cell(page, 5).click();
  await page.keyboard.press('v');
  await page.keyboard.press('3');
  await page.keyboard.press('z');
  await expect(cell(page, 2)).toHaveAccessibleName('r1c3, 4');
  await expect(cell(page, 3)).toHaveAccessibleName('r1c4, empty, candidates 2');
  await expect(cell(page, 5)).toHaveClass(/colour-3/);
}

async function openShare(page: Page) {
  await openView(page, 'Share');
  const view = page.getByRole('region', { name: 'Share' });
  await expect(view).toBeVisible();
  return view;
}

async function decodeQr(page: Page): Promise<string> {
  const png = PNG.sync.read(await page.locator('.share-qr svg.qr').screenshot({ scale: 'device' }));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code, 'the QR code is readable').not.toBeNull();
  return code!.data;
}

function fragmentOf(link: string): string {
  return link.slice(link.indexOf('#'));
}

test('"Puzzle only" is the default: the link, its copy and its QR code carry no progress', async ({ page, browser, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await play(page);
  const dialog = await openShare(page);
  await expect(dialog.getByRole('radio', { name: 'Puzzle only' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'With my progress' })).not.toBeChecked();
  const link = await dialog.getByLabel('Share link').inputValue();
  expect(link).toMatch(/#s=1[A-Za-z0-9_-]+$/);
  expect(fragmentOf(link).length, fragmentOf(link)).toBeLessThanOrEqual(60);
  console.log(`puzzle-only link: ${fragmentOf(link).length} characters after the page address (${fragmentOf(link)})`);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog).toContainText('Link copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(await decodeQr(page)).toBe(link);
  // SudokuWiki and SudokuPad get the puzzle, in new tabs.
  const wiki = dialog.getByRole('link', { name: 'Open in SudokuWiki' });
  await expect(wiki).toHaveAttribute('href', `https://www.sudokuwiki.org/sudoku.htm?bd=${PUZZLE.replace(/\./g, '0')}`);
  await expect(wiki).toHaveAttribute('target', '_blank');
  await expect(wiki).toHaveAttribute('rel', 'noopener');
  const pad = dialog.getByRole('link', { name: 'Open in SudokuPad' });
  await expect(pad).toHaveAttribute('href', /^https:\/\/sudokupad\.app\/fpuzzles[A-Za-z0-9%_-]+/);
  await expect(pad).toHaveAttribute('target', '_blank');
  await expect(pad).toHaveAttribute('rel', 'noopener');

  const friend = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await friend.newPage();
  await other.goto(link);
  await expect(cell(other, 0)).toHaveAccessibleName('r1c1, given 5');
  await expect(cell(other, 80)).toHaveAccessibleName('r9c9, given 9');
  await expect(cell(other, 2)).toHaveAccessibleName('r1c3, empty');
  await expect(cell(other, 3)).toHaveAccessibleName('r1c4, empty');
  await expect(cell(other, 5)).not.toHaveClass(/colour-/);
  // The SudokuPad link, pasted back here, is the same puzzle.
  await pasteOnPage(other, (await pad.getAttribute('href'))!);
  await expect(other.getByRole('status')).toContainText('Loaded the puzzle from SudokuPad: 30 givens.');
  await expect(cell(other, 0)).toHaveAccessibleName('r1c1, given 5');
  await friend.close();
});

test('"With my progress": digits, marks and colours arrive; SudokuWiki gets the position', async ({ page, browser }) => {
  await play(page);
  const dialog = await openShare(page);
  const puzzleOnly = await dialog.getByLabel('Share link').inputValue();
  await dialog.getByRole('radio', { name: 'With my progress' }).check();
  await expect(dialog.getByLabel('Share link')).not.toHaveValue(puzzleOnly);
  await expect(dialog).toContainText('Your digits, pencil marks and colours go with the link.');
  const link = await dialog.getByLabel('Share link').inputValue();
  expect(link).toMatch(/#s=1[A-Za-z0-9_-]+$/);
  expect(fragmentOf(link).length, fragmentOf(link)).toBeLessThanOrEqual(120);
  console.log(`with-progress link: ${fragmentOf(link).length} characters after the page address (${fragmentOf(link)})`);
  expect(await decodeQr(page)).toBe(link);
  const wiki = (await dialog.getByRole('link', { name: 'Open in SudokuWiki' }).getAttribute('href'))!;
  expect(wiki).toMatch(/^https:\/\/www\.sudokuwiki\.org\/sudoku\.htm\?bd=S9B[0-9a-z]{162}$/);

  const friend = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await friend.newPage();
  await other.goto(link);
  await expect(cell(other, 0)).toHaveAccessibleName('r1c1, given 5');
  await expect(cell(other, 2)).toHaveAccessibleName('r1c3, 4');
  await expect(cell(other, 3)).toHaveAccessibleName('r1c4, empty, candidates 2');
  await expect(cell(other, 5)).toHaveClass(/colour-3/);
  // SudokuWiki's link, pasted here, reads back as the same position with candidates.
  await pasteOnPage(other, wiki);
  await expect(other.getByRole('status')).toContainText('Loaded the puzzle from SudokuWiki');
  await expect(cell(other, 2)).toHaveAccessibleName('r1c3, 4');
  await expect(cell(other, 3)).toHaveAccessibleName('r1c4, empty, candidates 2');
  await expect(cell(other, 6)).toHaveAccessibleName(/^r1c7, empty, candidates \d( \d)*$/);
  await friend.close();
});

test('the view: nothing written yet means no progress to send; Back returns to the game', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await cell(page, 2).click();
  const view = await openShare(page);
  // Nothing written yet: "With my progress" is off, and the note says why.
  await expect(view.getByRole('radio', { name: 'With my progress' })).toBeDisabled();
  await expect(view).toContainText('You have not written anything yet');
  await backToGame(page);
  await expect(cell(page, 2)).toHaveAccessibleName('r1c3, empty');
  // The grid takes keys again.
  await cell(page, 2).click();
  await page.keyboard.press('4');
  await expect(cell(page, 2)).toHaveAccessibleName('r1c3, 4');
});

test('an empty grid has nothing to share', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('gridcell')).toHaveCount(81);
  await openView(page, 'Enter, import, export');
  await page.getByRole('button', { name: 'Enter a puzzle', exact: true }).click();
  await expect(cell(page, 0)).toHaveAccessibleName('r1c1, empty');
  const view = await openShare(page);
  await expect(view).toContainText('Enter or open a puzzle first, then share it.');
  await expect(view.getByLabel('Share link')).toHaveCount(0);
});

test('puzzles pasted from other sites open', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await pasteOnPage(page, WIKI_162);
  await expect(page.getByRole('status')).toContainText('Loaded the puzzle from SudokuWiki');
  await expect(cell(page, 0)).toHaveAccessibleName('r1c1, given 8');
  await pasteOnPage(page, WIKI_B);
  await expect(page.getByRole('status')).toContainText('Loaded the puzzle from SudokuWiki');
  await expect(cell(page, 0)).toHaveAccessibleName('r1c1, empty, candidates 1 5 6');
  // One given: the analysis soon says it has many solutions, so the cells tell it arrived.
  await pasteOnPage(page, FPUZZLES);
  await expect(cell(page, 0)).toHaveAccessibleName('r1c1, given 1');
  await expect(page.getByRole('gridcell', { name: /given/ })).toHaveCount(1);
  // The address follows the pasted puzzle (an effect after the render): only then navigate,
  // or the rewrite could land after the navigation.
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#p=1/);
  await page.goto(`./#p=${PUZZLE}`);
  await expect(cell(page, 0)).toHaveAccessibleName('r1c1, given 5');
  await pasteOnPage(page, SUDOKUPAD);
  await expect(cell(page, 0)).toHaveAccessibleName('r1c1, given 1');
  await expect(page.getByRole('gridcell', { name: /given/ })).toHaveCount(1);
  await pasteOnPage(page, SCF);
  await expect(page.getByRole('gridcell', { name: /given/ })).toHaveCount(30);
  for (let i = 0; i < 81; i++) {
    const d = PUZZLE[i];
    await expect(cell(page, i)).toHaveAccessibleName(d === '.' ? new RegExp(`^${name(i)}, empty`) : `${name(i)}, given ${d}`);
  }
});

test('an scf link to an X-Sudoku says so and keeps the game', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await cell(page, 2).click();
  await page.keyboard.press('4');
  await pasteOnPage(page, `${SCF}*x`);
  await expect(page.getByRole('status')).toContainText("only classic Sudoku is supported, and this puzzle has X-Sudoku's two diagonals");
  await expect(cell(page, 2)).toHaveAccessibleName('r1c3, 4');
});

test('a variant link says only classic Sudoku is supported and keeps the game', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await cell(page, 2).click();
  await page.keyboard.press('4');
  await pasteOnPage(page, PARITY_FISH);
  await expect(page.getByRole('status')).toContainText('only classic Sudoku is supported');
  await expect(page.getByRole('status')).toContainText('Your game is unchanged.');
  await expect(cell(page, 2)).toHaveAccessibleName('r1c3, 4');
  await expect(cell(page, 0)).toHaveAccessibleName('r1c1, given 5');
});
