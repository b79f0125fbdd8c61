// The generator benchmark in the browser worker: the real engine worker, started
// from a page of the app's origin, is timed around its requests (`GenerateMany`), and prints
// SUDOGEN's classic check-solve at 45 blanks in puzzles per second and the median time for an
// Expert and an Extreme puzzle, next to the native figures of `generator_bench` over the same
// seeds when target/release/examples/generator_bench is built. A benchmark, not a budget: it
// asserts only that every puzzle came out and that nothing froze.
//
//   cargo build --release -p solver-core --example generator_bench   # for the native figures
//   E2E_PORT=<port> npx playwright test e2e/bench-generator.spec.ts --workers 1
//
// BENCH_CLASSIC (default 2000 puzzles per round, 3 rounds) and BENCH_MODERN (default 21 seeds
// per level) change the sizes.
import { test, expect, Page } from '@playwright/test';
import { startWorker } from './worker';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CLASSIC = Number(process.env.BENCH_CLASSIC ?? 2000);
const MODERN = Number(process.env.BENCH_MODERN ?? 21);
const ROUNDS = 3;
const NATIVE = 'target/release/examples/generator_bench';

const classic = { Classic: { blanks: 45, check: true, symmetric: false, extra_classes: 0, max_tries: 100000 } };
const modern = (level: string) => ({
  Modern: {
    symmetry: 'None', blanks: null, level, score: null, technique: null,
    no_guessing: false, minimal: false, max_tries: 1000,
  },
});

/** One `GenerateMany` request, timed in the page: [milliseconds, tally]. */
async function generateMany(page: Page, firstSeed: number, count: number, method: object) {
  const [ms, text] = await page.evaluate(([firstSeed, count, method]) => new Promise<[number, string]>((resolve) => {
    const worker: Worker = (window as any).__worker;
    const id = Math.floor(Math.random() * 1e9);
    worker.onmessage = (e) => {
      const reply = JSON.parse(e.data);
      if (reply.id !== id || 'Progress' in reply.body) return;
      resolve([performance.now() - t0, e.data]);
    };
    const body = { GenerateMany: { first_seed: firstSeed, count, method } };
    const t0 = performance.now();
    worker.postMessage(JSON.stringify({ id, body }));
  }), [firstSeed, count, method] as const);
  const body = JSON.parse(text).body;
  expect(body.GeneratedMany?.result?.Ok, text).toBeTruthy();
  return [ms, body.GeneratedMany.result.Ok as { made: number, failed: number, tries: number }] as const;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** The native figure line of `generator_bench`, or a note that it is not built. */
function native(args: string[]): string {
  if (!existsSync(NATIVE)) return `(native: build ${NATIVE})`;
  return execFileSync(NATIVE, args, { encoding: 'utf8' }).trim();
}

test('generator benchmark in the worker: classic 45 blanks, Expert and Extreme', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'one worker, one set of figures: desktop only');
  test.setTimeout(600_000);
  await startWorker(page);
  const tag = `[${test.info().project.name}]`;

  // Classic, seeds 1..=CLASSIC, one request per round (one warm-up request first).
  await generateMany(page, 1, 50, classic);
  const rates: number[] = [];
  let decimations = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const [ms, tally] = await generateMany(page, 1, CLASSIC, classic);
    expect(tally.made).toBe(CLASSIC);
    decimations = tally.tries / CLASSIC;
    rates.push(CLASSIC / (ms / 1000));
    // A freeze, not a budget: natively this takes about a quarter of a second.
    expect(ms).toBeLessThan(120_000);
  }
  console.log(`${tag} worker: classic check 45 blanks: ${CLASSIC} puzzles, ${rates.map((r) => r.toFixed(0)).join(' / ')} puzzles/s, median ${median(rates).toFixed(0)} puzzles/s, ${decimations.toFixed(2)} decimations per puzzle`);
  console.log(`${tag} native: ${native(['classic', String(CLASSIC)])}`);

  // Expert and Extreme, seeds 1..=MODERN, one request per puzzle.
  for (const level of ['Expert', 'Extreme']) {
    const times: number[] = [];
    let [tries, made] = [0, 0];
    for (let seed = 1; seed <= MODERN; seed++) {
      const [ms, tally] = await generateMany(page, seed, 1, modern(level));
      expect(tally.made + tally.failed).toBe(1);
      times.push(ms);
      [tries, made] = [tries + tally.tries, made + tally.made];
      expect(ms).toBeLessThan(60_000);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const p90 = sorted[Math.round((sorted.length - 1) * 0.9)];
    console.log(`${tag} worker: level=${level} n=${MODERN} median ${median(times).toFixed(1)} ms  p90 ${p90.toFixed(1)} ms  max ${sorted[sorted.length - 1].toFixed(1)} ms  tries/puzzle ${(tries / Math.max(made, 1)).toFixed(1)}  not found ${MODERN - made}`);
    console.log(`${tag} native: ${native([level.toLowerCase(), String(MODERN)])}`);
  }
});
