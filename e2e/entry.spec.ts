// Entry on a phone: digit first (choose the digit, then tap or drag over cells) and a finger
// drag that selects several cells, with real touch events (Chromium's own pointer events).
import { test, expect, Page } from '@playwright/test';
import { openView, backToGame, setAutoCandidates, solveNow } from './nav';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const cell = (page: Page, name: string) => page.getByRole('gridcell', { name: new RegExp(`^${name},`) });

async function centre(page: Page, name: string) {
  const box = (await cell(page, name).boundingBox())!;
  return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
}

// A finger put down on the first cell, moved over the others, lifted on the last. Returns the
// page's scroll position right after the finger is lifted (before the heading tap below, which
// Playwright may scroll into view).
async function drag(page: Page, names: string[]): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const points = [];
  for (const name of names) points.push(await centre(page, name));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [points[0]] });
  for (const p of points.slice(1)) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const scrolled = await page.evaluate(() => window.scrollY);
  // Seen with Chromium's touch emulation over CDP: the first tap after a drag on the grid
  // fires no click (a second one does; after a drag elsewhere on the page the first one
  // does). A tap on the heading, which does nothing, takes that first tap. Not checked on a
  // real phone yet.
  await page.getByRole('heading', { name: 'Sudoku' }).tap();
  return scrolled;
}

test.describe(() => {
  test.skip(({ hasTouch }) => !hasTouch, 'touch only');

  test('digit first: choose 4, tap a cell, drag over two more in centre marks', async ({ page }) => {
    await page.goto(`./#p=${PUZZLE}`);
    await page.getByRole('button', { name: 'Digit first' }).tap();
    await expect(page.getByRole('button', { name: 'Digit first' })).toHaveAttribute('aria-pressed', 'true');
    const four = page.getByRole('group', { name: 'Keypad' }).getByRole('button', { name: '4', exact: true });
    await four.tap();
    await expect(four).toHaveAttribute('aria-pressed', 'true');
    await cell(page, 'r1c3').tap();
    await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, 4');
    await page.getByRole('button', { name: 'Centre' }).tap();
    const scrolled = await page.evaluate(() => window.scrollY);
    const afterDrag = await drag(page, ['r2c2', 'r2c3']);
    await expect(cell(page, 'r2c2')).toHaveAccessibleName('r2c2, empty, candidates 4');
    await expect(cell(page, 'r2c3')).toHaveAccessibleName('r2c3, empty, candidates 4');
    // The page did not scroll under the finger.
    expect(afterDrag).toBe(scrolled);
    // Tapping the chosen digit again puts it down: a tap selects again.
    await four.tap();
    await expect(four).toHaveAttribute('aria-pressed', 'false');
    await cell(page, 'r3c1').tap();
    await expect(cell(page, 'r3c1')).toHaveAccessibleName(/^r3c1, empty$/);
  });

  test('a finger drag selects every cell it crosses; a digit goes to all of them', async ({ page }) => {
    await page.goto(`./#p=${PUZZLE}`);
    await expect(cell(page, 'r1c1')).toHaveAccessibleName('r1c1, given 5');
    await drag(page, ['r2c2', 'r2c3', 'r3c1']);
    for (const name of ['r2c2', 'r2c3', 'r3c1']) {
      await expect(cell(page, name)).toHaveAttribute('aria-selected', 'true');
    }
    await expect(cell(page, 'r1c3')).toHaveAttribute('aria-selected', 'false');
    await page.getByRole('button', { name: 'Corner' }).tap();
    await page.getByRole('group', { name: 'Keypad' }).getByRole('button', { name: '2', exact: true }).tap();
    for (const name of ['r2c2', 'r2c3', 'r3c1']) {
      await expect(cell(page, name)).toHaveAccessibleName(`${name}, empty, corner 2`);
    }
  });
});

test('digit first with the keyboard: a digit key chooses, Enter gives, Escape puts down', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await page.getByRole('button', { name: 'Digit first' }).click();
  await cell(page, 'r1c3').click();
  await page.keyboard.press('4');
  await expect(cell(page, 'r1c3')).toHaveAccessibleName(/^r1c3, empty/);
  await page.keyboard.press('Enter');
  await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, 4');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'r1c4')).toHaveAccessibleName(/^r1c4, 4/);
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'r2c4')).toHaveAccessibleName(/^r2c4, given 1/);
  await expect(cell(page, 'r3c4')).toHaveAccessibleName(/^r3c4, empty/);
});

