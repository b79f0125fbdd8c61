// The walking skeleton end to end: load by paste, by text box and by #p=, solve in the worker,
// clear messages for bad input, the phone layout, and a sub-path deploy.
import { test, expect, Page } from '@playwright/test';
import { openView, backToGame, pasteOnPage, solveNow } from './nav';

// Wikipedia's example puzzle and its (unique) solution.
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
// No two givens clash, yet r1c9 has no candidate left (1-8 in row 1, a 9 in column 9).
const NO_SOLUTION = '12345678.' + '........9' + '.'.repeat(63);

async function gridText(page: Page): Promise<string> {
  const cells = page.getByRole('gridcell');
  await expect(cells).toHaveCount(81);
  const texts = await cells.allTextContents();
  return texts.map((t) => (t.trim() === '' ? '.' : t.trim())).join('');
}

function isValidSolution(grid: string, puzzle: string): boolean {
  if (!/^[1-9]{81}$/.test(grid)) return false;
  for (let i = 0; i < 81; i++) if (puzzle[i] !== '.' && puzzle[i] !== grid[i]) return false;
  const houses: number[][] = [];
  for (let k = 0; k < 9; k++) {
    houses.push([...Array(9).keys()].map((j) => k * 9 + j));
    houses.push([...Array(9).keys()].map((j) => j * 9 + k));
    houses.push([...Array(9).keys()].map((j) => (Math.floor(k / 3) * 3 + Math.floor(j / 3)) * 9 + (k % 3) * 3 + (j % 3)));
  }
  return houses.every((h) => new Set(h.map((i) => grid[i])).size === 9);
}

test('the grid has 81 named cells', async ({ page }) => {
  await page.goto('./');
  const grid = page.getByRole('grid', { name: 'Sudoku grid' });
  await expect(grid).toBeVisible();
  await expect(page.getByRole('gridcell')).toHaveCount(81);
  await expect(page.getByRole('gridcell', { name: /^r1c1\b/ })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: /^r9c9\b/ })).toBeVisible();
});

test('paste a puzzle anywhere, solve it in the worker', async ({ page }) => {
  await page.goto('./');
  await pasteOnPage(page, PUZZLE);
  await expect(page.getByRole('gridcell', { name: /^r1c1\b/ })).toHaveAccessibleName('r1c1, given 5');
  expect(await gridText(page)).toBe(PUZZLE);
  await expect(page).toHaveURL(new RegExp(`#p=${PUZZLE.replace(/\./g, '\\.')}$`));
  await solveNow(page);
  await expect(page.getByRole('status')).toHaveText(/Solved/);
  const solved = await gridText(page);
  expect(isValidSolution(solved, PUZZLE)).toBe(true);
  expect(solved).toBe(SOLUTION);
});

test('a truncated paste is refused and the grid is kept', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await expect(page.getByRole('gridcell', { name: /^r1c2\b/ })).toHaveAccessibleName('r1c2, given 3');
  await pasteOnPage(page, PUZZLE.slice(0, 80));
  await expect(page.getByRole('status')).toContainText('81 cells, this has only 80');
  expect(await gridText(page)).toBe(PUZZLE);
});

test('load from the text box, in a pretty format', async ({ page }) => {
  await page.goto('./');
  await openView(page, 'Enter, import, export');
  const rows = [...Array(9).keys()].map((r) => PUZZLE.slice(r * 9, r * 9 + 9));
  const pretty = rows.map((r) => `| ${r.slice(0, 3)} | ${r.slice(3, 6)} | ${r.slice(6)} |`).join('\n');
  await page.getByLabel('Puzzle text').fill(pretty);
  await page.getByRole('button', { name: 'Load' }).click();
  expect(await gridText(page)).toBe(PUZZLE);
});

