// The files `agent-bench init` writes, as text: pure functions of what was
// found and the flags. Names and paths from the repository are quoted as JSON
// strings (valid in TypeScript and in YAML) wherever they are written.

import path from "node:path";
import { docUrl } from "../doc-link.ts";
import { initAgent } from "./agents.ts";
import type { FoundSkill } from "./detect.ts";
import type { Install } from "./repository.ts";
import { judgeConfig, workflowSuite } from "./skill-evals.ts";

export interface InitPlan {
  /** Runner types of a new config (each runner's id is its type). */
  agents: string[];
  skills: FoundSkill[];
  /** Repository-relative, "/"-separated paths. */
  suite: string;
  config: string;
  script: string;
  workflow?: string;
  /** The config's defaults.runs (local runs). */
  runs: number;
  baseBranch: string;
  /** The runners the config has once init is done (default: one per agent, its id the type). */
  runners?: ReadonlyArray<{ id: string; type: string }>;
  /** The workflow's runs (default "auto": rounds of runs only where the comparison is undecided). */
  ciRuns?: number | "auto";
  /** The project's install from its lockfile, run before the benchmark (suites may import the project's packages). */
  install?: Install;
}

/** The runners CI benchmarks: those whose agent CLI the workflow installs; else every runner but the scripted one; else the scripted one. */
export function ciRunners(runners: ReadonlyArray<{ id: string; type: string }>): string[] {
  const installed = runners.filter((r) => (initAgent(r.type)?.install ?? "") !== "");
  if (installed.length > 0) return installed.map((r) => r.id);
  const real = runners.filter((r) => r.type !== "scripted");
  return (real.length > 0 ? real : runners).map((r) => r.id);
}

/** Case ids from skill names: lower-case letters, digits and dashes. */
export function caseIdFor(skill: string): string {
  const slug = skill
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `uses-${slug || "skill"}`;
}

export function relativeFromConfig(plan: InitPlan, file: string): string {
  const rel = path.posix.relative(path.posix.dirname(plan.config), file);
  return rel.startsWith("../") ? rel : `./${rel}`;
}

export function renderConfig(plan: InitPlan): string {
  const runners = Object.fromEntries(
    plan.agents.map((type) => [type, type === "scripted" ? { type, script: relativeFromConfig(plan, plan.script) } : { type }]),
  );
  const judge = judgeConfig(plan);
  if (judge) return `${JSON.stringify({ runners: { ...runners, [judge.judge]: judge.runner }, judge: judge.judge, defaults: { runs: plan.runs } }, null, 2)}\n`;
  return `${JSON.stringify({ runners, defaults: { runs: plan.runs } }, null, 2)}\n`;
}

export function renderSuite(plan: InitPlan): string {
  const cases =
    plan.skills.length > 0
      ? plan.skills.map(
          (skill) => `  {
    id: ${JSON.stringify(caseIdFor(skill.name))},
    // TODO: a task that needs the skill in ${skill.file}, as a user would ask it.
    prompt: ${JSON.stringify(`TODO: ask for something the ${skill.name} skill is for`)},
    tags: ["skills"],
    assert(report) {
      assert.skills.has(report, ${JSON.stringify(skill.name)});
    },
  },`,
        )
      : [
          `  {
    id: "answers",
    // TODO: a task your agent should handle, as a user would ask it.
    prompt: "TODO: ask the agent for something",
    assert(report) {
      assert.output.notEmpty(report);
    },
  },`,
        ];
  return `// Starter suite written by \`agent-bench init\`: one case per skill found. Replace each prompt
// with a real task (agent-bench will not send a prompt that still starts with TODO to a real
// agent), then add checks (assert.commands, assert.fileWrites, ...):
// ${docUrl("assertions.md")}
import { assert, type Case } from "agent-bench";

export default [
${cases.join("\n")}
] satisfies Case[];
`;
}

