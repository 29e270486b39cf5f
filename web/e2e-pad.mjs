// The browser test with only a gamepad: the page's `navigator.getGamepads` is replaced before it
// loads by one standard-mapping pad whose buttons the test presses (as the browser's Gamepad API
// reports a real one), and `gamepadconnected` is sent. With nothing but that pad the test walks
// the title's focus to Kamon and Start, plays a whole Kamon game between two people at this
// screen (the first hexagon walked to with the D-pad, the others reached with RB, each placed
// with A), opens the pause menu with Start and walks every one of its buttons, closes it with B,
// and ends on the game-over panel with Play again focused. After every press that moves a focus
// the status report must name a focused button that is on screen: never none, never one hidden.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { chromiumOptions, driver, errorWatch } from "./driver.mjs";
import { DIST, serve } from "./serve.mjs";

const OUT = process.env.TABLETRIO_E2E_OUT ?? new URL("./e2e-out/", import.meta.url).pathname;
const TIMEOUT = Number(process.env.TABLETRIO_E2E_TIMEOUT_MS ?? 240_000);
mkdirSync(OUT, { recursive: true });
const log = (...args) => console.log("[e2e-pad]", ...args);
const pageErrors = errorWatch(log);

// The standard mapping's button numbers.
const A = 0, B = 1, RB = 5, START = 9, UP = 12, DOWN = 13, LEFT = 14, RIGHT = 15;

