// Where the page's own work goes: opens a build in Debian's chromium, starts a Kamon game on Low
// with every frame drawn (as web/e2e.mjs measures it), records a CPU profile of the page over
// `--frames` frames through the DevTools protocol and prints the functions that took the most
// time, by their own time and with what they call; `--cpuprofile FILE` keeps the whole profile
// (DevTools opens it). Needs a build whose wasm keeps its function names: web/profile.sh makes
// one (web/dist-profile, no wasm-opt). A tool for a person working on speed, not a test:
// node web/profile.mjs [DIR] [--frames N] [--json FILE] [--cpuprofile FILE]
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { kamonOnLow } from "./kamon-low.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const [, value] = args.splice(at, 2);
  return value;
};
const frames = Number(option("--frames", "120"));
const jsonOut = option("--json", null);
const rawOut = option("--cpuprofile", null);
const dir = resolve(args[0] ?? new URL("./dist-profile/", import.meta.url).pathname);
const log = (...a) => console.log("[profile]", ...a);

const { context, page, waitFrames, close } = await kamonOnLow(dir);
try {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  const before = await waitFrames(0);
  const after = await waitFrames(frames);
  const { profile } = await cdp.send("Profiler.stop");
  const drawn = after.frame - before.frame;
  log(`${drawn} frames profiled; the page's own work ${after.work_ms.toFixed(2)} ms a frame (split ${JSON.stringify(after.work_split_ms)})`);

  const report = summarise(profile, drawn);
  for (const [title, rows] of [
    ["own time", report.self],
    ["with what they call", report.total],
  ]) {
    log(`top functions by ${title} (ms a frame):`);
    for (const row of rows) console.log(`${row.ms.toFixed(3).padStart(8)}  ${row.name}`);
  }
  if (rawOut) writeFileSync(rawOut, JSON.stringify(profile));
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ frames: drawn, work_ms: after.work_ms, split: after.work_split_ms, ...report }, null, 1));
} finally {
  await close();
}

/// Own and inclusive time per function name, in milliseconds a frame.
function summarise(profile, drawn) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n) => n.callFrame.functionName || `(${n.callFrame.url.split("/").pop() || "anonymous"})`;
  const self = new Map();
  const total = new Map();
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    const leaf = byId.get(id);
    self.set(name(leaf), (self.get(name(leaf)) ?? 0) + dt);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const n = name(byId.get(at));
      if (seen.has(n)) continue;
      seen.add(n);
      total.set(n, (total.get(n) ?? 0) + dt);
    }
  });
  const top = (m, k) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([n, ms]) => ({ name: n, ms: ms / drawn }));
  return { self: top(self, 40), total: top(total, 120) };
}
