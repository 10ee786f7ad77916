#!/usr/bin/env node
// Checks the Node version before loading the bundle, so an old Node gets a
// sentence instead of a syntax error.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  process.stderr.write(`agent-bench needs Node >= 22.18 (found ${process.version}); TypeScript suites load through Node's type stripping.\n`);
  process.exit(3);
}
// Node keeps the compiled bundle (and suite modules) in its compile cache, in the system temp folder,
// keyed by content: ~80 ms less start-up from the second run on. NODE_DISABLE_COMPILE_CACHE=1 turns it off.
const { enableCompileCache } = await import("node:module");
enableCompileCache?.();
const { main } = await import("../dist/cli.js");
process.exitCode = await main(process.argv.slice(2));
