// Item 5: action start-up. `node dist/index.js` as the Actions runner starts it
// (INPUT_* and GITHUB_* variables, a push event, no token, every GitHub URL
// pointing at a closed local port so nothing leaves the machine), running a
// one-case suite whose agent records the moment it starts. Start-up = that
// moment − the moment node was spawned. Also dist/'s size.

import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "../lib/agent-bench.mjs";
import { measure, median } from "../lib/measure.mjs";
import { below, row } from "../lib/table.mjs";

const ITEM = "5 start-up";
// Port 9 (discard) on 127.0.0.1: refused at once, never the internet.
const NOWHERE = "http://127.0.0.1:9";

export async function startup({ quick }) {
  const reps = quick ? 3 : 7;
  const samples = [];
  const totals = [];
  for (let i = 0; i < reps; i++) {
    const r = await once();
    samples.push(r.startupMs);
    totals.push(r.wallMs);
  }
  const startupMs = median(samples);
  const distBytes = folderSize(path.join(ROOT, "dist"));
  const indexBytes = statSync(path.join(ROOT, "dist/index.js")).size;
  return {
    rows: [
      row(ITEM, "node dist/index.js → first agent process spawned", startupMs, "ms", below(500, "ms", startupMs)),
      row(ITEM, "node dist/index.js, whole one-execution run (no GitHub)", median(totals), "ms"),
      row(ITEM, "dist/ size", distBytes / 1024 ** 2, "MB"),
      row(ITEM, "dist/index.js size", indexBytes / 1024 ** 2, "MB"),
    ],
    details: { repetitions: reps, startupMs: samples, wallMs: totals, distBytes, indexBytes },
  };
}

async function once() {
  const root = mkdtempSync(path.join(os.tmpdir(), "agent-bench-bench-action-"));
  try {
    const workspace = path.join(root, "workspace");
    const temp = path.join(root, "runner-temp");
    mkdirSync(path.join(workspace, "evals"), { recursive: true });
    mkdirSync(temp);
    const stamp = path.join(root, "agent-started");
    const agent = path.join(root, "agent.sh");
    // The first thing the agent does: note the wall clock (ns) of its start.
    writeFileSync(agent, `#!/bin/sh\ndate +%s%N > '${stamp}'\necho done\n`);
    chmodSync(agent, 0o755);
    writeFileSync(path.join(workspace, "evals/suite.jsonl"), `${JSON.stringify({ id: "one", input: "say done", assert: { type: "contains", value: "done" } })}\n`);
    writeFileSync(path.join(workspace, "evals/agent-bench.config.json"), JSON.stringify({ runners: { agent: { type: "command", command: [agent], promptVia: "env" } } }));
    const files = Object.fromEntries(["output", "summary", "state", "env", "path"].map((n) => [n, path.join(root, `${n}.txt`)]));
    for (const f of Object.values(files)) writeFileSync(f, "");
    writeFileSync(path.join(root, "event.json"), JSON.stringify({ ref: "refs/heads/main", after: "0".repeat(40), repository: { default_branch: "main" } }));
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME ?? root,
      CI: "true",
      GITHUB_ACTIONS: "true",
      RUNNER_OS: "Linux",
      RUNNER_TEMP: temp,
      GITHUB_WORKSPACE: workspace,
      GITHUB_REPOSITORY: "bench/bench",
      GITHUB_EVENT_NAME: "push",
      GITHUB_EVENT_PATH: path.join(root, "event.json"),
      GITHUB_REF: "refs/heads/main",
      GITHUB_SHA: "0".repeat(40),
      GITHUB_RUN_ID: "1",
      GITHUB_RUN_ATTEMPT: "1",
      GITHUB_SERVER_URL: NOWHERE,
      GITHUB_API_URL: NOWHERE,
      GITHUB_GRAPHQL_URL: NOWHERE,
      ACTIONS_RESULTS_URL: NOWHERE,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      GITHUB_STATE: files.state,
      GITHUB_ENV: files.env,
      GITHUB_PATH: files.path,
      INPUT_SUITE: "evals/suite.jsonl",
      INPUT_RUNS: "1",
      INPUT_COMMENT: "off",
    };
    const r = await measure(process.execPath, [path.join(ROOT, "dist/index.js")], { cwd: workspace, env, noRss: true });
    let agentStartedNs;
    try {
      agentStartedNs = BigInt(readFileSync(stamp, "utf8").trim());
    } catch {
      throw new Error(`the action never started the agent (exit ${r.status}):\n${(r.stdout + r.stderr).slice(-3000)}`);
    }
    const agentStartedMs = Number(agentStartedNs / 1000n) / 1000;
    return { startupMs: agentStartedMs - r.startedAt, wallMs: r.wallMs };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

function folderSize(dir) {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) total += statSync(path.join(e.parentPath, e.name)).size;
  }
  return total;
}
