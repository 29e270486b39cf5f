// The web archive as a static host shows it (issue 71): the unpacked tabletrio-V-web.zip in a
// sub-folder (games/tabletrio/) of a plain static server, opened inside an iframe of another
// page, as itch.io shows an HTML5 game. The game must load there, draw its title, start a Kamon
// game and take a move by a click inside the frame, with no error in the page.
//   node web/e2e-zip.mjs UNPACKED_FOLDER     (scripts/test-packages.sh runs it)
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { chromiumOptions, driver, errorWatch } from "./driver.mjs";
import { decodePng, expectPicture, pictureStats } from "./png.mjs";
import { serve } from "./serve.mjs";

const unpacked = process.argv[2];
if (!unpacked) throw new Error("usage: node web/e2e-zip.mjs UNPACKED_FOLDER");
const TIMEOUT = Number(process.env.TABLETRIO_E2E_TIMEOUT_MS ?? 240_000);
const log = (...args) => console.log("[e2e-zip]", ...args);

const root = mkdtempSync(join(tmpdir(), "tabletrio-host-"));
mkdirSync(join(root, "games"));
cpSync(unpacked, join(root, "games", "tabletrio"), { recursive: true });
writeFileSync(
  join(root, "index.html"),
  `<!doctype html><meta charset="utf-8"><title>a game host</title><link rel="icon" href="data:,">
<h1>Someone's game page</h1>
<iframe id="game" src="games/tabletrio/?quality=low&render=continuous" width="960" height="600"
  allow="fullscreen; gamepad; autoplay" style="border: 0"></iframe>`,
);
const { server, url } = await serve(root, 0);
const profile = mkdtempSync(join(tmpdir(), "tabletrio-chromium-"));
const context = await chromium.launchPersistentContext(profile, chromiumOptions({ viewport: { width: 1000, height: 720 } }));
const pageErrors = errorWatch(log);
let exitCode = 0;
try {
  const page = context.pages()[0] ?? (await context.newPage());
  pageErrors.watch(page);
  const missing = [];
  page.on("response", (r) => {
    if (r.status() === 404) missing.push(r.url());
  });
  await page.goto(url);
  const frame = await (await page.waitForSelector("#game")).contentFrame();
  // The driver reads the status and the canvas in the frame; the mouse is the page's, and
  // Playwright's boxes are in the page's coordinates, so a click lands in the frame.
  const inFrame = {
    evaluate: (...a) => frame.evaluate(...a),
    waitForFunction: (...a) => frame.waitForFunction(...a),
    locator: (selector) => frame.locator(selector),
    mouse: page.mouse,
  };
  const { waitFor, waitFrames, clickAt, button } = driver(inFrame, TIMEOUT);
  let s = await waitFor("the title in the frame", (s) => s.screen === "title" && s.buttons.some((b) => b.name === "Start"));
  await waitFrames(10);
  const stats = pictureStats(decodePng(await page.screenshot()));
  expectPicture("the page with the game in its frame", stats);
  log(`the title drawn in the frame at ${frame.url()} (${stats.colours} colours)`);
  await clickAt(button(s, "Kamon"));
  s = await waitFor("Kamon chosen", (s) => s.buttons.some((b) => b.chosen && b.name === "Kamon"));
  await clickAt(button(s, "Start"));
  s = await waitFor("a Kamon game", (s) => s.screen === "gameplay" && s.game === "kamon" && s.targets.length > 0);
  const target = s.targets[0];
  await clickAt(target);
  s = await waitFor("the first hexagon placed", (s) => s.ply >= 1);
  log(`a hexagon placed on ${target.name} by a click in the frame: ply ${s.ply}`);
  if (missing.length) throw new Error(`not found on the host: ${missing.join(", ")}`);
  if (pageErrors.errors.length) throw new Error(`errors in the page: ${pageErrors.errors.join("; ")}`);
  log("the web archive plays from a sub-folder inside an iframe");
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await context.close();
  server.close();
  server.closeAllConnections();
  rmSync(profile, { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
}
process.exit(exitCode);
