// Service worker: the installed app works offline, and a new deploy is picked up.
// - Installing caches every file the page needs (the ones index.html names, the engine worker
//   with the one of its two wasm builds that this browser loads, the algorithm lab's scripts and
//   wasm, manifest and icon), so the app works offline right after the first visit.
// - Navigations and unhashed files (index.html, worker.js, worker_bg.wasm, worker_simd_bg.wasm,
//   …): network first, the cached copy when offline, so a deploy is seen at the next load.
// - Hashed files (app-<hash>.js, …): cache first; their names change when their content does.
//   Each fresh index.html drops the hashed files it no longer names, so the cache does not grow
//   with every deploy.
// Only this site's own GET requests are touched; nothing is sent anywhere else.
const CACHE = 'sudoku-v1';
const HASHED = /-[0-9a-f]{1,16}(_bg)?\.[a-z]+$/;
const UNHASHED = ['./app_compile.js', './worker_loader.js', './worker.js', './lab.js', './lab_bg.wasm', './lab_start.js',
  './manifest.webmanifest', './icon.svg'];
// A module whose one function returns i32x4.splat(0): valid where the browser has 128-bit SIMD
// (the same bytes as in the worker_loader.js that scripts/worker-simd.sh writes).
const SIMD_PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0,
  10, 8, 1, 6, 0, 65, 0, 253, 17, 11]);

// The engine's wasm that worker_loader.js loads in this browser: the simd128 build where the
// deploy has one (its loader names it) and the browser validates SIMD, else the plain build.
async function engineWasm() {
  const response = await fetch('./worker_loader.js', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`worker_loader.js: ${response.status}`);
  const simd = (await response.text()).includes('worker_simd_bg.wasm')
    && typeof WebAssembly === 'object' && WebAssembly.validate(SIMD_PROBE);
  return simd ? './worker_simd_bg.wasm' : './worker_bg.wasm';
}

// The hashed files an index.html names (`./app-<hash>.js`, `./style-<hash>.css`, …).
function hashedNames(html) {
  const names = new Set();
  for (const match of html.matchAll(/\.\/([A-Za-z0-9_.-]+)/g)) {
    if (HASHED.test(match[1])) names.add(match[1]);
  }
  return names;
}

async function forgetOtherHashed(cache, html) {
  const keep = hashedNames(html);
  for (const request of await cache.keys()) {
    const name = new URL(request.url).pathname.split('/').pop();
    if (HASHED.test(name) && !keep.has(name)) await cache.delete(request);
  }
}

const indexUrl = () => new URL('./index.html', self.registration.scope).href;

self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const response = await fetch(indexUrl(), { cache: 'no-cache' });
    if (!response.ok) throw new Error(`index.html: ${response.status}`);
    const html = await response.clone().text();
    await cache.put(indexUrl(), response);
    await cache.addAll([...UNHASHED, await engineWasm(), ...[...hashedNames(html)].map((name) => `./${name}`)]);
    await forgetOtherHashed(cache, html);
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
    await self.clients.claim();
  })());
});

async function networkFirst(request, cacheKey) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(cacheKey, response.clone());
      if (cacheKey === indexUrl()) await forgetOtherHashed(cache, await response.clone().text());
    }
    return response;
  } catch (error) {
    const hit = await cache.match(cacheKey, { ignoreSearch: true });
    if (hit) return hit;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, indexUrl()));
  } else if (HASHED.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else {
    event.respondWith(networkFirst(request, request));
  }
});
