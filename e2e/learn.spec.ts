// Learn on a phone: a hint's link opens the technique's lesson, a drill done right and one
// done wrong get the right feedback, the progress outlives a reload, and the game left behind
// is unchanged.
import { test, expect, Page, Locator } from '@playwright/test';
import { openView, backToGame } from './nav';

test.use({ viewport: { width: 390, height: 844 } });

// SudokuWiki's first X-Wing example (solver-core/tests/data/literature_fixtures.txt): the
// coach's next step here is an X-Wing on 7.
const XWING = `1   378 37 | 23478 278  23478 | 5   6    9
4   9   2  | 37    5    6     | 1   37   8
378 5   6  | 1     78   9     | 2   4    37
357 37  9  | 6     4    27    | 8   25   1
57  6   4  | 2789  1    278   | 379 25   37
2   1   8  | 79    3    5     | 6   79   4
378 4   37 | 5     2789 2378  | 379 1    6
9   378 5  | 378   6    1     | 4   378  2
6   2   1  | 3478  789  3478  | 379 3789 5`;

type Cands = Map<string, number[]>;

/** The candidates of a board's empty cells, from the cells' names ("r1c2, empty, candidates 3 7 8"). */
async function candidates(grid: Locator): Promise<Cands> {
  const names = await grid.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
  const out: Cands = new Map();
  for (const name of names) {
    const m = name.match(/^(r\dc\d), empty, candidates ([\d ]+)/);
    if (m) out.set(m[1], m[2].split(' ').map(Number));
  }
  return out;
}

/** Every X-Wing's removals on this board (the test's own search, independent of the engine). */
function xwingRemovals(c: Cands): string[][] {
  const has = (r: number, k: number, d: number, rows: boolean) =>
    (c.get(rows ? `r${r}c${k}` : `r${k}c${r}`) ?? []).includes(d);
  const found: string[][] = [];
  for (const rows of [true, false]) {
    for (let d = 1; d <= 9; d++) {
      const places = (line: number) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((k) => has(line, k, d, rows));
      for (let a = 1; a <= 9; a++) {
        for (let b = a + 1; b <= 9; b++) {
          const pa = places(a), pb = places(b);
          if (pa.length !== 2 || pb.length !== 2 || pa[0] !== pb[0] || pa[1] !== pb[1]) continue;
          const gone: string[] = [];
          for (let line = 1; line <= 9; line++) {
            if (line === a || line === b) continue;
            for (const k of pa) {
              if (has(line, k, d, rows)) gone.push(rows ? `r${line}c${k}:${d}` : `r${k}c${line}:${d}`);
            }
          }
          if (gone.length > 0) found.push(gone);
        }
      }
    }
  }
  return found;
}

/** Strikes `cell:digit` on the drill's board with the "Remove candidate" tool and the keypad
 * (the cell chosen by the keyboard's focus: a tap on it would strike the candidate tapped). */
async function strike(page: Page, drill: Locator, target: string) {
  const [cell, digit] = target.split(':');
  await drill.getByRole('gridcell', { name: new RegExp(`^${cell},`) }).focus();
  await drill.getByRole('group', { name: 'Digits' }).getByRole('button', { name: digit, exact: true }).click();
}

/** Taps candidate `digit`'s place in a cell (its 3×3 mini-grid: 1 top left … 9 bottom right). */
async function tapCandidate(page: Page, cell: Locator, digit: number) {
  const b = (await cell.boundingBox())!;
  const [row, col] = [Math.floor((digit - 1) / 3), (digit - 1) % 3];
  await page.mouse.click(b.x + ((col + 0.5) * b.width) / 3, b.y + ((row + 0.5) * b.height) / 3);
}

/** The 81 cells' names of the game's board. */
const gameCells = (page: Page) =>
  page.locator('section.play [role=grid] [role=gridcell]').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));

