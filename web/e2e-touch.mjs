// The touch browser test: the web build on an upright phone's screen (390x844, Playwright's
// touch emulation), driven by taps only. It opens the settings screen and turns animations off
// (a tap on a settings button), then plays a whole game of each game against the lowest
// computer level: every pick of the person's side is a tap on the square or totem the game
// reports, held for two of the game's frames as a finger is. At the start of each game and
// every few moves it checks that no panel covers a square, a piece or a totem, and at the end it
// taps the game-over panel's Title. Then it solves the easiest Kamon puzzle by taps. At the start of each game and again mid-game it also resizes
// the page through a dozen window shapes (800x600 to 3840x2160, ultra-wide, upright phones) and
// checks the same at each, once the table has refitted itself. In Kamon, at each of the person's
// turns, the golden hexagon must rest on the last hexagon played. Screenshots go to web/e2e-out/ (or $TABLETRIO_E2E_OUT).
// Prints the figures (taps, plies, seconds per game) as JSON on the last line.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { decodePng, expectPicture, pictureStats } from "./png.mjs";
import { chromiumOptions, driver, errorWatch } from "./driver.mjs";
import { DIST, serve } from "./serve.mjs";

const OUT = process.env.TABLETRIO_E2E_OUT ?? new URL("./e2e-out/", import.meta.url).pathname;
const TIMEOUT = Number(process.env.TABLETRIO_E2E_TIMEOUT_MS ?? 240_000);
// A whole game ends well within this many taps; more means the game is stuck.
const MAX_TAPS = 200;
// The window shapes the table must frame whole: desktop, ultra-wide, tablet and upright phones.
// (3840x2160 is checked natively by the screenshot test: SwiftShader takes seconds a frame there.)
const SIZES = [
  [800, 600],
  [1024, 768],
  [1280, 720],
  [1366, 768],
  [1920, 1080],
  [2560, 1080],
  [2560, 1440],
  [1024, 1366],
  [540, 960],
  [430, 932],
  [390, 844],
  [360, 640],
];
const PHONE = { width: 390, height: 844 };
mkdirSync(OUT, { recursive: true });

const log = (...args) => console.log("[e2e-touch]", ...args);
const pageErrors = errorWatch(log);

const { server, url } = await serve(DIST, 0);
const profile = mkdtempSync(join(tmpdir(), "tabletrio-chromium-touch-"));
const context = await chromium.launchPersistentContext(
  profile,
  chromiumOptions({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true }),
);

