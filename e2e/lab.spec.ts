// The algorithm lab: every engine on a Test Suite puzzle and a hardest puzzle (answers agree),
// the classic verbose dialogue of seed 000's test case #2, cancel, the TS#8 story, replay and
// the share link.
import { test, expect, Page } from '@playwright/test';
import { openView } from './nav';

const ENGINES = ['fast', 'v1', 'v2', 'jordan', 'dlx', 'brute', 'anneal', 'logic'];
// TS04 of the HP-71B Test Suite = seed 000's test case #2 (data/hp71b-test-suite.txt).
const TS04 = '45......6..3..1..7....23.......4.25...93.21...81.7.......58....9..7..8..7......64';
const TS04_SOLUTION = '452897316893651427176423985637148259549362178281975643324586791965714832718239564';

async function openLab(page: Page, url = './') {
  await page.goto(url);
  const lab = page.getByTestId('lab');
  if (!(await lab.isVisible())) {
    await openView(page, 'Algorithm lab');
    if (!(await lab.isVisible())) await page.locator('.lab-wrap > summary').click();
  }
  await expect(lab).toBeVisible();
  return lab;
}

async function tickOnly(page: Page, ids: string[]) {
  for (const id of ENGINES) await page.getByTestId(`lab-engine-${id}`).setChecked(ids.includes(id));
}

async function setNumber(page: Page, id: string, value: number) {
  const input = page.getByTestId(id);
  await input.fill(String(value));
  await input.press('Tab');
}

async function waitDone(page: Page, ids: string[]) {
  for (const id of ids) {
    await expect(page.getByTestId(`lab-row-${id}`).getByTestId('lab-time')).not.toBeEmpty({ timeout: 45_000 });
  }
}

test('every engine on a Test Suite puzzle: all agree with the known solution', async ({ page }, info) => {
  await openLab(page);
  await page.getByTestId('lab-example').selectOption('TS04');
  await expect(page.getByTestId('lab-text')).toHaveValue(TS04);
  await tickOnly(page, ENGINES);
  await page.getByTestId('lab-verbose').setChecked(true);
  await page.getByTestId('lab-run').click();
  await waitDone(page, ENGINES);
  for (const id of ENGINES) {
    await expect(page.getByTestId(`lab-row-${id}`)).toHaveClass(/solved/);
  }
  await expect(page.getByTestId(`lab-row-v1`).getByTestId('lab-result')).toHaveText('SOLVED!');
  await expect(page.getByTestId(`lab-row-fast`).getByTestId('lab-result')).toHaveText('solved (unique)');
  await expect(page.getByTestId('lab-agree')).toHaveText('All 8 solutions found are valid and identical.');
  // The agreed grid is the data set's solution: the classic trace ends with it.
  const row = (r: number) => TS04_SOLUTION.slice(9 * r, 9 * r + 9).split('').join(' ').replace(/^(.{5}) (.{5}) /, '$1 | $2 | ');
  for (let r = 0; r < 9; r++) await expect(page.getByTestId('lab-trace-v1')).toContainText(row(r));
  await expect(page.getByTestId('lab-chart').locator('rect')).toHaveCount(8);
  await expect(page.getByTestId('lab-curve')).toBeVisible();
  const times = await page.getByTestId('lab-time').allTextContents();
  console.log(`[${info.project.name}] TS04 times: ${ENGINES.map((e, i) => `${e} ${times[i]}`).join(', ')}`);
});

test('every engine on a hardest puzzle: those that solve agree, the others say why', async ({ page }, info) => {
  await openLab(page);
  await page.getByTestId('lab-example').selectOption('Easter Monster');
  await tickOnly(page, ENGINES);
  await page.getByTestId('lab-run').click();
  await waitDone(page, ENGINES);
  for (const id of ['fast', 'jordan', 'dlx', 'brute']) {
    await expect(page.getByTestId(`lab-row-${id}`)).toHaveClass(/\bsolved\b/);
  }
  await expect(page.getByTestId('lab-row-logic').getByTestId('lab-result')).toHaveText(/^stuck/);
  await expect(page.getByTestId('lab-agree')).toHaveText(/^All \d solutions found are valid and identical\.$/);
  const results = await page.getByTestId('lab-result').allTextContents();
  const times = await page.getByTestId('lab-time').allTextContents();
  console.log(`[${info.project.name}] Easter Monster: ${ENGINES.map((e, i) => `${e} ${results[i]} ${times[i]}`).join('; ')}`);
});

