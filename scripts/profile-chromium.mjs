// Runs the fast solver in a Chromium worker long enough to profile V8's own code for it (node's
// V8 is older and compiles the same wasm differently; BENCHMARKS.md, session 16). Serves DIST
// (a release dist, `trunk build --release`), starts one worker on WASM (worker_simd_bg.wasm or
// worker_bg.wasm) as e2e/bench-solver.spec.ts does, and sends SolveMany requests of 100 passes
// over FILE until PASSES are done, printing each request's milliseconds. With
// JS_FLAGS="--perf-prof --perf-prof-annotate-wasm" V8 writes its JIT dump (jit-PID.dump) into
// the working directory; record with `perf record -k 1 -- node scripts/profile-chromium.mjs …`
// and resolve with `perf inject --jit` (commands in BENCHMARKS.md).
// Usage: node scripts/profile-chromium.mjs DIST WASM FILE PASSES [PORT]
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { serveAndLaunch } from "./chromium-dist.mjs";

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
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/icon.svg`);
  const times = await page.evaluate(([wasm, text, passes]) => new Promise((done, fail) => {
    const at = (name) => JSON.stringify(new URL(`./${name}`, location.href).href);
    const source = `importScripts(${at("worker.js")});wasm_bindgen(${at(wasm)});`;
    const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })));
    const times = [];
    let t0 = 0;
    const send = () => {
      t0 = performance.now();
      const body = { SolveMany: { text, unique: true, rounds: 100, check: false } };
      worker.postMessage(JSON.stringify({ id: 1, body }));
    };
    worker.onerror = (e) => fail(new Error(e.message));
    worker.onmessage = (e) => {
      if (e.data === "ready") return send();
      if (!JSON.parse(e.data).body?.SolvedMany?.result?.Ok) return fail(new Error(e.data.slice(0, 300)));
      times.push(Math.round(performance.now() - t0));
      if (times.length * 100 < passes) send();
      else done(times);
    };
  }), [wasm, text, passes]);
  console.log(`${wasm}: ${times.join(" ")} ms per request of 100 passes`);
} finally {
  await close();
}
