// Drives one page of the web build through what the game reports in `#tabletrio-status` (see
// src/status.rs): wait for a state, wait frames, click a spot the report names. Shared by the
// browser tests.

/// The helpers for `page` (a page, or a function that returns the page in use); `timeout`
/// bounds every wait (milliseconds).
export function driver(pageOrGetter, timeout) {
  const current = typeof pageOrGetter === "function" ? pageOrGetter : () => pageOrGetter;
  const status = () => current().evaluate(() => JSON.parse(document.getElementById("tabletrio-status").textContent || "null"));
  const waitFor = async (what, predicate, arg) => {
    try {
      await current().waitForFunction(
        ([source, arg]) => {
          const text = document.getElementById("tabletrio-status").textContent;
          if (!text) return false;
          return new Function("s", "arg", `return (${source})(s, arg);`)(JSON.parse(text), arg);
        },
        [predicate.toString(), arg],
        { polling: 50, timeout },
      );
    } catch (error) {
      throw new Error(`waiting for ${what}: ${error.message.split("\n")[0]}; last status ${JSON.stringify(await status())}`);
    }
    return status();
  };
  const waitFrames = async (n) => {
    const start = (await status()).frame;
    return waitFor(`${n} more frames`, (s, target) => s.frame >= target, start + n);
  };
  const canvasBox = async () => current().locator("#bevy").boundingBox();
  // Bevy needs the pointer over a mesh or button for a frame before a click counts there.
  const clickAt = async (spot) => {
    const box = await canvasBox();
    const page = current();
    await page.mouse.move(box.x + spot.x, box.y + spot.y);
    await waitFrames(2);
    await page.mouse.down();
    await waitFrames(1);
    await page.mouse.up();
  };
  const button = (s, label) => s.buttons.find((b) => b.name === label);
  return { status, waitFor, waitFrames, canvasBox, clickAt, button };
}
