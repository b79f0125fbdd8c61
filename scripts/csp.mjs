// Trunk post-build hook: adds a Content-Security-Policy to the built index.html that allows only
// this site's own scripts, workers, styles and wasm. Trunk writes one inline module script (the
// loader); it is allowed by its SHA-256 hash, so no 'unsafe-inline' is needed.
import { readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('TRUNK_STAGING_DIR is not set: run this as a Trunk hook');
const file = join(dir, 'index.html');
let html = readFileSync(file, 'utf8');
const hashes = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
  .filter((m) => m[1].trim() !== '')
  .map((m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
const policy = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`.trim(),
  "worker-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "style-src 'self'",
  "font-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');
const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
html = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\s*/g, '');
html = html.replace(/<meta charset="utf-8" \/>/, (m) => `${m}\n  ${meta}`);
if (!html.includes('Content-Security-Policy')) throw new Error('no <meta charset> to put the policy after');
writeFileSync(file, html);
console.log(`csp: ${hashes.length} inline script(s) allowed by hash`);
