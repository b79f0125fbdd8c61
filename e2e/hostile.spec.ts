// Hostile input: whatever comes in, the page says what is wrong, stays usable, keeps the game,
// renders nothing from the input as HTML, and talks to no other host.
import { test, expect, Page } from '@playwright/test';
import { openView, backToGame, solveNow } from './nav';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const cell = (page: Page, name: string) => page.getByRole('gridcell', { name: new RegExp(`^${name},`) });

test('a content security policy is set and nothing breaks it; no request leaves the site', async ({ page, baseURL }) => {
  const violations: string[] = [];
  const foreign: string[] = [];
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
  page.on('request', (r) => { if (!r.url().startsWith(new URL(baseURL!).origin)) foreign.push(r.url()); });
  await page.goto(`./#p=${PUZZLE}`);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("default-src 'self'");
  expect(policy).not.toContain('unsafe-inline');
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Hints' })).toContainText('Look for');
  await solveNow(page);
  await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, 4');
  expect(violations).toEqual([]);
  expect(foreign).toEqual([]);
});

test('an oversized link is refused and the page stays usable', async ({ page }) => {
  await page.goto(`./#p=${'1'.repeat(200_000)}`);
  await expect(page.getByRole('status')).toContainText('This link does not hold a puzzle');
  await cell(page, 'r1c1').click();
  await page.keyboard.press('5');
  await expect(cell(page, 'r1c1')).toHaveAccessibleName('r1c1, given 5');
});

test('script and HTML in the text box are shown as text, never run', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (d) => { dialogs++; void d.dismiss(); });
  await page.goto(`./#p=${PUZZLE}`);
  await openView(page, 'Enter, import, export');
  await page.getByLabel('Puzzle text').fill('<img src=x onerror=alert(1)><script>alert(2)</script>');
  await page.getByRole('button', { name: 'Load' }).click();
  await expect(page.getByRole('status')).toContainText("unexpected character '<'");
  await expect(page.locator('main img')).toHaveCount(0);
  await backToGame(page);
  await expect(cell(page, 'r1c1')).toHaveAccessibleName('r1c1, given 5');
  expect(dialogs).toBe(0);
});

test('a full storage is reported and the game goes on', async ({ page }) => {
  await page.addInitScript(() => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key.startsWith('sudoku.v1.game.')) throw new DOMException('full', 'QuotaExceededError');
      return original.call(this, key, value);
    };
  });
  await page.goto(`./#p=${PUZZLE}`);
  await cell(page, 'r1c3').click();
  await page.keyboard.press('4');
  await expect(page.getByRole('status')).toContainText('Could not save');
  await cell(page, 'r1c4').click();
  await page.keyboard.press('6');
  await expect(cell(page, 'r1c4')).toHaveAccessibleName('r1c4, 6');
});

test('an oversized, corrupt saved game is set aside', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('sudoku.v1.current', 'big');
      localStorage.setItem('sudoku.v1.game.big', '{"version":1,"undo":[' + '0,'.repeat(400_000) + ']');
    }
  });
  await page.goto('./');
  await expect(page.getByRole('status')).toContainText('kept aside');
  await cell(page, 'r1c1').click();
  await page.keyboard.press('3');
  await expect(cell(page, 'r1c1')).toHaveAccessibleName('r1c1, given 3');
});

// Keep a handle on the engine worker so the tests can crash or kill it.
async function exposeWorkers(page: Page) {
  await page.addInitScript(() => {
    const Original = window.Worker;
    (window as any).__workers = [];
    (window as any).Worker = class extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        (window as any).__workers.push(this);
      }
    };
  });
}

test('a worker that crashes mid-work: a message, the game kept, the next call works', async ({ page }) => {
  await exposeWorkers(page);
  await page.goto(`./#p=${PUZZLE}`);
  await cell(page, 'r1c3').click();
  await page.keyboard.press('4');
  await openView(page, 'Print');
  const print = page.getByRole('form', { name: 'Print puzzles' });
  await print.getByLabel('New puzzles').fill('24');
  await print.getByLabel('Level').selectOption('Extreme');
  await print.getByRole('button', { name: 'Print puzzles' }).click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await page.evaluate(() => {
    const workers = (window as any).__workers as Worker[];
    workers[workers.length - 1].dispatchEvent(new ErrorEvent('error', { message: 'RuntimeError: unreachable' }));
  });
  await expect(page.getByRole('status')).toContainText('the engine failed');
  await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, 4');
  await solveNow(page);
  await expect(cell(page, 'r1c4')).toHaveAccessibleName('r1c4, 6');
});

