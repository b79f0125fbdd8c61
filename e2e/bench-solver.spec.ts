// The fast solver in the browser worker: the real engine worker, started from a page
// of the app's origin, runs the solver over each data set (`SolveMany`), timed in the page around
// the request, and the figures are printed next to the native `sudoku bench` ones. A benchmark,
// not a budget: it asserts only the answers (the solution counts, and the digest of the first
// solutions against `sudoku solve`'s output and the guesses against `sudoku bench --stats`
// when target/release/sudoku is built) and that nothing froze.
//
// Each wasm build in dist/ runs in its own worker, taking turns round by round: the plain
// `worker_bg.wasm`, and `worker_simd_bg.wasm` (simd128) when the build made one; both with
// dist/'s `worker.js` glue, as `worker_loader.js` starts them. Every set is read from the
// repository's data/ (subsets of the large sets) and, when `SUDOKU_DATA_DIR` is set or
// `../shared/data` exists, whole from there.
//
//   cargo build --release -p solver-core --bin sudoku   # for the native figures and digests
//   E2E_PORT=<port> npx playwright test e2e/bench-solver.spec.ts --workers 1
//
// BENCH_RUNS (default 5) timed runs per set and build; BENCH_MODES (default `unique`; `unique,
// first` for both) what is timed. Per run: one request's time less the median time of a request
// that only reads the puzzles (parsing and messages), so the figure is the solver's. A request
// passes over its set as many times as it takes to last about BENCH_MS (default 150)
// milliseconds, at most 100: one pass over top1465 or 1106 takes 10-30 ms in the worker, where
// a timer tick or a collection moved a run's median by a quarter.
//
// BENCH_BUILDS (default `worker_bg.wasm,worker_simd_bg.wasm`): the wasm files of dist/ to time,
// each in its own worker with dist/'s glue; a candidate build copied into dist/ under another
// name is timed round by round against the current one, in the same page (BENCHMARKS.md).
import { test, expect, Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename, join } from 'node:path';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const REQUEST_MS = Number(process.env.BENCH_MS ?? 150);
const MODES = (process.env.BENCH_MODES ?? 'unique').split(',').map((m) => m.trim());
const NATIVE = 'target/release/sudoku';
const SETS = ['puzzles2_17_clue.txt', 'puzzles3_magictour_top1465.txt',
  'puzzles5_forum_hardest_1905_11+.txt', 'puzzles6_forum_hardest_1106.txt',
  'puzzles7_serg_benchmark.txt'];
const FULL = process.env.SUDOKU_DATA_DIR || (existsSync('../shared/data') ? '../shared/data' : '');
const FILES = [...SETS.map((s) => join('data', s)), ...(FULL ? SETS.map((s) => join(FULL, s)) : [])];
const BUILDS = (process.env.BENCH_BUILDS ?? 'worker_bg.wasm,worker_simd_bg.wasm').split(',')
  .map((b) => b.trim()).filter((b) => b !== '');

type Tally = { puzzles: number, solutions: number, digest: number | null, guesses: number | null };

/** Starts one worker per wasm build that dist/ has, from a page of the app's origin that does
 * not run the app: each loads dist/'s glue and its own wasm, as worker_loader.js does. */
async function startWorkers(page: Page): Promise<string[]> {
  await page.goto('./icon.svg');
  const builds: string[] = [];
  for (const wasm of BUILDS) {
    if ((await page.request.head(`./${wasm}`)).ok()) builds.push(wasm);
  }
  await page.evaluate((builds) => Promise.all(builds.map((wasm) => new Promise<void>((resolve, reject) => {
    const at = (name: string) => JSON.stringify(new URL(`./${name}`, location.href).href);
    const source = `importScripts(${at('worker.js')});wasm_bindgen(${at(wasm)});`;
    const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
    worker.onerror = (e) => reject(new Error(`${wasm}: ${e.message}`));
    worker.onmessage = (e) => {
      if (e.data !== 'ready') return;
      const w = window as any;
      w.__workers = { ...w.__workers, [wasm]: worker };
      resolve();
    };
  }))), builds);
  return builds;
}

/** One `SolveMany` request over the page's `__text`, timed in the page: [milliseconds, tally]. */
async function solveMany(page: Page, wasm: string, unique: boolean, rounds: number, check: boolean) {
  const [ms, text] = await page.evaluate(([wasm, unique, rounds, check]) => new Promise<[number, string]>((resolve) => {
    const worker: Worker = (window as any).__workers[wasm];
    const id = Math.floor(Math.random() * 1e9);
    worker.onmessage = (e) => {
      if (JSON.parse(e.data).id !== id) return;
      resolve([performance.now() - t0, e.data]);
    };
    const body = { SolveMany: { text: (window as any).__text, unique, rounds, check } };
    const t0 = performance.now();
    worker.postMessage(JSON.stringify({ id, body }));
  }), [wasm, unique, rounds, check] as const);
  const body = JSON.parse(text).body;
  expect(body.SolvedMany?.result?.Ok, text.slice(0, 300)).toBeTruthy();
  // A freeze, not a budget: natively the slowest set takes about four seconds a run.
  expect(ms).toBeLessThan(120_000);
  return [ms, body.SolvedMany.result.Ok as Tally] as const;
}

