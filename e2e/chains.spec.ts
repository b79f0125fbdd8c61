// The coach's reasoning on the grid: a chain hint draws its links over the cells (strong solid,
// weak dashed, from candidate to candidate) as its "why" stage walks them and in "Steps", as
// `sudoku steps --why` lists them; the drawing goes once the step is applied. Messages that
// are not moves ("The puzzle has no solution") offer no Apply button.
import { test, expect, Page } from '@playwright/test';
import { openView } from './nav';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// A puzzle of forum_hardest_1905_11+ whose first step is an AIC of five links, none through a
// group (the top1465 position used before now starts with a VWXYZ-Wing).
const AIC = '98.7..6..7..6..5......4..8.6...73....5....3....95....65..3..9...9......2..1....3.';
const NO_SOLUTION = '12345678.' + '........9' + '.'.repeat(63);
const SUDOKU = 'target/release/sudoku';

interface Link { from: string; to: string; kind: 'strong' | 'weak' }
interface CliStep { line: string; what: string; links: Link[]; walk: string[] }

/** `sudoku steps --why` on `puzzle`: each step's header line and the lines that follow it. */
function whySteps(puzzle: string): string[][] {
  if (!existsSync(SUDOKU)) {
    throw new Error(`${SUDOKU} is missing: build it with \`cargo build --release -p solver-core --bin sudoku\``);
  }
  const out = execFileSync(SUDOKU, ['steps', '--why'], { input: `${puzzle}\n`, encoding: 'utf8' });
  const steps: string[][] = [];
  for (const l of out.split('\n')) {
    if (l === '') continue;
    if (!l.startsWith(' ')) steps.push([l]);
    else steps[steps.length - 1].push(l);
  }
  return steps;
}

/** A step's stage line ("  What: ..."), without its label. */
const stageOf = (step: string[], label: string) =>
  (step.find((l) => l.startsWith(`  ${label}: `)) ?? '').slice(label.length + 4);

