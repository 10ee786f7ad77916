// Item 5: action start-up. `node dist/index.js` as the Actions runner starts it,
// running a one-case suite whose agent records the moment it starts; start-up =
// that moment − the moment the action's node process began (its
// performance.timeOrigin, written by a preloaded bench/lib/record-origin.mjs).
// Two ways:
// - on a pull request against the local fake GitHub of the tests (127.0.0.1,
//   __tests__/helpers/github): a token, so the action builds its GitHub client
//   and opens the check run before the agents start, as in CI;
// - with no token and every GitHub URL on a closed local port: start-up alone.
// Also dist/'s size. With --against, another build is measured in the same
// repetitions, alternating with this one (before/after numbers under the same load).

import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { againstBuild, distDir, ROOT } from "../lib/agent-bench.mjs";
import { pathToFileURL } from "node:url";
import { measure, median } from "../lib/measure.mjs";
import { pairedRow } from "../lib/paired.mjs";
import { below, row } from "../lib/table.mjs";

const ITEM = "5 start-up";
// Port 9 (discard) on 127.0.0.1: refused at once, never the internet.
const NOWHERE = "http://127.0.0.1:9";

export async function startup({ quick }) {
  const reps = quick ? 3 : 7;
  const other = againstBuild();
  const builds = other ? [distDir(), other.dist] : [distDir()];
  const measured = builds.map(() => ({ startupMs: [], wallMs: [], startupWithGitHubMs: [] }));
  for (let i = 0; i < reps; i++) {
    // Alternating, and rotating which build goes first.
    for (let k = 0; k < builds.length; k++) {
      const b = (k + i) % builds.length;
      const r = await once(builds[b]);
      measured[b].startupMs.push(r.startupMs);
      measured[b].wallMs.push(r.wallMs);
      measured[b].startupWithGitHubMs.push(await onPullRequest(builds[b]));
    }
  }
  const [mine, theirs] = measured;
  const startupMs = median(mine.startupWithGitHubMs);
  const distBytes = folderSize(distDir());
  const indexBytes = statSync(path.join(distDir(), "index.js")).size;
  const againstRows = theirs
    ? [
        row(ITEM, `${other.label}: first agent spawned (pull request), same run`, median(theirs.startupWithGitHubMs), "ms"),
        row(ITEM, `${other.label}: first agent spawned (no token), same run`, median(theirs.startupMs), "ms"),
        row(ITEM, `${other.label}: whole one-execution run, same run`, median(theirs.wallMs), "ms"),
        pairedRow(ITEM, "first agent spawned (pull request)", other.label, mine.startupWithGitHubMs, theirs.startupWithGitHubMs),
        pairedRow(ITEM, "first agent spawned (no token)", other.label, mine.startupMs, theirs.startupMs),
        pairedRow(ITEM, "whole one-execution run", other.label, mine.wallMs, theirs.wallMs),
      ]
    : [];
  return {
    rows: [
      row(ITEM, "node dist/index.js → first agent spawned (pull request, local fake GitHub)", startupMs, "ms", below(500, "ms", startupMs)),
      row(ITEM, "node dist/index.js → first agent spawned (no token, no GitHub)", median(mine.startupMs), "ms"),
      row(ITEM, "node dist/index.js, whole one-execution run (no GitHub)", median(mine.wallMs), "ms"),
      row(ITEM, "dist/ size", distBytes / 1024 ** 2, "MB"),
      row(ITEM, "dist/index.js size", indexBytes / 1024 ** 2, "MB"),
      ...againstRows,
    ],
    details: { repetitions: reps, ...mine, distBytes, indexBytes, ...(theirs ? { against: other.label, againstMeasured: theirs } : {}) },
  };
}

/** A checkout with evals/suite.jsonl and an agent that writes the wall clock (ns) of its start to `stamp`. */
function checkout(root) {
  const workspace = path.join(root, "workspace");
  mkdirSync(path.join(workspace, "evals"), { recursive: true });
  const stamp = path.join(root, "agent-started");
  const agent = path.join(root, "agent.sh");
  writeFileSync(agent, `#!/bin/sh\ndate +%s%N > '${stamp}'\necho done\n`);
  chmodSync(agent, 0o755);
  writeFileSync(
    path.join(workspace, "evals/suite.jsonl"),
    `${JSON.stringify({ id: "one", input: "say done", assert: { type: "contains", value: "done" } })}\n`,
  );
  writeFileSync(
    path.join(workspace, "evals/agent-bench.config.json"),
    JSON.stringify({ runners: { agent: { type: "command", command: [agent], promptVia: "env" } } }),
  );
  return { workspace, stamp };
}

function agentStartedAt(stamp, output) {
  let ns;
  try {
    ns = BigInt(readFileSync(stamp, "utf8").trim());
  } catch {
    throw new Error(`the action never started the agent:\n${output.slice(-3000)}`);
  }
  return Number(ns / 1000n) / 1000;
}

/** The action on a pull request, against the tests' fake GitHub (127.0.0.1 only). */
async function onPullRequest(dist) {
  const [{ startFakeGitHub }, { pullRequestEvent }, { runAction }] = await Promise.all([
    import(path.join(ROOT, "__tests__/helpers/github/server.ts")),
    import(path.join(ROOT, "__tests__/helpers/github/events.ts")),
    import(path.join(ROOT, "__tests__/helpers/github/harness.ts")),
  ]);
  const root = mkdtempSync(path.join(os.tmpdir(), "agent-bench-bench-action-"));
  const github = await startFakeGitHub();
  try {
    const { workspace, stamp } = checkout(root);
    const pr = github.state.addPull({ number: 7 });
    const origin = path.join(root, "origin");
    const r = await runAction({
      github,
      event: pullRequestEvent(github, pr),
      inputs: { suite: "evals/suite.jsonl", runs: 1 },
      entry: path.join(dist, "index.js"),
      workspace,
      timeoutMs: 120_000,
      env: originEnv(origin),
    });
    return agentStartedAt(stamp, r.stdout + r.stderr) - processStart(origin);
  } finally {
    await github.close();
    rmSync(root, { recursive: true, force: true });
  }
}

async function once(dist) {
  const root = mkdtempSync(path.join(os.tmpdir(), "agent-bench-bench-action-"));
  try {
    const { workspace, stamp } = checkout(root);
    const temp = path.join(root, "runner-temp");
    mkdirSync(temp);
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
    const origin = path.join(root, "origin");
    const r = await measure(process.execPath, [path.join(dist, "index.js")], { cwd: workspace, env: { ...env, ...originEnv(origin) }, noRss: true });
    return { startupMs: agentStartedAt(stamp, r.stdout + r.stderr) - processStart(origin), wallMs: r.wallMs };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

function originEnv(file) {
  return { NODE_OPTIONS: `--import=${pathToFileURL(path.join(ROOT, "bench/lib/record-origin.mjs")).href}`, AGENT_BENCH_BENCH_ORIGIN: file };
}

function processStart(file) {
  return Number(readFileSync(file, "utf8"));
}

function folderSize(dir) {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) total += statSync(path.join(e.parentPath, e.name)).size;
  }
  return total;
}
