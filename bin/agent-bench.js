#!/usr/bin/env node
// Checks the Node version against package.json's engines before loading the
// bundle, so an old Node gets one sentence (exit 2) instead of a stack trace.
// Plain JavaScript that any Node parses; src/node-version.ts is the same rule.
import { createRequire } from "node:module";

const minimum = createRequire(import.meta.url)("../package.json").engines.node.replace(/^>=\s*/, "");
const have = process.versions.node.split(".").map(Number);
const need = minimum.split(".").map(Number);
const older = have[0] !== need[0] ? have[0] < need[0] : have[1] !== need[1] ? have[1] < need[1] : have[2] < need[2];
if (older) {
  process.stderr.write(`agent-bench needs Node ${minimum} or newer; this is Node ${process.versions.node}\n`);
  process.exit(2);
}
// Node keeps the compiled bundle (and suite modules) in its compile cache, in the system temp folder,
// keyed by content: ~80 ms less start-up from the second run on. NODE_DISABLE_COMPILE_CACHE=1 turns it off.
const { enableCompileCache } = await import("node:module");
enableCompileCache?.();
const { main } = await import("../dist/cli.js");
process.exitCode = await main(process.argv.slice(2));
