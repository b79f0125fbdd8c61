// The play screen's details: candidates at fixed places, the keypad's counts, Tab into the
// grid, the Hint and Check keys, Undo after Edit→Play, Solve with nothing to solve.
// The grid, the keypad, the keyboard, the toolbar's buttons and the menu; puzzles come by the address.
import { test, expect, Page } from '@playwright/test';
import { openView, pasteOnPage, setAutoCandidates } from './nav';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const cell = (page: Page, name: string) => page.getByRole('gridcell', { name: new RegExp(`^${name},`) });
const key = (page: Page, digit: string) =>
  page.getByRole('group', { name: 'Keypad' }).getByRole('button', { name: digit, exact: true });
const left = (s: string, d: string) => 9 - [...s].filter((c) => c === d).length;

test('auto candidates sit at fixed places, 1 top left to 9 bottom right, at 11 px or more', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`./#p=${PUZZLE}`);
  await expect(cell(page, 'r1c1')).toHaveAccessibleName('r1c1, given 5');
  await setAutoCandidates(page);
  // r7c3's candidates: 1 3 4 5 7 9.
  const target = cell(page, 'r7c3');
  await expect(target).toHaveAccessibleName(/candidates 1 3 4 5 7 9/);
  const box = (await target.boundingBox())!;
  console.log(`cell at 390 px: ${box.width.toFixed(1)} × ${box.height.toFixed(1)} px`);
  for (const d of [1, 3, 4, 5, 7, 9]) {
    const mark = target.locator(`.cands .n${d}`);
    await expect(mark).toHaveText(String(d));
    // The digit's own text box (a range over its text), not the slot around it.
    const text = await mark.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const r = range.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2, size: parseFloat(getComputedStyle(el).fontSize) };
    });
    const col = Math.floor(((text.x - box.x) / box.width) * 3);
    const row = Math.floor(((text.y - box.y) / box.height) * 3);
    expect([row, col], `digit ${d}`).toEqual([Math.floor((d - 1) / 3), (d - 1) % 3]);
    expect(text.size, `font size of ${d}`).toBeGreaterThanOrEqual(11);
  }
  // The empty places stay empty: 2 is not a candidate of r7c3.
  await expect(target.locator('.cands .n2')).toHaveText('');
});

test('each digit key shows how many are left; a finished digit is dimmed', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await expect(key(page, '4')).toHaveAccessibleDescription(`${left(PUZZLE, '4')} left`);
  await cell(page, 'r1c3').click();
  await page.keyboard.press('4');
  await expect(key(page, '4')).toHaveAccessibleDescription(`${left(PUZZLE, '4') - 1} left`);
  await expect(key(page, '4').locator('.left')).toHaveText(String(left(PUZZLE, '4') - 1));

  // One cell short of the end: every digit but 5 is finished (dimmed, still a button).
  await page.goto(`./#p=.${SOLUTION.slice(1)}`);
  await expect(key(page, '5')).toHaveAccessibleDescription('1 left');
  await expect(key(page, '3')).toHaveAccessibleDescription('0 left');
  await expect(key(page, '3')).toHaveClass(/\bdone\b/);
  await expect(key(page, '5')).not.toHaveClass(/\bdone\b/);
  await expect(key(page, '3')).toBeEnabled();
  await cell(page, 'r1c1').click();
  await key(page, '5').click();
  // Solved: the keypad gives its room to the finish card, every digit finished.
  await expect(page.getByRole('region', { name: 'Solved' })).toBeVisible();
  await expect(page.locator('.keypad .key.done')).toHaveCount(9);
});

test('Tab into the grid selects the cell it lands on; arrows move from there', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await expect(cell(page, 'r1c1')).toHaveAccessibleName('r1c1, given 5');
  let role = '';
  for (let i = 0; i < 40 && role !== 'gridcell'; i++) {
    await page.keyboard.press('Tab');
    role = await page.evaluate(() => document.activeElement?.getAttribute('role') ?? '');
  }
  expect(role).toBe('gridcell');
  const focused = page.locator('[role=gridcell]:focus');
  await expect(focused).toHaveAttribute('aria-selected', 'true');
  // The focus is visible: an outline.
  const outline = await focused.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  const name = (await focused.getAttribute('aria-label'))!.split(',')[0];
  expect(name).toBe('r1c1');
  await page.keyboard.press('ArrowRight');
  await expect(cell(page, 'r1c2')).toHaveAttribute('aria-selected', 'true');
  await expect(cell(page, 'r1c1')).toHaveAttribute('aria-selected', 'false');
  await expect(cell(page, 'r1c2')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(cell(page, 'r2c2')).toHaveAttribute('aria-selected', 'true');
});

