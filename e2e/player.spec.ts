// The player: play to the end by keyboard and by taps, marks, undo/redo, reload, share,
// bad links and corrupt saved data.
import { test, expect, Page } from '@playwright/test';
import { openView, setAutoCandidates } from './nav';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const name = (i: number) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;
const cell = (page: Page, i: number) => page.getByRole('gridcell', { name: new RegExp(`^${name(i)},`) });

async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    (window as any).__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) (window as any).__longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}
async function longestTask(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, ...((window as any).__longTasks as number[])));
}

test('play a puzzle to the end with the keyboard', async ({ page }, info) => {
  await watchLongTasks(page);
  await page.goto(`./#p=${PUZZLE}`);
  await expect(cell(page, 0)).toHaveAccessibleName('r1c1, given 5');
  await page.waitForTimeout(500);
  const atLoad = await longestTask(page);
  await page.evaluate(() => { (window as any).__longTasks = []; });
  await cell(page, 0).click();
  for (let i = 0; i < 81; i++) {
    if (i > 0) await page.keyboard.press(i % 9 === 0 ? 'ArrowDown' : 'ArrowRight');
    if (i % 9 === 0 && i > 0) for (let k = 0; k < 8; k++) await page.keyboard.press('ArrowLeft');
    if (PUZZLE[i] === '.') await page.keyboard.press(SOLUTION[i]);
  }
  await expect(page.getByRole('status')).toContainText('Solved in');
  await expect(cell(page, 80)).toHaveAccessibleName('r9c9, given 9');
  await expect(cell(page, 2)).toHaveAccessibleName('r1c3, 4');
  const longest = await longestTask(page);
  const all = await page.evaluate(() => (window as any).__longTasks as number[]);
  console.log(`[${info.project.name}] longest main-thread task: ${atLoad.toFixed(0)} ms while loading, ` +
    `${longest.toFixed(0)} ms while playing (${all.length} tasks over 50 ms: ${all.map((t) => t.toFixed(0)).join(', ')})`);
  // The target is 50 ms (reported above); the bound catches engine work on the main thread
  // while absorbing a loaded machine (2 cores, 2 browsers).
  // A freeze, not a budget: the figure is printed above; on a loaded CI machine a 50 ms render
  // has measured 258 ms, while work on the main thread (solving, generating) blocks for seconds.
  expect(longest).toBeLessThan(1500);
});

test('play with taps on the keypad, undo and redo with the buttons', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`./#p=${PUZZLE}`);
  const keypad = page.getByRole('group', { name: 'Keypad' });
  for (let i = 0; i < 81; i++) {
    if (PUZZLE[i] !== '.') continue;
    await cell(page, i).click();
    await keypad.getByRole('button', { name: SOLUTION[i], exact: true }).click();
  }
  await expect(page.getByRole('status')).toContainText('Solved in');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cell(page, 80 - 2)).toHaveAccessibleName(/^r9c7, empty/);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(cell(page, 78)).toHaveAccessibleName('r9c7, 1');
});

test('marks, undo and redo from the keyboard', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await cell(page, 2).click();
  await page.keyboard.press('Shift+Digit1');
  await page.keyboard.press('Shift+Digit2');
  await expect(cell(page, 2)).toHaveAccessibleName('r1c3, empty, corner 1 2');
  await page.keyboard.press('c');
  await page.keyboard.press('4');
  await expect(cell(page, 2)).toHaveAccessibleName('r1c3, empty, candidates 4, corner 1 2');
  await page.keyboard.press('Control+z');
  await expect(cell(page, 2)).toHaveAccessibleName('r1c3, empty, corner 1 2');
  await page.keyboard.press('Control+y');
  await expect(cell(page, 2)).toHaveAccessibleName('r1c3, empty, candidates 4, corner 1 2');
  await page.keyboard.press('z');
  await page.keyboard.press('4');
  await expect(cell(page, 2)).toHaveAccessibleName('r1c3, 4');
  await setAutoCandidates(page);
  await expect(cell(page, 3)).toHaveAccessibleName('r1c4, empty, candidates 2 6');
});

test('check finds a wrong digit; back to last correct removes it', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await cell(page, 2).click();
  await page.keyboard.press('4');
  await cell(page, 3).click();
  await page.keyboard.press('2');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('status')).toContainText('Wrong digits in r1c4');
  await expect(cell(page, 3)).toHaveAccessibleName('r1c4, 2, wrong');
  await openView(page, 'Back to last correct');
  await expect(cell(page, 3)).toHaveAccessibleName(/^r1c4, empty/);
  await expect(cell(page, 2)).toHaveAccessibleName('r1c3, 4');
});

