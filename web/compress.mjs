// Writes a brotli (quality 11) and a gzip (level 9) copy beside every file of a web build that
// compresses (text, the wasm module, fonts), for servers that send them as they are:
// node web/compress.mjs web/dist. A copy no smaller than its file is not kept; a file whose two
// copies are newer than it is left as it is (web/build.sh runs this again for the last files
// it writes, and brotli's quality 11 takes two minutes on the module alone).
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = [".html", ".js", ".mjs", ".css", ".json", ".wasm", ".webmanifest", ".ftl", ".txt", ".md", ".ttf", ".svg"];
const root = process.argv[2];
let raw = 0;
let brotli = 0;
(function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      walk(path);
      continue;
    }
    if (!COMPRESSIBLE.includes(extname(entry.name))) continue;
    const bytes = readFileSync(path);
    const fresh = (ext) => existsSync(`${path}.${ext}`) && statSync(`${path}.${ext}`).mtimeMs >= statSync(path).mtimeMs;
    if (fresh("br") && fresh("gz")) {
      raw += bytes.length;
      brotli += statSync(`${path}.br`).size;
      continue;
    }
    const copies = {
      br: brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
      gz: gzipSync(bytes, { level: 9 }),
    };
    for (const [ext, copy] of Object.entries(copies)) {
      if (copy.length < bytes.length) writeFileSync(`${path}.${ext}`, copy);
      else rmSync(`${path}.${ext}`, { force: true });
    }
    raw += bytes.length;
    brotli += Math.min(bytes.length, copies.br.length);
  }
})(root);
console.log(`compressed copies written: ${(raw / 1048576).toFixed(2)} MB of files, ${(brotli / 1048576).toFixed(2)} MB as brotli`);
