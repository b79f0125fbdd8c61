// The hint panel on phones (390×844 and the small 375×667): the grid keeps its size whether a
// hint is open or not and at every stage of it, the panel never covers it, its buttons and the
// toolbar's Hint stay where they are, and the keypad stays in view beside the hint; at the
// "why" stage the reason comes first. On a board without pencil marks, a hint that removes
// candidates first offers to fill them in, and draws no removal in a cell without that mark.
import { test, expect, Page, Locator } from '@playwright/test';
import { openView } from './nav';

// A puzzle of forum_hardest_1905_11+ whose path holds a Dynamic Forcing Chain.
const DYNAMIC = '98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6';
// Wikipedia's example puzzle: its first step is a single, with a reason of its own.
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
// A puzzle whose first step is an AIC (removes 7 from r8c3).
const AIC = '98.7..6..7..6..5......4..8.6...73....5....3....95....65..3..9...9......2..1....3.';

test.use({ viewport: { width: 390, height: 844 } });

/** Makes the position before the first step named `technique` the game (its candidates as
 * centre marks), through "Steps" and "Apply up to here". */
async function before(page: Page, puzzle: string, technique: string) {
  await page.goto(`./#p=${puzzle}`);
  await openView(page, 'Steps');
  const steps = page.getByRole('region', { name: 'Steps' });
  await steps.locator('.steps-list summary').click();
  const item = steps.locator('.steps-list li').filter({ hasText: new RegExp(`^${technique} `) }).first();
  await item.getByRole('button').click();
  await steps.getByRole('button', { name: 'Apply up to here' }).click();
  await expect(steps).toHaveCount(0);
}

/** Every button of the hint's action row is whole: its words inside its box with some room to
 * spare on both sides (a flex row squeezes a button below its text's width without any
 * overflow to read), the button inside the panel. */
async function actionsFit(hints: Locator, what: string) {
  const cut = await hints.locator('.hint-actions').evaluate((row) => {
    const panel = row.closest('.hints')!.getBoundingClientRect();
    return [...row.querySelectorAll('button')]
      .filter((b) => {
        const r = b.getBoundingClientRect();
        const words = document.createRange();
        words.selectNodeContents(b);
        const t = words.getBoundingClientRect();
        return t.left < r.left + 3 || t.right > r.right - 3 || r.right > panel.right + 0.5 || r.left < panel.left - 0.5;
      })
      .map((b) => b.textContent);
  });
  expect(cut, `buttons cut ${what}`).toEqual([]);
}

const box = async (l: Locator) => {
  const b = await l.boundingBox();
  expect(b, 'on the page').not.toBeNull();
  return b!;
};

// The phones, with the least grid width each must keep (the masthead, the message line, the
// panel and the keypad take the rest of the height).
const PHONES = [
  { width: 390, height: 844, grid: 370 },
  { width: 375, height: 667, grid: 280 },
];

for (const phone of PHONES) {
test(`${phone.width}×${phone.height}: a dynamic forcing chain from its nudge to its last line: the grid, Apply and Hint stay put`, async ({ page }) => {
  await page.setViewportSize({ width: phone.width, height: phone.height });
  test.setTimeout(240_000);
  await before(page, DYNAMIC, 'Dynamic Forcing Chain');
  const grid = page.getByRole('grid', { name: 'Sudoku grid' });
  const hints = page.getByRole('region', { name: 'Hints' });
  const hint = page.getByRole('button', { name: 'Hint', exact: true });
  const keypad = page.getByRole('group', { name: 'Keypad' });
  // The grid's size without a hint: opening one does not change it.
  const idle = await box(grid);
  expect(idle.width, 'the grid takes most of the width').toBeGreaterThanOrEqual(phone.grid);
  await hint.click();
  await expect(hints.locator('.hint-stage')).toHaveText('Nudge');
  await expect(hints).toContainText('Forcing Chain');
  // From the first stage on (the message line's "before step N is now your game" is gone).
  const gridBefore = await box(grid);
  expect(gridBefore.width, 'a hint does not shrink the grid').toBeCloseTo(idle.width, 0);
  const hintPlace = await box(hint);
  const stages: string[] = [];
  let applyPlace: { x: number; y: number } | null = null;
  for (let press = 0; press < 200; press++) {
    const stage = (await hints.locator('.hint-stage').textContent()) ?? '';
    stages.push(stage);
    // The grid: same size and place; the panel below it, never over it.
    const g = await box(grid);
    expect([g.x, g.y, g.width, g.height], `grid at ${stage} ${press}`).toEqual([gridBefore.x, gridBefore.y, gridBefore.width, gridBefore.height]);
    const panel = await box(hints);
    expect(panel.y, 'the panel starts under the grid').toBeGreaterThanOrEqual(g.y + g.height);
    expect(await box(hint), 'Hint in its place').toEqual(hintPlace);
    // The hint's text (the walk's current line while a chain is walked: it comes first) and
    // the keypad are both on screen.
    const walking = (await hints.locator('.hint-walk').count()) > 0;
    const why = (await hints.locator('.hint-why').count()) > 0;
    for (const l of [hints.locator(walking ? '.hint-walk' : why ? '.hint-why' : '.hint-text'), keypad]) {
      const b = await box(l.first());
      expect(b.y + Math.min(b.height, 20)).toBeLessThanOrEqual(phone.height);
      await expect(l.first()).toBeInViewport();
    }
    if (stage === 'What') {
      await expect(keypad.getByRole('button', { name: '5', exact: true })).toBeInViewport();
    }
    const apply = hints.getByRole('button', { name: 'Apply' });
    if (await apply.count()) {
      const a = await box(apply);
      if (applyPlace) expect({ x: a.x, y: a.y }, 'Apply in its place').toEqual(applyPlace);
      applyPlace = { x: a.x, y: a.y };
      await expect(apply).toBeInViewport();
    }
    await actionsFit(hints, `at ${stage} ${press}`);
    const next = hints.getByRole('button', { name: /^(More|Next link)$/ });
    if (!(await next.count())) break;
    const at = (await hints.locator('.hint-walk-at').count()) ? await hints.locator('.hint-walk-at').textContent() : null;
    await hint.click();
    // Each press moves on: a new stage, or the walk's next line.
    await expect.poll(async () => `${await hints.locator('.hint-stage').textContent()} ${await hints.locator('.hint-walk-at').count() ? await hints.locator('.hint-walk-at').textContent() : ''}`)
      .not.toBe(`${stage} ${at ?? ''}`);
  }
  expect(stages.slice(0, 4)).toEqual(['Nudge', 'Where', 'What', 'Why']);
  expect(stages.length, 'the chain is walked line by line').toBeGreaterThan(5);
  expect(applyPlace, 'Apply was offered').not.toBeNull();
  // At the last line the walk is over and the whole chain is drawn.
  await expect(hints.locator('.hint-walk.last')).toBeVisible();
  await expect(page.locator('.board svg.chain .link').first()).toBeVisible();
});
}

