// Trunk post-build hook: the app's code is fetched only once the first paint's shell has been
// painted. Trunk writes a module script that imports the app's JavaScript and wasm at once, and
// preloads both from the head, so their download (about 300 KB) starts before the shell's paint
// and competes with it on a slow connection. This hook takes the two preloads away and puts in
// a loader that waits for static/shell.js's go-ahead (the `app-start` event, or the
// `data-app-start` attribute on <html> when it came first) and then imports the JavaScript and
// has a worker (static/app_compile.js) fetch and compile the wasm off the page's thread, with
// the integrity hashes Trunk computed: the JavaScript's in an import map, the wasm's on its
// fetch. Where that worker fails, the page fetches and compiles the wasm itself. Runs before
// scripts/csp.mjs, which allows the new inline scripts by their hashes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('TRUNK_STAGING_DIR is not set: run this as a Trunk hook');
const file = join(dir, 'index.html');
let html = readFileSync(file, 'utf8');

const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
// Trunk's preload of a file: the <link> and its integrity hash (none without hashes).
function takePreload(rel, ending) {
  const links = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => attr(tag, 'rel') === rel && (attr(tag, 'href') ?? '').endsWith(ending));
  if (links.length !== 1) throw new Error(`app-loader: expected one <link rel="${rel}"> of a ${ending} file, found ${links.length}`);
  html = html.replace(links[0], '');
  return { href: attr(links[0], 'href'), integrity: attr(links[0], 'integrity') };
}

const js = takePreload('modulepreload', '.js');
const wasm = takePreload('preload', '_bg.wasm');
const trunkLoader = [...html.matchAll(/<script type="module"[^>]*>[\s\S]*?<\/script>/g)]
  .filter((m) => m[0].includes('TrunkApplicationStarted'));
if (trunkLoader.length !== 1 || !trunkLoader[0][0].includes(`from '${js.href}'`)) {
  throw new Error(`app-loader: Trunk's loader for ${js.href} not found as expected in ${file}`);
}

const importMap = js.integrity
  ? `<script type="importmap">${JSON.stringify({ integrity: { [js.href]: js.integrity } })}</script>\n`
  : '';
const fetchOptions = wasm.integrity ? `, ${JSON.stringify({ integrity: wasm.integrity })}` : '';
const wasmUrl = JSON.stringify(wasm.href);
const loader = `${importMap}<script type="module">
// The wasm compiled by a worker (static/app_compile.js), off this thread; null when it could not.
const compiled = () => new Promise((resolve) => {
  let worker;
  try { worker = new Worker('./app_compile.js'); } catch { resolve(null); return; }
  const done = (module) => { worker.terminate(); resolve(module); };
  worker.onmessage = (event) => done(event.data instanceof WebAssembly.Module ? event.data : null);
  worker.onerror = () => done(null);
  worker.postMessage({ url: ${wasmUrl}, integrity: ${JSON.stringify(wasm.integrity ?? '')} });
});
const start = async () => {
  const [{ default: init }, module] = await Promise.all([import(${JSON.stringify(js.href)}), compiled()]);
  await init({ module_or_path: module ?? fetch(${wasmUrl}${fetchOptions}) });
};
if (document.documentElement.hasAttribute('data-app-start')) start();
else addEventListener('app-start', start, { once: true });
</script>`;
html = html.replace(trunkLoader[0][0], () => loader);
writeFileSync(file, html);
console.log(`app-loader: ${js.href} and ${wasm.href} load after the shell's paint`);
