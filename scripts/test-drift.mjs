// npm run test:drift: the real-CLI end-to-end tests, and a drift report.
// With AGENT_BENCH_CLI_CHANNEL=latest (the scheduled drift workflow sets it)
// the newest release of each agent CLI is installed first
// (scripts/install-clis.mjs) and the tests drive those. Each test writes the
// event types its CLI printed that agent-bench's parser does not understand;
// this script lists them per CLI and version, and fails when there are any:
// the CLI changed its output format and the parser needs to learn it.
//
// usage: AGENT_BENCH_CLI_CHANNEL=latest npm run test:drift

import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TESTS = ["__tests__/e2e/real-clis.test.ts", "__tests__/e2e/real-clis-ii.test.ts"];

// As in scripts/test.mjs: the drift workflow's runner variables would put every agent-bench the tests
// start into Actions mode; the tests see a developer's environment.
const BASE_ENV = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(GITHUB_|ACTIONS_|RUNNER_)/.test(name)));

function run(args, env) {
  return spawnSync(process.execPath, args, { cwd: ROOT, stdio: "inherit", env: { ...BASE_ENV, ...env } }).status ?? 1;
}

/** @param {string} file */
function readDrift(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => /** @type {{ cli: string, version: string, types: Record<string, number> }} */ (JSON.parse(line)));
}

function main() {
  const channel = process.env.AGENT_BENCH_CLI_CHANNEL || "pinned";
  const installed = run([path.join(ROOT, "scripts", "install-clis.mjs")]);
  if (installed !== 0) {
    console.error(`test:drift: the ${channel} agent CLIs could not be installed (see above)`);
    return installed;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "agent-bench-drift-"));
  try {
    const out = path.join(dir, "drift.jsonl");
    const tests = run(["--test", "--test-reporter=spec", "--test-concurrency=1", "--test-timeout=900000", ...TESTS], {
      AGENT_BENCH_DRIFT_OUT: out,
      CI: "true",
    });
    const drift = readDrift(out);
    console.log(`\nagent-bench drift report (${channel} agent CLIs)`);
    for (const { cli, version } of drift) console.log(`  ${cli} ${version}`);
    const changed = drift.filter((d) => Object.keys(d.types).length > 0);
    for (const { cli, version, types } of changed) {
      const list = Object.entries(types)
        .sort((a, b) => b[1] - a[1])
        .map(([type, n]) => `${type} (${n})`);
      console.log(`\n${cli} ${version}: new event types: ${list.join(", ")}`);
    }
    if (drift.length === 0) console.log("  no CLI got as far as printing events (see the test output above)");
    if (changed.length > 0) {
      console.error(
        `\ntest:drift: ${changed.length} agent CLI(s) print events agent-bench does not understand; teach their parsers (src/runners/<cli>/parse.ts) the new types`,
      );
      return 1;
    }
    if (tests !== 0) console.error("\ntest:drift: no new event types, but the end-to-end tests failed (see above)");
    else console.log("\nno new event types");
    return tests;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = main();
