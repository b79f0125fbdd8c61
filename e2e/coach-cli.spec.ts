// The page's hints agree with the engine's command line: the hint ladder, pressed through and
// applied step after step, shows the same steps, in the same order and with the same
// explanation, as `sudoku steps --explain` prints for the same puzzle.
import { test, expect, Page } from '@playwright/test';
import { openView, backToGame, setAutoCandidates } from './nav';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// top1465 #3: singles, direct hidden pairs, pointing, claiming, hidden and naked pairs in its
// first steps.
const PUZZLE = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
const SUDOKU = 'target/release/sudoku';
const cell = (page: Page, name: string) => page.getByRole('gridcell', { name: new RegExp(`^${name},`) });

interface CliStep { line: string; what: string }

function cliSteps(puzzle: string): CliStep[] {
  if (!existsSync(SUDOKU)) {
    throw new Error(`${SUDOKU} is missing: build it with \`cargo build --release -p solver-core --bin sudoku\``);
  }
  const out = execFileSync(SUDOKU, ['steps', '--explain'], { input: `${puzzle}\n`, encoding: 'utf8' });
  const lines = out.split('\n');
  const steps: CliStep[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    if (lines[i + 1].startsWith('  ')) steps.push({ line: lines[i], what: lines[i + 1].trim() });
  }
  return steps;
}

test('hint after hint, applied, the page follows `sudoku steps`', async ({ page }) => {
  const steps = cliSteps(PUZZLE).slice(0, 18);
  expect(steps.map((s) => s.line.split(' r')[0])).toEqual(expect.arrayContaining(
    ['Hidden Single', 'Direct Hidden Pair', 'Pointing', 'Claiming', 'Hidden Pair', 'Naked Pair']));
  await page.goto(`./#p=${PUZZLE}`);
  // Automatic candidates keep the marks clean as digits go in, as the command's own candidates are.
  await setAutoCandidates(page);
  const hints = page.getByRole('region', { name: 'Hints' });
  const stage = hints.locator('.hint-stage');
  const hint = page.getByRole('button', { name: 'Hint', exact: true });
  for (const [i, step] of steps.entries()) {
    await hint.click();
    await expect(stage).toHaveText('Nudge');
    await hint.click();
    await expect(stage).toHaveText('Where');
    await hint.click();
    await expect(stage).toHaveText('What');
    await expect(hints.locator('.hint-text'), `step ${i + 1}: ${step.line}`).toHaveText(step.what);
    await hint.click();
    await expect(stage).toHaveText('Why');
    await hints.getByRole('button', { name: 'Apply' }).click();
    // A placement shows on the grid; an elimination in the cell's candidates.
    for (const token of step.line.split(' ').filter((t) => /^r\dc\d(=|<>)\d$/.test(t))) {
      const [name, digit] = token.split(/=|<>/);
      if (token.includes('=')) {
        await expect(cell(page, name)).toHaveAccessibleName(`${name}, ${digit}`);
      } else {
        await expect(cell(page, name)).not.toHaveAccessibleName(new RegExp(`candidates [^,]*${digit}`));
      }
    }
  }
});

test('the classic coach walks the whole `sudoku coach --classic` transcript, admits lines included', async ({ page }) => {
  const out = execFileSync(SUDOKU, ['coach', '--classic'], { input: `${PUZZLE}\n`, encoding: 'utf8' });
  // The transcript's lines, without the final grid line.
  const transcript = out.trim().split('\n').slice(0, -1);
  expect(transcript).toContain('No more forced values');
  expect(transcript.filter((l) => l.includes(' admits ')).length).toBeGreaterThan(10);
  await page.goto(`./#p=${PUZZLE}`);
  const hints = page.getByRole('region', { name: 'Hints' });
  await openView(page, 'Settings');
  await page.getByLabel('Classic coach (SUDOGEN, forced values only)').check();
  await backToGame(page);
  const hint = page.getByRole('button', { name: 'Hint', exact: true });
  const text = hints.locator('.hint-text');
  for (const line of transcript) {
    await hint.click();
    await expect(text).toHaveText(line);
    // A forced value is applied, as SUDOGEN places it; the other lines place nothing.
    const apply = hints.getByRole('button', { name: 'Apply' });
    if (/=only site for|can only hold/.test(line)) await apply.click();
    else await expect(apply).toHaveCount(0);
  }
});

test('"Steps" lists the path of `sudoku steps`, steps through it on the grid, and applies it', async ({ page }) => {
  const cli = execFileSync(SUDOKU, ['steps'], { input: `${PUZZLE}\n`, encoding: 'utf8' }).trim().split('\n');
  const lines = cli.slice(0, -1);
  expect(cli[cli.length - 1]).toBe('solved');
  await page.goto(`./#p=${PUZZLE}`);
  await openView(page, 'Steps');
  const steps = page.getByRole('region', { name: 'Steps' });
  await expect(steps).toContainText(`Step 1 of ${lines.length}`);
  await expect(page.getByRole('status')).toContainText(`${lines.length} steps from the givens`);
  // The whole list is the command's path, line for line.
  await steps.getByText(`All ${lines.length} steps`).click();
  await expect(steps.locator('.steps-list li')).toHaveText(lines);
  // Step 1 places r9c3 = 7: before it the cell is empty, after it the 7 is on the grid.
  expect(lines[0]).toBe('Hidden Single r9c3=7');
  await expect(cell(page, 'r9c3')).toHaveAccessibleName(/^r9c3, empty, candidates/);
  await steps.getByRole('button', { name: 'Next' }).click();
  await expect(steps).toContainText('Step 2 of');
  await expect(cell(page, 'r9c3')).toHaveAccessibleName('r9c3, 7');
  // Step 2 places r7c5 = 9 (a direct hidden pair); step 4 removes 5 from r1c3: shown with the
  // removal still in the candidates, gone at step 5.
  expect(lines[1]).toBe('Direct Hidden Pair r7c5=9');
  expect(lines[3]).toBe('Pointing r1c3<>5 r2c3<>5 r3c3<>5');
  await steps.getByRole('button', { name: 'Next' }).click();
  await expect(steps).toContainText('Step 3 of');
  await expect(cell(page, 'r7c5')).toHaveAccessibleName('r7c5, 9');
  await steps.getByRole('button', { name: 'Next' }).click();
  await expect(steps).toContainText('Step 4 of');
  await expect(cell(page, 'r1c3')).toHaveAccessibleName(/candidates [^,]*5/);
  await steps.getByRole('button', { name: 'Next' }).click();
  await expect(steps).toContainText('Step 5 of');
  await expect(cell(page, 'r1c3')).not.toHaveAccessibleName(/candidates [^,]*5/);
  // Jump to a step from the list, then apply: one undoable change.
  await steps.locator('.steps-list li').nth(10).getByRole('button').click();
  await expect(steps).toContainText('Step 11 of');
  await steps.getByRole('button', { name: 'Apply up to here' }).click();
  await expect(steps).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText('before step 11 is now your game');
  await expect(cell(page, 'r9c3')).toHaveAccessibleName('r9c3, 7');
  await expect(cell(page, 'r7c5')).toHaveAccessibleName('r7c5, 9');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cell(page, 'r9c3')).toHaveAccessibleName(/^r9c3, empty/);
});

test('"Steps" on a puzzle with several solutions says so and changes nothing', async ({ page }) => {
  await page.goto(`./#p=${'1'.padEnd(81, '.')}`);
  await openView(page, 'Steps');
  await expect(page.getByRole('status')).toContainText('No steps: the puzzle has more than one solution');
  await expect(page.getByRole('region', { name: 'Steps' })).toHaveCount(0);
});
