// Learn fits one screen: at phone, small-phone, landscape-phone and desktop sizes a lesson's
// board (at about the drill's size) and text, and a drill's board, Check and digit keys are
// inside the window, a nudge opened leaves Check and the keys in sight, and the page itself
// never scrolls (a long text scrolls inside its own box). Each size runs once, in the
// desktop project (the sizes are set here).
import { test, expect, Page, Locator } from '@playwright/test';
import { openView } from './nav';

// `board`: the least side of the lesson's board in pixels, about the drill's at that size.
const SIZES = [
  { width: 390, height: 844, board: 300 },
  { width: 375, height: 667, board: 235 },
  { width: 844, height: 390, board: 270 },
  { width: 1280, height: 800, board: 600 },
];

/** Fails unless every one of `targets` lies wholly inside the window. */
async function inside(page: Page, targets: [string, Locator][]) {
  const { width, height } = page.viewportSize()!;
  for (const [what, target] of targets) {
    const b = await target.boundingBox();
    expect(b, `${what} is drawn`).not.toBeNull();
    const edges = [b!.x, b!.y, width - b!.x - b!.width, height - b!.y - b!.height];
    expect(Math.min(...edges), `${what} (${JSON.stringify(b)}) inside ${width}×${height}`).toBeGreaterThanOrEqual(-0.5);
  }
}

/** Fails unless `target`'s top left corner is what the window shows there (not scrolled out
 * of its box, not under another element). */
async function seen(what: string, target: Locator) {
  const shown = await target.evaluate((e) => {
    const b = e.getBoundingClientRect();
    const hit = document.elementFromPoint(b.x + Math.min(8, b.width / 2), b.y + Math.min(8, b.height / 2));
    return hit !== null && e.contains(hit);
  });
  expect(shown, `${what} is in sight`).toBe(true);
}

/** Fails if the page scrolls, down or sideways. */
async function pageStill(page: Page) {
  const overflow = await page.evaluate(() => {
    const e = document.scrollingElement!;
    return { down: e.scrollHeight - window.innerHeight, across: e.scrollWidth - window.innerWidth };
  });
  expect(overflow, 'the page has nothing to scroll').toEqual({ down: 0, across: 0 });
}

/** The corner cells of a board (the whole board is inside when they are). */
const corners = (grid: Locator): [string, Locator][] =>
  ['r1c1', 'r1c9', 'r9c1', 'r9c9'].map((n) => [`cell ${n}`, grid.getByRole('gridcell', { name: new RegExp(`^${n},`) })]);

for (const { board, ...viewport } of SIZES) {
  test(`${viewport.width}×${viewport.height}: a lesson and its drill fit the window`, async ({ page }) => {
    test.skip(test.info().project.name !== 'desktop', 'each size once: in the desktop project');
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.goto('./');
    await expect(page.getByRole('gridcell')).toHaveCount(81);
    await openView(page, 'Learn');
    const view = page.locator('section.view:not([hidden])');
    await view.locator('.learn-item').filter({ hasText: /^X-Wing/ }).click();

    // The lesson: its text (scrolling inside itself if long), its example board, its controls.
    const example = view.locator('.learn-example [role=grid]');
    await expect(example).toBeVisible({ timeout: 30_000 });
    const text = view.locator('.learn-text');
    await inside(page, [
      ['the lesson text', text],
      ['The result', view.getByRole('button', { name: 'The result' })],
      ['Next example', view.getByRole('button', { name: 'Next example' })],
      ...corners(example),
    ]);
    const box = await text.evaluate((e) => ({ scroll: e.scrollHeight, client: e.clientHeight, overflow: getComputedStyle(e).overflowY }));
    if (box.scroll > box.client) expect(box.overflow, 'a long text scrolls in its box').toBe('auto');
    await pageStill(page);
    expect((await example.boundingBox())!.width, 'the lesson\'s board').toBeGreaterThanOrEqual(board);

    // The drill: its board, Check and the nine digit keys.
    await view.getByRole('tab', { name: 'Your turn' }).click();
    const check = view.getByRole('button', { name: 'Check' });
    await expect(check).toBeVisible({ timeout: 30_000 });
    const grid = view.locator('.learn-drill [role=grid]');
    const keys = view.getByRole('group', { name: 'Digits' });
    await inside(page, [
      ['Check', check],
      ...corners(grid),
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((d): [string, Locator] => [`key ${d}`, keys.getByRole('button', { name: String(d), exact: true })]),
    ]);
    await pageStill(page);
    // As large as fits: a third of the window's shorter side at the least.
    const side = (await grid.boundingBox())!.width;
    expect(side).toBeGreaterThanOrEqual(Math.min(viewport.width, viewport.height) / 3);

    // With a nudge open to its last words, read to its end: Check, the digit keys and the
    // nudge's text all in sight at once.
    await view.getByRole('button', { name: 'Nudge' }).click();
    const nudge = view.locator('.learn-nudge');
    await expect(nudge.locator('.hint-text')).not.toBeEmpty();
    const more = nudge.getByRole('button', { name: 'More help' });
    for (let i = 0; i < 6 && await more.isVisible(); i++) await more.click();
    const last = nudge.locator('p').last();
    await last.scrollIntoViewIfNeeded();
    await seen('the nudge\'s last words', last);
    await seen('Check', check);
    await seen('key 9', keys.getByRole('button', { name: '9', exact: true }));
    await pageStill(page);
  });
}