test('a reload in the middle finds the game intact', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await cell(page, 2).click();
  await page.keyboard.press('4');
  await cell(page, 3).click();
  await page.keyboard.press('Shift+Digit6');
  await page.waitForTimeout(300);
  await page.reload();
  await expect(page.getByRole('status')).toContainText('Welcome back');
  await expect(cell(page, 2)).toHaveAccessibleName('r1c3, 4');
  await expect(cell(page, 3)).toHaveAccessibleName('r1c4, empty, corner 6');
  await page.keyboard.press('Control+z');
  await expect(cell(page, 3)).toHaveAccessibleName(/^r1c4, empty$/);
  // Without the fragment, the game in progress comes back too.
  await page.goto('./');
  await expect(cell(page, 2)).toHaveAccessibleName('r1c3, 4');
});

test('a share link carries the puzzle and the progress', async ({ page, browser }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await cell(page, 2).click();
  await page.keyboard.press('4');
  await cell(page, 3).click();
  await page.keyboard.press('c');
  await page.keyboard.press('2');
  await openView(page, 'Share');
  await page.getByRole('region', { name: 'Share' }).getByRole('radio', { name: 'With my progress' }).check();
  await expect(page.getByLabel('Share link')).toHaveValue(/#s=1[A-Za-z0-9_-]+$/);
  const link = await page.getByLabel('Share link').inputValue();
  const friend = await browser.newContext();
  const other = await friend.newPage();
  await other.goto(link);
  await expect(cell(other, 2)).toHaveAccessibleName('r1c3, 4');
  await expect(cell(other, 3)).toHaveAccessibleName('r1c4, empty, candidates 2');
  await expect(cell(other, 0)).toHaveAccessibleName('r1c1, given 5');
  await friend.close();
});

test('a malformed link keeps the game in progress', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await cell(page, 2).click();
  await page.keyboard.press('4');
  // The move is on the grid before the link changes.
  await expect(cell(page, 2)).toHaveAccessibleName('r1c3, 4');
  await page.evaluate(() => { location.hash = '#p=12345<img src=x onerror=alert(1)>'; });
  await expect(page.getByRole('status')).toContainText('This link does not hold a puzzle');
  await expect(cell(page, 2)).toHaveAccessibleName('r1c3, 4');
  await expect(page.locator('img')).toHaveCount(0);
});

test('a progress link of the same puzzle, then a move: a reload keeps the move', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await cell(page, 2).click();
  await page.keyboard.press('4');
  await expect(cell(page, 2)).toHaveAccessibleName('r1c3, 4');
  await openView(page, 'Share');
  await page.getByRole('region', { name: 'Share' }).getByRole('radio', { name: 'With my progress' }).check();
  const link = await page.getByLabel('Share link').inputValue();
  await page.goBack();
  await page.evaluate((hash) => { location.hash = hash; }, new URL(link).hash);
  await expect(page.getByRole('status')).toContainText('link');
  await cell(page, 3).click();
  await page.keyboard.press('2');
  await expect(cell(page, 3)).toHaveAccessibleName(/^r1c4, 2/);
  // The address is the puzzle's again (a new game came), not the progress link.
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#p=/);
  await page.waitForTimeout(500); // the autosave, 200 ms after the move
  await page.reload();
  await expect(cell(page, 2)).toHaveAccessibleName('r1c3, 4');
  await expect(cell(page, 3)).toHaveAccessibleName(/^r1c4, 2/);
});

test('?bd= from SudokuWiki opens the puzzle', async ({ page }) => {
  await page.goto(`./?bd=${PUZZLE.replace(/\./g, '0')}`);
  await expect(cell(page, 0)).toHaveAccessibleName('r1c1, given 5');
  await expect(cell(page, 80)).toHaveAccessibleName('r9c9, given 9');
});

test('corrupt saved data is reported and set aside; the page stays usable', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('sudoku.v1.current', 'bad');
      localStorage.setItem('sudoku.v1.game.bad', '{"version":1,"givens":"<b>oops');
    }
  });
  await page.goto('./');
  await expect(page.getByRole('status')).toContainText('kept aside');
  const aside = await page.evaluate(() => localStorage.getItem('sudoku.corrupt.sudoku.v1.game.bad'));
  expect(aside).toBe('{"version":1,"givens":"<b>oops');
  await expect(page.locator('b')).toHaveCount(0);
  await cell(page, 0).click();
  await page.keyboard.press('5');
  await expect(cell(page, 0)).toHaveAccessibleName('r1c1, given 5');
});
