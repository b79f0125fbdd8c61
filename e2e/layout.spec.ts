// The one-screen app: at phone, small-phone, landscape-phone and desktop sizes the grid, the
// digit keys, Hint and Undo are on screen without scrolling; a hint never pushes the grid
// off screen; Back (the browser's and the view's own) returns from every view to the game; the
// first paint (index.html's shell) has the grid where the app then draws it.
// Each size runs once, in the desktop project (the sizes are set here).
import { test, expect, Page, Locator } from '@playwright/test';
import { openView, backToGame } from './nav';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SIZES = [
  { width: 390, height: 844 },
  { width: 375, height: 667 },
  { width: 360, height: 640 },
  { width: 844, height: 390 },
  { width: 1280, height: 800 },
];
const VIEWS = ['New puzzle', 'Enter, import, export', 'Saved games', 'Checkpoints', 'Share', 'Print',
  'Statistics', 'Settings', 'Help', 'Algorithm lab'];
const cell = (page: Page, name: string) => page.getByRole('gridcell', { name: new RegExp(`^${name},`) });

async function expectOnScreen(page: Page, target: Locator, what: string) {
  const box = await target.boundingBox();
  const { width, height } = page.viewportSize()!;
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(width + 0.5);
  expect(box!.y + box!.height, `${what}: bottom edge`).toBeLessThanOrEqual(height + 0.5);
}

