// The online browser test: starts the real server (`tabletrio-server --web web/dist`) on
// 127.0.0.1 with a temporary database, opens its page in Debian's chromium, creates a Kamon
// game from the title with the mouse (Play online, the game, Create a game), and plays it to the
// end against a second client: a native program over the same WebSocket protocol, whose moves
// come from the engine (`tabletrio-cli bestmove --level easy`). Mid-game the page is reloaded
// with its `?join=CODE` link and must come back to the same game (its seat kept in local
// storage). At the end the page, the second client and the server's record agree. Then a phone
// and the page find each other in the lobby and play a rated game, and the phone solves a rated
// puzzle by taps (the Puzzles tab), then joins a running arena from the Arenas tab, sees its
// standings, and is paired by the server with a bot (`tabletrio-bot --arenas`) at a table that
// shows them beside it. The module must have come as its brotli copy, in at most that copy's size.
// Run with `node --experimental-websocket` (Node 20's WebSocket client).
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { chromiumOptions, driver, errorWatch } from "./driver.mjs";
import { decodePng, expectPicture, pictureStats } from "./png.mjs";
import { bin, startServer } from "./server.mjs";

const ROOT = new URL("../", import.meta.url).pathname;
const OUT = process.env.TABLETRIO_E2E_OUT ?? new URL("./e2e-out/", import.meta.url).pathname;
const TIMEOUT = Number(process.env.TABLETRIO_E2E_TIMEOUT_MS ?? 240_000);
mkdirSync(OUT, { recursive: true });
const log = (...args) => console.log("[e2e-online]", ...args);

// Both browsers are on this machine: one address, which a public server keeps from playing
// itself rated. One arena runs all through the test: a Kamon 3+2 that started ten minutes ago
// (a day's period, two hours long). A page drawn by SwiftShader may take a while for its first
// move: five minutes for it.
const scratch = mkdtempSync(join(tmpdir(), "tabletrio-e2e-online-"));
const minute = Math.floor(Date.now() / 60_000) % 1440;
writeFileSync(join(scratch, "arenas.txt"), `every 24h +${(minute - 10 + 1440) % 1440}m kamon 3+2 2h\n`);
const { addr, stop } = await startServer(join(ROOT, "web/dist"), [
  "--rated-from-one-address",
  "--tournaments",
  join(scratch, "arenas.txt"),
  "--first-move-secs",
  "300",
]);
log(`server on ${addr}`);

/// The second player: speaks the protocol over its own WebSocket and plays the engine's moves.
function bot(code) {
  const ws = new WebSocket(`ws://${addr}/ws`);
  const me = { record: null, actions: [], seat: null, started: false, outcome: null, kind: "kamon", errors: [] };
  const toMove = () => (me.actions.length % 2 === 0 ? "first" : "second");
  let thinking = false;
  const think = () => {
    if (thinking || !me.started || me.outcome || me.seat !== toMove() || me.record === null) return;
    thinking = true;
    const text = [me.record.trimEnd(), ...me.actions].join("\n") + "\n";
    const out = spawnSync(bin("tabletrio-cli"), ["bestmove", me.kind, "--level", "easy", "--seed", String(me.actions.length)], { input: text });
    thinking = false;
    if (out.status !== 0) {
      me.errors.push(`bestmove: ${out.stderr}`);
      return;
    }
    const { action } = JSON.parse(out.stdout.toString());
    ws.send(JSON.stringify({ type: "move", ply: me.actions.length, action }));
  };
  ws.onopen = () => ws.send(JSON.stringify({ type: "join", code }));
  ws.onmessage = (event) => {
    const msg = JSON.parse(event.data);
    if (msg.type === "joined") me.seat = msg.seat;
    if (msg.type === "state") {
      me.record = msg.record.split("\n").filter((l) => l.startsWith("setup")).join("\n");
      const all = msg.record.split("\n").filter((l) => l.trim() && !l.startsWith("setup") && !l.startsWith("#"));
      me.actions = all;
      me.started = msg.started;
      me.outcome = msg.outcome;
      me.seat = msg.seat ?? me.seat;
    }
    if (msg.type === "moved" && msg.ply === me.actions.length) {
      me.actions.push(msg.action);
      if (msg.outcome) me.outcome = msg.outcome;
    }
    if (msg.type === "ended") me.outcome = msg.outcome;
    if (msg.type === "rejected" || msg.type === "error") me.errors.push(JSON.stringify(msg));
    setTimeout(think, 50);
  };
  return { me, close: () => ws.close() };
}