test('checkpoints: save, rename, go back, undo; they survive a reload', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await cell(page, 'r1c3').click();
  await page.keyboard.press('4');
  await openView(page, 'Checkpoints');
  await page.getByText('Checkpoints (0)').click();
  await page.getByRole('button', { name: 'Save checkpoint' }).click();
  await expect(page.getByRole('status')).toContainText('Checkpoint 1 saved');
  const name = page.getByLabel('Name of checkpoint 1');
  await name.fill('before the guess');
  // The name stays while the page re-renders (the timer ticks every second).
  await page.waitForTimeout(1200);
  await expect(name).toHaveValue('before the guess');
  await backToGame(page);
  await cell(page, 'r1c4').click();
  await page.keyboard.press('1');
  await cell(page, 'r1c6').click();
  await page.keyboard.press('2');
  await openView(page, 'Checkpoints');
  // Going back to a checkpoint shows the grid.
  await page.getByRole('button', { name: 'Go back to before the guess' }).click();
  await expect(cell(page, 'r1c4')).toHaveAccessibleName(/^r1c4, empty/);
  await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, 4');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cell(page, 'r1c4')).toHaveAccessibleName(/^r1c4, 1/);
  await page.waitForTimeout(400); // the autosave's debounce
  await page.reload();
  await openView(page, 'Checkpoints');
  await page.getByText('Checkpoints (1)').click();
  await expect(page.getByLabel('Name of checkpoint 1')).toHaveValue('before the guess');
  await page.getByRole('button', { name: 'Delete before the guess' }).click();
  await expect(page.getByText('Checkpoints (0)')).toBeVisible();
});

const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

test('statistics: a game solved by hand counts once under its level; "Solve" does not count', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await expect(page.locator('.level')).toHaveText(/^Easy/);
  for (let i = 0; i < 81; i++) {
    if (PUZZLE[i] !== '.') continue;
    await cell(page, `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`).click();
    await page.keyboard.press(SOLUTION[i]);
  }
  await expect(page.getByRole('status')).toContainText('Solved');
  const stats = page.locator('.stats');
  await openView(page, 'Statistics');
  await stats.getByRole('button', { name: 'Statistics', exact: true }).click();
  const easy = stats.getByRole('row', { name: /^Easy/ });
  await expect(easy.getByRole('cell').first()).toHaveText('1');
  // Another puzzle, solved with "Solve": the count stays.
  await page.goto(`./#p=${'.' + PUZZLE.slice(1)}`);
  await solveNow(page);
  await expect(cell(page, 'r1c1')).toHaveAccessibleName('r1c1, 5');
  await openView(page, 'Statistics');
  await stats.getByRole('button', { name: 'Statistics', exact: true }).click();
  await stats.getByRole('button', { name: 'Statistics', exact: true }).click();
  await expect(stats.getByRole('row')).toHaveCount(2);
  await expect(easy.getByRole('cell').first()).toHaveText('1');
  // Reset asks first.
  await stats.getByRole('button', { name: 'Reset statistics' }).click();
  await expect(stats.getByRole('row')).toHaveCount(2);
  await stats.getByRole('button', { name: 'Really reset? Press again' }).click();
  await expect(stats).toContainText('No game solved yet');
});

test('statistics: unreadable data is set aside with a message, the page goes on', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('sudoku.v1.stats', '{"version":1,"games":[{"id":'));
  await page.goto(`./#p=${PUZZLE}`);
  await openView(page, 'Statistics');
  await page.locator('.stats').getByRole('button', { name: 'Statistics', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('kept aside');
  await backToGame(page);
  expect(await page.evaluate(() => localStorage.getItem('sudoku.corrupt.sudoku.v1.stats'))).toContain('"games"');
  await cell(page, 'r1c3').click();
  await page.keyboard.press('4');
  await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, 4');
});

test('candidate colours: two colours per candidate, cycled, shown and named; Erase takes them off', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await setAutoCandidates(page);
  await cell(page, 'r1c3').click();
  await cell(page, 'r2c2').click({ modifiers: ['Control'] });
  await page.getByRole('button', { name: 'Mark colour' }).click();
  await expect(page.getByRole('button', { name: 'Mark colour' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('2');
  await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, empty, candidates 1 2 4, colour A 2');
  await expect(cell(page, 'r2c2')).toHaveAccessibleName('r2c2, empty, candidates 2 4 7, colour A 2');
  await expect(cell(page, 'r1c3').locator('.centre-marks .ca')).toHaveText('2');
  await page.keyboard.press('2');
  await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, empty, candidates 1 2 4, colour B 2');
  await expect(cell(page, 'r1c3').locator('.centre-marks .cb')).toHaveText('2');
  await page.keyboard.press('b'); // the key for the tool, already on
  await page.keyboard.press('Delete');
  await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, empty');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cell(page, 'r1c3')).toHaveAccessibleName(/colour B 2$/);
});
