// Measures what a visit costs a phone on a mobile network: the web build served by the real
// server (`tabletrio-server --web`), opened in Debian's Chromium with "fast 4G" network
// emulation (9 Mbit/s down, 1.5 Mbit/s up, 60 ms round trip) and, for the first visit, 4x CPU
// slowdown. For each of two builds ("before": the files alone, as the server sent them before
// the compressed copies; "after": web/dist as web/build.sh leaves it) it measures the bytes on
// the wire (counted by a TCP relay between the browser and the server: every request, the
// service worker's included, headers included) and the time from navigation to the title's
// first frame, for a first visit, a repeat visit with the service worker, and a repeat visit
// without it (the worker and its copy removed, the browser's HTTP cache kept).
//   node web/visit.mjs [--before-loader FILE]
// `--before-loader` puts another loader.js in the "before" build (the one before a change, from
// git) so that the two builds differ in the loader too. Figures go to docs/web.md by hand; the
// JSON is printed and written to web/e2e-out/visit.json.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { chromiumOptions, driver } from "./driver.mjs";
import { DIST } from "./serve.mjs";
import { startServer } from "./server.mjs";

const OUT = process.env.TABLETRIO_E2E_OUT ?? new URL("./e2e-out/", import.meta.url).pathname;
const TIMEOUT = 300_000;
const NETWORK = { offline: false, latency: 60, downloadThroughput: (9e6 / 8) | 0, uploadThroughput: (1.5e6 / 8) | 0 };
const log = (...args) => console.log("[visit]", ...args);
mkdirSync(OUT, { recursive: true });
const i = process.argv.indexOf("--before-loader");
const beforeLoader = i > 0 ? process.argv[i + 1] : null;

/// A relay on 127.0.0.1 to `target` that counts the bytes each way.
async function relay(target) {
  const [host, port] = [target.slice(0, target.lastIndexOf(":")), Number(target.slice(target.lastIndexOf(":") + 1))];
  const counted = { down: 0, up: 0 };
  const server = createServer((client) => {
    const upstream = connect(port, host);
    client.on("data", (chunk) => (counted.up += chunk.length));
    upstream.on("data", (chunk) => (counted.down += chunk.length));
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("error", close);
    upstream.on("error", close);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, counted, close: () => server.close() };
}

/// One build's three visits.
async function visits(name, web) {
  const { addr, stop } = await startServer(web);
  const wire = await relay(addr);
  const profile = mkdtempSync(join(tmpdir(), "tabletrio-visit-"));
  const context = await chromium.launchPersistentContext(profile, chromiumOptions({ viewport: { width: 390, height: 844 } }));
  const page = context.pages()[0] ?? (await context.newPage());
  const { waitFor } = driver(page, TIMEOUT);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  const visit = async (what) => {
    wire.counted.down = wire.counted.up = 0;
    await page.goto(`${wire.url}?quality=low`);
    await waitFor(`the title (${name}, ${what})`, (s) => s.screen === "title");
    const title_ms = Math.round(await page.evaluate(() => window.tabletrioFirstFrameMs));
    const atTitle = { ...wire.counted };
    // Then what the page goes on to fetch: the offline copy, on a first visit.
    await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      for (let i = 0; i < 600 && !(ready.active && (await caches.keys()).length); i++) await new Promise((r) => setTimeout(r, 500));
      const [key] = await caches.keys();
      for (let i = 0; i < 600; i++) {
        if (await (await caches.open(key)).match("tabletrio_bg.wasm")) return;
        await new Promise((r) => setTimeout(r, 500));
      }
    });
    await page.waitForTimeout(2000);
    const figures = { title_ms, down_to_title: atTitle.down, down_in_all: wire.counted.down, up_in_all: wire.counted.up };
    log(`${name}, ${what}: title at ${title_ms} ms, ${(atTitle.down / 1e6).toFixed(2)} MB down by then, ${(wire.counted.down / 1e6).toFixed(2)} MB in all`);
    return figures;
  };
  try {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const first = await visit("first visit, 4x CPU");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const repeat = await visit("repeat visit, service worker");
    // The worker and its copy removed, the HTTP cache kept: the next load goes to the network
    // and the browser's cache only.
    await cdp.send("Storage.clearDataForOrigin", { origin: new URL(wire.url).origin, storageTypes: "service_workers,cache_storage" });
    await page.close();
    const bare = await context.newPage();
    const cdp2 = await context.newCDPSession(bare);
    await cdp2.send("Network.enable");
    await cdp2.send("Network.emulateNetworkConditions", NETWORK);
    wire.counted.down = wire.counted.up = 0;
    await bare.goto(`${wire.url}?quality=low`);
    await driver(bare, TIMEOUT).waitFor(`the title (${name}, repeat without a worker)`, (s) => s.screen === "title");
    const noWorker = {
      title_ms: Math.round(await bare.evaluate(() => window.tabletrioFirstFrameMs)),
      down_to_title: wire.counted.down,
      // Whether a worker answered the page's own load (the page registers a new one as it
      // loads, so the controller alone would not tell).
      worker: await bare.evaluate(() => performance.getEntriesByType("navigation")[0].workerStart > 0),
    };
    log(`${name}, repeat visit without the worker: title at ${noWorker.title_ms} ms, ${(noWorker.down_to_title / 1e6).toFixed(2)} MB down`);
    if (noWorker.worker) throw new Error("the repeat visit without the worker still had one");
    return { first, repeat, no_worker: noWorker };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    wire.close();
    stop();
  }
}

// "before": the build's files without their compressed copies.
const before = mkdtempSync(join(tmpdir(), "tabletrio-before-"));
cpSync(DIST, before, { recursive: true, filter: (path) => !/\.(br|gz)$/.test(path) });
if (beforeLoader) cpSync(beforeLoader, join(before, "loader.js"));
let exitCode = 0;
try {
  const built = JSON.parse(readFileSync(join(DIST, "build.json"), "utf8"));
  const figures = { network: NETWORK, module: built, before: await visits("before", before), after: await visits("after", DIST) };
  writeFileSync(join(OUT, "visit.json"), JSON.stringify(figures, null, 2));
  console.log(JSON.stringify(figures));
} catch (error) {
  exitCode = 1;
  console.error("[visit] FAILED:", error.message);
} finally {
  rmSync(before, { recursive: true, force: true });
}
process.exit(exitCode);
