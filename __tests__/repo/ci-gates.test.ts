// .ci/run stays the single source of CI truth: .github/workflows/ci.yml runs the same steps of
// .ci/steps.sh in the same order, on the same Node, with caches keyed on what they hold; the other
// workflows are set up as the project needs (drift canary, release, code scanning, dependencies).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { parse } from "yaml";
import { ROOT } from "../helpers/cli.ts";

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  id?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string>;
}
interface Job {
  permissions?: Record<string, string>;
  container?: { image: string; options?: string };
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const workflow = (name: string) => parse(read(`.github/workflows/${name}`)) as Workflow;
const CI = workflow("ci.yml");
const GATES = CI.jobs.gates;

const ciRunSteps = (): string[] => {
  const m = /^for step in ([a-z -]+); do$/m.exec(read(".ci/run"));
  assert.ok(m, ".ci/run loops over its steps");
  return m[1].trim().split(/\s+/);
};

describe("CI on GitHub is .ci/run", () => {
  it("ci.yml runs every step of .ci/run, in its order, each as its own step", () => {
    const called = GATES.steps.flatMap((s) => (s.run ? [...s.run.matchAll(/bash \.ci\/steps\.sh ([a-z-]+)/g)].map((m) => m[1]) : []));
    assert.deepEqual(called, ciRunSteps());
    assert.deepEqual(ciRunSteps(), ["system-deps", "install", "dist", "lint", "format", "knip", "test"]);
  });

  it("every step exists in .ci/steps.sh, and an unknown one is refused with the list", () => {
    const steps = read(".ci/steps.sh");
    for (const step of ciRunSteps()) assert.match(steps, new RegExp(`^  ${step}\\)$`, "m"), step);
    const r = spawnSync("bash", [path.join(ROOT, ".ci/steps.sh"), "lnit"], { encoding: "utf8" });
    assert.equal(r.status, 2);
    assert.match(r.stderr, /usage: bash \.ci\/steps\.sh system-deps\|install\|dist\|lint\|format\|knip\|test \(got "lnit"\)/);
  });

  it("runs on push to main and on pull requests, as root in Debian 12 like .ci/run (unshare -n needs it)", () => {
    assert.deepEqual((CI.on.push as { branches: string[] }).branches, ["main"]);
    assert.ok("pull_request" in CI.on);
    assert.equal(GATES.container?.image, "debian:12");
    assert.match(GATES.container?.options ?? "", /--privileged/);
  });

  it("every workflow's Node is scripts/with-node24.sh's Node 24", () => {
    const pinned = /^NODE24_VERSION=(\S+)$/m.exec(read("scripts/with-node24.sh"))![1];
    const setups = readdirSync(path.join(ROOT, ".github/workflows")).flatMap((f) =>
      Object.values(workflow(f).jobs).flatMap((job) =>
        job.steps.filter((s) => s.uses?.startsWith("actions/setup-node@")).map((s) => [f, String(s.with?.["node-version"])]),
      ),
    );
    assert.ok(setups.length >= 4);
    for (const [file, version] of setups) assert.equal(version, pinned, file);
  });

  it("caches the npm cache on the lockfile and ~/.cache/agent-bench on the CLI and Node pins", () => {
    const node = GATES.steps.find((s) => s.uses?.startsWith("actions/setup-node@"))!;
    assert.equal(node.with?.cache, "npm");
    const cache = GATES.steps.find((s) => s.uses?.startsWith("actions/cache@"))!;
    assert.equal(cache.with?.path, "~/.cache/agent-bench");
    assert.match(String(cache.with?.key), /hashFiles\('scripts\/install-clis\.mjs', 'scripts\/install-node\.mjs'/);
    const steps = GATES.steps.map((s) => s.uses ?? s.run ?? "");
    assert.ok(steps.indexOf(cache.uses!) < steps.indexOf("bash .ci/steps.sh install"), "restored before anything installs");
  });

  it("the tests see a developer's environment inside a GitHub job: scripts/test.mjs drops the runner's variables", () => {
    const r = spawnSync(process.execPath, ["scripts/test.mjs", "__tests__/fixtures/repo/env-probe.ts"], {
      cwd: ROOT,
      encoding: "utf8",
      env: {
        ...process.env,
        AGENT_BENCH_SKIP_SETUP: "1",
        GITHUB_ACTIONS: "true",
        GITHUB_STEP_SUMMARY: "/nonexistent",
        ACTIONS_RUNTIME_TOKEN: "x",
        RUNNER_TEMP: "/tmp",
      },
    });
    assert.equal(r.status, 0, r.stdout + r.stderr);
  });
});

describe("the other workflows", () => {
  it("drift.yml: weekly and by hand, exactly npm run test:drift with AGENT_BENCH_CLI_CHANNEL=latest, a summary when it fails", () => {
    const drift = workflow("drift.yml");
    const [cron] = (drift.on.schedule as Array<{ cron: string }>).map((s) => s.cron);
    const [, , dayOfMonth, month, dayOfWeek] = cron.split(" ");
    assert.deepEqual([dayOfMonth, month], ["*", "*"]);
    assert.match(dayOfWeek, /^[0-6]$/, "once a week");
    assert.ok("workflow_dispatch" in drift.on);
    const job = drift.jobs.drift;
    const test = job.steps.find((s) => s.run?.includes("npm run test:drift"))!;
    assert.deepEqual(test.env, { AGENT_BENCH_CLI_CHANNEL: "latest" });
    assert.match(test.run!, /^set -o pipefail\nnpm run test:drift 2>&1 \| tee "\$RUNNER_TEMP\/drift\.log"\n$/);
    const summary = job.steps.find((s) => s.run?.includes("drift-summary"))!;
    assert.equal(summary.if, `failure() && steps.${test.id}.outcome == 'failure'`);
    assert.match(summary.run!, />> "\$GITHUB_STEP_SUMMARY"$/);
  });

  it("release.yml: on vX.Y.Z tags; writes only in its job (contents for the release and tags, id-token for provenance)", () => {
    const release = workflow("release.yml");
    assert.deepEqual((release.on.push as { tags: string[] }).tags, ["v*.*.*"]);
    assert.deepEqual(release.permissions, {});
    assert.deepEqual(release.jobs.release.permissions, { contents: "write", "id-token": "write" });
    assert.match(read("scripts/release.ts"), /"publish", p\.tarball, "--provenance"/);
  });

  it("codeql.yml scans the TypeScript and the workflows; only its job may upload results", () => {
    const codeql = workflow("codeql.yml") as Workflow & { jobs: { analyze: Job & { strategy: { matrix: { language: string[] } } } } };
    assert.deepEqual(codeql.jobs.analyze.strategy.matrix.language.sort(), ["actions", "javascript-typescript"]);
    assert.equal(codeql.jobs.analyze.permissions?.["security-events"], "write");
  });

  it("dependabot.yml: npm and github-actions, weekly, grouped", () => {
    const config = parse(read(".github/dependabot.yml")) as {
      version: number;
      updates: Array<{ "package-ecosystem": string; schedule: { interval: string }; groups?: object }>;
    };
    assert.equal(config.version, 2);
    assert.deepEqual(config.updates.map((u) => u["package-ecosystem"]).sort(), ["github-actions", "npm"]);
    for (const u of config.updates) {
      assert.equal(u.schedule.interval, "weekly");
      assert.ok(u.groups && Object.keys(u.groups).length > 0, `${u["package-ecosystem"]} is grouped`);
    }
  });
});
