// The engine worker for the benchmarks, started from a page of the app's origin that does not
// run the app, as the app starts it (dist/'s worker_loader.js); kept in the page as `__worker`.
import { Page } from '@playwright/test';

export async function startWorker(page: Page) {
  await page.goto('./icon.svg');
  await page.evaluate(() => new Promise<void>((resolve, reject) => {
    const worker = new Worker('./worker_loader.js');
    worker.onerror = (e) => reject(new Error(`worker: ${e.message}`));
    worker.onmessage = (e) => {
      if (e.data === 'ready') {
        (window as any).__worker = worker;
        resolve();
      }
    };
  }));
}
