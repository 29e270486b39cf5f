// Adds up a wasm module's items by the crate that made them, from twiggy's item list
// (`twiggy top -f csv MODULE`, on a module that keeps its name section):
//   twiggy top -f csv web/dist/tabletrio_bg.wasm | node web/size-by-crate.mjs
// A function is counted for the first crate its demangled name names (`<bevy_ecs::… as …>`
// counts for bevy_ecs); data segments, unnamed code and the module's own tables apart; the
// name section itself is left out (it is not shipped).
import { readFileSync } from "node:fs";

// One CSV row: fields quoted where they hold a comma, a quote doubled inside.
function cells(line) {
  const out = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') field += line[++i];
    else if (c === '"') quoted = !quoted;
    else if (c === "," && !quoted) out.push(field), (field = "");
    else field += c;
  }
  return [...out, field];
}

const lines = readFileSync(0, "utf8").trim().split("\n");
const header = cells(lines.shift());
const [nameAt, sizeAt] = [header.indexOf("Name"), header.indexOf("ShallowSize")];
const totals = new Map();
let all = 0;
for (const line of lines) {
  const row = cells(line);
  const name = row[nameAt] ?? "";
  const size = Number(row[sizeAt]);
  if (!Number.isFinite(size)) continue;
  // The name section (function and local names) is not code: wasm-opt --strip-debug drops it.
  if (/names" subsection|^custom section|producers/.test(name)) continue;
  all += size;
  let group;
  if (/^data segment|^data\[\d+\]$/.test(name)) group = "(data)";
  else if (/^code\[\d+\]$/.test(name)) group = "(code without a name)";
  else {
    // `<bevy_ecs[0123abcd]::… as …>::…` counts for bevy_ecs.
    const crate = name.replace(/^[<&*\s]+|^(dyn |impl |mut |const )+/g, "").replace(/^[<&*\s]+/, "").match(/^([A-Za-z_][A-Za-z0-9_]*)(\[[0-9a-f]+\])?::/);
    group = crate ? crate[1] : `(${name.split(/[\s[(]/)[0] || "other"})`;
  }
  totals.set(group, (totals.get(group) ?? 0) + size);
}
const rows = [...totals].sort((a, b) => b[1] - a[1]);
// `--top N` rows (30 unless told).
const top = Number(process.argv[process.argv.indexOf("--top") + 1]) || 30;
console.log(`| crate | bytes | share |\n| --- | --- | --- |`);
for (const [group, size] of rows.slice(0, top)) console.log(`| ${group} | ${(size / 1e6).toFixed(2)} MB | ${((100 * size) / all).toFixed(1)}% |`);
const rest = rows.slice(top).reduce((sum, [, size]) => sum + size, 0);
console.log(`| ${rows.length - top} more | ${(rest / 1e6).toFixed(2)} MB | ${((100 * rest) / all).toFixed(1)}% |`);
console.log(`| all | ${(all / 1e6).toFixed(2)} MB | |`);
