import { existsSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { p as parseFlags, i as intFlag } from './args-DA6UoEEa.js';
import { c as configError } from './suggest-A8yN1XQm.js';
import 'node:util';

// The agent CLIs `agent-bench init` knows: how to recognise that a repository
// uses one, the pinned npm package a workflow installs, and the secret it needs.
// Versions are those the end-to-end tests drive (scripts/install-clis.mjs).
const INIT_AGENTS = [
    { type: "claude-code", markers: ["CLAUDE.md", ".claude"], install: "npm install -g @anthropic-ai/claude-code@2.1.329", secret: "ANTHROPIC_API_KEY" },
    { type: "codex", markers: ["AGENTS.md", ".codex"], install: "npm install -g @openai/codex@0.169.0", secret: "CODEX_API_KEY" },
    { type: "gemini", markers: ["GEMINI.md", ".gemini"], install: "npm install -g @google/gemini-cli@0.61.0", secret: "GEMINI_API_KEY" },
    { type: "opencode", markers: [".opencode", "opencode.json"], install: "npm install -g opencode-ai@1.18.33", secret: "ANTHROPIC_API_KEY" },
    { type: "copilot", markers: [".github/copilot-instructions.md"], install: "npm install -g @github/copilot@1.0.102", secret: "COPILOT_GITHUB_TOKEN" },
    { type: "qwen", markers: ["QWEN.md", ".qwen"], install: "npm install -g @qwen-code/qwen-code@0.24.4", secret: "OPENAI_API_KEY" },
    { type: "cursor", markers: [".cursor"], install: "curl -fsSL https://cursor.com/install | bash", secret: "CURSOR_API_KEY" },
    // The in-process fake agent: runs offline, no key, nothing to install.
    { type: "scripted", markers: [], install: "" },
];
function initAgent(type) {
    return INIT_AGENTS.find((a) => a.type === type);
}
/** Folders (under the repository) that hold skills as <folder>/<name>/SKILL.md. */
const SKILL_FOLDERS = [
    ".claude/skills",
    ".agents/skills",
    ".codex/skills",
    ".gemini/skills",
    ".opencode/skills",
    ".github/skills",
    ".qwen/skills",
    ".cursor/skills",
    "skills",
];

// What `agent-bench init` finds in a repository: the agents it is set up for
// and the skills it ships.
function detectRepository(root) {
    const agents = INIT_AGENTS.flatMap((agent) => {
        const marker = agent.markers.find((m) => existsSync(path.join(root, m)));
        return marker ? [{ type: agent.type, marker }] : [];
    });
    const skills = new Map();
    for (const folder of SKILL_FOLDERS) {
        const dir = path.join(root, folder);
        if (!existsSync(dir))
            continue;
        for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
            if (!entry.isDirectory() || !existsSync(path.join(dir, entry.name, "SKILL.md")))
                continue;
            // The same skill linked into several agents' folders is one skill.
            if (!skills.has(entry.name))
                skills.set(entry.name, { name: entry.name, file: `${folder}/${entry.name}/SKILL.md` });
        }
    }
    return { agents, skills: [...skills.values()] };
}

