// Prints build.json for web/dist: the wasm's size raw, gzip (level 9) and brotli (quality 11).
// The loader uses wasm_bytes as the download's total when the server compresses on the fly.
import { readFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const [file, beforeOpt] = process.argv.slice(2);
const bytes = readFileSync(file);
const report = {
  wasm_bytes: bytes.length,
  wasm_bytes_before_wasm_opt: Number(beforeOpt) || null,
  gzip_bytes: gzipSync(bytes, { level: 9 }).length,
  brotli_bytes: brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  }).length,
};
console.log(JSON.stringify(report, null, 2));
