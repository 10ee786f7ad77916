// The files `agent-bench init` writes, as text: pure functions of what was
// found and the flags. Names and paths from the repository are quoted as JSON
// strings (valid in TypeScript and in YAML) wherever they are written.

import path from "node:path";
import { initAgent } from "./agents.ts";
import type { FoundSkill } from "./detect.ts";
import { judgeConfig, workflowSuite } from "./skill-evals.ts";

export interface InitPlan {
  agents: string[];
  skills: FoundSkill[];
  /** Repository-relative, "/"-separated paths. */
  suite: string;
  config: string;
  script: string;
  workflow?: string;
  runs: number;
  baseBranch: string;
}

/** Case ids from skill names: lower-case letters, digits and dashes. */
export function caseIdFor(skill: string): string {
  const slug = skill
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `uses-${slug || "skill"}`;
}

function relativeFromConfig(plan: InitPlan, file: string): string {
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
// with a real task, then add checks (assert.commands, assert.fileWrites, ...; see docs/assertions.md).
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
  const agents = plan.agents.map((type) => initAgent(type)!).filter((a) => a.install !== "");
  const installs = agents.map((a) => `      - name: Install the ${a.type} CLI (pinned)\n        run: ${a.install}\n`).join("");
  const secrets = [...new Set(agents.flatMap((a) => (a.secret ? [a.secret] : [])))];
  const env = secrets.length > 0 ? `        env:\n${secrets.map((s) => `          ${s}: \${{ secrets.${s} }}\n`).join("")}` : "";
  return `# Written by \`agent-bench init\`. Pushes to ${plan.baseBranch} store the baseline; pull requests compare
# with it, comment once (updated in place) and report a check you can make required.${
    secrets.length > 0
      ? `
# Add the repository secret${secrets.length > 1 ? "s" : ""} ${secrets.join(", ")} (Settings > Secrets and variables > Actions).
# Pull requests from forks get no secrets, so the agent cannot run on them (see docs/action.md).`
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
    runs-on: ubuntu-latest
    timeout-minutes: 60
    steps:
      - uses: actions/checkout@v5
      - uses: actions/setup-node@v5
        with:
          node-version: 24
${installs}      - uses: agent-bench/agent-bench@v1
        with:
          suite: ${JSON.stringify(workflowSuite(plan))}
          config: ${JSON.stringify(plan.config)}
          runs: ${plan.runs}
${env}`;
}
