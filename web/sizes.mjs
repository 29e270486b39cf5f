// Prints build.json for web/dist: the wasm's size raw, gzip (level 9) and brotli (quality 11),
// read from the compressed copies web/compress.mjs wrote beside it.
// The loader uses wasm_bytes as the download's total when the server compresses on the fly;
// version is the workspace's (Cargo.toml), the one the app and the binaries print.
import { readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const cargo = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "..", "Cargo.toml"), "utf8");
const version = cargo.split("[workspace.package]")[1]?.match(/^version = "([^"]+)"/m)?.[1];
if (!version) throw new Error("sizes.mjs: no version in Cargo.toml's [workspace.package]");

const [file, beforeOpt] = process.argv.slice(2);
const size = (path) => statSync(path).size;
const report = {
  version,
  wasm_bytes: size(file),
  wasm_bytes_before_wasm_opt: Number(beforeOpt) || null,
  gzip_bytes: size(`${file}.gz`),
  brotli_bytes: size(`${file}.br`),
};
console.log(JSON.stringify(report, null, 2));
