// Drives one page of the web build through what the game reports in `#tabletrio-status` (see
// src/status.rs): wait for a state, wait frames, click a spot the report names. Shared by the
// browser tests.

/// The helpers for `page` (a page, or a function that returns the page in use); `timeout`
/// bounds every wait (milliseconds).
export function driver(pageOrGetter, timeout) {
  const current = typeof pageOrGetter === "function" ? pageOrGetter : () => pageOrGetter;
  const status = () => current().evaluate(() => JSON.parse(document.getElementById("tabletrio-status").textContent || "null"));
  // Waits until the report satisfies `predicate`, and returns that report: a later read could
  // already say something else (the table refitting after a resize, a reply on its way).
  const waitFor = async (what, predicate, arg) => {
    try {
      const handle = await current().waitForFunction(
        ([source, arg]) => {
          const text = document.getElementById("tabletrio-status").textContent;
          if (!text) return false;
          return new Function("s", "arg", `return (${source})(s, arg);`)(JSON.parse(text), arg) ? text : false;
        },
        [predicate.toString(), arg],
        { polling: 50, timeout },
      );
      return JSON.parse(await handle.jsonValue());
    } catch (error) {
      throw new Error(`waiting for ${what}: ${error.message.split("\n")[0]}; last status ${JSON.stringify(await status())}`);
    }
  };
  const waitFrames = async (n) => {
    const start = (await status()).frame;
    return waitFor(`${n} more frames`, (s, target) => s.frame >= target, start + n);
  };
  const canvasBox = async () => current().locator("#bevy").boundingBox();
  // Where each panel, spot, target and button is, rounded: equal over two reads once the
  // table stands still.
  const layoutKey = (s) =>
    JSON.stringify(
      [s.panels, s.spots, s.targets, s.buttons].map((list) => (list || []).map((a) => [a.name, Math.round(a.x), Math.round(a.y), Math.round(a.w ?? 0), Math.round(a.h ?? 0)])),
    );
  // The status once the table stands still. A panel that comes or goes (the first-game guide
  // at a turn's start, the game-over panel) makes the table refit itself over a few frames; a
  // click or tap aimed from a status read meanwhile lands where the square was. The app says
  // when nothing has asked for a frame for a few frames (`quiet`: no camera easing, no layout
  // settling, no animation); while something else runs (the computer thinking), the layout
  // standing still over two reads is enough.
  const QUIET = 3;
  const settled = async (what) => {
    let before = "";
    let s = await waitFrames(1);
    for (let i = 0; i < 30 && !(s.quiet >= QUIET) && layoutKey(s) !== before; i++) {
      before = layoutKey(s);
      s = await waitFrames(2);
    }
    if (s.quiet >= QUIET) return s;
    if (layoutKey(s) !== before) throw new Error(`${s.game} ${what}: the table never settled`);
    return s;
  };
  // Where a named spot is in `s` (the spot itself if it is not named there).
  const where = (s, spot) => {
    const same = (list) => (list || []).find((t) => t.name === spot.name);
    return (spot.name !== undefined && (same(s.targets) || same(s.buttons))) || spot;
  };
  // Bevy needs the pointer over a mesh or button for a frame before a click counts there. The
  // spot is read again once the table stands still, and once more under the pointer: the
  // camera's last easing may still move it by a pixel. A spot that moved more than 3 px (the
  // table refitting for news that came meanwhile: an opponent's name, a panel) is aimed at again
  // once the table stands still, before anything is pressed; three moves fail the click with
  // both positions.
  const clickAt = async (spot) => {
    const box = await canvasBox();
    const page = current();
    for (let tries = 1; ; tries++) {
      const at = where(await settled(`before a click on ${spot.name}`), spot);
      await page.mouse.move(box.x + at.x, box.y + at.y);
      await waitFrames(2);
      const now = where(await status(), spot);
      if (Math.abs(now.x - at.x) <= 3 && Math.abs(now.y - at.y) <= 3) break;
      if (tries === 3) throw new Error(`${spot.name} moved from (${at.x}, ${at.y}) to (${now.x}, ${now.y}) under the pointer, three times`);
    }
    await page.mouse.down();
    await waitFrames(1);
    await page.mouse.up();
  };
  const button = (s, label) => s.buttons.find((b) => b.name === label);
  return { status, waitFor, waitFrames, settled, canvasBox, clickAt, button };
}

/// The options every browser test starts Debian's Chromium with: the new headless mode, WebGL2
/// on SwiftShader, no background traffic; `extra` adds or overrides (a viewport, touch).
export function chromiumOptions(extra = {}) {
  return {
    executablePath: "/usr/bin/chromium",
    ignoreDefaultArgs: ["--headless"],
    args: [
      "--headless=new",
      "--no-sandbox",
      "--use-angle=swiftshader",
      "--enable-unsafe-swiftshader",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
    ],
    // The tests read English labels: the page follows the browser's language at first start.
    locale: "en-US",
    ...extra,
  };
}

// Console errors and uncaught exceptions a browser test lets pass, each with why it is harmless.
// Any other error in the page fails the test.
export const HARMLESS_ERRORS = [
  {
    text: "Using exceptions for control flow",
    why: "winit's web event loop throws this on purpose to hand control back to the browser; the message says so",
  },
];

/// Collects a page's console errors and uncaught exceptions (`watch` it again for each new
/// page); `check()` throws on any that the allow-list does not name.
export function errorWatch(log, allow = HARMLESS_ERRORS) {
  const errors = [];
  const note = (kind, text) => {
    if (allow.some((a) => text.includes(a.text))) return;
    errors.push(`${kind}: ${text}`);
    log(`${kind}:`, text);
  };
  return {
    errors,
    watch(page) {
      page.on("console", (message) => {
        if (message.type() === "error") note("console error", message.text());
      });
      page.on("pageerror", (error) => note("page error", String(error)));
    },
    check() {
      if (errors.length) throw new Error(`${errors.length} error(s) in the page: ${errors.slice(0, 3).join("; ")}`);
    },
  };
}
