// What a fake agent costs by itself: spawns it `executions` times, `parallel`
// at a time, with claude's argument shape, drains its stdout and waits for its
// exit. Prints {"wallMs": …} for the spawning alone (this script's own start-up
// excluded), the floor any orchestrator stands on.
// Usage: node bare-spawn.mjs <executions> <parallel> <executable>

import { spawn } from "node:child_process";

const [executions, parallel] = process.argv.slice(2, 4).map(Number);
const executable = process.argv[4];

function once(i) {
  return new Promise((resolve, reject) => {
    const args = ["-p", "--output-format", "stream-json", "--verbose", "--dangerously-skip-permissions", "--model", "claude-opus-4-8", `Run echo hi (${i})`];
    const child = spawn(executable, args, { stdio: ["ignore", "pipe", "pipe"] });
    let bytes = 0;
    child.stdout.on("data", (d) => (bytes += d.length));
    child.stderr.resume();
    child.once("error", reject);
    child.once("close", (code) => (code === 0 && bytes > 0 ? resolve() : reject(new Error(`fake agent exited ${code} after ${bytes} bytes`))));
  });
}

const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: parallel }, async () => {
    while (next < executions) await once(next++);
  }),
);
process.stdout.write(`${JSON.stringify({ wallMs: performance.now() - started })}\n`);
