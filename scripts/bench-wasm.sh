#!/bin/sh
# Builds the fast solver for wasm32 (crate bench-wasm), binds it for node with wasm-bindgen,
# and times it on the given puzzle files (default: the five benchmark sets in $SUDOKU_DATA_DIR,
# the full sets; without it, the repository's data/, whose large sets are small subsets).
# Usage: scripts/bench-wasm.sh [--runs N] [--mode first|unique|both|hint] [FILE...]
# With --mode hint it times the coach's next hint at every position of the files' logical
# paths instead, and --runs N takes the first N puzzles of each file (0: all).
# Needs: rustup target wasm32-unknown-unknown, wasm-bindgen-cli matching Cargo.lock's
# wasm-bindgen (0.2.130), node >= 18.
set -eu
cd "$(dirname "$0")/.."
runs=3
mode=both
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --mode) mode="$2"; shift 2 ;;
    *) break ;;
  esac
done
if [ $# -eq 0 ]; then
  data="${SUDOKU_DATA_DIR:-}"
  if [ -z "$data" ]; then
    data=data
    echo "SUDOKU_DATA_DIR is not set: timing the repository's data/ (subsets of the large sets;" \
      "BENCHMARKS.md's figures are for the full sets)" >&2
  fi
  set -- "$data/puzzles2_17_clue.txt" "$data/puzzles3_magictour_top1465.txt" \
    "$data/puzzles5_forum_hardest_1905_11+.txt" "$data/puzzles6_forum_hardest_1106.txt" \
    "$data/puzzles7_serg_benchmark.txt"
fi
cargo build --quiet --release --target wasm32-unknown-unknown -p bench-wasm
out=target/bench-wasm-pkg
wasm-bindgen --target nodejs --out-dir "$out" target/wasm32-unknown-unknown/release/bench_wasm.wasm
node scripts/bench-wasm.mjs "$out" "$runs" "$mode" "$@"