test('a hint links to its lesson; a drill right, a drill wrong; progress kept; the game unchanged', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('./');
  await openView(page, 'Enter, import, export');
  await page.getByLabel('Puzzle text').fill(XWING);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const hints = page.getByRole('region', { name: 'Hints' });
  await expect(hints.locator('.hint-stage')).toHaveText('Nudge');
  const before = await gameCells(page);

  // From the nudge on, the hint names its technique and links to its lesson.
  await hints.getByRole('button', { name: 'What is an X-Wing?' }).click();
  const view = page.locator('section.view:not([hidden])');
  await expect(view.getByRole('heading', { name: 'X-Wing', level: 3 })).toBeVisible();
  await expect(view.locator('.learn-idea')).not.toBeEmpty();
  await expect(view.locator('.learn-example [role=grid]')).toBeVisible();

  // Your turn: the X-Wing's removals, found on the board by the test's own search.
  await view.getByRole('tab', { name: 'Your turn' }).click();
  const drill = view.locator('.learn-drill');
  await expect(drill.getByRole('grid')).toBeVisible({ timeout: 30_000 });
  const removals = xwingRemovals(await candidates(drill.getByRole('grid')));
  expect(removals.length, 'the drill shows an X-Wing').toBeGreaterThan(0);
  for (const r of removals[0]) await strike(page, drill, r);
  await drill.getByRole('button', { name: 'Check' }).click();
  const result = drill.getByRole('status');
  await expect(result).toHaveAttribute('aria-live', 'polite');
  await expect(result.locator('.learn-verdict')).toHaveText(/^Right!/);
  await expect(view.locator('.learn-lesson-head .learn-standing')).toHaveText('practising');

  // Another position: a removal no X-Wing gives is refused, the board kept, a nudge offered.
  await drill.getByRole('button', { name: 'Next position' }).click();
  await expect(drill.getByRole('button', { name: 'Check' })).toBeVisible({ timeout: 30_000 });
  const board = await candidates(drill.getByRole('grid'));
  const given = new Set(xwingRemovals(board).flat());
  const wrong = [...board.entries()].flatMap(([cell, ds]) => ds.map((d) => `${cell}:${d}`)).find((x) => !given.has(x));
  expect(wrong).toBeDefined();
  await strike(page, drill, wrong!);
  await drill.getByRole('button', { name: 'Check' }).click();
  await expect(result.locator('.learn-verdict.wrong')).toContainText(/^Not quite\./);
  await expect(result).toContainText('1 move made.');
  const [cell, digit] = wrong!.split(':');
  await expect(drill.getByRole('gridcell', { name: new RegExp(`^${cell},`) })).not.toHaveAccessibleName(new RegExp(`candidates[\\d ]*${digit}`));
  await drill.getByRole('button', { name: 'Nudge' }).click();
  await expect(drill.locator('.learn-nudge .hint-text')).toContainText('X-Wing');

  // The progress outlives a reload; the game is as it was left.
  await page.reload();
  await expect(page.locator('section.play [role=gridcell]')).toHaveCount(81);
  expect(await gameCells(page)).toEqual(before);
  // The reload may come back to Learn (the history entry's view) or to the game.
  if (!(await page.locator('section.view:not([hidden])').isVisible())) await openView(page, 'Learn');
  await page.locator('section.view:not([hidden])').getByRole('button', { name: 'All techniques' }).click({ timeout: 2000 }).catch(() => {});
  const item = page.locator('section.view:not([hidden]) .learn-item').filter({ hasText: /^X-Wing/ });
  await expect(item.locator('.learn-standing')).toHaveText('practising');
  await backToGame(page);
  expect(await gameCells(page)).toEqual(before);
});

test('the drill plays like the game: arrows move the focus, a tap strikes a candidate and a second restores it, with either tool', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('./');
  await expect(page.locator('section.play [role=gridcell]')).toHaveCount(81);
  await openView(page, 'Learn');
  const view = page.locator('section.view:not([hidden])');
  await view.locator('.learn-item').filter({ hasText: /^X-Wing/ }).click();
  await view.getByRole('tab', { name: 'Your turn' }).click();
  const drill = view.locator('.learn-drill');
  await expect(drill.getByRole('button', { name: 'Check' })).toBeVisible({ timeout: 30_000 });

  // The arrows move the keyboard focus across the drill's own cells (never the game's).
  const named = (n: string) => drill.getByRole('gridcell', { name: new RegExp(`^${n},`) });
  await named('r5c5').focus();
  await page.keyboard.press('ArrowRight');
  await expect(named('r5c6')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(named('r6c6')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  await expect(named('r5c5')).toBeFocused();

  // A tap on a candidate strikes it; a tap on the same place brings it back.
  const board = await candidates(drill.getByRole('grid'));
  const [name, digits] = [...board.entries()][0];
  const cell = named(name);
  await tapCandidate(page, cell, digits[0]);
  await expect(cell).not.toHaveAccessibleName(new RegExp(`candidates[\\d ]*${digits[0]}`));
  await expect(drill.getByRole('status')).toContainText('1 move made.');
  await tapCandidate(page, cell, digits[0]);
  await expect(cell).toHaveAccessibleName(new RegExp(`candidates ${digits.join(' ')}`));
  await expect(drill.getByRole('status')).toContainText('Your move');

  // With "Place digit" on (an X-Wing's answer is removals): the first tap on another cell only
  // chooses it, a second strikes the candidate tapped, a third brings it back.
  await drill.getByRole('button', { name: 'Place digit' }).click();
  const [name2, digits2] = [...board.entries()][1];
  const cell2 = named(name2);
  const all2 = new RegExp(`candidates ${digits2.join(' ')}`);
  await tapCandidate(page, cell2, digits2[0]);
  await expect(cell2).toHaveAttribute('aria-selected', 'true');
  await expect(cell2).toHaveAccessibleName(all2);
  await tapCandidate(page, cell2, digits2[0]);
  await expect(cell2).not.toHaveAccessibleName(new RegExp(`candidates[\\d ]*${digits2[0]}`));
  await expect(drill.getByRole('status')).toContainText('1 move made.');
  await expect(drill.getByRole('button', { name: 'Place digit' })).toHaveAttribute('aria-pressed', 'true');
  await tapCandidate(page, cell2, digits2[0]);
  await expect(cell2).toHaveAccessibleName(all2);
});
