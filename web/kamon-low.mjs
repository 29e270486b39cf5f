// A Kamon game on Low with every frame drawn, in a fresh chromium profile: the page the speed
// tools measure (web/profile.mjs, web/work.mjs), as web/e2e.mjs measures the page's work.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { chromiumOptions, driver } from "./driver.mjs";
import { serve } from "./serve.mjs";

/// Serves `dir`, opens it and starts the game; returns the context, the page, the driver's
/// helpers and `close()`, which ends the browser and the server.
export async function kamonOnLow(dir) {
  const { server, url } = await serve(dir, 0);
  const userDir = mkdtempSync(join(tmpdir(), "tabletrio-kamon-low-"));
  const context = await chromium.launchPersistentContext(userDir, chromiumOptions({ viewport: { width: 1024, height: 640 } }));
  const close = async () => {
    await context.close();
    server.close();
    server.closeAllConnections();
    rmSync(userDir, { recursive: true, force: true });
  };
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const drive = driver(page, 240_000);
    const { waitFor, waitFrames, clickAt, button } = drive;
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
    return { context, page, ...drive, close };
  } catch (error) {
    await close();
    throw error;
  }
}
