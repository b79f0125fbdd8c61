// Runs the fast solver in a Chromium worker long enough to profile V8's own code for it (node's
// V8 is older and compiles the same wasm differently). Serves DIST
// (a release dist, `trunk build --release`), starts one worker on WASM (worker_simd_bg.wasm or
// worker_bg.wasm) with scripts/chromium-dist.mjs, and sends SolveMany requests of 100 passes
// over FILE until PASSES are done, printing each request's milliseconds. With
// JS_FLAGS="--perf-prof --perf-prof-annotate-wasm" V8 writes its JIT dump (jit-PID.dump) into
// the working directory; record with `perf record -k 1 -- node scripts/profile-chromium.mjs …`
// and resolve with `perf inject --jit` (commands in BENCHMARKS.md).
// Usage: node scripts/profile-chromium.mjs DIST WASM FILE PASSES [PORT]
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { serveAndLaunch, workerPage } from "./chromium-dist.mjs";

const [dist, wasm, file, passesArg, portArg] = process.argv.slice(2);
const passes = Number(passesArg);
if (!dist || !wasm || !file || !(passes > 0)) {
  console.error("usage: node scripts/profile-chromium.mjs DIST WASM FILE PASSES [PORT]");
  process.exit(2);
}
if (!existsSync(resolve(dist, wasm)) || !existsSync(resolve(dist, "worker.js"))) {
  console.error(`${dist} has no ${wasm} or worker.js: build a release dist first`);
  process.exit(2);
}
const port = Number(portArg) || 8099;
const text = readFileSync(file, "utf8");
const { browser, close } = await serveAndLaunch(dist, port);
try {
  const { start, time } = await workerPage(browser, port, text);
  await start(wasm);
  const times = [];
  while (times.length * 100 < passes) {
    const [ms] = await time(wasm, 100);
    times.push(Math.round(ms));
  }
  console.log(`${wasm}: ${times.join(" ")} ms per request of 100 passes`);
} finally {
  await close();
}