test('at the "why" stage a step\'s reason comes before its "what" line, on a small phone too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(`./#p=${PUZZLE}`);
  const hints = page.getByRole('region', { name: 'Hints' });
  const hint = page.getByRole('button', { name: 'Hint', exact: true });
  for (const stage of ['Nudge', 'Where', 'What', 'Why']) {
    await hint.click();
    await expect(hints.locator('.hint-stage')).toHaveText(stage);
  }
  const why = hints.locator('.hint-why');
  await expect(why).toBeInViewport();
  await expect(hints.locator('.hint-walk')).toHaveCount(0);
  expect((await box(why)).y, 'the reason above the "what" line').toBeLessThan((await box(hints.locator('.hint-text'))).y);
});

// The bare-board hint shows four buttons at once (Fill candidates, Apply, Next link, Expand): the
// small phone and the landscape phone's side panel are the narrowest rows.
for (const size of [{ width: 390, height: 844 }, { width: 375, height: 667 }, { width: 844, height: 390 }]) {
test(`${size.width}×${size.height}: a bare board: the hint offers to fill in candidates before it shows a removal`, async ({ page }) => {
  await page.setViewportSize(size);
  await page.goto(`./#p=${AIC}`);
  const hints = page.getByRole('region', { name: 'Hints' });
  const hint = page.getByRole('button', { name: 'Hint', exact: true });
  const r8c3 = page.getByRole('gridcell', { name: /^r8c3,/ });
  await hint.click();
  await expect(hints.locator('.hint-stage')).toHaveText('Nudge');
  // At the first stage already: what is missing, and one tap to fill it.
  await expect(hints.locator('.hint-unwritten')).toContainText('Fill in the candidates');
  const fill = hints.getByRole('button', { name: 'Fill candidates' });
  await expect(fill).toBeVisible();
  // Up to the reason, nothing is drawn in cells without marks: no removal, no chain.
  for (const stage of ['Where', 'What', 'Why']) {
    await hint.click();
    await expect(hints.locator('.hint-stage')).toHaveText(stage);
    await expect(page.locator('.board .hint-cands .elim')).toHaveCount(0);
    await expect(page.locator('.board svg.chain')).toHaveCount(0);
    await expect(r8c3).toHaveAccessibleName(/^r8c3, empty$/);
    await actionsFit(hints, `at ${stage}`);
  }
  await fill.click();
  await expect(page.getByRole('status')).toHaveText(/^Candidates filled in/);
  await expect(fill).toHaveCount(0);
  await expect(hints.locator('.hint-unwritten')).toHaveCount(0);
  // Now the removal is drawn, on a cell that has the mark, and the chain's first line's links.
  await expect(r8c3).toHaveAccessibleName(/candidates [^,]*7/);
  const elim = page.locator('.board .hint-cands .elim');
  await expect(elim).toHaveCount(1);
  await expect(elim).toHaveText('7');
  await expect(page.locator('.board svg.chain .link.current').first()).toBeVisible();
  await expect(page.locator('.board svg.chain .link.earlier')).toHaveCount(0);
  // Every removal drawn stands on a written mark.
  for (const cell of await page.locator('.board [role=gridcell]:has(.hint-cands .elim)').all()) {
    const digit = await cell.locator('.elim').textContent();
    await expect(cell).toHaveAccessibleName(new RegExp(`candidates [^,]*${digit}`));
  }
  // The fill is one change: Undo takes the marks away again.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(r8c3).toHaveAccessibleName(/^r8c3, empty$/);
});
}
