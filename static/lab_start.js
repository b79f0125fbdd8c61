// Starts the algorithm lab's wasm. The page adds lab.js (wasm-bindgen's no-modules glue, which
// defines the global `wasm_bindgen`) and then this script, in that order, the first time the
// lab's view opens (web/src/hooks/lab.rs); the lab then renders into the view.
wasm_bindgen({ module_or_path: './lab_bg.wasm' });
