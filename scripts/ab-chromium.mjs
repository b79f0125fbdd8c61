// Times two or more wasm builds of the engine worker against each other in one Chromium page,
// for changes of a few percent on a machine that is not quiet (BENCHMARKS.md, "The solver in
// the browser's worker").
// Serves DIST (a release dist, `trunk build --release`, with the candidate builds copied in
// beside worker_simd_bg.wasm), starts one worker per WASM file (scripts/chromium-dist.mjs), and
// for SECONDS sends rounds of `SolveMany` requests over FILE, each build's in a fresh random
// order every round. Each timed request counts up to 2 over the
// file as many times as it takes to last about AB_MS (default 300) ms, and the time of a request
// that only reads the puzzles, sent just before it to the same worker, is taken off. Per build
// it prints the minimum, lower quartile and median µs per puzzle, and the quartiles of its ratio
// to the first build round by round: a burst of load slows the builds of one round alike.
// V8 flags for the browser from JS_FLAGS, as in scripts/profile-chromium.mjs.
// With AB_NATIVE (the path of a `sudoku` binary) each round also times the native engine over
// FILE (`sudoku bench --mode unique`, as many runs as a request has passes, their median) as
// one more build named "native": on a host whose speed drifts from one minute to the next, the
// wasm/native ratio is only fair taken round by round.
// Usage: [AB_NATIVE=BIN] node scripts/ab-chromium.mjs DIST FILE SECONDS WASM WASM… [PORT]
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { serveAndLaunch, workerPage } from "./chromium-dist.mjs";

const [dist, file, secondsArg, ...rest] = process.argv.slice(2);
const port = Number(rest.find((a) => /^\d+$/.test(a))) || 8098;
const builds = rest.filter((a) => !/^\d+$/.test(a));
const seconds = Number(secondsArg);
if (!dist || !file || !(seconds > 0) || builds.length < 2) {
  console.error("usage: node scripts/ab-chromium.mjs DIST FILE SECONDS WASM WASM… [PORT]");
  process.exit(2);
}
for (const wasm of [...builds, "worker.js"]) {
  if (!existsSync(resolve(dist, wasm))) {
    console.error(`${dist} has no ${wasm}: build a release dist and copy the candidates in`);
    process.exit(2);
  }
}
const native = process.env.AB_NATIVE;
if (native && !existsSync(native)) {
  console.error(`AB_NATIVE: no ${native}`);
  process.exit(2);
}
const text = readFileSync(file, "utf8");

// µs per puzzle of the native engine over FILE, the median of `runs` passes.
function timeNative(runs) {
  const args = ["bench", "--runs", String(runs), "--mode", "unique", file];
  const out = spawnSync(native, args, { encoding: "utf8" });
  const fields = out.stdout?.trim().split("\n").pop()?.split("\t") ?? [];
  const us = Number(fields[4]);
  if (out.status !== 0 || !(us > 0)) throw new Error(`${native} bench: ${out.stderr || out.stdout}`);
  return us;
}
const { browser, close } = await serveAndLaunch(dist, port);

// Milliseconds a timed request lasts: long enough that the reading time is a small part of it.
const TARGET_MS = Number(process.env.AB_MS ?? 300);
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * q)];
try {
  const { start, time } = await workerPage(browser, port, text);
  for (const wasm of builds) {
    await start(wasm);
    for (let i = 0; i < 3; i++) await time(wasm, 1); // warm: V8 tiers the solver up
  }
  const [one] = await time(builds[0], 1);
  const passes = Math.max(1, Math.min(100, Math.round(TARGET_MS / Math.max(one, 0.1))));
  const timed = native ? [...builds, "native"] : builds;
  const perPuzzle = Object.fromEntries(timed.map((w) => [w, []]));
  const ratios = Object.fromEntries(timed.map((w) => [w, []]));
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const order = [...timed].sort(() => Math.random() - 0.5);
    const round = {};
    for (const wasm of order) {
      if (wasm === "native") {
        round.native = timeNative(passes);
        continue;
      }
      const [ms0] = await time(wasm, 0);
      const [ms, puzzles] = await time(wasm, passes);
      round[wasm] = ((ms - ms0) * 1000) / (puzzles * passes);
    }
    for (const wasm of timed) {
      perPuzzle[wasm].push(round[wasm]);
      ratios[wasm].push(round[wasm] / round[builds[0]]);
    }
  }
  const n = perPuzzle[builds[0]].length;
  console.log(`${file}: ${n} rounds of ${passes} passes a request, µs per puzzle min / q1 / median; ratio to ${builds[0]} q1 / median / q3`);
  for (const wasm of timed) {
    const xs = perPuzzle[wasm];
    const r = ratios[wasm];
    const f = (x) => x.toFixed(3);
    console.log(`${wasm}\t${f(Math.min(...xs))} / ${f(quantile(xs, 0.25))} / ${f(quantile(xs, 0.5))}\t${f(quantile(r, 0.25))} / ${f(quantile(r, 0.5))} / ${f(quantile(r, 0.75))}`);
  }
} finally {
  await close();
}
