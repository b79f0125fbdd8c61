// Times the fast solver compiled to wasm (bench-wasm) under node, like `sudoku bench`:
// per file and mode, the median of RUNS runs, single thread. One untimed warm-up run per file
// and mode comes first, so that V8 has compiled the module with its optimising tier.
// Usage: node scripts/bench-wasm.mjs <pkg-dir> <runs> <mode: first|unique|both> FILE...
import { readFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";

const [pkgDir, runsArg, modeArg, ...files] = process.argv.slice(2);
const require = createRequire(import.meta.url);
const { Puzzles, Positions } = require(resolve(pkgDir, "bench_wasm.js"));
const runs = Math.max(1, Number(runsArg) || 1);

// Mode "hint": the coach's next hint at every position of the files' logical paths, each call
// timed on its own (the native figure: `cargo run --release -p solver-core --example
// hint_latency -- FILE`). RUNS is then the number of puzzles per file (0: all).
if (modeArg === "hint") {
  console.log(`# next hint (wasm, node ${process.version}), every position of the logical paths`);
  console.log("# file\tpositions\tp50_ms\tp99_ms\tmax_ms\ttotal_s");
  for (const file of files) {
    const limit = Number(runsArg) > 0 ? Number(runsArg) : 1e9;
    const positions = new Positions(readFileSync(file, "utf8"), limit);
    const n = positions.len();
    for (let i = 0; i < Math.min(n, 200); i++) positions.hint(i); // warm-up, untimed
    const times = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const start = performance.now();
      positions.hint(i);
      times[i] = performance.now() - start;
    }
    const total = times.reduce((a, b) => a + b, 0);
    times.sort();
    const at = (q) => times[Math.floor((n - 1) * q)];
    console.log([basename(file), n, at(0.5).toFixed(3), at(0.99).toFixed(3),
      at(1).toFixed(3), (total / 1e3).toFixed(1)].join("\t"));
    positions.free();
  }
  process.exit(0);
}
const modes = modeArg === "both" ? ["first", "unique"] : [modeArg];

console.log(`# engine fast (wasm, node ${process.version}), median of ${runs} run(s), single thread`);
console.log("# mode\tfile\tpuzzles\ttotal_ms\tpuzzles_per_s\tus_per_puzzle\tsolutions_found");
for (const mode of modes) {
  for (const file of files) {
    const puzzles = new Puzzles(readFileSync(file, "utf8"));
    const n = puzzles.len();
    const times = [];
    let found = puzzles.run(mode); // warm-up, untimed
    for (let r = 0; r < runs; r++) {
      const start = performance.now();
      found = puzzles.run(mode);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const ms = times[Math.floor(times.length / 2)];
    console.log(
      [mode, basename(file), n, ms.toFixed(1), (n / (ms / 1e3)).toFixed(0),
       ((ms * 1e3) / n).toFixed(2), found].join("\t"),
    );
    puzzles.free();
  }
}
