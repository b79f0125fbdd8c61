// The player's polish, on a phone where it matters: marks cleaned by a placed digit and
// restored by Undo, Solve asking first, puzzles that cannot be played refused, a pasted
// puzzle resuming its game, Back closing Steps, touch targets, dark mode's contrasts, the
// focus after Apply, "keep marks" kept with the settings, and a console free of passive
// listener complaints.
import { test, expect, Page } from '@playwright/test';
import { openView, pasteOnPage } from './nav';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const cell = (page: Page, name: string) => page.getByRole('gridcell', { name: new RegExp(`^${name},`) });
const PHONE = { width: 390, height: 844 };

async function mark(page: Page, name: string, digit: string, tool: 'Centre' | 'Corner') {
  await cell(page, name).click();
  await page.getByRole('button', { name: tool, exact: true }).click();
  await page.getByRole('group', { name: 'Keypad' }).getByRole('button', { name: digit, exact: true }).click();
}

test('a placed digit leaves the marks of its row, column and box; one Undo brings them back', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`./#p=${PUZZLE}`);
  await mark(page, 'r1c4', '4', 'Centre');
  await mark(page, 'r5c3', '4', 'Corner');
  await mark(page, 'r2c2', '4', 'Centre');
  await mark(page, 'r5c5', '4', 'Centre');
  await expect(cell(page, 'r1c4')).toHaveAccessibleName('r1c4, empty, candidates 4');
  await cell(page, 'r1c3').click();
  await page.getByRole('button', { name: 'Normal', exact: true }).click();
  await page.getByRole('group', { name: 'Keypad' }).getByRole('button', { name: '4', exact: true }).click();
  await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, 4');
  await expect(cell(page, 'r1c4')).toHaveAccessibleName('r1c4, empty');
  await expect(cell(page, 'r5c3')).toHaveAccessibleName('r5c3, empty');
  await expect(cell(page, 'r2c2')).toHaveAccessibleName('r2c2, empty');
  await expect(cell(page, 'r5c5')).toHaveAccessibleName('r5c5, empty, candidates 4');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, empty');
  await expect(cell(page, 'r1c4')).toHaveAccessibleName('r1c4, empty, candidates 4');
  await expect(cell(page, 'r5c3')).toHaveAccessibleName('r5c3, empty, corner 4');
  await expect(cell(page, 'r2c2')).toHaveAccessibleName('r2c2, empty, candidates 4');
});

test('Solve shows nothing until a second tap confirms', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`./#p=${PUZZLE}`);
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  const question = page.getByRole('alertdialog', { name: 'Question' });
  await expect(question).toContainText('Show the whole solution?');
  await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, empty');
  await question.getByRole('button', { name: 'Keep playing' }).click();
  await expect(question).toHaveCount(0);
  await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, empty');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.getByRole('button', { name: 'Show solution' }).click();
  await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, 4');
});

test('a pasted puzzle whose givens clash is refused and the game stays', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`./#p=${PUZZLE}`);
  await cell(page, 'r1c3').click();
  await page.keyboard.press('4');
  await pasteOnPage(page, '55' + '.'.repeat(79));
  await expect(page.getByRole('status')).toContainText('break the rules');
  await expect(page.getByRole('status')).toContainText('unchanged');
  await expect(cell(page, 'r1c1')).toHaveAccessibleName('r1c1, given 5');
  await expect(cell(page, 'r1c2')).toHaveAccessibleName('r1c2, given 3');
  await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, 4');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
  // No solution: refused once the engine has looked, the game back as it was.
  await pasteOnPage(page, '12345678.' + '........9' + '.'.repeat(63));
  await expect(page.getByRole('status')).toContainText('no solution');
  await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, 4');
  await expect(cell(page, 'r1c1')).toHaveAccessibleName('r1c1, given 5');
});

test('a puzzle pasted again resumes its saved game', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`./#p=${PUZZLE}`);
  await cell(page, 'r1c3').click();
  await page.keyboard.press('4');
  // Another puzzle, then the first one again: its game, with the 4, not a new copy.
  await pasteOnPage(page, PUZZLE.replace('53', '..'));
  await expect(cell(page, 'r1c1')).toHaveAccessibleName('r1c1, empty');
  await pasteOnPage(page, PUZZLE);
  await expect(page.getByRole('status')).toContainText('Resumed your saved game');
  await expect(cell(page, 'r1c3')).toHaveAccessibleName('r1c3, 4');
});