/** The scripted (fake) agent's answers: it uses each case's skill, so the starter suite passes offline. */
export function renderScript(plan: InitPlan): string {
  const cases = Object.fromEntries(
    plan.skills.map((skill) => [caseIdFor(skill.name), [{ tool: "skill", name: skill.name }, { text: `Done, following the ${skill.name} skill.` }]]),
  );
  return `${JSON.stringify({ steps: [{ text: "Done." }], cases }, null, 2)}\n`;
}

export function renderWorkflow(plan: InitPlan): string {
  const runners = plan.runners ?? plan.agents.map((type) => ({ id: type, type }));
  const ci = ciRunners(runners);
  const types = [...new Set(runners.filter((r) => ci.includes(r.id)).map((r) => r.type))];
  const agents = types.flatMap((type) => initAgent(type) ?? []).filter((a) => a.install !== "");
  const installs = agents.map((a) => `      - name: Install the ${a.type} CLI (pinned)\n        run: ${a.install}\n`).join("");
  const secrets = [...new Set(agents.flatMap((a) => (a.secret ? [a.secret] : [])))];
  const env = secrets.length > 0 ? `        env:\n${secrets.map((s) => `          ${s}: \${{ secrets.${s} }}\n`).join("")}` : "";
  const only = ci.length < runners.length ? `          runners: ${JSON.stringify(ci.join(","))}\n` : "";
  // Pull requests from forks get no secrets: an agent that needs one cannot run there.
  const forkGuard =
    secrets.length > 0
      ? `    # Pull requests from forks get no secrets, so the agent cannot run on them: the job is skipped
    # (${docUrl("action.md#fork-pull-requests")}).
    if: \${{ !github.event.pull_request.head.repo.fork }}
`
      : "";
  return `# Written by \`agent-bench init\`. Pushes to ${plan.baseBranch} store the baseline; pull requests compare
# with it, comment once (updated in place) and report a check you can make required.${
    secrets.length > 0
      ? `
# Add the repository secret${secrets.length > 1 ? "s" : ""} ${secrets.join(", ")} (Settings > Secrets and variables > Actions).`
      : ""
  }
name: agent-bench

on:
  push:
    branches: [${JSON.stringify(plan.baseBranch)}]
  pull_request:

permissions:
  contents: read
  actions: read          # find and download the base branch's results
  pull-requests: write   # the PR comment
  checks: write          # the check run

concurrency:
  group: agent-bench-\${{ github.event.pull_request.number || github.ref }}
  cancel-in-progress: true

jobs:
  bench:
${forkGuard}    runs-on: ubuntu-latest
    timeout-minutes: 60
    steps:
      - uses: actions/checkout@v5
${installSteps(plan.install)}      - uses: actions/setup-node@v5
        with:
          node-version: 24
${projectInstall(plan.install)}${installs}      - uses: agent-bench/agent-bench@v1
        with:
          suite: ${JSON.stringify(workflowSuite(plan))}
          config: ${JSON.stringify(plan.config)}
${only}          runs: ${plan.ciRuns ?? "auto"}
${env}`;
}

/** Package-manager set-up that must come before setup-node (pnpm, bun). */
function installSteps(install: Install | undefined): string {
  if (install?.manager === "pnpm") return `      - uses: pnpm/action-setup@v4\n${install.pinned ? "" : "        with:\n          version: 10\n"}`;
  if (install?.manager === "bun") return "      - uses: oven-sh/setup-bun@v2\n";
  return "";
}

/** The project's dependencies from its lockfile: a suite may import the project's own packages. */
function projectInstall(install: Install | undefined): string {
  if (!install) return "";
  const command = {
    npm: "npm ci",
    pnpm: "pnpm install --frozen-lockfile",
    "yarn-classic": "yarn install --frozen-lockfile",
    yarn: "corepack enable && yarn install --immutable",
    bun: "bun install --frozen-lockfile",
  }[install.manager];
  return `      - name: Install the project's dependencies (${install.lockfile})\n        run: ${command}\n`;
}
