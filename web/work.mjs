// The page's own work a frame on Low in a Kamon game (as web/e2e.mjs measures it), taken in
// several windows of 60 frames in one page, without a profiler: a quick figure for a person
// comparing two builds (`node web/work.mjs [DIR] [--windows N]`), not a test.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";
import { chromiumOptions, driver } from "./driver.mjs";
import { serve } from "./serve.mjs";

const args = process.argv.slice(2);
const at = args.indexOf("--windows");
const windows = at < 0 ? 5 : Number(args.splice(at, 2)[1]);
const dir = resolve(args[0] ?? new URL("./dist-profile/", import.meta.url).pathname);
const { server, url } = await serve(dir, 0);
const userDir = mkdtempSync(join(tmpdir(), "tabletrio-work-"));
const context = await chromium.launchPersistentContext(userDir, chromiumOptions({ viewport: { width: 1024, height: 640 } }));
try {
  const page = context.pages()[0] ?? (await context.newPage());
  const { waitFor, waitFrames, clickAt, button } = driver(page, 240_000);
  const address = new URL(url);
  address.searchParams.set("render", "continuous");
  address.searchParams.set("quality", "low");
  await page.goto(address.toString());
  let s = await waitFor("the title", (s) => s.buttons.some((b) => b.name === "Kamon"));
  await clickAt(button(s, "Kamon"));
  s = await waitFor("Kamon chosen", (s) => s.buttons.some((b) => b.chosen && b.name === "Kamon"));
  await clickAt(button(s, "Start"));
  await waitFor("a Kamon game", (s) => s.game === "kamon" && s.targets.length > 0);
  await waitFrames(60);
  const means = [];
  for (let i = 0; i < windows; i++) {
    const w = await waitFrames(60);
    means.push(w.work_ms);
    const split = Object.entries(w.work_split_ms ?? {}).map(([k, v]) => `${k} ${v.toFixed(2)}`).join(", ");
    console.log(`[work] window ${i + 1}: ${w.work_ms.toFixed(2)} ms mean, ${w.work_worst_ms.toFixed(1)} ms at most (${split})`);
  }
  const mean = means.reduce((a, b) => a + b, 0) / means.length;
  console.log(`[work] ${windows} windows: ${mean.toFixed(2)} ms mean (${Math.min(...means).toFixed(2)}-${Math.max(...means).toFixed(2)})`);
} finally {
  await context.close();
  server.close();
  server.closeAllConnections();
  rmSync(userDir, { recursive: true, force: true });
}