let exitCode = 0;
try {
  const page = context.pages()[0] ?? (await context.newPage());
  pageErrors.watch(page);
  const { status, waitFor, waitFrames, settled, canvasBox } = driver(page, TIMEOUT);
  const cdp = await context.newCDPSession(page);
  const shot = async (name) => {
    const png = await page.screenshot({ path: join(OUT, `${name}.png`) });
    const stats = pictureStats(decodePng(png));
    expectPicture(name, stats);
  };

  // A finger on the spot the game reports (read again just before, once the table stands
  // still), lifted two frames later. Touch events only: no mouse event reaches the page.
  let taps = 0;
  const tap = async (spot) => {
    const s = await settled(`before a tap on ${spot.name}`);
    const same = (list) => (list || []).find((t) => t.name === spot.name);
    const at = same(s.targets) || same(s.buttons) || spot;
    const box = await canvasBox();
    const point = { x: Math.round(box.x + at.x), y: Math.round(box.y + at.y) };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
    await waitFrames(2);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    taps += 1;
    // What the tap was aimed by, for the message should the game not take it.
    return { point, frame: s.frame, ply: s.ply, step: s.step, phase: s.phase, found: at !== spot, targets: (s.targets || []).map((t) => t.name) };
  };
  const tapButton = async (label) => {
    const s = await waitFor(`the button "${label}"`, (s, label) => s.buttons.some((b) => b.name === label), label);
    await tap(s.buttons.find((b) => b.name === label));
  };
  // Taps the button whose label starts with `prefix` until it starts with `wanted`.
  const tapUntil = async (prefix, wanted) => {
    for (let i = 0; i < 12; i++) {
      const s = await status();
      const b = s.buttons.find((b) => b.name.startsWith(prefix));
      if (!b) throw new Error(`no button starting "${prefix}": ${s.buttons.map((b) => b.name).join(", ")}`);
      if (b.name.startsWith(wanted)) return;
      await tap(b);
      await waitFor(`"${prefix}" to change`, (s, old) => !s.buttons.some((b) => b.name === old), b.name);
    }
    throw new Error(`"${prefix}" never read "${wanted}"`);
  };
  // No square, reserve piece or totem under a panel, and all of them inside the window.
  const checkFraming = (s, when, size = PHONE) => {
    const over = [];
    for (const p of s.panels) {
      for (const t of s.spots) {
        if (t.x < p.x + p.w && t.x + t.w > p.x && t.y < p.y + p.h && t.y + t.h > p.y) over.push(`${t.name} under ${p.name}`);
      }
    }
    if (over.length) throw new Error(`${s.game} ${when}: ${over.slice(0, 5).join(", ")} (${over.length} in all)`);
    const out = s.spots.filter((t) => t.x < 0 || t.y < 0 || t.x + t.w > size.width || t.y + t.h > size.height);
    if (out.length) throw new Error(`${s.game} ${when}: ${out.map((t) => t.name).slice(0, 5).join(", ")} outside the ${size.width}x${size.height} window`);
  };
  // Kamon's golden hexagon rests on the last hexagon played once the moves have played (it was
  // once left in mid-air when the table's resync cut its glide short).
  const checkGolden = (s, when) => {
    if (s.game !== "kamon" || !s.last) return;
    const golden = s.spots.find((t) => t.name === "totem 0");
    const cell = s.spots.find((t) => t.name === s.last);
    if (!golden || !cell) throw new Error(`kamon ${when}: no golden hexagon or no cell ${s.last} among the spots`);
    const off = Math.abs(golden.x + golden.w / 2 - (cell.x + cell.w / 2));
    const bottom = golden.y + golden.h;
    if (off > cell.w / 4 || bottom < cell.y || bottom > cell.y + cell.h) {
      throw new Error(`kamon ${when}: the golden hexagon at ${JSON.stringify(golden)} is not on ${s.last} at ${JSON.stringify(cell)}`);
    }
  };
  const checkSizes = async (when) => {
    const t0 = Date.now();
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      // A still table from before the resize would be read as framed at the new size.
      await waitFor(`the window at ${width}x${height}`, (s, [w, h]) => s.window[0] === w && s.window[1] === h, [width, height]);
      const s = await settled(`${when} at ${width}x${height}`);
      checkFraming(s, `${when} at ${width}x${height}`, { width, height });
      checkGolden(s, `${when} at ${width}x${height}`);
    }
    await page.setViewportSize(PHONE);
    await waitFrames(5);
    log(`${(await status()).game} ${when}: framed whole at ${SIZES.length} window sizes (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  };

  await page.goto(`${url}?quality=low&render=continuous`);
  let s = await waitFor("the title", (s) => s.screen === "title" && s.buttons.some((b) => b.name === "Start"));
  await waitFrames(5);
  await shot("touch-title");

  // The settings screen by touch: animations off, so the games go quickly; then Back.
  await tapButton("Settings");
  await waitFor("the settings screen", (s) => s.buttons.some((b) => b.name.startsWith("Animations:")));
  await shot("touch-settings");
  await tapUntil("Animations:", "Animations: off");
  await tapButton("Back");
  await waitFor("the title again", (s) => s.buttons.some((b) => b.name === "Start"));

  const figures = {};
  for (const [game, second] of [
    ["Yoxii", "Red"],
    ["Oxono", "Black"],
    ["Kamon", "White"],
  ]) {
    await tapButton(game);
    await waitFor(`${game} chosen`, (s, game) => s.buttons.some((b) => b.chosen && b.name === game), game);
    await tapUntil(`${second}:`, `${second}: Computer (beginner)`);
    await tapButton("Start");
    s = await waitFor(`a ${game} game`, (s) => s.screen === "gameplay" && s.ply === 0 && s.targets.length > 0);
    const person = s.to_move;
    await waitFrames(5);
    checkFraming(await status(), "at the start");
    await shot(`touch-${game.toLowerCase()}-start`);
    await checkSizes("at the start");
    let sizedMidGame = false;
    const t0 = Date.now();
    const tapsBefore = taps;
    let checkedAt = 0;
    while (true) {
      s = await waitFor(
        "the person's pick or the end",
        (s, person) => s.over || (s.to_move === person && !s.thinking && s.phase.startsWith("Picking") && s.targets.length > 0),
        person,
      );
      if (s.over) break;
      if (taps - tapsBefore >= MAX_TAPS) throw new Error(`${game}: no end after ${MAX_TAPS} taps (ply ${s.ply})`);
      checkGolden(s, `at ply ${s.ply}`);
      if (s.ply >= checkedAt + 6) {
        // Once the table stands still: a panel that has just come (the first-game guide) makes
        // it refit over a few frames, and a read meanwhile once found a reserve stack outside.
        checkFraming(await settled(`framing at ply ${s.ply}`), `at ply ${s.ply}`);
        checkedAt = s.ply;
      }
      if (!sizedMidGame && s.ply >= 10) {
        await checkSizes(`mid-game (ply ${s.ply})`);
        sizedMidGame = true;
        // Read the table again as at the loop's top: the status right after the resizes may
        // come between steps, with nothing to tap yet.
        continue;
      }
      const before = { ply: s.ply, step: s.step, phase: s.phase };
      // A varied choice, so the games differ from run to run of the computer's replies.
      const target = s.targets[(s.ply * 7 + taps) % s.targets.length];
      const taken = (s, b) => s.over || s.ply !== b.ply || s.step !== b.step || s.phase !== b.phase;
      const aimed = await tap(target);
      let took = false;
      let after = s;
      for (let i = 0; i < 20 && !took; i++) took = taken((after = await waitFrames(1)), before);
      if (!took) {
        // A tap on a target the game reported, not taken in 20 frames, fails the test: the
        // message holds where the finger went and what the game said before and after.
        await shot(`touch-lost`);
        const said = (x) => ({ frame: x.frame, ply: x.ply, step: x.step, phase: x.phase, to_move: x.to_move, last: x.last, targets: (x.targets || []).map((t) => t.name) });
        throw new Error(
          `${game}: a tap at (${aimed.point.x}, ${aimed.point.y}) on ${target.name} (${s.step}, ply ${s.ply}) was not taken in 20 frames; ` +
            `chosen from ${JSON.stringify(said(s))}, aimed by ${JSON.stringify(aimed)}, after: ${JSON.stringify(said(after))}; screenshot touch-lost.png`,
        );
      }
    }
    const seconds = (Date.now() - t0) / 1000;
    log(`${game}: ${s.outcome} after ${s.ply} plies, ${taps - tapsBefore} taps, ${seconds.toFixed(0)} s`);
    figures[game.toLowerCase()] = { plies: s.ply, taps: taps - tapsBefore, seconds: Math.round(seconds), outcome: s.outcome };
    await waitFrames(5);
    await shot(`touch-${game.toLowerCase()}-over`);
    await tapButton("Title");
    await waitFor("the title", (s) => s.screen === "title" && s.buttons.some((b) => b.name === "Start"));
  }

  // A Kamon puzzle solved by taps (docs/puzzles.md): Puzzles on the title opens the set's
  // easiest, read here from the shipped file; each of the solution's actions of the person's
  // side is a tap on its cell, the computer answering between them.
  const kamonPuzzles = readFileSync(new URL("../crates/engine/puzzles/kamon.txt", import.meta.url), "utf8")
    .split(/\n(?=puzzle )/)
    .filter((block) => block.startsWith("puzzle "))
    .map((block) => {
      const field = (key) => (block.match(new RegExp(`^${key} (.*)$`, "m")) || [])[1] || "";
      return { id: field("puzzle"), moves: field("moves").split(" "), solution: field("solution").split(" "), difficulty: Number(field("difficulty")) };
    })
    .sort((a, b) => a.difficulty - b.difficulty);
  const puzzle = kamonPuzzles[0];
  const solver = puzzle.moves.length % 2 === 0 ? "black" : "white";
  await tapButton("Puzzles");
  for (let k = 0; k < puzzle.solution.length; k += 2) {
    const ply = puzzle.moves.length + k;
    s = await waitFor(
      `${puzzle.id} at ply ${ply}`,
      (s, ply) => s.screen === "gameplay" && s.ply === ply && !s.thinking && s.phase.startsWith("Picking") && s.targets.length > 0,
      ply,
    );
    if (k === 0) await shot("touch-puzzle");
    const target = s.targets.find((t) => t.name === puzzle.solution[k]);
    if (!target) throw new Error(`${puzzle.id}: ${puzzle.solution[k]} is not among the targets ${s.targets.map((t) => t.name).join(", ")}`);
    await tap(target);
  }
  s = await waitFor(`${puzzle.id} solved`, (s) => s.over && s.buttons.some((b) => b.name === "Next puzzle"));
  if (!String(s.outcome).includes(solver)) throw new Error(`${puzzle.id}: the game ended "${s.outcome}", not a win of ${solver}`);
  await shot("touch-puzzle-solved");
  log(`${puzzle.id} solved by ${Math.ceil(puzzle.solution.length / 2)} taps`);
  figures.puzzle = { id: puzzle.id, taps: Math.ceil(puzzle.solution.length / 2) };

  pageErrors.check();
  writeFileSync(join(OUT, "touch-figures.json"), JSON.stringify(figures, null, 2));
  log("passed; screenshots in", OUT);
  console.log(JSON.stringify(figures));
} catch (error) {
  exitCode = 1;
  console.error("[e2e-touch] FAILED:", error.message);
  console.error(error.stack);
  try {
    await context.pages()[0]?.screenshot({ path: join(OUT, "touch-failure.png") });
  } catch {}
} finally {
  await context.close();
  server.close();
  rmSync(profile, { recursive: true, force: true });
}
process.exit(exitCode);