test('H asks for a hint, K checks', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await expect(cell(page, 'r1c1')).toHaveAccessibleName('r1c1, given 5');
  await cell(page, 'r1c3').click();
  await page.keyboard.press('h');
  await expect(page.getByRole('region', { name: 'Hints' })).toContainText(/Look for/);
  await page.keyboard.press('1');
  await page.keyboard.press('k');
  await expect(page.getByRole('status')).toContainText('Wrong digits in r1c3');
});

test('Undo after Edit→Play never removes a given', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await expect(cell(page, 'r1c1')).toHaveAccessibleName('r1c1, given 5');
  await openView(page, 'Edit the givens');
  await cell(page, 'r1c3').click();
  await page.keyboard.press('4');
  await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, given 4');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await cell(page, 'r1c4').click();
  await page.keyboard.press('6');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cell(page, 'r1c4')).toHaveAccessibleName(/^r1c4, empty/);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status')).toContainText('Undo stops where play began');
  await page.keyboard.press('Control+z');
  await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, given 4');
});

test('Solve with nothing to solve answers at once', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await expect(cell(page, 'r1c1')).toHaveAccessibleName('r1c1, given 5');
  await openView(page, 'Edit the givens');
  await openView(page, 'Clear the grid');
  await expect(cell(page, 'r1c1')).toHaveAccessibleName(/^r1c1, empty/);
  const started = Date.now();
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('The grid is empty', { timeout: 2_000 });
  console.log(`empty grid: answered in ${Date.now() - started} ms`);
  await expect(page.getByRole('status')).not.toContainText('Still solving');

  await page.goto(`./#p=${SOLUTION}`);
  await expect(cell(page, 'r9c9')).toHaveAccessibleName('r9c9, given 9');
  // A full grid opens on its finish card, with nothing left to solve.
  await expect(page.getByRole('region', { name: 'Solved' })).toBeVisible({ timeout: 2_000 });
  await expect(page.getByRole('button', { name: 'Solve', exact: true })).toBeDisabled();
});

test('the screen stays awake while playing, and nothing breaks without the API', async ({ page }) => {
  // A stand-in for navigator.wakeLock that records what the page asks.
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as any).__wake = log;
    Object.defineProperty(Navigator.prototype, 'wakeLock', {
      configurable: true,
      get: () => ({
        request: async (type: string) => {
          log.push(`request ${type}`);
          return { released: false, release: async () => { log.push('release'); } };
        },
      }),
    });
  });
  const wake = () => page.evaluate(() => (window as any).__wake.join(','));
  // One cell short of the end: playing, then solved.
  await page.goto(`./#p=.${SOLUTION.slice(1)}`);
  await expect(cell(page, 'r9c9')).toHaveAccessibleName('r9c9, given 9');
  await expect.poll(wake).toBe('request screen');
  await cell(page, 'r1c1').click();
  await page.keyboard.press('5');
  await expect(page.getByRole('status')).toContainText('Solved in');
  await expect.poll(wake).toBe('request screen,release');

  // A browser without the API: the game plays as before.
  const errors: string[] = [];
  const bare = await page.context().newPage();
  bare.on('pageerror', (e) => errors.push(e.message));
  await bare.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'wakeLock', { configurable: true, get: () => undefined });
  });
  await bare.goto(`./#p=${PUZZLE}`);
  await cell(bare, 'r1c3').click();
  await bare.keyboard.press('4');
  await expect(cell(bare, 'r1c3')).toHaveAccessibleName('r1c3, 4');
  expect(errors).toEqual([]);
});

test('a first visit has a Medium puzzle ready to play; a paste meanwhile wins', async ({ page, browser }) => {
  await page.goto('./');
  await expect(page.getByRole('status')).toContainText('A Medium puzzle to start with', { timeout: 30_000 });
  const givens = await page.getByRole('gridcell', { name: /, given \d/ }).count();
  expect(givens, 'givens on the grid').toBeGreaterThanOrEqual(17);
  await expect(page.getByText('Editing', { exact: true })).toHaveCount(0);
  // The next visit resumes that game instead of making another.
  const first = await page.getByRole('grid', { name: 'Sudoku grid' }).innerText();
  await page.reload();
  await expect(page.getByRole('gridcell', { name: /, given \d/ })).toHaveCount(givens);
  expect(await page.getByRole('grid', { name: 'Sudoku grid' }).innerText()).toBe(first);

  // A fresh visitor who pastes a puzzle at once keeps it when the first puzzle arrives.
  const other = await (await browser.newContext()).newPage();
  await other.goto('./');
  await pasteOnPage(other, PUZZLE);
  await expect(cell(other, 'r1c1')).toHaveAccessibleName('r1c1, given 5');
  // Long enough for the worker to have made the Medium puzzle; the paste stays.
  await other.waitForTimeout(3_000);
  await expect(cell(other, 'r1c1')).toHaveAccessibleName('r1c1, given 5');
  await expect(other).toHaveURL(new RegExp(`#p=${PUZZLE.replace(/\./g, '\\.')}$`));
  await other.context().close();
});