/// The lobby: a phone (touch only) and the desktop page each type a name into the page's text
/// input (the tap or click on the name field focuses it, as a phone's keyboard needs), take it,
/// and find each other through Play anyone: both tables show the same rated game.
/// Notifications as the app makes them are recorded in the page (and still made): their texts in
/// `__notes`, each permission asked for in `__asked`.
function recordNotifications() {
  const Real = window.Notification;
  if (!Real) return;
  window.__notes = [];
  window.__asked = 0;
  window.Notification = class extends Real {
    constructor(title, options) {
      window.__notes.push(options?.body ?? title);
      super(title, options);
    }
    static requestPermission() {
      window.__asked += 1;
      return Real.requestPermission();
    }
  };
}

async function lobby(base) {
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: "en-US",
  });
  // The desktop page may notify (as if the player had allowed it); the phone is asked.
  await context.grantPermissions(["notifications"], { origin: base.replace(/\/$/, "") });
  await context.addInitScript(recordNotifications);
  await phoneContext.addInitScript(recordNotifications);
  const phone = await phoneContext.newPage();
  pageErrors.watch(phone);
  const P = driver(phone, TIMEOUT);
  const D = driver(() => page, TIMEOUT);
  const cdp = await phoneContext.newCDPSession(phone);
  const tap = async (spot) => {
    const s = await P.settled(`before a tap on ${spot.name}`);
    // Found again by its name where it is now; of two alike (each game's rated puzzle and its
    // puzzle of the day), the one nearest where it was.
    const far = (b) => Math.hypot(b.x - spot.x, b.y - spot.y);
    const alike = s.buttons.filter((b) => b.name === spot.name).sort((a, b) => far(a) - far(b));
    const at = alike[0] || (s.targets || []).find((t) => t.name === spot.name) || spot;
    const box = await P.canvasBox();
    const point = { x: Math.round(box.x + at.x), y: Math.round(box.y + at.y) };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
    await P.waitFrames(2);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  };
  // Each takes a name: the field pressed, the name typed into the focused input.
  const takeName = async (who, press, name) => {
    const at = who.page();
    // An empty field shows its placeholder; the status report names it a field.
    let s = await who.d.waitFor(`${name}'s lobby`, (s) => s.screen === "online" && s.buttons.some((b) => b.name === "Your name" && b.role === "field"));
    await press(who.d.button(s, "Your name"));
    await who.d.waitFrames(2);
    const focused = await at.evaluate(() => document.activeElement?.id);
    if (focused !== "tabletrio-text") throw new Error(`${name}: pressing the name field focused ${focused}`);
    await at.keyboard.type(name);
    s = await who.d.waitFor(`${name} typed`, (s, label) => s.buttons.some((b) => b.name === label), name);
    await press(who.d.button(s, "Take this name"));
    await who.d.waitFor(`${name} taken`, (s, label) => s.buttons.some((b) => b.name === label && b.role === "chip"), `${name} · Name and key`);
  };
  const phoneSide = { d: P, page: () => phone, press: tap, name: "Pia" };
  const desk = { d: D, page: () => page, press: D.clickAt, name: "Dan" };
  await phone.goto(`${base}?render=continuous&quality=low`);
  let p = await P.waitFor("the phone's title", (s) => s.screen === "title" && s.buttons.some((b) => b.name === "Play online"));
  await tap(P.button(p, "Play online"));
  await takeName(phoneSide, tap, "Pia");
  await page.goto(`${base}?render=continuous&quality=low`);
  let d = await D.waitFor("the title again", (s) => s.screen === "title" && s.buttons.some((b) => b.name === "Play online"));
  await D.clickAt(D.button(d, "Play online"));
  await takeName(desk, D.clickAt, "Dan");
  // A day a move: two pages drawn by SwiftShader on two cores may take longer than a live
  // clock's 30 s for a first move. Dan waits at Kamon's tile of a day a move; Pia sees his seek
  // in the table and the tile's count, and taps the same tile (quick pairing matches the clock
  // exactly).
  // (The conditions run in the page: each names what it looks for itself.)
  const kamonDay = (s) => s.buttons.find((b) => b.role === "tile" && b.name.startsWith("Kamon · 1 day · "));
  d = await D.waitFor("Kamon's tile", (s) => s.buttons.some((b) => b.role === "tile" && b.name.startsWith("Kamon · 1 day · ")));
  await D.clickAt(kamonDay(d));
  await D.waitFor("Dan waiting", (s) => s.buttons.some((b) => b.role === "tile" && b.name === "Kamon · 1 day · You wait here…"));
  p = await P.waitFor("Dan's seek on the phone", (s) => s.buttons.some((b) => b.role === "row" && b.name === "Dan 1500? · Kamon · 1 day · rated"));
  if (kamonDay(p)?.name !== "Kamon · 1 day · 1 waiting") throw new Error(`the phone's tile says ${kamonDay(p)?.name}`);
  const clipped = p.buttons.filter((b) => b.overflows || b.x < 0 || b.x > p.window[0]);
  if (clipped.length) throw new Error(`the phone's lobby clips ${JSON.stringify(clipped)}`);
  log("Pia sees Dan's seek; she taps Kamon's tile of a day a move");
  await tap(kamonDay(p));
  const table = (s) => s.screen === "gameplay" && s.online_code && s.online_side;
  d = await D.waitFor("Dan's table", table);
  p = await P.waitFor("Pia's table", table);
  if (d.online_code !== p.online_code || d.online_side === p.online_side) throw new Error(`not one game: ${d.online_code}/${d.online_side} and ${p.online_code}/${p.online_side}`);
  log(`paired in ${d.online_code}: Dan plays ${d.online_side}, Pia ${p.online_side}`);
  // A first game with days a move asked the phone whether it may notify; the desktop page was
  // allowed already, so it was not asked.
  const asked = [await phone.evaluate(() => window.__asked), await page.evaluate(() => window.__asked)];
  if (asked[0] < 1 || asked[1] !== 0) throw new Error(`permission asked ${asked[0]} times on the phone, ${asked[1]} on the desktop`);
  // Dan's page is hidden (another tab in front) while Pia plays: each of her moves that leaves
  // him to move shows the browser's notification.
  await page.evaluate(() => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
  });
  // The whole game, each side tapping or clicking one of its targets in turn.
  const code = d.online_code;
  let notified = false;
  for (;;) {
    const [sd, sp] = [await D.status(), await P.status()];
    if (sd.over && sp.over) break;
    const side = [[desk, sd], [phoneSide, sp]].find(([, s]) => !s.over && s.to_move === s.online_side && s.phase === "Picking(0)" && s.targets.length > 0);
    if (!side) {
      await D.waitFrames(2);
      continue;
    }
    const [who, s] = side;
    const ply = s.ply;
    const target = s.targets[Math.floor(Math.random() * s.targets.length)];
    await who.press(target);
    await who.d.waitFor(`${who.name}'s move ${ply} played`, (s, ply) => s.ply > ply, ply);
    if (who === phoneSide && !notified) {
      const notes = await page.evaluate(() => window.__notes);
      const waitedOn = await D.waitFor("Pia's move on Dan's table", (s, ply) => s.ply > ply || s.over, ply);
      if (!waitedOn.over) {
        for (let i = 0; i < 20 && !(await page.evaluate(() => window.__notes.length)); i++) await D.waitFrames(2);
        const after = await page.evaluate(() => window.__notes);
        if (!after.includes("Your move in Kamon against Pia")) throw new Error(`no notification on the hidden page: ${JSON.stringify({ notes, after })}`);
        log(`the hidden page notified: ${after[0]}`);
        notified = true;
      }
    }
  }
  const [sd, sp] = [await D.status(), await P.status()];
  if (sd.ply !== sp.ply || sd.outcome !== sp.outcome) throw new Error(`the two pages end apart: ${sd.ply} ${sd.outcome} / ${sp.ply} ${sp.outcome}`);
  if (!notified) throw new Error("Pia never left Dan to move");
  log(`the lobby's game over after ${sd.ply} actions: ${sd.outcome}`);
  // The server lists the rated game, ended, on Pia's page, against Dan.
  const pia = await (await fetch(`${base}players/pia`)).json();
  log(`Pia's page: ${JSON.stringify(pia)}`);
  const last = pia.last[0];
  if (pia.last.length !== 1 || last.code !== code || last.opponent !== "Dan" || !last.rated || !last.outcome) {
    throw new Error(`Pia's page: ${JSON.stringify(pia)}`);
  }
  await phone.screenshot({ path: join(OUT, "online-lobby-phone.png") });
  await ratedPuzzle(P, tap, phone);
  await arenaOnThePhone(base, P, tap, phone);
  await phoneContext.close();
}