test('#p= loads the puzzle, Solve shows the solution', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE.replace(/\./g, '0')}`);
  await expect(page.getByRole('gridcell', { name: /^r9c9\b/ })).toHaveAccessibleName('r9c9, given 9');
  await solveNow(page);
  await expect(page.getByRole('gridcell', { name: /^r1c3\b/ })).toHaveAccessibleName('r1c3, 4');
  expect(await gridText(page)).toBe(SOLUTION);
});

test('a malformed #p= shows a message and an empty, usable grid', async ({ page }) => {
  await page.goto('./#p=53..7..<b>x</b>');
  await expect(page.getByRole('status')).toContainText('This link does not hold a puzzle');
  expect(await gridText(page)).toBe('.'.repeat(81));
  await expect(page.locator('b')).toHaveCount(0);
  const cell = page.getByRole('gridcell', { name: /^r1c1\b/ });
  await cell.click();
  await page.keyboard.press('7');
  await expect(cell).toHaveAccessibleName('r1c1, given 7');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('3');
  await expect(page.getByRole('gridcell', { name: /^r1c2\b/ })).toHaveAccessibleName('r1c2, given 3');
});

test('no solution and clashing givens are explained, the grid is kept', async ({ page }) => {
  await page.goto(`./#p=${NO_SOLUTION}`);
  // Known at once: Solve then says why, without asking first.
  await expect(page.getByRole('status')).toContainText('no solution');
  await page.getByRole('button', { name: 'Solve' }).click();
  await expect(page.getByRole('status')).toContainText('no solution');
  expect(await gridText(page)).toBe(NO_SOLUTION);

  const clash = '55' + '.'.repeat(79);
  await page.goto(`./#p=${clash}`);
  await page.reload();
  await expect(page.getByRole('status')).toContainText('r1c1, r1c2 clash');
  await page.getByRole('button', { name: 'Solve' }).click();
  await expect(page.getByRole('status')).toContainText('r1c1, r1c2 clash');
  expect(await gridText(page)).toBe(clash);
});

test('the whole grid fits a phone screen without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`./#p=${PUZZLE}`);
  await expect(page.getByRole('gridcell')).toHaveCount(81);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const name of [/^r1c1\b/, /^r1c9\b/, /^r9c1\b/, /^r9c9\b/]) {
    const box = await page.getByRole('gridcell', { name }).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.width).toBeGreaterThanOrEqual(34);
  }
  // Opening the side panels must not widen the page either.
  await openView(page, 'Algorithm lab');
  await page.locator('.lab-wrap > summary').click();
  await expect(page.getByTestId('lab')).toBeVisible();
  const labOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(labOverflow).toBeLessThanOrEqual(0);
  await backToGame(page);
  await openView(page, 'Help');
  await page.getByText('Keyboard shortcuts').click();
  const openOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(openOverflow).toBeLessThanOrEqual(0);
});

test('the build works under a sub-path', async ({ page }) => {
  await page.goto(`./deep/sub/path/#p=${PUZZLE}`);
  await solveNow(page);
  await expect(page.getByRole('status')).toHaveText(/Solved/);
  expect(await gridText(page)).toBe(SOLUTION);
});

test('first render within a second on loopback (printed)', async ({ page }) => {
  await page.goto(`./#p=${PUZZLE}`);
  await expect(page.getByRole('gridcell')).toHaveCount(81);
  // Milliseconds from the start of navigation to the app's first render (its mark), and to the
  // first paint of the document for scale.
  const times = await page.evaluate(() => ({
    render: performance.getEntriesByName('first-render')[0]?.startTime ?? NaN,
    wasm: performance.getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.wasm'))
      .map((e) => `${e.name.split('/').pop()} ${Math.round(e.duration)} ms`),
  }));
  console.log(`[${test.info().project.name}] first render ${Math.round(times.render)} ms after navigation start (${times.wasm.join(', ')})`);
  expect(times.render).toBeGreaterThan(0);
  // The budget is 1 s on loopback (BENCHMARKS.md); the bound leaves room for a loaded CI machine.
  expect(times.render).toBeLessThan(3000);
});

