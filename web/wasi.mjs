// Runs a WASI build of tabletrio-cli in Node, to measure the engine as the page runs it (the web
// profile, V8's WebAssembly) without a browser. docs/performance.md, issue 15's eleventh round:
//   rustup target add wasm32-wasip1
//   cargo build --profile web --target wasm32-wasip1 -p tabletrio-engine --bin tabletrio-cli
//   node web/wasi.mjs $CARGO_TARGET_DIR/wasm32-wasip1/web/tabletrio-cli.wasm slices kamon
import { readFile } from "node:fs/promises";
import { WASI } from "node:wasi";
import process from "node:process";

const [path, ...args] = process.argv.slice(2);
const wasi = new WASI({ version: "preview1", args: ["tabletrio-cli", ...args], env: {}, preopens: {} });
const module = await WebAssembly.compile(await readFile(path));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