/// An arena on the phone (docs/online.md, "Tournaments"): a bot joins the server's running
/// arena; Pia opens Play online's Arenas tab, sees the arena with its time left, taps Join and
/// sees herself in its standings; the server pairs her with the bot and the table shows the
/// arena's standings beside it, every widget inside the phone's window.
async function arenaOnThePhone(base, P, tap, phone) {
  const bot = spawn(
    bin("tabletrio-bot"),
    ["--server", `ws://${addr}/ws`, "--level", "beginner", "--name", "Arena bot", "--key-file", join(scratch, "bot.key"), "--games", "kamon", "--most-games", "1", "--arenas"],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  try {
    await phone.goto(`${base}?render=continuous&quality=low`);
    let p = await P.waitFor("the phone's title", (s) => s.screen === "title" && s.buttons.some((b) => b.name === "Play online"));
    await tap(P.button(p, "Play online"));
    p = await P.waitFor("the Arenas tab", (s) => s.screen === "online" && s.buttons.some((b) => b.role === "tab" && b.name === "Arenas"));
    await tap(P.button(p, "Arenas"));
    const listed = (s) => s.buttons.find((b) => b.role === "row" && b.name.startsWith("Kamon 3+2 arena · ") && b.name.includes(" left · "));
    p = await P.waitFor("the running arena, and Join", (s) => s.buttons.some((b) => b.role === "row" && b.name.startsWith("Kamon 3+2 arena · ") && b.name.includes(" left · ")) && s.buttons.some((b) => b.name === "Join"));
    log(`the phone lists ${listed(p).name}`);
    const clipped = p.buttons.filter((b) => b.overflows || b.x - b.w / 2 < -0.5 || b.x + b.w / 2 > p.window[0] + 0.5);
    if (clipped.length) throw new Error(`the phone's Arenas tab clips ${JSON.stringify(clipped)}`);
    await phone.screenshot({ path: join(OUT, "online-arenas-phone.png") });
    await tap(P.button(p, "Join"));
    p = await P.waitFor("Pia in the arena's standings", (s) => s.arena?.joined && s.arena.standings.some((l) => / Pia \d+ \d+$/.test(l)));
    log(`Pia joined ${p.arena.id}: ${p.arena.standings.join(", ")}`);
    p = await P.waitFor("Pia paired in the arena", (s) => s.screen === "gameplay" && s.online_code && s.arena?.playing && s.arena.standings.some((l) => l.includes(" Arena bot ")));
    await P.waitFrames(10);
    p = await P.settled("the arena's table");
    const outside = p.buttons.filter((b) => b.x - b.w / 2 < -0.5 || b.x + b.w / 2 > p.window[0] + 0.5 || b.y + b.h / 2 > p.window[1] + 0.5);
    if (outside.length) throw new Error(`the arena's table puts buttons outside the phone: ${JSON.stringify(outside)}`);
    await phone.screenshot({ path: join(OUT, "online-arena-table-phone.png") });
    const standings = await (await fetch(`${base}tournaments/${p.arena.id}`)).json();
    const names = standings.top.map((r) => r.name);
    if (!names.includes("Pia") || !names.includes("Arena bot")) throw new Error(`GET /tournaments/${p.arena.id}: ${JSON.stringify(standings)}`);
    log(`paired with the bot in ${p.online_code}; the table shows ${p.arena.standings.join(", ")}`);
  } finally {
    bot.kill();
  }
}

/// A rated puzzle on the phone (docs/puzzles.md): Pia, named, opens Play online's Puzzles tab,
/// taps Kamon under Rated puzzles and solves the server's puzzle by taps, the computer answering
/// between them; the server judges each action and her puzzle rating goes up.
async function ratedPuzzle(P, tap, phone) {
  const shipped = readFileSync(join(ROOT, "crates/engine/puzzles/kamon.txt"), "utf8")
    .split(/\n(?=puzzle )/)
    .filter((block) => block.startsWith("puzzle "))
    .map((block) => {
      const field = (key) => (block.match(new RegExp(`^${key} (.*)$`, "m")) || [])[1] || "";
      return { id: field("puzzle"), moves: field("moves").split(" "), solution: field("solution").split(" ") };
    });
  await phone.goto(`${phone.url().split("?")[0]}?render=continuous&quality=low`);
  let p = await P.waitFor("the phone's title again", (s) => s.screen === "title" && s.buttons.some((b) => b.name === "Play online"));
  await tap(P.button(p, "Play online"));
  p = await P.waitFor("Play online's Puzzles tab", (s) => s.screen === "online" && s.buttons.some((b) => b.role === "tab" && b.name === "Puzzles"));
  await tap(p.buttons.find((b) => b.role === "tab" && b.name === "Puzzles"));
  p = await P.waitFor("each game's two puzzle buttons", (s) => s.buttons.filter((b) => b.name === "Kamon").length === 2);
  const clipped = p.buttons.filter((b) => b.overflows || b.x < 0 || b.x > p.window[0] || b.y < 0 || b.y > p.window[1]);
  if (clipped.length) throw new Error(`the phone's Puzzles tab clips ${JSON.stringify(clipped)}`);
  await phone.screenshot({ path: join(OUT, "online-puzzles-phone.png") });
  // Rated puzzles come first, above the puzzles of the day.
  await tap(p.buttons.filter((b) => b.name === "Kamon").sort((a, b) => a.y - b.y)[0]);
  p = await P.waitFor("the served puzzle on the table", (s) => s.screen === "gameplay" && s.served_puzzle);
  const served = p.served_puzzle;
  const puzzle = shipped.find((q) => q.id === served.id);
  if (!served.rated || served.daily || !puzzle) throw new Error(`the phone was served ${JSON.stringify(served)}`);
  for (let k = 0; k < puzzle.solution.length; k += 2) {
    const ply = puzzle.moves.length + k;
    p = await P.waitFor(
      `${puzzle.id} at ply ${ply}`,
      (s, ply) => s.screen === "gameplay" && s.ply === ply && !s.thinking && s.phase.startsWith("Picking") && s.targets.length > 0,
      ply,
    );
    const target = p.targets.find((t) => t.name === puzzle.solution[k]);
    if (!target) throw new Error(`${puzzle.id}: ${puzzle.solution[k]} is not among ${p.targets.map((t) => t.name).join(", ")}`);
    await tap(target);
  }
  p = await P.waitFor("the server's rating of the try", (s) => s.served_puzzle?.verdict === "solved" && s.served_puzzle.change !== null);
  if (!(p.over && p.served_puzzle.change > 0)) throw new Error(`solved, yet ${JSON.stringify(p.served_puzzle)}`);
  await phone.screenshot({ path: join(OUT, "online-puzzle-solved-phone.png") });
  log(`Pia solved rated ${puzzle.id} by ${Math.ceil(puzzle.solution.length / 2)} taps: puzzle rating ${p.served_puzzle.rating} (${p.served_puzzle.change > 0 ? "+" : ""}${p.served_puzzle.change})`);
}

// A browser, not a persistent context: the language goes to each context below.
const { locale: _, ...browserOptions } = chromiumOptions();
const browser = await chromium.launch(browserOptions);
const context = await browser.newContext({ viewport: { width: 1024, height: 640 }, locale: "en-US" });
let page = await context.newPage();
const pageErrors = errorWatch(log);
pageErrors.watch(page);
const { waitFor, waitFrames, clickAt, button } = driver(() => page, TIMEOUT);
// A screenshot that must show a drawn page, with its figures in the log.
const shot = async (name) => {
  const stats = pictureStats(decodePng(await page.screenshot({ path: join(OUT, `${name}.png`) })));
  log(`${name}.png: ${stats.colours} colours, brightness spread ${stats.spread.toFixed(1)}`);
  expectPicture(name, stats);
};
let exitCode = 0;
let second = null;
try {
  const base = `http://${addr}/`;
  // What the module costs on the wire through the server: its brotli copy, not the file.
  const moduleSent = new Promise((resolve) => {
    page.on("requestfinished", async (request) => {
      if (request.url().endsWith("/tabletrio_bg.wasm")) resolve({ sizes: await request.sizes(), encoding: (await request.response())?.headers()["content-encoding"] });
    });
  });
  await page.goto(`${base}?render=continuous&quality=low`);
  let s = await waitFor("the title", (s) => s.screen === "title" && s.buttons.some((b) => b.name === "Play online"));
  const built = JSON.parse(readFileSync(join(ROOT, "web/dist/build.json"), "utf8"));
  const sent = await moduleSent;
  log(`the module came as ${sent.encoding}: ${sent.sizes.responseBodySize} bytes (brotli ${built.brotli_bytes}, the file ${built.wasm_bytes})`);
  if (sent.encoding !== "br" || sent.sizes.responseBodySize > built.brotli_bytes) {
    throw new Error(`the module was sent as ${sent.encoding} in ${sent.sizes.responseBodySize} bytes; its brotli copy is ${built.brotli_bytes}`);
  }
  await waitFrames(5);
  await clickAt(button(s, "Play online"));
  // The screen opens on the lobby; a game for a friend is the other tab.
  s = await waitFor("the online screen", (s) => s.screen === "online" && s.buttons.some((b) => b.name === "With a friend"));
  await clickAt(button(s, "With a friend"));
  s = await waitFor("the friend's tab", (s) => s.buttons.some((b) => b.name === "Create a game"));
  const choice = (s, name) => s.buttons.find((b) => b.role === "choice" && b.name === name);
  const chosen = (s, name) => s.buttons.some((b) => b.role === "choice" && b.name === name && b.chosen);
  await clickAt(choice(s, "Kamon"));
  s = await waitFor("Kamon chosen", chosen, "Kamon");
  // The creator plays first.
  await clickAt(choice(s, "Black"));
  s = await waitFor("Black chosen", chosen, "Black");
  await clickAt(button(s, "Create a game"));
  s = await waitFor("the table with a code", (s) => s.screen === "gameplay" && s.online_code);
  const code = s.online_code;
  log(`created ${code}; the page plays ${s.online_side}`);
  await shot("online-waiting");
  second = bot(code);
  let reloaded = false;
  for (;;) {
    s = await waitFor(
      "the page's turn or the end",
      (s, side) => s.over || (s.to_move === side && s.phase === "Picking(0)" && s.targets.length > 0),
      s.online_side,
    );
    if (s.over) break;
    if (!reloaded && s.ply >= 6) {
      // A reload comes back to the same game through the page's own link.
      reloaded = true;
      const ply = s.ply;
      await page.goto(`${base}?join=${code}&render=continuous&quality=low`);
      s = await waitFor("the same game after a reload", (s, ply) => s.screen === "gameplay" && s.online_code && s.ply === ply, ply);
      log(`reloaded at ply ${ply}: back at the table`);
      continue;
    }
    // The report is read again after the wait: the table may have moved on in between.
    if (!(s.to_move === s.online_side && s.phase === "Picking(0)" && s.targets.length > 0)) continue;
    const target = s.targets[Math.floor(Math.random() * s.targets.length)];
    await clickAt(target);
    await waitFor("the move played", (s, ply) => s.ply > ply, s.ply);
  }
  await waitFrames(10);
  await shot("online-over");
  const record = await (await fetch(`${base}games/${code}/record`)).text();
  const stored = record.split("\n").filter((l) => l.trim() && !l.startsWith("#") && !l.startsWith("setup"));
  log(`game over after ${s.ply} actions: ${s.outcome}`);
  if (!reloaded) throw new Error("the game ended before the reload was tried");
  if (stored.length !== s.ply) throw new Error(`the server stored ${stored.length} actions, the page shows ${s.ply}`);
  if (second.me.actions.join(" ") !== stored.join(" ")) throw new Error("the second client's game differs from the server's");
  if (s.last !== stored[stored.length - 1]) throw new Error(`the page's last action ${s.last} is not the server's ${stored.at(-1)}`);
  if (second.me.errors.length) throw new Error(`the second client was refused: ${second.me.errors.join("; ")}`);
  await lobby(base);
  pageErrors.check();
  log("passed");
} catch (error) {
  exitCode = 1;
  console.error("[e2e-online] FAILED:", error.message);
  console.error(error.stack);
  try {
    await page.screenshot({ path: join(OUT, "online-failure.png") });
  } catch {}
} finally {
  second?.close();
  await browser.close();
  stop();
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(exitCode);