test('Back with Steps open closes Steps and stays in the app', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`./#p=${PUZZLE}`);
  await expect(cell(page, 'r1c1')).toHaveAccessibleName('r1c1, given 5');
  await openView(page, 'Steps');
  const steps = page.getByRole('region', { name: 'Steps' });
  await expect(steps).toBeVisible();
  await page.goBack();
  await expect(steps).toHaveCount(0);
  await expect(page.getByRole('grid', { name: 'Sudoku grid' })).toBeVisible();
  expect(page.url()).toContain('127.0.0.1');
  // A hint too: Back puts it away, the app stays.
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(page.locator('.controls.hint-open')).toHaveCount(1);
  await page.goBack();
  await expect(page.locator('.controls.hint-open')).toHaveCount(0);
  await expect(page.getByRole('grid', { name: 'Sudoku grid' })).toBeVisible();
});

/** Every visible control smaller than 44×44 px: buttons, links, fields, summaries, and for a
 * checkbox or radio its label (the target a finger meets). The grid's cells are not counted:
 * they are the board, sized by the screen. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const seen = new Set<Element>();
    for (const el of document.querySelectorAll('button, a[href], input, select, textarea, summary, [role=button]')) {
      const target = (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))
        ? (el.closest('label') ?? el) : el;
      // The scanner's file input is opened by its button, never touched itself.
      if (seen.has(target) || target.matches('input.visually-hidden[tabindex="-1"]')) continue;
      seen.add(target);
      const r = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      const hidden = r.width === 0 || r.height === 0 || style.visibility === 'hidden' || !(target as HTMLElement).checkVisibility?.()
        || r.bottom < 0 || r.top > innerHeight || r.right < 0 || r.left > innerWidth;
      if (hidden) continue;
      if (r.width < 43.5 || r.height < 43.5) {
        const name = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 30);
        small.push(`${target.tagName.toLowerCase()} "${name}" ${r.width.toFixed(0)}x${r.height.toFixed(0)}`);
      }
    }
    return small;
  });
}

test('every visible control is at least 44×44 px on the phone: play, menu, hint', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`./#p=${PUZZLE}`);
  await expect(cell(page, 'r1c1')).toHaveAccessibleName('r1c1, given 5');
  expect(await smallTargets(page), 'play').toEqual([]);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  expect(await smallTargets(page), 'menu').toEqual([]);
  await page.keyboard.press('Escape');
  // The hint panel with everything it can show: a hint, its lesson link and the log of hints.
  const hint = page.getByRole('button', { name: 'Hint', exact: true });
  const log = page.locator('.hints .hint-log > summary');
  await hint.click();
  await expect(page.locator('.controls.hint-open')).toHaveCount(1);
  for (let i = 0; i < 12 && await log.count() === 0; i++) {
    await hint.click();
    await page.waitForTimeout(250);
  }
  await expect(log).toBeVisible();
  expect(await smallTargets(page), 'hint').toEqual([]);
});

test('every view the menu opens has controls of at least 44×44 px on the phone, its disclosures open', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`./#p=${PUZZLE}`);
  await expect(cell(page, 'r1c1')).toHaveAccessibleName('r1c1, given 5');
  for (const view of ['New puzzle', 'Saved games', 'Learn', 'Share', 'Print', 'Settings', 'Help', 'Steps',
    'Enter, import, export', 'Statistics', 'Algorithm lab']) {
    await openView(page, view);
    await expect(page.locator('section.view:not([hidden]), .steps-open')).toHaveCount(1);
    // What each view folds away (the expert form, checkpoints, the step list) opened; the lab
    // (its own app, which draws its panel once its code has loaded) opened by a tap.
    await page.evaluate(() => {
      for (const d of document.querySelectorAll<HTMLDetailsElement>('section.view:not([hidden]) details:not(.lab-wrap), .steps details')) d.open = true;
    });
    if (view === 'Algorithm lab') {
      await page.locator('.lab-wrap > summary').click();
      await expect(page.locator('.lab select').first()).toBeVisible({ timeout: 30_000 });
    }
    expect(await smallTargets(page), view).toEqual([]);
    await page.goBack();
    await expect(page.locator('section.view:not([hidden]), .steps-open')).toHaveCount(0);
  }
});

/** WCAG contrast ratio of two CSS colours (rgb/rgba over the page's panel colour). */
function contrast(a: number[], b: number[]): number {
  const lum = ([r, g, bl]: number[]) => {
    const f = (c: number) => { const s = c / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(bl);
  };
  const [la, lb] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (la + 0.05) / (lb + 0.05);
}

test('dark mode: the selected cell and the peer shading stand out (WCAG contrast)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`./#p=${PUZZLE}`);
  await cell(page, 'r5c5').click();
  const colours = await page.evaluate(() => {
    const rgb = (s: string) => (s.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const bg = (sel: string) => rgb(getComputedStyle(document.querySelector(sel)!).backgroundColor);
    const board = rgb(getComputedStyle(document.querySelector('.board')!).backgroundColor);
    const plain = document.querySelector('.cell:not(.peer):not(.selected):not(.same):not(.has-mark):not([class*=colour-])')!;
    const shadow = getComputedStyle(document.querySelector('.cell.selected')!).boxShadow;
    return {
      board, plain: rgb(getComputedStyle(plain).backgroundColor),
      peer: bg('.cell.peer:not(.same)'), selected: bg('.cell.selected'),
      outline: shadow === 'none' ? null : rgb(shadow),
    };
  });
  // A cell without a background of its own shows the board's.
  const plain = colours.plain.length === 3 && !(colours.plain[0] === 0 && colours.plain[1] === 0 && colours.plain[2] === 0)
    ? colours.plain : colours.board;
  const peer = contrast(colours.peer, plain);
  const selected = contrast(colours.selected, plain);
  const outline = colours.outline ? contrast(colours.outline, colours.selected) : 0;
  console.log(`dark mode: peer ${peer.toFixed(2)}:1, selected ${selected.toFixed(2)}:1, ` +
    `selection outline ${outline.toFixed(2)}:1 against the selected cell`);
  expect(peer).toBeGreaterThanOrEqual(1.3);
  expect(Math.max(selected, outline)).toBeGreaterThanOrEqual(3);
});

test('after Apply the keyboard focus is back on the selected cell, or on the grid\'s first', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`./#p=${PUZZLE}`);
  const hints = page.getByRole('region', { name: 'Hints' });
  const apply = hints.getByRole('button', { name: 'Apply' });
  const hint = page.getByRole('button', { name: 'Hint', exact: true });
  // With the keyboard only: Hint pressed until Apply is offered, then Apply.
  const applyByKeyboard = async () => {
    for (let press = 0; press < 6 && !(await apply.count()); press++) {
      await hint.focus();
      await page.keyboard.press('Enter');
      await expect(hints.locator('.hint-stage')).toBeVisible();
    }
    await apply.focus();
    await page.keyboard.press('Enter');
    await expect(apply).toHaveCount(0);
  };
  // Nothing selected: the grid's first cell, as Tab into the grid gives.
  await applyByKeyboard();
  await expect(cell(page, 'r1c1')).toBeFocused();
  await cell(page, 'r5c5').click();
  await applyByKeyboard();
  await expect(cell(page, 'r5c5')).toBeFocused();
  // The arrows go on from there.
  await page.keyboard.press('ArrowRight');
  await expect(cell(page, 'r5c6')).toBeFocused();
});