test('first render at 4× CPU slowdown: the starter puzzle on the grid (printed)', async ({ page }) => {
  // The budget (1.5 s, BENCHMARKS.md) is printed, not asserted: only a freeze fails the test.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The moment the first given appears on the grid, from navigation start (the page's clock).
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (document.querySelector('[role="gridcell"][aria-label*="given"]')) {
        (window as unknown as { givensAt: number }).givensAt = performance.now();
        seen.disconnect();
      }
    });
    seen.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
  });
  await page.goto('./');
  await expect(page.getByRole('gridcell', { name: /given/ }).first()).toBeVisible({ timeout: 30_000 });
  const times = await page.evaluate(() => ({
    render: performance.getEntriesByName('first-render')[0]?.startTime ?? NaN,
    givens: (window as unknown as { givensAt?: number }).givensAt ?? NaN,
  }));
  console.log(`[${test.info().project.name}] at 4× CPU slowdown: first render ${Math.round(times.render)} ms, starter puzzle's givens ${Math.round(times.givens)} ms after navigation start`);
  expect(times.givens).toBeGreaterThan(0);
  expect(times.givens).toBeLessThan(10_000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

// What the page saw of its largest paint: each largest-paint entry (in the shell or the app,
// the message line or not), and whether the shell was marked painted when the app took it away.
type FirstPaints = { entries: { shell: boolean; message: boolean; size: number }[]; removedPainted?: boolean };

for (const rate of [1, 4]) {
  test(`the first visit's largest paint is the shell's, at ${rate}× CPU`, async ({ page }) => {
    if (rate > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    }
    await page.addInitScript(() => {
      const seen: FirstPaints = { entries: [] };
      (window as unknown as { firstPaints: FirstPaints }).firstPaints = seen;
      // Registered before the shell's own observer, so it sees each entry first, while the
      // element is still on the page.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[]) {
          const element = entry.element;
          seen.entries.push({ shell: !!element?.closest('#shell'), message: !!element?.matches('.message'), size: entry.size });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new MutationObserver((changes) => {
        for (const change of changes) {
          for (const node of change.removedNodes) {
            if (node instanceof Element && node.id === 'shell') seen.removedPainted = node.hasAttribute('data-painted');
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('./');
    await expect(page.getByRole('gridcell', { name: /given/ }).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('#shell')).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText(/A Medium puzzle to start with/);
    // Time for the app's later paints to be recorded, were any of them larger.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
    const seen = await page.evaluate(() => (window as unknown as { firstPaints: FirstPaints }).firstPaints);
    expect(seen.removedPainted, 'the shell taken away only once its paint was recorded').toBe(true);
    expect(seen.entries.length).toBeGreaterThan(0);
    // On a phone the message line; on a wide screen, where it fits on one line, the hint line.
    expect(seen.entries.at(-1), 'the last largest paint is the shell\'s').toMatchObject({ shell: true });
  });
}

test('the app\'s code is asked for only after the shell\'s paint', async ({ page }) => {
  // The time of the page's first largest paint (the shell's: the app is hidden behind it).
  await page.addInitScript(() => {
    const at: { paint?: number } = {};
    (window as unknown as { firstPaint: typeof at }).firstPaint = at;
    new PerformanceObserver((list) => {
      at.paint ??= list.getEntries()[0]?.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('./');
  await expect(page.getByRole('gridcell', { name: /given/ }).first()).toBeVisible({ timeout: 30_000 });
  const seen = await page.evaluate(() => ({
    paint: (window as unknown as { firstPaint: { paint?: number } }).firstPaint.paint ?? NaN,
    requests: performance.getEntriesByType('resource')
      .filter((e) => /\/(app-[0-9a-f]+(_bg\.wasm|\.js)|app_compile\.js)$/.test(e.name))
      .map((e) => ({ name: e.name.split('/').pop() ?? '', start: e.startTime })),
    preloads: document.querySelectorAll('link[rel="preload"], link[rel="modulepreload"]').length,
  }));
  expect(seen.preloads, 'nothing preloaded ahead of the shell').toBe(0);
  // The page asks for the app's JavaScript and the worker that compiles its wasm off the page's
  // thread (the wasm's own request is the worker's).
  expect(seen.requests.map((r) => r.name.replace(/[0-9a-f]{16}/, 'HASH')).sort()).toEqual(['app-HASH.js', 'app_compile.js']);
  for (const request of seen.requests) {
    expect(request.start, `${request.name} asked for after the shell's paint`).toBeGreaterThan(seen.paint);
  }
});

test('the engine worker and the service worker start only once the play screen is whole', async ({ page }) => {
  // When the shell went (the play screen whole), and when the page first made each worker.
  await page.addInitScript(() => {
    const seen: { shell?: boolean; whole?: number; worker?: number; serviceWorker?: number } = {};
    (window as unknown as { started: typeof seen }).started = seen;
    new MutationObserver(() => {
      const shell = document.getElementById('shell') !== null;
      seen.shell ||= shell;
      if (seen.shell && !shell) seen.whole ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        // Not the worker that compiles the app's own wasm at the start (static/app_compile.js).
        if (String(url).includes('worker_loader')) seen.worker ??= performance.now();
        super(url, options);
      }
    };
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (url, options) => {
      seen.serviceWorker ??= performance.now();
      return register(url, options);
    };
  });
  await page.goto(`./#p=${PUZZLE}`);
  // The rating is on screen: the engine worker has started and answered.
  await expect(page.locator('.level')).toHaveText(/\S/, { timeout: 30_000 });
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  const seen = await page.evaluate(() => (window as unknown as { started: Record<string, number> }).started);
  expect(seen.whole, 'the shell went').toBeGreaterThan(0);
  expect(seen.worker, 'the engine worker made after the play screen was whole').toBeGreaterThan(seen.whole);
  expect(seen.serviceWorker, 'the service worker registered after the play screen was whole').toBeGreaterThan(seen.whole);
});

const CANNOT_START = 'The app could not start. Reload the page; if it keeps happening, your browser may be too old.';

test('the first paint never hangs: with the app held back, it says so after a while and offers Reload', async ({ page }) => {
  await page.clock.install();
  // The app's code never arrives: what shows is index.html's shell.
  await page.route(/app-[0-9a-f]+\.js$/, () => {});
  await page.goto('./', { waitUntil: 'commit' });
  await expect(page.locator('#shell .cell')).toHaveCount(81);
  // The shell's script has run (it waits for the stylesheet) and set its time-out.
  await page.waitForLoadState('domcontentloaded');
  await page.clock.runFor(10_000);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Past the time-out, even if the shell's script ran only after the first 10 s went by.
  await page.clock.runFor(20_000);
  await expect(page.getByRole('alert')).toHaveText(CANNOT_START);
  // The rest of the shell stays out of reach; Reload is the one way on, and it works.
  await expect(page.getByRole('button')).toHaveCount(1);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('#shell .cell')).toHaveCount(81);
  // The app's code arrives this time: the app takes the shell's place.
  await page.unroute(/app-[0-9a-f]+\.js$/);
  await expect(page.getByRole('gridcell')).toHaveCount(81);
  await expect(page.locator('#shell')).toHaveCount(0);
});

test('the first paint never hangs: the app\'s wasm missing, it says so at once', async ({ page }) => {
  await page.route(/app-[0-9a-f]+_bg\.wasm$/, (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto('./');
  await expect(page.getByRole('alert')).toHaveText(CANNOT_START, { timeout: 5_000 });
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
});

test('without the worker that compiles its wasm, the app compiles it on the page and starts', async ({ page }) => {
  await page.route(/app_compile\.js$/, (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto(`./#p=${PUZZLE}`);
  await expect(page.getByRole('gridcell', { name: /given/ }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('#shell')).toHaveCount(0);
  const wasm = await page.evaluate(() => performance.getEntriesByType('resource')
    .filter((e) => /\/app-[0-9a-f]+_bg\.wasm$/.test(e.name)).length);
  expect(wasm, 'the page fetched the wasm itself').toBe(1);
});
