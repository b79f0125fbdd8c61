// Compiles the app's wasm off the page's thread. index.html's loader (scripts/app-loader.mjs)
// sends the wasm's address and integrity hash; this worker fetches and compiles it and posts the
// compiled module back, or a message saying why it could not (the loader then fetches and
// compiles on the page's thread as before). Decoding and validating the 750 KB module takes
// 20-40 ms of one thread, which on the page's thread would be one more long task in the first
// visit; a compiled module crosses to the page without being compiled again.
addEventListener('message', async (event) => {
  const { url, integrity } = event.data || {};
  try {
    const response = fetch(url, integrity ? { integrity } : {});
    postMessage(await WebAssembly.compileStreaming(response));
  } catch (error) {
    postMessage(String(error));
  }
}, { once: true });
