// What scripts/profile-chromium.mjs and scripts/ab-chromium.mjs share: a release dist served on
// loopback by e2e/serve.mjs, and Debian's Chromium (never a downloaded browser) launched to load
// it, with V8 flags from JS_FLAGS if set (e.g. "--perf-prof" for a profile, or
// "--no-wasm-stack-checks" to time code without its loops' interrupt checks).
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
