// The "New puzzle" form end to end: every symmetry class and every level, a score range and a
// technique to practise, each checked on the puzzle that comes out (not on the form's word);
// no long main-thread task meanwhile.
import { test, expect, Page } from '@playwright/test';
import { openView, backToGame, newPuzzleForm, solveNow } from './nav';
import { execFileSync } from 'node:child_process';

type Map = (r: number, c: number) => [number, number];
const rot180: Map = (r, c) => [8 - r, 8 - c];
const rot90: Map = (r, c) => [c, 8 - r];
const horizontal: Map = (r, c) => [8 - r, c];
const vertical: Map = (r, c) => [r, 8 - c];
const diagonal: Map = (r, c) => [c, r];
const antiDiagonal: Map = (r, c) => [8 - c, 8 - r];
// Each class and the maps its pattern of givens must be invariant under.
const CLASSES: [string, Map[]][] = [
  ['none', []], ['rot180', [rot180]], ['rot90', [rot90]], ['horizontal', [horizontal]],
  ['vertical', [vertical]], ['both-axes', [horizontal, vertical]], ['diagonal', [diagonal]],
  ['anti-diagonal', [antiDiagonal]], ['both-diagonals', [diagonal, antiDiagonal]],
  ['dihedral', [rot90, horizontal, diagonal]],
];
const LEVELS = ['Easy', 'Medium', 'Hard', 'Expert', 'Extreme'];

async function givens(page: Page): Promise<string> {
  const names = await page.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
  return names.map((n) => n.match(/given (\d)/)?.[1] ?? '.').join('');
}

async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    (window as any).__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) (window as any).__longTasks.push([e.startTime, Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  });
}

async function generate(page: Page, fill: (form: ReturnType<Page['getByRole']>) => Promise<void>) {
  await openView(page, 'New puzzle');
  const form = await newPuzzleForm(page);
  await fill(form);
  await form.getByRole('button', { name: 'New puzzle' }).click();
  await expect(page.getByRole('status')).toContainText('New puzzle:', { timeout: 45_000 });
  return page.locator('.certificate').innerText();
}

test('every symmetry class and every level, checked on the givens and the certificate', async ({ page }) => {
  test.setTimeout(180_000);
  await watchLongTasks(page);
  await page.goto('./');
  // Count from the first generation on: the page's own start (wasm, first render) is measured
  // by player.spec.ts and may still be running when goto returns.
  await expect(page.getByRole('gridcell')).toHaveCount(81);
  const t0 = await page.evaluate(() => performance.now());
  for (const [i, [symmetry, maps]] of CLASSES.entries()) {
    // Shifted by one so that the dihedral class (the most givens fixed by symmetry) is not asked
    // for Extreme: since the coach's new wings and grouped chains, Extreme + dihedral finds no
    // puzzle in 2,000 tries for seeds 109-113, 209, 309 (`sudoku generate --level Extreme
    // --symmetry dihedral --tries 2000 --seed S`). Every class and every level still come once.
    const level = LEVELS[(i + 1) % LEVELS.length];
    const certificate = await generate(page, async (form) => {
      await form.getByLabel('Level').selectOption(level);
      await form.getByLabel('Symmetry').selectOption(symmetry);
      await form.getByLabel('Seed').fill(String(100 + i));
    });
    expect(certificate).toContain(`${symmetry} symmetry`);
    expect(certificate).toContain(`${level} `);
    expect(certificate).toContain('unique solution');
    const grid = await givens(page);
    for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) for (const map of maps) {
      const [r2, c2] = map(r, c);
      expect(grid[r * 9 + c] === '.', `${symmetry}: r${r + 1}c${c + 1} vs r${r2 + 1}c${c2 + 1}`)
        .toBe(grid[r2 * 9 + c2] === '.');
    }
  }
  const tasks: number[] = (await page.evaluate(() => (window as any).__longTasks) as [number, number][])
    .filter(([start]) => start >= t0)
    .map(([, duration]) => duration);
  const longest = Math.max(0, ...tasks);
  console.log(`[${test.info().project.name}] 10 generations: longest main-thread task ${longest} ms (${tasks.length} over 50 ms: ${tasks.join(', ')})`);
  // A freeze, not a budget: the figure is printed above; on a loaded CI machine a 50 ms render
  // has measured 258 ms, while work on the main thread (solving, generating) blocks for seconds.
  expect(longest).toBeLessThan(1500);
});

test('a score range and a technique to practise are what the puzzle has', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('./');
  const certificate = await generate(page, async (form) => {
    await form.getByLabel('Level').selectOption('');
    await form.getByLabel('From').fill('2.5');
    await form.getByLabel('to', { exact: true }).fill('4.0');
    await form.getByLabel('Technique to practise').selectOption({ label: 'X-Wing' });
    await form.getByLabel('Seed').fill('7');
  });
  const score = Number(certificate.match(/ (\d+\.\d), hardest step/)?.[1]);
  expect(score).toBeGreaterThanOrEqual(2.5);
  expect(score).toBeLessThanOrEqual(4.0);
  // The engine's own path for the puzzle on screen uses an X-Wing.
  const puzzle = await givens(page);
  const steps = execFileSync('target/release/sudoku', ['steps'], { input: `${puzzle}\n`, encoding: 'utf8' });
  expect(steps).toContain('X-Wing');
});

test('bad score ranges are refused with a message; the game is kept', async ({ page }) => {
  await page.goto('./#p=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
  await openView(page, 'New puzzle');
  const form = await newPuzzleForm(page);
  // The form starts with no technique and the default level.
  await expect(form.getByLabel('Technique to practise')).toHaveValue('');
  await expect(form.getByLabel('Level')).toHaveValue('Medium');
  await form.getByLabel('From').fill('6');
  await form.getByLabel('to', { exact: true }).fill('3');
  await form.getByRole('button', { name: 'New puzzle' }).click();
  await expect(page.getByRole('status')).toContainText('lowest score (6.0) is above the highest (3.0)');
  await form.getByLabel('From').fill('13');
  await form.getByRole('button', { name: 'New puzzle' }).click();
  await expect(page.getByRole('status')).toContainText('from 1.0 to 12.0');
  await backToGame(page);
  await expect(page.getByRole('gridcell', { name: /^r1c1,/ })).toHaveAccessibleName(/^r1c1, given 5/);
});
