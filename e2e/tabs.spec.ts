// Ways a game could be lost, each played through: the same game in two tabs (with and without
// BroadcastChannel), a page hidden right after a move (flush on visibilitychange), and a
// browser whose storage throws. Puzzles come from the address; moves from the grid and keys.
import { test, expect, Page } from '@playwright/test';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
// Row 1 of the solution is 534678912: r1c3 = 4, r1c4 = 6, r1c6 = 8, r1c7 = 9.
const name = (i: number) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;
const cell = (page: Page, i: number) => page.getByRole('gridcell', { name: new RegExp(`^${name(i)},`) });
const shows = (page: Page, i: number, digit: string) =>
  expect(cell(page, i)).toHaveAccessibleName(new RegExp(`^${name(i)}, ${digit}`));

async function open(page: Page) {
  await page.goto(`./#p=${PUZZLE}`);
  await expect(cell(page, 0)).toHaveAccessibleName('r1c1, given 5');
}

async function play(page: Page, i: number, digit: string) {
  await cell(page, i).click();
  await page.keyboard.press(digit);
  await shows(page, i, digit);
}

test('two tabs of one game: the other tab is told and follows, "Continue here" takes it back, and no move is lost', async ({ context }) => {
  const one = await context.newPage();
  await open(one);
  await play(one, 2, '4');
  await one.waitForTimeout(500);

  const two = await context.newPage();
  await open(two);
  await shows(two, 2, '4');
  const notice = one.getByRole('alert');
  await expect(notice).toContainText('This game is open in another tab');
  await expect(two.getByRole('alert')).toHaveCount(0);

  // A move in the second tab shows in the first.
  await play(two, 3, '6');
  await shows(one, 3, '6');

  // The first tab changes nothing, and says why.
  await cell(one, 5).click();
  await one.keyboard.press('8');
  await expect(one.getByRole('status')).toContainText('open in another tab');
  await expect(cell(one, 5)).toHaveAccessibleName(/^r1c6, empty/);

  // "Continue here": the first tab plays, the second is told and follows.
  await notice.getByRole('button', { name: 'Continue here' }).click();
  await expect(one.getByRole('alert')).toHaveCount(0);
  await expect(two.getByRole('alert')).toContainText('This game is open in another tab');
  await play(one, 5, '8');
  await shows(two, 5, '8');

  // Both reloaded: every move of both tabs is there.
  await one.reload();
  await two.reload();
  for (const page of [one, two]) {
    await shows(page, 2, '4');
    await shows(page, 3, '6');
    await shows(page, 5, '8');
  }
});

// A page the player left: hidden, so its clock stops and it saves nothing more on its own.
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('without BroadcastChannel a tab never saves over the other tab\'s moves: it asks, and each choice keeps what was chosen', async ({ context }) => {
  await context.addInitScript(() => { delete (window as any).BroadcastChannel; });
  const one = await context.newPage();
  await open(one);
  await play(one, 2, '4');
  await one.waitForTimeout(500);
  await hide(one);

  const two = await context.newPage();
  await open(two);
  await shows(two, 2, '4');
  await play(two, 3, '6');
  await two.waitForTimeout(500);
  await hide(two);

  // The first tab, not told, plays on its older copy: its save stops and asks.
  await play(one, 5, '8');
  const notice = one.getByRole('alert');
  await expect(notice).toContainText('This game was changed in another tab');
  // The second tab's move is still what is stored.
  const reader = await context.newPage();
  await open(reader);
  await shows(reader, 3, '6');
  await expect(cell(reader, 5)).toHaveAccessibleName(/^r1c6, empty/);
  await reader.close();

  // "Load the newer one": the first tab shows the second's game and plays on from it.
  await notice.getByRole('button', { name: 'Load the newer one' }).click();
  await expect(one.getByRole('alert')).toHaveCount(0);
  await shows(one, 3, '6');
  await expect(cell(one, 5)).toHaveAccessibleName(/^r1c6, empty/);
  await play(one, 6, '9');
  await one.waitForTimeout(500);

  // Now the second tab is behind and plays: it asks, and "Keep mine" keeps its version.
  await play(two, 5, '8');
  await expect(two.getByRole('alert')).toContainText('This game was changed in another tab');
  await two.getByRole('alert').getByRole('button', { name: 'Keep mine' }).click();
  await expect(two.getByRole('alert')).toHaveCount(0);
  await expect(two.getByRole('status')).toContainText('Your version is saved');
  await one.close();
  await two.reload();
  await shows(two, 3, '6');
  await shows(two, 5, '8');
  await expect(cell(two, 6)).toHaveAccessibleName(/^r1c7, empty/);
});

test('a move is written when the page is hidden, before the autosave delay', async ({ page, context }) => {
  // A still clock: the 200 ms autosave never fires on its own, so only the hide can write.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  // The app's first render waits for a task of its own: the held clock lets it run.
  await page.goto(`./#p=${PUZZLE}`);
  await page.clock.runFor(1500);
  await expect(cell(page, 0)).toHaveAccessibleName('r1c1, given 5');
  await cell(page, 2).click();
  const seen = await page.evaluate(async () => {
    const saved = () => Object.keys(localStorage).filter((k) => k.startsWith('sudoku.v1.game.'))
      .map((k) => localStorage.getItem(k)).join('\n');
    // A macrotask that the installed clock does not hold: the app renders and schedules.
    const settle = () => new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(0);
    });
    const before = saved();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: '4', code: 'Digit4', bubbles: true }));
    await settle();
    await settle();
    const afterMove = saved();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    return { before, afterMove, afterHide: saved() };
  });
  await shows(page, 2, '4');
  expect(seen.afterMove, 'the move waits for the autosave delay').toBe(seen.before);
  expect(seen.afterHide, 'hiding the page wrote it').not.toBe(seen.afterMove);
  // The page is killed; a new one finds the move.
  await page.close({ runBeforeUnload: false });
  const again = await context.newPage();
  await again.goto(`./#p=${PUZZLE}`);
  await again.clock.runFor(1500);
  await expect(cell(again, 0)).toHaveAccessibleName('r1c1, given 5');
  await shows(again, 2, '4');
});

for (const [what, script] of [
  ['localStorage that throws', () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
    });
  }],
  ['a write that throws SecurityError', () => {
    Storage.prototype.setItem = function () { throw new DOMException('Access denied.', 'SecurityError'); };
  }],
] as const) {
  test(`${what}: the game plays, and the page says once that it will not be kept`, async ({ page }) => {
    // Every message the status line shows, once per change.
    const statuses: string[] = [];
    await page.exposeFunction('__status', (text: string) => { statuses.push(text); });
    await page.addInitScript(script);
    await page.addInitScript(() => {
      let last = '';
      new MutationObserver(() => {
        const text = document.querySelector('[role=status]')?.textContent ?? '';
        if (text !== last) (window as any).__status(last = text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await open(page);
    await expect(page.getByRole('status')).toHaveText('Saving is not available in this browser: this game will not be kept.');
    await play(page, 2, '4');
    await play(page, 3, '6');
    await page.keyboard.press('Control+z');
    await expect(cell(page, 3)).toHaveAccessibleName(/^r1c4, empty/);
    await page.waitForTimeout(500);
    await shows(page, 2, '4');
    expect(statuses.filter((s) => s.includes('not available'))).toHaveLength(1);
    expect(statuses.some((s) => s.includes('Could not save'))).toBe(false);
  });
}
