// The whole test suite: prepares what the end-to-end tests need (agent CLIs,
// Chromium), then runs every __tests__/**/*.test.ts with Node's own runner.
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
const files = args.length > 0 ? args : ["__tests__/**/*.test.ts"];
const result = spawnSync(
  process.execPath,
  ["--test", "--test-reporter=spec", "--test-concurrency=2", "--test-timeout=600000", ...files],
  { stdio: "inherit" },
);
process.exit(result.status ?? 1);
