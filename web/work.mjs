// The page's own work a frame on Low in a Kamon game (as web/e2e.mjs measures it), taken in
// several windows of 60 frames in one page, without a profiler: a quick figure for a person
// comparing two builds (`node web/work.mjs [DIR] [--windows N]`), not a test.
import { resolve } from "node:path";
import { kamonOnLow } from "./kamon-low.mjs";

const args = process.argv.slice(2);
const at = args.indexOf("--windows");
const windows = at < 0 ? 5 : Number(args.splice(at, 2)[1]);
const dir = resolve(args[0] ?? new URL("./dist-profile/", import.meta.url).pathname);
const { waitFrames, close } = await kamonOnLow(dir);
try {
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
  await close();
}