/** The links of a Eureka chain line, `(7)r5c3=(7)r6c2-(3)r6c2=...`, ends as `r5c3#7`. */
function eurekaLinks(eureka: string): Link[] {
  const nodes = [...eureka.matchAll(/\((\d)\)r(\d)c(\d)/g)].map((m) => `r${m[2]}c${m[3]}#${m[1]}`);
  const ops = [...eureka.matchAll(/c\d([=-])\(/g)].map((m) => m[1]);
  expect(ops.length, eureka).toBe(nodes.length - 1);
  return ops.map((op, i) => ({ from: nodes[i], to: nodes[i + 1], kind: op === '=' ? 'strong' : 'weak' } as Link));
}

/** The first step `sudoku steps --why` finds: its line, its "what", its links and its walk. */
function firstStep(puzzle: string): CliStep {
  const step = whySteps(puzzle)[0];
  const walk = step.filter((l) => l.startsWith('  - ')).map((l) => l.slice(4));
  return { line: step[0], what: stageOf(step, 'What'), links: eurekaLinks(stageOf(step, 'Chain')), walk };
}

const chain = (page: Page) => page.locator('.board svg.chain');
const cellOf = (page: Page, candidate: string) =>
  page.getByRole('gridcell', { name: new RegExp(`^${candidate.split('#')[0]},`) });

/** A link's two ends and its dash pattern, in the page's pixels. */
async function linkGeometry(page: Page, index: number) {
  return chain(page).locator('.link').nth(index).evaluate((g) => {
    const path = g.querySelector('path') as SVGPathElement;
    const ctm = path.getScreenCTM()!;
    const at = (len: number) => {
      const p = path.getPointAtLength(len);
      return { x: ctm.a * p.x + ctm.c * p.y + ctm.e, y: ctm.b * p.x + ctm.d * p.y + ctm.f, ux: p.x, uy: p.y };
    };
    const style = getComputedStyle(path);
    return {
      start: at(0),
      end: at(path.getTotalLength()),
      dash: style.strokeDasharray,
      stroke: style.stroke,
      width: parseFloat(style.strokeWidth) * ctm.a,
    };
  });
}

// The overlay is in ninths of the grid; the grid's box lines are a pixel thicker than its
// other lines, so a cell's box on screen is off its ninth by up to about a pixel.
const LINES = 1.5;

function inside(p: { x: number; y: number }, box: { x: number; y: number; width: number; height: number }) {
  return p.x > box.x - LINES && p.x < box.x + box.width + LINES && p.y > box.y - LINES && p.y < box.y + box.height + LINES;
}

/** The candidate's place in its cell (1 top left … 9 bottom right): which third across and down. */
function slotOf(p: { x: number; y: number }, box: { x: number; y: number; width: number; height: number }) {
  return [Math.floor(((p.x - box.x) / box.width) * 3), Math.floor(((p.y - box.y) / box.height) * 3)];
}

async function expectLinksDrawn(page: Page, links: Link[]) {
  await expect(chain(page).locator('.link')).toHaveCount(links.length);
  for (const [i, link] of links.entries()) {
    const g = chain(page).locator('.link').nth(i);
    await expect(g).toHaveClass(new RegExp(`\\b${link.kind}\\b`));
    await expect(g).toHaveAttribute('data-from', link.from);
    await expect(g).toHaveAttribute('data-to', link.to);
    const geo = await linkGeometry(page, i);
    // Strong solid, weak dashed, and thick enough to see.
    if (link.kind === 'strong') expect(geo.dash, `link ${i + 1}`).toBe('none');
    else expect(geo.dash, `link ${i + 1}`).not.toBe('none');
    expect(geo.width).toBeGreaterThan(1);
    for (const [end, candidate] of [[geo.start, link.from], [geo.end, link.to]] as const) {
      // In the overlay's own units (cells), strictly inside the candidate's cell …
      const [row, col] = candidate.slice(1, 4).split('c').map(Number);
      expect([Math.floor(end.uy) + 1, Math.floor(end.ux) + 1], `link ${i + 1} at ${candidate}`).toEqual([row, col]);
      // … and on screen, inside the cell's box.
      const box = (await cellOf(page, candidate).boundingBox())!;
      expect(inside(end, box), `link ${i + 1}: ${JSON.stringify(end)} in ${candidate}'s cell ${JSON.stringify(box)}`).toBe(true);
      // Near the digit's own place: within the third of the cell next to it.
      const digit = Number(candidate.split('#')[1]) - 1;
      const [sx, sy] = slotOf(end, box);
      expect(Math.abs(sx - (digit % 3)), `link ${i + 1} at ${candidate}`).toBeLessThanOrEqual(1);
      expect(Math.abs(sy - Math.floor(digit / 3)), `link ${i + 1} at ${candidate}`).toBeLessThanOrEqual(1);
    }
  }
  // The chain's start and end candidates are circled.
  const ends = chain(page).locator('.chain-end');
  await expect(ends).toHaveCount(2);
  await expect(ends.nth(0)).toHaveAttribute('data-candidate', links[0].from);
  await expect(ends.nth(1)).toHaveAttribute('data-candidate', links[links.length - 1].to);
}

test('a chain hint is walked link by link at the "why" stage, drawn as it goes, until it is applied', async ({ page }) => {
  const step = firstStep(AIC);
  expect(step.line).toMatch(/^AIC r8c3<>7$/);
  expect(step.links).toHaveLength(5);
  expect(step.links.map((l) => l.kind)).toContain('weak');
  await page.goto(`./#p=${AIC}`);
  const hints = page.getByRole('region', { name: 'Hints' });
  const stage = hints.locator('.hint-stage');
  const hint = page.getByRole('button', { name: 'Hint', exact: true });
  await hint.click();
  await expect(stage).toHaveText('Nudge');
  // The board has no pencil marks: the chain is drawn once the candidates are written.
  await hints.getByRole('button', { name: 'Fill candidates' }).click();
  await expect(chain(page)).toHaveCount(0);
  await hint.click();
  await expect(stage).toHaveText('Where');
  await expect(chain(page)).toHaveCount(0);
  await hint.click();
  await expect(stage).toHaveText('What');
  await expect(hints.locator('.hint-text')).toHaveText(step.what);
  await expect(chain(page)).toHaveCount(0);
  await hint.click();
  await expect(stage).toHaveText('Why');
  // One line a strong link and the weak link after it, then the conclusion; the links so far
  // drawn, the current line's emphasised.
  const lines = step.walk.length;
  expect(lines).toBe(Math.ceil(step.links.length / 2) + 1);
  for (let i = 1; i < lines; i++) {
    const [before, drawn] = [Math.min(2 * (i - 1), step.links.length), Math.min(2 * i, step.links.length)];
    await expect(hints.locator('.hint-walk-at')).toHaveText(`Link ${i} of ${lines}`);
    await expect(hints.locator('.hint-walk')).toHaveText(step.walk[i - 1]);
    await expect(chain(page).locator('.link')).toHaveCount(drawn);
    await expect(chain(page).locator('.link.current')).toHaveCount(drawn - before);
    await expect(chain(page).locator('.link.current').last()).toHaveAttribute('data-to', step.links[drawn - 1].to);
    await expect(chain(page).locator('.link.earlier')).toHaveCount(before);
    await expect(hints.getByRole('button', { name: 'Apply' })).toBeVisible();
    await hints.getByRole('button', { name: 'Next link' }).click();
  }
  await expect(hints.locator('.hint-walk.last')).toHaveText(step.walk[lines - 1]);
  await expect(hints.getByRole('button', { name: 'Next link' })).toHaveCount(0);
  // The text still names the chain link by link; the drawing is hidden from screen readers.
  await expect(hints.locator('.hint-text')).toHaveText(step.what);
  await expect(chain(page)).toHaveAttribute('aria-hidden', 'true');
  await expectLinksDrawn(page, step.links);
  // The drawing covers the grid exactly and takes no clicks.
  const [svg, board] = [await chain(page).boundingBox(), await page.getByRole('grid').boundingBox()];
  expect(Math.abs(svg!.width - (board!.width - 6))).toBeLessThanOrEqual(1);
  expect(await chain(page).evaluate((e) => getComputedStyle(e).pointerEvents)).toBe('none');
  // For experts: the whole chain on one line (Eureka by default).
  await hints.getByRole('button', { name: 'Whole chain' }).click();
  await expect(hints.locator('.hint-chain')).toHaveText(new RegExp(`^\\(${step.links[0].from.split('#')[1]}\\)${step.links[0].from.split('#')[0]}=`));
  await hints.getByRole('button', { name: 'Apply' }).click();
  await expect(chain(page)).toHaveCount(0);
  await expect(cellOf(page, 'r8c3')).not.toHaveAccessibleName(/candidates [^,]*7/);
  await expect(cellOf(page, 'r8c3')).toHaveAccessibleName(/candidates/);
});

test('"Steps" draws the chain of the step it shows', async ({ page }) => {
  const step = firstStep(AIC);
  await page.goto(`./#p=${AIC}`);
  await openView(page, 'Steps');
  const steps = page.getByRole('region', { name: 'Steps' });
  await expect(steps.locator('.hint-text')).toHaveText(step.what);
  await expectLinksDrawn(page, step.links);
  await steps.getByRole('button', { name: 'Close' }).click();
  await expect(chain(page)).toHaveCount(0);
});

// The first puzzle of forum_hardest_1905_11+: its path holds an X-Chain through a group, the 1s
// of r9c1 and r9c2 (box 7 on row 9).
const GROUPED = '98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6';

test('"Steps" frames a grouped node and its links meet the group', async ({ page }) => {
  // The first chain step whose Eureka line has a group: one digit in a row's or a column's
  // cells of one box, `(1)r9c12`.
  const group = /\((\d)\)r(\d+)c(\d+)/g;
  const isGroup = (m: RegExpMatchArray) => m[2].length > 1 || m[3].length > 1;
  const step = whySteps(GROUPED).find((st) => /^(X-Chain|AIC) /.test(st[0]) && [...stageOf(st, 'Chain').matchAll(group)].some(isGroup));
  expect(step).toBeTruthy();
  const m = [...stageOf(step!, 'Chain').matchAll(group)].find(isGroup)!;
  const digit = m[1];
  const cells = [...m[2]].flatMap((r) => [...m[3]].map((c) => `r${r}c${c}`)).join(' ');
  await page.goto(`./#p=${GROUPED}`);
  await openView(page, 'Steps');
  const steps = page.getByRole('region', { name: 'Steps' });
  await steps.locator('.steps-list > summary').click();
  await steps.getByRole('button', { name: step![0], exact: true }).first().click();
  await expect(steps.locator('.hint-text')).toHaveText(stageOf(step!, 'What'));
  const frame = chain(page).locator('rect.chain-group');
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute('data-cells', cells);
  await expect(frame).toHaveAttribute('data-digit', digit);
  // The frame holds the digit's place in each of the group's cells, and links end on it.
  const box = (await frame.boundingBox())!;
  for (const cell of cells.split(' ')) {
    const c = (await cellOf(page, cell).boundingBox())!;
    const d = Number(digit) - 1;
    const x = c.x + ((d % 3) + 0.5) * c.width / 3;
    const y = c.y + (Math.floor(d / 3) + 0.5) * c.height / 3;
    expect(x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height, `${cell} in ${JSON.stringify(box)}`).toBe(true);
  }
  const links = await chain(page).locator('.link').count();
  let touching = 0;
  for (let i = 0; i < links; i++) {
    const g = await linkGeometry(page, i);
    for (const p of [g.start, g.end]) {
      const near = p.x > box.x - LINES && p.x < box.x + box.width + LINES && p.y > box.y - LINES && p.y < box.y + box.height + LINES;
      if (near) touching++;
    }
  }
  expect(touching, 'link ends on the group').toBeGreaterThanOrEqual(2);
});

test('a puzzle with no solution: the hint says so and offers no Apply button', async ({ page }) => {
  await page.goto(`./#p=${NO_SOLUTION}`);
  const hints = page.getByRole('region', { name: 'Hints' });
  const hint = page.getByRole('button', { name: 'Hint', exact: true });
  await hint.click();
  await expect(hints.locator('.hint-text')).toHaveText('The puzzle has no solution.');
  for (let press = 0; press < 4; press++) {
    await expect(hints.getByRole('button', { name: 'Apply' })).toHaveCount(0);
    await expect(hints.locator('.hint-now button.primary')).toHaveCount(0);
    await expect(hints.locator('.hint-more')).toHaveCount(0);
    await hint.click();
  }
  await expect(hints.locator('.hint-text')).toHaveText('The puzzle has no solution.');
});