/** 32-bit FNV-1a of a text's bytes, as the worker's digest. */
function fnv(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) hash = Math.imul(hash ^ byte, 16777619) >>> 0;
  return hash;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const us = (ms: number, n: number) => ((ms * 1000) / n).toFixed(2);

for (const file of FILES) {
  const where = file.startsWith('data/') ? 'data/' : 'full';
  test(`solver in the worker: ${basename(file)} (${where})`, async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', 'one worker per build, one set of figures: desktop only');
    test.setTimeout(900_000);
    const builds = await startWorkers(page);
    // The plain build always; with BENCH_BUILDS, every one named.
    if (process.env.BENCH_BUILDS) expect(builds).toEqual(BUILDS);
    else expect(builds).toContain(BUILDS[0]);
    const text = readFileSync(file, 'utf8');
    await page.evaluate((text) => { (window as any).__text = text; }, text);
    const tag = `[${basename(file)} ${where}]`;

    // The answers: every build counts the same solutions and finds the same first ones, as the
    // native command does, with the same guesses on the way (the wasm builds have code paths
    // of their own; a word they failed to revisit would change the search, not the answers).
    // serg's puzzles have two solutions or more, the others one.
    const nativeGuesses = (mode: string) => {
      const line = execFileSync(NATIVE, ['bench', '--mode', mode, '--stats', file], { encoding: 'utf8' });
      const found = /\tguesses (\d+)$/m.exec(line);
      expect(found, line).not.toBeNull();
      return Number(found![1]);
    };
    const native = existsSync(NATIVE) ? {
      digest: fnv(execFileSync(NATIVE, ['solve', file], { encoding: 'utf8', maxBuffer: 1 << 26 })),
      count: execFileSync(NATIVE, ['count', file], { encoding: 'utf8', maxBuffer: 1 << 26 })
        .split('\n').filter((l) => l !== '').reduce((sum, l) => sum + Number(l), 0),
      unique: nativeGuesses('unique'),
      first: nativeGuesses('first'),
    } : null;
    let puzzles = 0;
    for (const wasm of builds) {
      const [, unique] = await solveMany(page, wasm, true, 1, true);
      const [, first] = await solveMany(page, wasm, false, 1, true);
      puzzles = unique.puzzles;
      expect(unique.solutions, wasm).toBe(file.includes('serg') ? 2 * puzzles : puzzles);
      expect(first.solutions, wasm).toBe(puzzles);
      expect(first.digest, wasm).toBe(unique.digest);
      if (native) {
        expect(unique.solutions, `${wasm} against sudoku count`).toBe(native.count);
        expect(unique.digest, `${wasm} against sudoku solve`).toBe(native.digest);
        expect(unique.guesses, `${wasm} against sudoku bench --stats`).toBe(native.unique);
        expect(first.guesses, `${wasm} against sudoku bench --mode first --stats`).toBe(native.first);
      }
      console.log(`${tag} ${wasm}: ${puzzles} puzzles, ${unique.solutions} solutions counted up to 2, first solutions' digest ${unique.digest?.toString(16)}, ${unique.guesses} guesses (${first.guesses} to the first solutions)${native ? ' (= native)' : ''}`);
    }

    // Passes per timed request, the same for every build: from one more pass of the last
    // build, warm now and without the checks.
    const [pass] = await solveMany(page, builds[builds.length - 1], true, 1, false);
    const passes = Math.min(100, Math.max(1, Math.ceil(REQUEST_MS / Math.max(pass, 1))));
    for (const mode of MODES) {
      const overhead: Record<string, number[]> = {};
      const times: Record<string, number[]> = {};
      for (let round = 0; round < RUNS; round++) {
        // Every other round in the other order, so that no build always follows the same one.
        for (const wasm of round % 2 === 0 ? builds : [...builds].reverse()) {
          const [ms0] = await solveMany(page, wasm, mode === 'unique', 0, false);
          const [ms] = await solveMany(page, wasm, mode === 'unique', passes, false);
          (overhead[wasm] ??= []).push(ms0);
          (times[wasm] ??= []).push(ms);
        }
      }
      const figures = builds.map((wasm) => {
        const t0 = median(overhead[wasm]);
        const runs = times[wasm].map((ms) => ms - t0);
        const n = puzzles * passes;
        return `${wasm} ${us(median(runs), n)} [${us(Math.min(...runs), n)}-${us(Math.max(...runs), n)}] µs/puzzle (reading ${t0.toFixed(1)} ms)`;
      });
      console.log(`${tag} chromium ${mode}, median [min-max] of ${RUNS}, ${passes} passes a run: ${figures.join('; ')}; load ${loadavg()[0].toFixed(1)}`);
      if (existsSync(NATIVE)) {
        const line = execFileSync(NATIVE, ['bench', '--mode', mode, '--runs', String(RUNS), file], { encoding: 'utf8' })
          .trim().split('\n').pop()!.split('\t');
        console.log(`${tag} native ${mode}, median of ${RUNS}: ${line[4]} µs/puzzle`);
      }
    }
  });
}