const { server, url } = await serve(DIST, 0);
const profile = mkdtempSync(join(tmpdir(), "tabletrio-chromium-"));
const context = await chromium.launchPersistentContext(profile, chromiumOptions({ viewport: { width: 1024, height: 640 } }));
let exitCode = 0;
try {
  const page = context.pages()[0] ?? (await context.newPage());
  pageErrors.watch(page);
  await page.addInitScript(() => {
    const buttons = Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 }));
    const pad = {
      id: "Test pad (STANDARD GAMEPAD)",
      index: 0,
      connected: true,
      mapping: "standard",
      buttons,
      axes: [0, 0, 0, 0],
      timestamp: 0,
    };
    navigator.getGamepads = () => [pad, null, null, null];
    window.tabletrioPad = (i, down) => {
      buttons[i] = { pressed: down, touched: down, value: down ? 1 : 0 };
      pad.timestamp = performance.now();
    };
    window.addEventListener("load", () => {
      const event = new Event("gamepadconnected");
      event.gamepad = pad;
      window.dispatchEvent(event);
    });
  });
  const { status, waitFor, waitFrames } = driver(page, TIMEOUT);
  // A press held for three frames, then three frames released: a slow frame misses neither.
  const press = async (button) => {
    await page.evaluate((b) => window.tabletrioPad(b, true), button);
    await waitFrames(3);
    await page.evaluate((b) => window.tabletrioPad(b, false), button);
    return waitFrames(3);
  };
  // After a press that moves a menu's focus: a button is focused, and it is one on screen.
  const focusShown = (s, where) => {
    if (!s.focused) throw new Error(`${where}: no focused button (${s.buttons.map((b) => b.name).join(", ")})`);
    if (!s.buttons.some((b) => b.name === s.focused)) throw new Error(`${where}: the focused ${s.focused} is not on screen`);
    return s.focused;
  };
  const focusOn = async (label, where) => {
    for (let i = 0; i < 24; i++) {
      const s = await status();
      if (s.focused === label) return;
      focusShown(await press(DOWN), `${where}, press ${i + 1}`);
    }
    throw new Error(`${where}: the D-pad never reached ${label}`);
  };

  await page.goto(`${url}?render=continuous&quality=low`);
  await waitFor("the title menu", (s) => s.screen === "title" && s.buttons.some((b) => b.name === "Start"));
  await waitFrames(10);
  // The title: the first press shows a focus; Kamon chosen, then Start, with the pad alone.
  focusShown(await press(DOWN), "the title's first press");
  await focusOn("Kamon", "the title");
  await press(A);
  await waitFor("Kamon chosen", (s) => s.buttons.some((b) => b.chosen && b.name === "Kamon"));
  await focusOn("Start", "the title");
  await press(A);
  let s = await waitFor("a Kamon game", (s) => s.screen === "gameplay" && s.game === "kamon" && s.targets.length > 0);
  if (s.focused) throw new Error(`during play the board has the focus, not ${s.focused}`);

  // The first hexagon: the D-pad walks the cursor across the board to a target, A places it.
  s = await press(DOWN);
  if (!s.cursor) throw new Error("the D-pad shows no board cursor");
  const goal = s.targets[0];
  const centre = (name) => {
    const a = s.spots.find((x) => x.name === name);
    return { x: a.x + a.w / 2, y: a.y + a.h / 2 };
  };
  let preferX = true;
  for (let i = 0; s.cursor !== goal.name; i++) {
    if (i > 30) throw new Error(`the cursor walk to ${goal.name} stuck at ${s.cursor}`);
    const at = centre(s.cursor);
    const [dx, dy] = [goal.x - at.x, goal.y - at.y];
    const across = Math.abs(dx) > 8 && Math.abs(dy) > 8 ? (Math.abs(dx) >= Math.abs(dy)) === preferX : Math.abs(dx) > 8;
    const before = s.cursor;
    s = await press(across ? (dx > 0 ? RIGHT : LEFT) : dy > 0 ? DOWN : UP);
    if (s.cursor === before) preferX = !preferX;
  }
  log(`the D-pad walked the cursor to ${goal.name}`);
  await press(A);
  s = await waitFor("the first hexagon", (s) => s.ply === 1 && s.phase === "Picking(0)");
  if (s.last !== goal.name) throw new Error(`A placed ${s.last}, not ${goal.name}`);

  // The pause menu: Start opens it on Resume; every press down lands on one of its buttons.
  s = await press(START);
  s = await waitFor("the pause menu", (s) => s.buttons.some((b) => b.name === "Resume"));
  if (s.focused !== "Resume") throw new Error(`the pause menu opens on ${s.focused}, not Resume`);
  const visited = new Set();
  for (let i = 0; i < 8; i++) visited.add(focusShown(await press(DOWN), `the pause menu, press ${i + 1}`));
  log(`the pause menu's focus visited ${[...visited].join(", ")}`);
  for (const want of ["Resume", "Settings", "Title"]) {
    if (![...visited].some((v) => v.includes(want))) throw new Error(`the pause menu's focus never reached ${want}`);
  }
  await press(B);
  s = await waitFor("the game again", (s) => !s.buttons.some((b) => b.name === "Resume"));
  if (s.focused) throw new Error(`closing the pause menu leaves the focus on ${s.focused}`);

  // The rest of the game: RB takes the cursor to a cell the rules allow, A places the hexagon.
  while (!s.over) {
    const ply = s.ply;
    await press(RB);
    await press(A);
    s = await waitFor(`move ${ply + 1}`, (s, ply) => s.over || (s.ply === ply + 1 && s.phase === "Picking(0)"), ply);
  }
  log(`the game ended at ply ${s.ply}: ${s.outcome}`);
  s = await waitFor("the game-over panel", (s) => s.phase === "GameOver" && s.buttons.some((b) => b.name === "Play again"));
  s = await waitFrames(5);
  if (s.focused !== "Play again") throw new Error(`the game-over panel opens on ${s.focused}, not Play again`);
  focusShown(await press(DOWN), "the game-over panel");
  await page.screenshot({ path: join(OUT, "pad-game-over.png") });
  pageErrors.check();
  log("ok");
} catch (error) {
  console.error("[e2e-pad] FAILED:", error.message);
  exitCode = 1;
} finally {
  await context.close();
  server.close();
  rmSync(profile, { recursive: true, force: true });
}
process.exit(exitCode);
