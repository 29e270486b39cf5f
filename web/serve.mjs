// Serves the built web game (web/dist) on 127.0.0.1 only: node web/serve.mjs [--port N]
// The browser test imports `serve` to run the same server on a free port.

import { createReadStream, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".webmanifest": "application/manifest+json",
  ".wav": "audio/wav",
  ".ogg": "audio/ogg",
};

export const DIST = fileURLToPath(new URL("./dist/", import.meta.url));

// The copy of `file` to send for an Accept-Encoding header: brotli, then gzip, then the file.
function chooseCopy(file, accepted) {
  const takes = (name) => accepted.split(",").some((part) => {
    const [coding, ...params] = part.trim().split(";");
    return coding.trim() === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
  for (const [encoding, ext] of [["br", ".br"], ["gzip", ".gz"]]) {
    if (!takes(encoding)) continue;
    try {
      return { sent: file + ext, encoding, stat: statSync(file + ext) };
    } catch {
      // No copy of this kind: the next kind, or the file.
    }
  }
  return { sent: file, encoding: null, stat: statSync(file) };
}

/// Starts the server; port 0 picks a free one. Resolves to { server, url }.
export function serve(root = DIST, port = 0) {
  const base = resolve(root);
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, "http://localhost").pathname);
    let file = normalize(join(base, path.endsWith("/") ? `${path}index.html` : path));
    if (!file.startsWith(base)) {
      response.writeHead(403).end("forbidden");
      return;
    }
    try {
      if (statSync(file).isDirectory()) file = join(file, "index.html");
      statSync(file);
    } catch {
      response.writeHead(404, { "Content-Type": "text/plain" }).end(`not found: ${path}`);
      return;
    }
    // As `tabletrio-server --web` does: the brotli or gzip copy beside the file where the
    // browser takes it, `no-cache` and a tag per copy, a 304 for the tag the browser holds.
    const { sent, encoding, stat } = chooseCopy(file, request.headers["accept-encoding"] ?? "");
    const tag = `"${Math.floor(stat.mtimeMs).toString(16)}-${stat.size}-${encoding ?? "identity"}"`;
    const headers = { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream", "Cache-Control": "no-cache", Vary: "accept-encoding", ETag: tag };
    const held = (request.headers["if-none-match"] ?? "").split(",").map((t) => t.trim().replace(/^W\//, ""));
    if (held.includes(tag) || held.includes("*")) {
      response.writeHead(304, headers).end();
      return;
    }
    if (encoding) headers["Content-Encoding"] = encoding;
    response.writeHead(200, { ...headers, "Content-Length": stat.size });
    createReadStream(sent).pipe(response);
  });
  return new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(port, "127.0.0.1", () => done({ server, url: `http://127.0.0.1:${server.address().port}/` }));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf("--port");
  const port = i > 0 ? Number(process.argv[i + 1]) : 8000;
  try {
    statSync(join(DIST, "index.html"));
  } catch {
    console.error("web/dist has no build yet: run ./web/build.sh first");
    process.exit(1);
  }
  const { url } = await serve(DIST, port);
  console.log(`tabletrio is served at ${url} (Ctrl+C stops)`);
}
