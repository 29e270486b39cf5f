// Lists a web build's files for the service worker (web/sw.js) and names the build by a hash of
// their contents: node web/precache.mjs web/dist > web/dist/precache.json
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

const root = process.argv[2];
const files = [];
(function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    // The browser fetches the worker itself fresh; this list is added below, unhashed. The
    // compressed copies are the server's to choose (the worker asks for the file's own name).
    else if (!["sw.js", "precache.json"].includes(entry.name) && !/\.(br|gz)$/.test(entry.name)) {
      files.push(relative(root, path).split(sep).join("/"));
    }
  }
})(root);
files.sort();
const hash = createHash("sha256");
for (const file of files) hash.update(file).update(readFileSync(join(root, file)));
// "./" is the page itself, as a home-screen start opens it; the list is kept too, so that an
// offline start finds the build's id without a failed request.
const list = ["./", "precache.json", ...files];
console.log(JSON.stringify({ build: hash.digest("hex").slice(0, 16), files: list }, null, 1));
