// Prints build.json for web/dist: the wasm's size raw, gzip (level 9) and brotli (quality 11),
// read from the compressed copies web/compress.mjs wrote beside it.
// The loader uses wasm_bytes as the download's total when the server compresses on the fly.
import { statSync } from "node:fs";

const [file, beforeOpt] = process.argv.slice(2);
const size = (path) => statSync(path).size;
const report = {
  wasm_bytes: size(file),
  wasm_bytes_before_wasm_opt: Number(beforeOpt) || null,
  gzip_bytes: size(`${file}.gz`),
  brotli_bytes: size(`${file}.br`),
};
console.log(JSON.stringify(report, null, 2));
