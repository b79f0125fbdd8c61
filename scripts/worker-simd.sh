#!/bin/sh
# Trunk post-build hook (release builds): the engine worker built a second time with 128-bit
# SIMD (`-C target-feature=+simd128`), next to the plain one, and a worker_loader.js that picks
# it where the browser has SIMD. Trunk 0.21 cannot give one of index.html's wasm builds its own
# RUSTFLAGS, so this hook does what Trunk does for the worker (cargo build, wasm-bindgen,
# wasm-opt -O3) with them, in a target directory of its own (target/simd128: other RUSTFLAGS
# would otherwise rebuild the plain build's crates every time):
#   dist/worker_bg.wasm       Trunk's plain build (the fallback)
#   dist/worker_simd_bg.wasm  this hook's simd128 build, bound by the same worker.js glue
#   dist/worker_loader.js     loads the simd128 build when `WebAssembly.validate` accepts a
#                             ten-byte function that uses a v128 instruction, else the plain one
# static/sw.js caches the one this browser loads. A debug build (`trunk serve` without
# --release) keeps the plain worker only.
set -eu
if [ "${TRUNK_PROFILE:-}" != release ]; then
  echo "worker-simd: not a release build, the plain worker only"
  exit 0
fi
stage="${TRUNK_STAGING_DIR:?run this as a Trunk hook}"
target="${CARGO_TARGET_DIR:-target}/simd128"
out="$target/wasm-bindgen"
wasm_opt=wasm-opt
[ -x node_modules/.bin/wasm-opt ] && wasm_opt=node_modules/.bin/wasm-opt

env -u CARGO_ENCODED_RUSTFLAGS RUSTFLAGS="-C target-feature=+simd128" \
  cargo build --release --target wasm32-unknown-unknown -p web --bin worker --target-dir "$target"
mkdir -p "$out"
wasm-bindgen --target=no-modules --out-dir="$out" --out-name=worker --no-typescript \
  "$target/wasm32-unknown-unknown/release/worker.wasm"
# One glue for both builds: the loader only chooses the wasm file.
if ! cmp -s "$out/worker.js" "$stage/worker.js"; then
  echo "worker-simd: the simd128 build's glue differs from dist's worker.js" >&2
  exit 1
fi
"$wasm_opt" --output="$stage/worker_simd_bg.wasm" -O3 "$out/worker_bg.wasm"

# The loader Trunk wrote: importScripts("./worker.js");wasm_bindgen("./worker_bg.wasm");
# The probe: a module whose one function returns i32x4.splat(0), a v128 (static/sw.js has the
# same bytes).
loader="$stage/worker_loader.js"
plain='wasm_bindgen("./worker_bg.wasm")'
probe='[0,97,115,109,1,0,0,0,1,5,1,96,0,1,123,3,2,1,0,10,8,1,6,0,65,0,253,17,11]'
choice="wasm_bindgen(typeof WebAssembly==\"object\"\&\&WebAssembly.validate(new Uint8Array($probe))?\"./worker_simd_bg.wasm\":\"./worker_bg.wasm\")"
if ! grep -qF "$plain" "$loader"; then
  echo "worker-simd: $loader does not read as Trunk's loader shim: $(cat "$loader")" >&2
  exit 1
fi
sed -i "s|wasm_bindgen(\"./worker_bg.wasm\")|$choice|" "$loader"
echo "worker-simd: $(wc -c <"$stage/worker_simd_bg.wasm") bytes of simd128 worker; loader: $(cat "$loader")"
