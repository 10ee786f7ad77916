// The whole test suite. First prepares what the end-to-end tests need (the
// pinned agent CLIs in the cache folder, Chromium); a missing piece makes
// those tests fail with the reason, never skip. Then runs every
// __tests__/**/*.test.ts with Node's own test runner.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const args = process.argv.slice(2);
const files = args.length > 0 ? args : ["__tests__/**/*.test.ts"];

function step(label, command, commandArgs) {
  process.stderr.write(`test setup: ${label}\n`);
  const r = spawnSync(command, commandArgs, { stdio: "inherit" });
  if (r.status !== 0) process.stderr.write(`test setup: ${label} failed (exit ${r.status}); the tests that need it will fail and say why\n`);
}

// npm install, not npm ci: it installs exactly the locked versions too, and npm ci rejects a lockfile
// that lacks other platforms' optional packages, which registry mirrors may not carry (npm/cli#4828).
if (!existsSync("node_modules/.package-lock.json")) step("npm install (no node_modules yet)", "npm", ["install", "--no-audit", "--no-fund"]);
if (!process.env.AGENT_BENCH_SKIP_SETUP) {
  step("Node binaries for the package test (oldest supported, from the npm registry)", process.execPath, ["scripts/install-node.mjs"]);
  step("agent CLIs", process.execPath, ["scripts/install-clis.mjs"]);
  step("Debian packages (chromium, ripgrep)", "sh", ["scripts/install-system-deps.sh"]);
}

// Inside a GitHub Actions job (.github/workflows/ci.yml) the runner's own variables would put every
// agent-bench the tests start into Actions mode (workflow commands, the job summary, the event): the
// tests see a developer's environment instead, and build an Actions one where they need it.
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(GITHUB_|ACTIONS_|RUNNER_)/.test(name)));
const result = spawnSync(process.execPath, ["--test", "--test-reporter=spec", "--test-concurrency=2", "--test-timeout=600000", ...files], {
  stdio: "inherit",
  env: { ...env, CI: process.env.CI ?? "true" },
});
process.exit(result.status ?? 1);