async function expectNoPageScroll(page: Page) {
  const sizes = await page.evaluate(() => ({
    scrollHeight: document.scrollingElement!.scrollHeight,
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerHeight: window.innerHeight,
    innerWidth: window.innerWidth,
  }));
  expect(sizes.scrollHeight, 'the page does not scroll down').toBeLessThanOrEqual(sizes.innerHeight);
  expect(sizes.scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(sizes.innerWidth);
}

async function expectGridOnScreen(page: Page) {
  const cells = page.getByRole('gridcell');
  await expect(cells).toHaveCount(81);
  for (let i = 0; i < 81; i++) await expectOnScreen(page, cells.nth(i), `cell ${i + 1}`);
}

for (const viewport of SIZES) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    test.skip(({ hasTouch }) => hasTouch, 'each size once: in the desktop project (the phone project has touch)');

    test('one screen: the whole grid, the digit keys, Hint and Undo, no page scroll', async ({ page }) => {
      await page.goto(`./#p=${PUZZLE}`);
      await expect(cell(page, 'r1c1')).toHaveAccessibleName('r1c1, given 5');
      await expect(page.locator('.level')).toHaveText(/\S/);
      await expectGridOnScreen(page);
      const keypad = page.getByRole('group', { name: 'Keypad' });
      for (let d = 1; d <= 9; d++) {
        await expectOnScreen(page, keypad.getByRole('button', { name: String(d), exact: true }), `digit key ${d}`);
      }
      for (const name of ['Hint', 'Undo', 'Redo', 'Check', 'Solve', 'Menu', 'Pause']) {
        await expectOnScreen(page, page.getByRole('button', { name, exact: true }), name);
      }
      for (const name of ['Normal', 'Corner', 'Centre', 'Colour']) {
        await expectOnScreen(page, page.getByRole('button', { name, exact: true }), `tool ${name}`);
      }
      await expectNoPageScroll(page);
      // The grid is as large as fits: it fills the room left on its shorter side.
      const grid = (await page.getByRole('grid', { name: 'Sudoku grid' }).boundingBox())!;
      const side = Math.min(viewport.width, viewport.height);
      console.log(`[${viewport.width}×${viewport.height}] grid ${Math.round(grid.width)} px square at (${Math.round(grid.x)}, ${Math.round(grid.y)})`);
      expect(grid.width).toBeGreaterThanOrEqual(side * (viewport.width > viewport.height ? 0.7 : 0.5));
      // Short landscape screens: the masthead and the message line go beside the grid, which
      // takes the whole height.
      if (viewport.width > viewport.height && viewport.height <= 500) {
        expect(grid.height).toBeGreaterThanOrEqual(viewport.height * 0.95);
      }
    });

    test('the first paint (the page before its code runs) has the grid where the app draws it', async ({ page }) => {
      // The app's code held back: what shows is index.html's shell.
      await page.route(/app-[0-9a-f]+\.js$/, () => {});
      await page.goto('./', { waitUntil: 'commit' });
      const shell = page.locator('#shell .board');
      await expect(shell).toBeVisible();
      await expect(page.locator('#shell .cell')).toHaveCount(81);
      const before = (await shell.boundingBox())!;
      await page.unroute(/app-[0-9a-f]+\.js$/);
      await page.goto('./');
      await expect(page.locator('#shell')).toHaveCount(0);
      const after = (await page.getByRole('grid', { name: 'Sudoku grid' }).boundingBox())!;
      const round = (b: { x: number; y: number; width: number }) => [b.x, b.y, b.width].map(Math.round);
      expect(round(before), 'the shell\'s grid and the app\'s in one place and size').toEqual(round(after));
    });

    test('the statistics table fits the width without sideways scrolling', async ({ page }) => {
      const games = ['Easy', 'Medium', 'Hard', 'Expert', 'Extreme', 'Unrated'].map((level, i) => ({
        id: `g${i}`, level, seconds: 3600 + 61 * i, hints: i,
      }));
      await page.addInitScript((stats) => localStorage.setItem('sudoku.v1.stats', stats),
        JSON.stringify({ version: 1, games }));
      await page.goto(`./#p=${PUZZLE}`);
      await expect(cell(page, 'r1c1')).toHaveAccessibleName('r1c1, given 5');
      await openView(page, 'Statistics');
      const stats = page.locator('.stats');
      await stats.getByRole('button', { name: 'Statistics', exact: true }).click();
      await expect(stats.getByRole('row')).toHaveCount(7);
      await expect(stats.getByRole('row', { name: /^Expert/ })).toContainText('1:03:03');
      const sizes = await stats.evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
      expect(sizes.scroll, `the table (${sizes.scroll} px) in the panel (${sizes.client} px)`).toBeLessThanOrEqual(sizes.client);
      await expectNoPageScroll(page);
    });

    test('the grid keeps its place while the engine works on a loaded puzzle', async ({ page }) => {
      // Every change to the page from the first render on records the grid's box and whether
      // the engine's progress line is shown; a job that lasts one frame is seen too.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { gridBoxes: string[] }).gridBoxes = seen;
        new MutationObserver(() => {
          // Not while the app renders hidden behind the first paint's shell (no box yet).
          const grid = document.querySelector('[role=grid]');
          if (!grid || grid.getClientRects().length === 0) return;
          const r = grid.getBoundingClientRect();
          const box = `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}`;
          const busy = document.querySelector('.progress') ? 'busy' : 'idle';
          if (!seen.includes(`${box} ${busy}`)) seen.push(`${box} ${busy}`);
        }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      });
      await page.goto(`./#p=${PUZZLE}`);
      await expect(cell(page, 'r1c1')).toHaveAccessibleName('r1c1, given 5');
      await expect(page.locator('.level')).toHaveText(/\S/);
      await expect(page.locator('.progress')).toHaveCount(0);
      const seen = await page.evaluate(() => (window as unknown as { gridBoxes: string[] }).gridBoxes);
      expect(seen.some((s) => s.endsWith('busy')), `the progress line was shown: ${seen}`).toBe(true);
      const boxes = new Set(seen.map((s) => s.replace(/ (busy|idle)$/, '')));
      expect([...boxes], 'one place and size for the grid').toHaveLength(1);
    });

    test('the hint ladder to its end: the grid and the hint text both on screen', async ({ page }) => {
      await page.goto(`./#p=${PUZZLE}`);
      await expect(cell(page, 'r1c1')).toHaveAccessibleName('r1c1, given 5');
      const hints = page.getByRole('region', { name: 'Hints' });
      await expect(hints).toHaveAttribute('aria-live', 'polite');
      const hint = page.getByRole('button', { name: 'Hint', exact: true });
      for (let press = 0; press < 4 && !(await hints.getByRole('button', { name: 'Apply' }).isVisible()); press++) {
        await hint.click();
        await expect(hints.locator('.hint-text')).not.toBeEmpty();
      }
      await expect(hints.getByRole('button', { name: 'Apply' })).toBeVisible();
      // The technique in a sentence, in the panel's own scroll: the grid keeps its size.
      await expect(hints.locator('.hint-summary')).toHaveText(/\w+ \w+/);
      await expectGridOnScreen(page);
      await expectOnScreen(page, hints.locator('.hint-text'), 'the hint text');
      await expectOnScreen(page, hints.getByRole('button', { name: 'Apply' }), 'Apply');
      await expectOnScreen(page, hint, 'Hint');
      await expectNoPageScroll(page);
      // The panel never covers the grid.
      const grid = (await page.getByRole('grid', { name: 'Sudoku grid' }).boundingBox())!;
      const panel = (await hints.boundingBox())!;
      const overlaps = panel.x < grid.x + grid.width && grid.x < panel.x + panel.width &&
        panel.y < grid.y + grid.height && grid.y < panel.y + panel.height;
      expect(overlaps, 'the hint panel and the grid do not overlap').toBe(false);
      console.log(`[${viewport.width}×${viewport.height}] at the ladder's end the grid is ${Math.round(grid.width)} px square`);
      // Applied, the step is on the grid and the game goes on.
      await hints.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
    });

    test('Back returns from every view to the game, unchanged', async ({ page }) => {
      await page.goto(`./#p=${PUZZLE}`);
      await cell(page, 'r1c3').click();
      await page.keyboard.press('4');
      await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, 4');
      const url = page.url();
      for (const name of VIEWS) {
        for (const how of ['browser', 'button']) {
          await openView(page, name);
          const view = page.getByRole('region', { name, exact: true });
          await expect(view).toBeVisible();
          await expect(view.locator('.view-head').getByRole('heading', { name, exact: true })).toBeVisible();
          await expect(page.getByRole('grid', { name: 'Sudoku grid' })).toBeHidden();
          await expectNoPageScroll(page);
          if (how === 'browser') await page.goBack();
          else await backToGame(page);
          await expect(page.getByRole('grid', { name: 'Sudoku grid' })).toBeVisible();
          await expect(view).toBeHidden();
          await expect(cell(page, 'r1c3'), `${name}, ${how} Back`).toHaveAccessibleName('r1c3, 4');
          await expect(cell(page, 'r1c1')).toHaveAccessibleName('r1c1, given 5');
          expect(page.url()).toBe(url);
        }
      }
      // Two views in a row: one Back still returns to the game.
      await openView(page, 'Settings');
      await openView(page, 'Help');
      await page.goBack();
      await expect(page.getByRole('grid', { name: 'Sudoku grid' })).toBeVisible();
      await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, 4');
    });
  });
}