// Asks for 24 puzzles to print, then kills the worker silently (no error event) at once: on an
// idle machine the 24 puzzles can be ready within a second.
async function printAndKillTheWorker(page: Page) {
  await openView(page, 'Print');
  const print = page.getByRole('form', { name: 'Print puzzles' });
  await print.getByLabel('New puzzles').fill('24');
  await print.getByLabel('Level').selectOption('Extreme');
  await print.getByRole('button', { name: 'Print puzzles' }).click();
  await page.evaluate(() => {
    const workers = (window as any).__workers as Worker[];
    workers[workers.length - 1].terminate();
  });
}

test('a worker killed silently: Cancel recovers, the next call starts a fresh worker', async ({ page }) => {
  await exposeWorkers(page);
  await page.goto(`./#p=${PUZZLE}`);
  await printAndKillTheWorker(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status')).toContainText('Cancelled');
  await solveNow(page);
  await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, 4');
  expect(await page.evaluate(() => (window as any).__workers.length)).toBeGreaterThanOrEqual(2);
});

test('a worker killed silently: the watchdog notices, keeps the game, and the next call works', async ({ page }) => {
  await page.clock.install();
  await exposeWorkers(page);
  await page.goto(`./#p=${PUZZLE}`);
  // The rating is on screen: the worker has started and answered.
  await expect(page.locator('.level')).toHaveText(/\S/);
  await cell(page, 'r1c3').click();
  await page.keyboard.press('4');
  await printAndKillTheWorker(page);
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  // No Cancel: the dead worker sends nothing, and the watchdog gives up on it after 20 s.
  await page.clock.fastForward('00:25');
  await expect(page.getByRole('status')).toContainText('no answer in 20 s');
  await expect(page.getByRole('button', { name: 'Solve' })).toBeVisible();
  await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, 4');
  await solveNow(page);
  await expect(cell(page, 'r1c4')).toHaveAccessibleName('r1c4, 6');
});

test.describe(() => {
  // The service worker would answer the wasm request itself, out of the route's reach.
  test.use({ serviceWorkers: 'block' });
  test('a worker whose wasm never arrives: the watchdog says so, and a later call starts afresh', async ({ page }) => {
    await page.clock.install();
    let hold = true;
    let asked!: () => void;
    const workerAsked = new Promise<void>((resolve) => { asked = resolve; });
    // Either build of the engine (the simd128 one where the browser has SIMD).
    await page.route(/worker(_simd)?_bg\.wasm$/, async (route) => {
      if (hold) { asked(); return; } // never answered: the worker waits for ever
      await route.continue();
    });
    await page.goto(`./#p=${PUZZLE}`);
    await expect(page.getByRole('grid')).toBeVisible();
    // The page's first call (the analysis of the puzzle) has started the worker and its watchdog.
    await workerAsked;
    await page.clock.fastForward('00:25');
    await expect(page.getByRole('status')).toContainText('did not start within 20 s');
    hold = false;
    await solveNow(page);
    await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, 4');
  });
});

test('a full storage makes room by removing finished games, never open ones', async ({ page }) => {
  const OTHER = '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..';
  await page.goto(`./#p=${PUZZLE}`);
  await solveNow(page);
  await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, 4');
  await page.goto(`./#p=${OTHER}`);
  await expect(cell(page, 'r1c1')).toHaveAccessibleName(/^r1c1, given 1/);
  // Both games are saved: the finished one and the new one.
  await expect.poll(() => page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('sudoku.v1.game.')).length)).toBe(2);
  // From now on the storage has room for one game: a save only fits once the other is gone.
  await page.evaluate(() => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      const others = Object.keys(localStorage).filter((k) => k.startsWith('sudoku.v1.game.') && k !== key);
      if (key.startsWith('sudoku.v1.game.') && others.length >= 1) {
        throw new DOMException('full', 'QuotaExceededError');
      }
      return original.call(this, key, value);
    };
  });
  await cell(page, 'r1c2').click();
  await page.keyboard.press('5');
  await expect(page.getByRole('status')).toContainText('removed 1 finished game');
  const saved = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('sudoku.v1.game.')).map((k) => localStorage.getItem(k)!));
  expect(saved).toHaveLength(1);
  expect(saved[0]).toContain('1....7.9');
  await page.reload();
  await expect(cell(page, 'r1c2')).toHaveAccessibleName(/^r1c2, 5/);
});
