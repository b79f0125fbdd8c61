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
const { Puzzles } = require(resolve(pkgDir, "bench_wasm.js"));
const runs = Math.max(1, Number(runsArg) || 1);
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