// The files `agent-bench init` writes, as text: pure functions of what was
// found and the flags. Names and paths from the repository are quoted as JSON
// strings (valid in TypeScript and in YAML) wherever they are written.
/** Case ids from skill names: lower-case letters, digits and dashes. */
function caseIdFor(skill) {
    const slug = skill
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "");
    return `uses-${slug || "skill"}`;
}
function relativeFromConfig(plan, file) {
    const rel = path.posix.relative(path.posix.dirname(plan.config), file);
    return rel.startsWith("../") ? rel : `./${rel}`;
}
function renderConfig(plan) {
    const runners = Object.fromEntries(plan.agents.map((type) => [type, type === "scripted" ? { type, script: relativeFromConfig(plan, plan.script) } : { type }]));
    return `${JSON.stringify({ runners, defaults: { runs: plan.runs } }, null, 2)}\n`;
}
function renderSuite(plan) {
    const cases = plan.skills.length > 0
        ? plan.skills.map((skill) => `  {
    id: ${JSON.stringify(caseIdFor(skill.name))},
    // TODO: a task that needs the skill in ${skill.file}, as a user would ask it.
    prompt: ${JSON.stringify(`TODO: ask for something the ${skill.name} skill is for`)},
    tags: ["skills"],
    assert(report) {
      assert.skills.has(report, ${JSON.stringify(skill.name)});
    },
  },`)
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
function renderScript(plan) {
    const cases = Object.fromEntries(plan.skills.map((skill) => [caseIdFor(skill.name), [{ tool: "skill", name: skill.name }, { text: `Done, following the ${skill.name} skill.` }]]));
    return `${JSON.stringify({ steps: [{ text: "Done." }], cases }, null, 2)}\n`;
}
function renderWorkflow(plan) {
    const agents = plan.agents.map((type) => initAgent(type)).filter((a) => a.install !== "");
    const installs = agents.map((a) => `      - name: Install the ${a.type} CLI (pinned)\n        run: ${a.install}\n`).join("");
    const secrets = [...new Set(agents.flatMap((a) => (a.secret ? [a.secret] : [])))];
    const env = secrets.length > 0 ? `        env:\n${secrets.map((s) => `          ${s}: \${{ secrets.${s} }}\n`).join("")}` : "";
    return `# Written by \`agent-bench init\`. Pushes to ${plan.baseBranch} store the baseline; pull requests compare
# with it, comment once (updated in place) and report a check you can make required.${secrets.length > 0
        ? `
# Add the repository secret${secrets.length > 1 ? "s" : ""} ${secrets.join(", ")} (Settings > Secrets and variables > Actions).
# Pull requests from forks get no secrets, so the agent cannot run on them (see docs/action.md).`
        : ""}
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
          suite: ${JSON.stringify(plan.suite)}
          config: ${JSON.stringify(plan.config)}
          runs: ${plan.runs}
${env}`;
}

// agent-bench init: looks at the repository and writes a config, a starter
// suite and a workflow. Every choice is a flag (no prompts); existing files
// are never overwritten.
const INIT_USAGE = `usage: agent-bench init [options]

Looks at the repository (skills folders, CLAUDE.md / AGENTS.md / GEMINI.md, .claude, .codex, .gemini,
.opencode, .cursor, ...) and writes a config with a runner for each agent found, a starter suite with
one case per skill, and a GitHub workflow. Existing files are left unchanged.

      --dir DIR           the repository (default: the current folder)
      --agent TYPE        runner types to set up instead of the detected ones (repeatable,
                          comma-separated): ${INIT_AGENTS.map((a) => a.type).join(", ")}
      --suite FILE        the starter suite (default evals/suite.ts)
      --config FILE       the config (default agent-bench.config.json)
      --script FILE       the scripted agent's answers, with --agent scripted (default evals/scripted-agent.json)
      --workflow FILE     the workflow (default .github/workflows/agent-bench.yml)
      --no-workflow       write no workflow
  -n, --runs N            runs per case and runner (default 5)
      --base-branch NAME  the branch whose pushes store the baseline (default main)`;
const FLAGS = {
    dir: { type: "string" },
    agent: { type: "string", multiple: true },
    suite: { type: "string" },
    config: { type: "string" },
    script: { type: "string" },
    workflow: { type: "string" },
    "no-workflow": { type: "boolean" },
    runs: { type: "string", short: "n" },
    "base-branch": { type: "string" },
    help: { type: "boolean", short: "h" },
};
async function initCommand(argv) {
    const { values, positionals } = parseFlags(argv, FLAGS, INIT_USAGE);
    if (values.help) {
        process.stdout.write(`${INIT_USAGE}\n`);
        return 0;
    }
    if (positionals.length > 0)
        throw configError(`init takes no arguments (got "${positionals[0]}")`, { hint: "choose the folder with --dir DIR" });
    const root = path.resolve(values.dir ?? ".");
    if (!existsSync(root))
        throw configError(`--dir ${values.dir}: no such folder`, { where: "--dir" });
    const detected = detectRepository(root);
    const chosen = (values.agent ?? [])
        .flatMap((a) => a.split(","))
        .map((a) => a.trim())
        .filter((a) => a !== "");
    for (const type of chosen) {
        if (!initAgent(type))
            throw configError(`--agent ${type}: unknown agent`, { where: "--agent", hint: `one of ${INIT_AGENTS.map((a) => a.type).join(", ")}` });
    }
    const agents = chosen.length > 0 ? [...new Set(chosen)] : detected.agents.length > 0 ? detected.agents.map((a) => a.type) : ["scripted"];
    const plan = {
        agents,
        skills: detected.skills,
        suite: portable(values.suite ?? "evals/suite.ts"),
        config: portable(values.config ?? "agent-bench.config.json"),
        script: portable(values.script ?? "evals/scripted-agent.json"),
        workflow: values["no-workflow"] ? undefined : portable(values.workflow ?? ".github/workflows/agent-bench.yml"),
        runs: intFlag(values.runs, "--runs") ?? 5,
        baseBranch: values["base-branch"] ?? "main",
    };
    const files = [
        [plan.config, renderConfig(plan)],
        [plan.suite, renderSuite(plan)],
        ...(agents.includes("scripted") ? [[plan.script, renderScript(plan)]] : []),
        ...(plan.workflow ? [[plan.workflow, renderWorkflow(plan)]] : []),
    ];
    const out = [];
    if (chosen.length === 0) {
        out.push(detected.agents.length > 0
            ? `found ${detected.agents.map((a) => `${a.type} (${a.marker})`).join(", ")}`
            : "found no agent set-up (CLAUDE.md, AGENTS.md, GEMINI.md, .claude, .codex, ...): using the scripted agent; choose one with --agent claude-code");
    }
    out.push(detected.skills.length > 0
        ? `found ${detected.skills.length} skill${detected.skills.length > 1 ? "s" : ""}: ${detected.skills.map((s) => s.name).join(", ")}`
        : "found no skills (<agent folder>/skills/<name>/SKILL.md): the suite starts with one general case");
    for (const [rel, text] of files) {
        const abs = path.join(root, rel);
        if (existsSync(abs)) {
            out.push(`kept     ${rel} (exists; not overwritten)`);
            continue;
        }
        await mkdir(path.dirname(abs), { recursive: true });
        await writeFile(abs, text, { flag: "wx" });
        out.push(`wrote    ${rel}`);
    }
    const secrets = [...new Set(agents.flatMap((t) => initAgent(t)?.secret ?? []))];
    out.push("", "next:", `  npx agent-bench run ${plan.suite}`);
    if (plan.workflow && secrets.length > 0)
        out.push(`  then add the repository secret${secrets.length > 1 ? "s" : ""} ${secrets.join(", ")} and push ${plan.workflow}`);
    process.stdout.write(`${out.join("\n")}\n`);
    return 0;
}
/** Repository-relative with "/" (the paths go into files that other machines read). */
function portable(rel) {
    const normal = path.normalize(rel).split(path.sep).join("/");
    if (path.isAbsolute(rel) || normal.startsWith("../"))
        throw configError(`${rel}: must be a path inside the repository`, { hint: "give it relative to --dir" });
    return normal;
}

export { INIT_USAGE, initCommand };