test('"keep marks" is a setting that stays; the key earlier versions kept it under still counts', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`./#p=${PUZZLE}`);
  await page.evaluate(() => localStorage.setItem('sudoku.keep-marks', '1'));
  await page.reload();
  await openView(page, 'Settings');
  const clean = page.getByLabel('Remove a placed digit from the pencil marks in its row, column and box');
  await expect(clean).not.toBeChecked();
  await clean.check();
  await expect(clean).toBeChecked();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sudoku.keep-marks'))).toBeNull();
  await clean.uncheck();
  await page.reload();
  await openView(page, 'Settings');
  await expect(clean).not.toBeChecked();
});

test('taps, a drag on the grid and keys leave no "passive event listener" complaint in the console', async ({ page, context, hasTouch }) => {
  test.skip(!hasTouch, 'taps need a touch screen: the phone project');
  await page.setViewportSize(PHONE);
  const complaints: string[] = [];
  page.on('console', (m) => { if (/passive/i.test(m.text())) complaints.push(m.text()); });
  // Chromium reports its interventions (preventDefault refused in a passive listener) in its log.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Log.enable');
  cdp.on('Log.entryAdded', (e) => { if (/passive/i.test(e.entry.text)) complaints.push(e.entry.text); });
  await page.goto(`./#p=${PUZZLE}`);
  await expect(cell(page, 'r1c1')).toHaveAccessibleName('r1c1, given 5');
  await cell(page, 'r1c3').tap();
  await page.getByRole('group', { name: 'Keypad' }).getByRole('button', { name: '4', exact: true }).tap();
  await cell(page, 'r2c2').tap();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('7');
  await page.getByRole('button', { name: 'Hint', exact: true }).tap();
  const b = (await page.locator('.board').boundingBox())!;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: b.x + 20, y: b.y + 20 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: b.x + 120, y: b.y + 20 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(cell(page, 'r2c3')).toHaveAccessibleName(/^r2c3, 7/);
  expect(complaints).toEqual([]);
});