test('Settings: the theme goes back to following the system, and the settings survive a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`./#p=${PUZZLE}`);
  await openView(page, 'Settings');
  const theme = page.getByRole('group', { name: 'Theme' });
  await theme.getByLabel('Light').check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await theme.getByLabel('System').check();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
  await page.getByLabel('Show the timer').uncheck();
  await page.getByLabel('Classic notation ([row-column])').check();
  await page.getByLabel('Classic coach (SUDOGEN, forced values only)').check();
  await backToGame(page);
  await expect(page.getByRole('timer')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Sudoku grid' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await openView(page, 'Settings');
  await expect(theme.getByLabel('System')).toBeChecked();
  await expect(page.getByLabel('Show the timer')).not.toBeChecked();
  // The coach's switches are kept too.
  await expect(page.getByLabel('Classic notation ([row-column])')).toBeChecked();
  await expect(page.getByLabel('Classic coach (SUDOGEN, forced values only)')).toBeChecked();
});

test('Settings: a theme saved by an earlier version is still read', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('sudoku.theme', 'dark');
    }
  });
  await page.goto(`./#p=${PUZZLE}`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await openView(page, 'Settings');
  await expect(page.getByRole('group', { name: 'Theme' }).getByLabel('Dark')).toBeChecked();
});

test('mistake checking marks a wrong digit at once when on', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await expect(page.locator('.level')).toHaveText(/\S/);
  await cell(page, 'r1c4').click();
  await page.keyboard.press('2');
  await expect(cell(page, 'r1c4')).toHaveAccessibleName('r1c4, 2');
  await openView(page, 'Settings');
  await page.getByLabel('Mark wrong digits at once (mistake checking)').check();
  await backToGame(page);
  await expect(cell(page, 'r1c4')).toHaveAccessibleName('r1c4, 2, wrong');
});
