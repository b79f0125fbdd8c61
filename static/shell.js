// The first paint's way out: index.html shows the play screen's shell (#shell) until the app
// renders in its place. When the app's code fails to load or start (blocked, missing, a browser
// too old for WebAssembly), or has not replaced the shell within TIMEOUT_MS, the shell's message
// line says so and offers Reload, instead of "getting ready" for ever. Trunk inlines this file
// into index.html (scripts/csp.mjs allows it by its hash); it runs before the app's loader and
// tells it when to start.
(() => {
  const TIMEOUT_MS = 15000;
  const TEXT = 'The app could not start. Reload the page; if it keeps happening, your browser may be too old.';

  function fail() {
    const shell = document.getElementById('shell');
    const area = shell && shell.querySelector('.status-area');
    if (!area || shell.classList.contains('failed')) return;
    // The shell is inert as a whole; only its message line comes alive.
    shell.classList.add('failed');
    shell.removeAttribute('inert');
    shell.removeAttribute('aria-hidden');
    for (const part of shell.children) {
      if (part !== area) {
        part.setAttribute('inert', '');
        part.setAttribute('aria-hidden', 'true');
      }
    }
    const line = document.createElement('p');
    line.className = 'message problem';
    line.setAttribute('role', 'alert');
    line.textContent = TEXT;
    const reload = document.createElement('button');
    reload.type = 'button';
    reload.className = 'small';
    reload.textContent = 'Reload';
    reload.addEventListener('click', () => location.reload());
    area.textContent = '';
    area.appendChild(line);
    area.appendChild(reload);
  }

  // The app's code is fetched only once the shell is painted (`mark` below): index.html's loader
  // (written by scripts/app-loader.mjs) waits for `start`, so none of the app's download or
  // start-up comes before the first visit's largest paint. After a second at most all the
  // same: a hidden tab paints nothing.
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    document.documentElement.setAttribute('data-app-start', '');
    dispatchEvent(new Event('app-start'));
  };
  // The shell's paint recorded (a largest-paint entry for one of its elements: the shell paints
  // in one frame, so its first entry is its largest text, the page's largest paint), or two
  // frames after it shows where the browser keeps no such record: the app may take its place
  // (browser::startup::remove_shell waits for this mark). Taken away before that entry is
  // recorded, the shell's paint would not count, and the app's own, later paint would.
  // Plain syntax here and below: this runs in the browsers too old for the app, to say so.
  const mark = () => {
    const shell = document.getElementById('shell');
    if (shell) shell.setAttribute('data-painted', '');
    start();
  };
  const types = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('largest-contentful-paint') >= 0) {
    new PerformanceObserver((list) => {
      const shell = document.getElementById('shell');
      if (list.getEntries().some((entry) => shell && shell.contains(entry.element))) mark();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(mark));
  }

  setTimeout(start, 1000);
  setTimeout(fail, TIMEOUT_MS);
  // The app's script or wasm not loaded or its start failed: an error thrown, an error event on
  // a script (seen while capturing), or the loader's promise rejected.
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent || event.target instanceof HTMLScriptElement) fail();
  }, true);
  addEventListener('unhandledrejection', fail);
})();
