// Starts the real server (`tabletrio-server`, as `cargo test --workspace --all-targets` built it)
// on 127.0.0.1:0 with a temporary database; shared by the browser tests and scripts that go
// through it. Resolves to { addr, server, bin, stop }.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";

const ROOT = new URL("../", import.meta.url).pathname;
const TARGET = process.env.CARGO_TARGET_DIR ?? join(homedir(), ".cache/tabletrio-target");

/// The path of one of the workspace's programs in the debug build, built if missing.
export function bin(name) {
  const path = join(TARGET, "debug", name);
  if (!existsSync(path)) {
    const built = spawnSync("cargo", ["build", "-p", "tabletrio-server", "-p", "tabletrio-engine", "-p", "tabletrio-bot", "--bins"], { cwd: ROOT, stdio: "inherit" });
    if (built.status !== 0) throw new Error("could not build the server and the engine's tool");
  }
  return path;
}

/// The server with `--web web`, its database in a fresh temporary folder.
export async function startServer(web = join(ROOT, "web/dist"), flags = []) {
  const dir = mkdtempSync(join(tmpdir(), "tabletrio-server-"));
  const server = spawn(bin("tabletrio-server"), ["--bind", "127.0.0.1:0", "--db", join(dir, "games.sqlite"), "--web", web, ...flags], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const addr = await new Promise((resolve, reject) => {
    let text = "";
    server.stdout.on("data", (chunk) => {
      text += chunk;
      const found = text.match(/listening on (\S+)/);
      if (found) resolve(found[1]);
    });
    server.on("exit", (code) => reject(new Error(`the server stopped (${code}) before listening`)));
    setTimeout(() => reject(new Error("the server did not start")), 30_000);
  });
  const stop = () => {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  return { addr, server, stop };
}
