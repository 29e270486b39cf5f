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
    let size;
    try {
      const stat = statSync(file);
      if (stat.isDirectory()) file = join(file, "index.html");
      size = statSync(file).size;
    } catch {
      response.writeHead(404, { "Content-Type": "text/plain" }).end(`not found: ${path}`);
      return;
    }
    response.writeHead(200, {
      "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
      "Content-Length": size,
      "Cache-Control": "no-cache",
    });
    createReadStream(file).pipe(response);
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
