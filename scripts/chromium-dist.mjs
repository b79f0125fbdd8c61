// What scripts/profile-chromium.mjs and scripts/ab-chromium.mjs share: a release dist served on
// loopback by e2e/serve.mjs, and Debian's Chromium (never a downloaded browser) launched to load
// it.
import { spawn } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";

/** Serves `dist` on `port` and launches Chromium with `args`; `close()` ends both. */
export async function serveAndLaunch(dist, port, args = []) {
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
    args: ["--no-sandbox", ...args],
  });
  const close = async () => {
    await browser.close();
    server.kill();
  };
  return { browser, close };
}
