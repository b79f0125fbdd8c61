// What scripts/profile-chromium.mjs and scripts/ab-chromium.mjs share: a release dist served on
// loopback by e2e/serve.mjs, Debian's Chromium (never a downloaded browser) launched to load it,
// with V8 flags from JS_FLAGS if set (e.g. "--perf-prof" for a profile, or
// "--no-wasm-stack-checks" to time code without its loops' interrupt checks), and a page that
// starts engine workers with dist/'s worker.js glue, as e2e/bench-solver.spec.ts does, and times
// `SolveMany` requests.
import { spawn } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";

/** Serves `dist` on `port` and launches Chromium (JS_FLAGS as V8's flags); `close()` ends both. */
export async function serveAndLaunch(dist, port) {
  const here = dirname(fileURLToPath(import.meta.url));
  const server = spawn(process.execPath, [resolve(here, "../e2e/serve.mjs"), String(port), resolve(dist)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((done, fail) => {
    server.stdout.once("data", done);
    server.once("exit", (code) => fail(new Error(`e2e/serve.mjs stopped (exit ${code}) before serving ${dist}`)));
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", ...(process.env.JS_FLAGS ? [`--js-flags=${process.env.JS_FLAGS}`] : [])],
  });
  const close = async () => {
    await browser.close();
    server.kill();
  };
  return { browser, close };
}

/** The browser side: workers by wasm file name, and one timed request at a time. */
function inPage() {
  const workers = {};
  const at = (name) => JSON.stringify(new URL(`./${name}`, location.href).href);
  window.__start = (wasm) => new Promise((done, fail) => {
    const source = `importScripts(${at("worker.js")});wasm_bindgen(${at(wasm)});`;
    const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })));
    worker.onerror = (e) => fail(new Error(`${wasm}: ${e.message}`));
    worker.onmessage = (e) => {
      if (e.data !== "ready") return;
      workers[wasm] = worker;
      done();
    };
  });
  // [ms, puzzles] of one SolveMany request counting up to 2, `rounds` passes over the text.
  window.__time = (wasm, rounds) => new Promise((done, fail) => {
    const worker = workers[wasm];
    worker.onmessage = (e) => {
      const ok = JSON.parse(e.data).body?.SolvedMany?.result?.Ok;
      if (!ok) return fail(new Error(`${wasm}: ${e.data.slice(0, 300)}`));
      done([performance.now() - t0, ok.puzzles]);
    };
    const body = { SolveMany: { text: window.__text, unique: true, rounds, check: false } };
    const t0 = performance.now();
    worker.postMessage(JSON.stringify({ id: 1, body }));
  });
}

/** A page of the served dist holding `text`: `start(wasm)` starts a worker on that wasm file,
 * `time(wasm, rounds)` is [ms, puzzles] of one request counting up to 2 over the text `rounds`
 * times (0: only reading it). */
export async function workerPage(browser, port, text) {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/icon.svg`);
  await page.evaluate(inPage);
  await page.evaluate((t) => { window.__text = t; }, text);
  return {
    start: (wasm) => page.evaluate((w) => window.__start(w), wasm),
    time: (wasm, rounds) => page.evaluate(([w, r]) => window.__time(w, r), [wasm, rounds]),
  };
}
