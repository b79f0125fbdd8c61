// Learn's drills in the browser worker: the real engine worker, started from a page of the
// app's origin, is asked for the drills the page asks for (`Drill { technique, seed }`, as
// browser/learn.rs sends it) for every technique Learn drills, seeds 0..BENCH_LEARN_SEEDS
// (default 20), timed in the page around the round trip; prints per technique its p50, p95
// and slowest time in milliseconds, with the load average (the budget: the next position in
// at most 2 s at p95). A benchmark, not a budget: it asserts only that every drill came out,
// of the technique asked for, within the page's own time limit for a drill (30 s).
//
//   trunk build --release
//   E2E_PORT=<port> npx playwright test e2e/bench-learn.spec.ts --workers 1
//
// The natively timed figures of the same drills: `cargo run --release -p solver-core --example
// learn_drills -- 20`. The techniques are the engine's (`Technique::ALL` in
// solver-core/src/logic/technique.rs) less those Learn does not list (`NEVER_SIMPLEST` in
// solver-core/src/learn/lessons.rs) and those without a drill (the worker says so).
import { test, expect, Page } from '@playwright/test';
import { startWorker } from './worker';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const SEEDS = Number(process.env.BENCH_LEARN_SEEDS ?? 20);
const PAGE_LIMIT_MS = 30_000;

/** The names of a `[Technique; N] = [Technique::A, …]` constant in a Rust source file. */
function techniques(file: string, constant: string): string[] {
  const source = readFileSync(file, 'utf8');
  const at = source.indexOf(`${constant}: [Technique;`);
  expect(at, `${constant} in ${file}`).toBeGreaterThan(-1);
  const list = source.slice(at, source.indexOf('];', at));
  return [...list.matchAll(/Technique::(\w+)/g)].map((m) => m[1]);
}

/** One `Drill` request, timed in the page: [milliseconds, the technique of the drill or the
 * worker's reason for none]. */
async function drill(page: Page, technique: string, seed: number) {
  const [ms, text] = await page.evaluate(([technique, seed]) => new Promise<[number, string]>((resolve) => {
    const worker: Worker = (window as any).__worker;
    const id = Math.floor(Math.random() * 1e9);
    worker.onmessage = (e) => {
      if (JSON.parse(e.data).id !== id) return;
      resolve([performance.now() - t0, e.data]);
    };
    const t0 = performance.now();
    worker.postMessage(JSON.stringify({ id, body: { Drill: { technique, seed } } }));
  }), [technique, seed] as const);
  const result = JSON.parse(text).body?.Drilled?.result;
  expect(result, text.slice(0, 300)).toBeTruthy();
  return [ms, result.Ok ? result.Ok.technique as string : { none: String(result.Err) }] as const;
}

const at = (sorted: number[], q: number) => sorted[Math.round((sorted.length - 1) * q)];

test('Learn drills in the worker: p50, p95, max per technique', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'one worker, one set of figures: desktop only');
  test.setTimeout(1_800_000);
  const never = techniques('solver-core/src/learn/lessons.rs', 'NEVER_SIMPLEST');
  const all = techniques('solver-core/src/logic/technique.rs', 'pub const ALL').filter((t) => !never.includes(t));
  await startWorker(page);
  await drill(page, 'XWing', 1000); // warm-up, not counted

  const load = loadavg()[0];
  const rows: string[] = [];
  const without: string[] = [];
  const over: string[] = [];
  for (const technique of all) {
    const times: number[] = [];
    for (let seed = 0; seed < SEEDS; seed++) {
      const [ms, made] = await drill(page, technique, seed);
      if (typeof made !== 'string') {
        // A technique without drills has none for any seed.
        expect(seed, `${technique}: ${made.none}`).toBe(0);
        break;
      }
      expect(made, `seed ${seed}`).toBe(technique);
      expect(ms, `${technique} seed ${seed}: within the page's limit`).toBeLessThan(PAGE_LIMIT_MS);
      times.push(ms);
    }
    if (times.length === 0) {
      without.push(technique);
      continue;
    }
    const sorted = times.sort((a, b) => a - b);
    if (at(sorted, 0.95) > 2000) over.push(technique);
    rows.push(`| ${technique} | ${at(sorted, 0.5).toFixed(1)} | ${at(sorted, 0.95).toFixed(1)} | ${at(sorted, 1).toFixed(1)} |`);
  }
  expect(rows.length, 'Learn drills most techniques').toBeGreaterThan(without.length);
  console.log(`[desktop] worker: ${rows.length} techniques × ${SEEDS} drills (seeds 0-${SEEDS - 1}); load ${load.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`);
  console.log(['| technique | p50 ms | p95 ms | max ms |', '|---|---:|---:|---:|', ...rows].join('\n'));
  console.log(`[desktop] no drill: ${without.join(', ') || 'none'}; p95 over 2 s: ${over.join(', ') || 'none'}`);
});