test('classic verbose: seed 000 test case #2 at depth 1, then depth 2 width 2', async ({ page }) => {
  await openLab(page);
  await page.getByTestId('lab-text').fill(TS04);
  await tickOnly(page, ['v1']);
  await page.getByTestId('lab-verbose').setChecked(true);
  await setNumber(page, 'lab-depth', 1);
  await setNumber(page, 'lab-width', 2);
  await page.getByTestId('lab-run').click();
  const trace = page.getByTestId('lab-trace-v1');
  await expect(trace).toContainText('1 : 10 forced cells');
  await expect(trace).toContainText('No solution found');
  // The partial grid as the seed prints it: the first row is complete after 10 forced cells.
  await expect(trace).toContainText('4 5 2 | 8 9 7 | 3 1 6');
  await expect(page.getByTestId('lab-row-v1').getByTestId('lab-result')).toHaveText('No solution found');
  await setNumber(page, 'lab-depth', 2);
  await page.getByTestId('lab-run').click();
  await expect(page.getByTestId('lab-row-v1').getByTestId('lab-result')).toHaveText('SOLVED!');
  const text = await trace.textContent();
  const lines = (text ?? '').split('\n');
  expect(lines.slice(1, 9)).toEqual([
    '1 : 10 forced cells',
    '1 :>Try 2.1 = 6',
    '1 : (dead end)',
    '1 :>Try 2.1 = 8',
    '2 : 0 forced cells',
    '1 :>Try 2.2 = 6',
    '1 : (dead end)',
    '1 :>Try 2.2 = 9',
  ]);
  expect(lines[9]).toBe('SOLVED!');
});

test('cancel stops the run for real, and the next run works', async ({ page }) => {
  await openLab(page);
  await page.getByTestId('lab-example').selectOption('golden nugget');
  await tickOnly(page, ENGINES);
  await setNumber(page, 'lab-depth', 15);
  await setNumber(page, 'lab-width', 9);
  await page.getByTestId('lab-run').click();
  await page.getByTestId('lab-cancel').click();
  await expect(page.getByTestId('lab-results').locator('tr.cancelled').first()).toBeVisible();
  await expect(page.getByTestId('lab-cancel')).toBeDisabled();
  await expect(page.getByTestId('lab-results').locator('tr.running')).toHaveCount(0);
  // A fresh worker answers the next run.
  await tickOnly(page, ['fast', 'dlx']);
  await page.getByTestId('lab-run').click();
  await waitDone(page, ['fast', 'dlx']);
  await expect(page.getByTestId('lab-agree')).toHaveText('All 2 solutions found are valid and identical.');
});

test('TS#8 story: V1 at 5-3 and V2 at 1-2 beside the HP-71B times; replay steps', async ({ page }, info) => {
  await openLab(page);
  await page.getByTestId('lab-story').click();
  await waitDone(page, ['v1', 'v2']);
  for (const id of ['v1', 'v2']) {
    await expect(page.getByTestId(`lab-row-${id}`).getByTestId('lab-result')).toHaveText('SOLVED!');
  }
  await expect(page.getByTestId('lab-row-v1')).toContainText('3 h 10 min 30 s');
  await expect(page.getByTestId('lab-row-v2')).toContainText('4 min 44 s / 10 s');
  const times = await page.getByTestId('lab-time').allTextContents();
  const work = await page.getByTestId('lab-work').allTextContents();
  console.log(`[${info.project.name}] TS#8: V1 ${times[0]} (${work[0]}); V2 ${times[1]} (${work[1]})`);
  // Step through V1's run: the first events are forced placements, a Try comes later.
  await page.getByTestId('lab-replay-pick').selectOption({ index: 1 });
  await expect(page.getByTestId('lab-event')).toHaveText(/^0 \/ \d+: start$/);
  await page.getByTestId('lab-step').click();
  await expect(page.getByTestId('lab-event')).toHaveText(/^1 \/ \d+: depth 1: \d+ forced$/);
  await page.getByRole('combobox', { name: 'Speed' }).selectOption('100');
  await page.getByTestId('lab-play').click();
  // Played to the end of the recorded log: tries placed digits on the small grid.
  await expect(page.getByTestId('lab-event')).toHaveText(/^(\d+) \/ \1: /, { timeout: 30_000 });
  const filled = await page.getByTestId('lab-replay-grid').locator('span').evaluateAll(
    (cells) => cells.filter((c) => c.textContent !== '').length);
  expect(filled).toBeGreaterThan(20);
});

test('share link: the lab state round-trips through the address; a bad one is reported', async ({ page }) => {
  await openLab(page);
  await page.getByTestId('lab-example').selectOption('TS04');
  await tickOnly(page, ['fast', 'v2', 'dlx']);
  await setNumber(page, 'lab-depth', 3);
  await setNumber(page, 'lab-width', 4);
  await page.getByTestId('lab-verbose').setChecked(true);
  await page.getByTestId('lab-link-button').click();
  const link = await page.getByTestId('lab-link').inputValue();
  expect(link).toContain(`#lab=${TS04}&engines=fast,v2,dlx&d=3&w=4&v=1`);
  const other = await page.context().newPage();
  await other.goto(link);
  await expect(other.getByTestId('lab')).toBeVisible();
  await expect(other.getByTestId('lab-text')).toHaveValue(TS04);
  for (const id of ENGINES) {
    const on = ['fast', 'v2', 'dlx'].includes(id);
    await expect(other.getByTestId(`lab-engine-${id}`)).toBeChecked({ checked: on });
  }
  await expect(other.getByTestId('lab-depth')).toHaveValue('3');
  await expect(other.getByTestId('lab-width')).toHaveValue('4');
  await expect(other.getByTestId('lab-verbose')).toBeChecked();
  // The game did not take the lab link for a puzzle link.
  await expect(other.locator('.message.problem, .problem')).toHaveCount(0);
  const bad = await page.context().newPage();
  await bad.goto('./#lab=123&engines=warp');
  await expect(bad.getByTestId('lab').getByRole('alert')).toContainText('The lab link is not valid');
});
