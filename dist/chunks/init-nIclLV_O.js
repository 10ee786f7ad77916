import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { p as parseFlags, i as intFlag } from './args-DelfG8Fj.js';
import { C as CONFIG_NAMES, S as SKILLGYM_CONFIG_NAMES, f as findConfig, l as loadConfig } from './config-DrsXBGAd.js';
import { c as configError, k as errorMessage } from './unknown-events-zNQq38TK.js';
import { i as initAgent, I as INIT_AGENTS } from './agents-B1ZWOeQX.js';
import { d as distExports } from './index-xNsvAqsy.js';
import { d as detectRepository } from './detect-5tBueDwA.js';
import { c as docUrl } from './schemas-CaY1ir08.js';
import { execFileSync } from 'node:child_process';
import 'node:util';
import './skills-C4zYLUOw.js';
import 'node:os';
import './path-DuR4wJNM.js';
import 'node:vm';
import 'node:timers/promises';
import 'node:zlib';
import 'node:module';
import './module-hooks-CkSApm3x.js';
import 'node:url';
import 'node:crypto';
import 'process';
import 'buffer';

// Runners `agent-bench init --agent X` adds to a config that exists: JSON and
// YAML are edited in place (YAML keeps its comments and layout); a module
// config (.ts, .js) is code, so init prints the exact lines to add instead.
/** The config's text with `add` (runner id → settings) in its `runners`, or the lines a person adds to a module config. */
function addRunners(file, text, add) {
    const ext = path.extname(file);
    if (ext === ".json")
        return { kind: "edited", text: editJson(file, text, add) };
    if (ext === ".yaml" || ext === ".yml")
        return { kind: "edited", text: editYaml(file, text, add) };
    return {
        kind: "by-hand",
        lines: add.map(([id, entry]) => `${/^[A-Za-z_$][\w$]*$/u.test(id) ? id : JSON.stringify(id)}: { ${Object.entries(entry)
            .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
            .join(", ")} },`),
    };
}
function editJson(file, text, add) {
    let config;
    try {
        config = JSON.parse(text);
    }
    catch (error) {
        throw configError(`${file}: not valid JSON (${errorMessage(error)})`, { where: file, hint: "fix the JSON, then run agent-bench init again" });
    }
    const runners = { ...config.runners, ...Object.fromEntries(add) };
    // The file's own indentation, so the diff is the new runners only.
    const indent = /^([ \t]+)"/mu.exec(text)?.[1] ?? "  ";
    return `${JSON.stringify({ ...config, runners }, null, indent)}\n`;
}
function editYaml(file, text, add) {
    const doc = distExports.parseDocument(text);
    if (doc.errors.length > 0)
        throw configError(`${file}: invalid YAML (${doc.errors[0].message})`, { where: file, hint: "fix the YAML, then run agent-bench init again" });
    for (const [id, entry] of add)
        doc.setIn(["runners", id], doc.createNode(entry));
    return doc.toString();
}
/** A runner id for `type` that the config does not use yet: the type itself, else type-2, type-3, … */
function freeRunnerId(type, taken) {
    if (!taken.has(type))
        return type;
    for (let n = 2;; n++)
        if (!taken.has(`${type}-${n}`))
            return `${type}-${n}`;
}

// The "next:" lines `agent-bench init` prints: commands that work on this
// machine. An agent CLI that is not on PATH gets its install command; the
// scripted agent is offered to try the suite offline; a TypeScript suite says
// what type-checking it needs.
function nextLines(input) {
    const onPath = input.onPath ?? isOnPath;
    const run = `npx agent-bench run ${input.suite}`;
    const scripted = input.runners.filter((r) => r.type === "scripted").map((r) => r.id);
    const real = input.runners.filter((r) => r.type !== "scripted");
    const lines = [];
    if (input.wroteSuite && real.length > 0)
        lines.push(`write each case's prompt in ${input.suite} (a prompt that still starts with TODO is not sent to a real agent)`);
    const missing = [...new Set(real.map((r) => r.type))].flatMap((type) => {
        const agent = initAgent(type);
        return agent?.executable && agent.install && !onPath(agent.executable) ? [agent] : [];
    });
    for (const agent of missing)
        lines.push(`install the ${agent.type} CLI (${agent.executable} is not on PATH): ${agent.install}`);
    if (real.length > 0)
        lines.push(scripted.length > 0 ? `${run} -r ${real.map((r) => r.id).join(",")}` : run);
    if (scripted.length > 0)
        lines.push(real.length > 0 ? `offline, against the scripted agent (no API key): ${run} -r ${scripted[0]}` : run);
    else if (missing.length > 0)
        lines.push(`to try the suite offline first, against the scripted agent: npx agent-bench init --agent scripted, then ${run} -r scripted`);
    if (/\.[mc]?ts$/u.test(input.suite))
        lines.push(`to type-check ${input.suite} with tsc: npm install --save-dev typescript @types/node (${docUrl("suites.md#type-checking")})`);
    if (input.workflow) {
        const secrets = input.secrets.length > 0 ? `add the repository secret${input.secrets.length > 1 ? "s" : ""} ${input.secrets.join(", ")} and ` : "";
        lines.push(`then ${secrets}push ${input.workflow}`);
    }
    return lines;
}
function isOnPath(executable) {
    for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
        if (dir === "")
            continue;
        try {
            accessSync(path.join(dir, executable), constants.X_OK);
            return true;
        }
        catch {
            // not in this folder
        }
    }
    return false;
}

// What `agent-bench init` adds for skills that ship skill-creator evals
// (`<skill>/evals/evals.json`): a judge for their expectations in the config,
// and the files among the workflow's suites. Pure.
/** The judge's runner id in the starter config. */
const JUDGE_ID = "judge";
/** Repository-relative evals.json files of the skills found. */
function skillEvalFiles(plan) {
    return plan.skills.flatMap((s) => (s.evals ? [s.evals] : []));
}
/**
 * The config's judge, when there are expectations to grade: a runner of the first real agent's type; with only
 * the scripted agent, a scripted judge that passes everything (an offline placeholder, and it says so).
 */
function judgeConfig(plan) {
    if (skillEvalFiles(plan).length === 0)
        return undefined;
    const real = plan.agents.find((t) => t !== "scripted");
    const reason = "the scripted judge passes every expectation; make this runner a real agent (e.g. claude-code) to grade them";
    const runner = real ? { type: real } : { type: "scripted", steps: [{ text: JSON.stringify({ passed: true, reason }) }] };
    return { judge: JUDGE_ID, runner };
}
/** The workflow's `suite` input: the starter suite, or a glob of it and every evals.json (one comment and check each). */
function workflowSuite(plan) {
    const files = skillEvalFiles(plan);
    return files.length === 0 ? plan.suite : `{${[plan.suite, ...files].join(",")}}`;
}

// The files `agent-bench init` writes, as text: pure functions of what was
// found and the flags. Names and paths from the repository are quoted as JSON
// strings (valid in TypeScript and in YAML) wherever they are written.
/** The runners CI benchmarks: those whose agent CLI the workflow installs; else every runner but the scripted one; else the scripted one. */
function ciRunners(runners) {
    const installed = runners.filter((r) => (initAgent(r.type)?.install ?? "") !== "");
    if (installed.length > 0)
        return installed.map((r) => r.id);
    const real = runners.filter((r) => r.type !== "scripted");
    return (real.length > 0 ? real : runners).map((r) => r.id);
}
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
    const judge = judgeConfig(plan);
    if (judge)
        return `${JSON.stringify({ runners: { ...runners, [judge.judge]: judge.runner }, judge: judge.judge, defaults: { runs: plan.runs } }, null, 2)}\n`;
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
function renderScript(plan) {
    const cases = Object.fromEntries(plan.skills.map((skill) => [caseIdFor(skill.name), [{ tool: "skill", name: skill.name }, { text: `Done, following the ${skill.name} skill.` }]]));
    return `${JSON.stringify({ steps: [{ text: "Done." }], cases }, null, 2)}\n`;
}
function renderWorkflow(plan) {
    const runners = plan.runners ?? plan.agents.map((type) => ({ id: type, type }));
    const ci = ciRunners(runners);
    const types = [...new Set(runners.filter((r) => ci.includes(r.id)).map((r) => r.type))];
    const agents = types.flatMap((type) => initAgent(type) ?? []).filter((a) => a.install !== "");
    const installs = agents.map((a) => `      - name: Install the ${a.type} CLI (pinned)\n        run: ${a.install}\n`).join("");
    const secrets = [...new Set(agents.flatMap((a) => (a.secret ? [a.secret] : [])))];
    const env = secrets.length > 0 ? `        env:\n${secrets.map((s) => `          ${s}: \${{ secrets.${s} }}\n`).join("")}` : "";
    const only = ci.length < runners.length ? `          runners: ${JSON.stringify(ci.join(","))}\n` : "";
    // Pull requests from forks get no secrets: an agent that needs one cannot run there.
    const forkGuard = secrets.length > 0
        ? `    # Pull requests from forks get no secrets, so the agent cannot run on them: the job is skipped
    # (${docUrl("action.md#fork-pull-requests")}).
    if: \${{ !github.event.pull_request.head.repo.fork }}
`
        : "";
    return `# Written by \`agent-bench init\`. Pushes to ${plan.baseBranch} store the baseline; pull requests compare
# with it, comment once (updated in place) and report a check you can make required.${secrets.length > 0
        ? `
# Add the repository secret${secrets.length > 1 ? "s" : ""} ${secrets.join(", ")} (Settings > Secrets and variables > Actions).`
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
${forkGuard}    runs-on: ubuntu-latest
    timeout-minutes: 60
    steps:
      - uses: actions/checkout@v5
${installSteps(plan.install)}      - uses: actions/setup-node@v5
        with:
          node-version: 24
${projectInstall$1(plan.install)}${installs}      - uses: agent-bench/agent-bench@v1
        with:
          suite: ${JSON.stringify(workflowSuite(plan))}
          config: ${JSON.stringify(plan.config)}
${only}          runs: ${plan.ciRuns ?? "auto"}
${env}`;
}
/** Package-manager set-up that must come before setup-node (pnpm, bun). */
function installSteps(install) {
    if (install?.manager === "pnpm")
        return `      - uses: pnpm/action-setup@v4\n${install.pinned ? "" : "        with:\n          version: 10\n"}`;
    if (install?.manager === "bun")
        return "      - uses: oven-sh/setup-bun@v2\n";
    return "";
}
/** The project's dependencies from its lockfile: a suite may import the project's own packages. */
function projectInstall$1(install) {
    if (!install)
        return "";
    const command = {
        npm: "npm ci",
        pnpm: "pnpm install --frozen-lockfile",
        "yarn-classic": "yarn install --frozen-lockfile",
        yarn: "corepack enable && yarn install --immutable",
        bun: "bun install --frozen-lockfile",
    }[install.manager];
    return `      - name: Install the project's dependencies (${install.lockfile})\n        run: ${command}\n`;
}

// What `agent-bench init` reads from the repository beyond agents and skills:
// the branch whose pushes store the baseline, the package manager whose
// lockfile the workflow installs from, and whether .gitignore covers the runs.
/** --base-branch, else origin's default branch, else the current branch, else "main" (saying so). */
function baseBranch(root, flag) {
    if (flag !== undefined)
        return { name: flag, how: "--base-branch" };
    const origin = git(root, ["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"]);
    if (origin?.startsWith("origin/"))
        return { name: origin.slice("origin/".length), how: "origin's default branch" };
    // A fresh `git init` names its branch before the first commit: HEAD points at it already.
    const current = git(root, ["symbolic-ref", "--quiet", "--short", "HEAD"]);
    if (current)
        return { name: current, how: "the current branch; if the default branch is another, run init again with --base-branch NAME" };
    return { name: "main", how: "no git branch to tell from; choose another with --base-branch NAME" };
}
function git(cwd, args) {
    try {
        const out = execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout: 10_000 }).trim();
        return out === "" ? undefined : out;
    }
    catch {
        return undefined;
    }
}
const LOCKFILES = [
    ["package-lock.json", "npm"],
    ["npm-shrinkwrap.json", "npm"],
    ["pnpm-lock.yaml", "pnpm"],
    ["yarn.lock", "yarn-classic"],
    ["bun.lock", "bun"],
    ["bun.lockb", "bun"],
];
/** The project's install, when it has a package.json and a lockfile: the suite may import its packages. */
function projectInstall(root) {
    if (!existsSync(path.join(root, "package.json")))
        return undefined;
    const found = LOCKFILES.find(([file]) => existsSync(path.join(root, file)));
    if (!found)
        return undefined;
    const packageManager = readPackageManager(root);
    let manager = found[1];
    // Yarn 2+ (berry) keeps a .yarnrc.yml or says so in packageManager; its install flag differs from Yarn 1's.
    if (manager === "yarn-classic" && (existsSync(path.join(root, ".yarnrc.yml")) || /^yarn@[2-9]/u.test(packageManager ?? "")))
        manager = "yarn";
    return { manager, lockfile: found[0], pinned: packageManager?.startsWith(`${manager.replace("-classic", "")}@`) ?? false };
}
function readPackageManager(root) {
    try {
        const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
        return typeof pkg.packageManager === "string" ? pkg.packageManager : undefined;
    }
    catch {
        return undefined;
    }
}
const IGNORED = new Set([".agent-bench", ".agent-bench/", "/.agent-bench", "/.agent-bench/", ".agent-bench/*", "/.agent-bench/*", ".agent-bench/**"]);
/** The .gitignore text with `.agent-bench/` added, or undefined when it already ignores it. */
function withRunsIgnored(gitignore) {
    const lines = (gitignore ?? "").split(/\r?\n/u).map((l) => l.trim());
    if (lines.some((l) => IGNORED.has(l)))
        return undefined;
    const before = gitignore === undefined || gitignore === "" ? "" : gitignore.endsWith("\n") ? `${gitignore}\n` : `${gitignore}\n\n`;
    return `${before}# agent-bench runs: results, transcripts, kept workspaces\n.agent-bench/\n`;
}

// agent-bench init: looks at the repository and writes a config, a starter
// suite and a workflow. Every choice is a flag (no prompts); existing files
// are never overwritten: a config that exists only gains the runners --agent
// names, and .gitignore only gains `.agent-bench/`.
const INIT_USAGE = `Usage: agent-bench init [options]

Looks at the repository (skills folders, CLAUDE.md / AGENTS.md / GEMINI.md, .claude, .codex, .gemini,
.opencode, .cursor, ...) and writes a config with a runner for each agent found, a starter suite with
one case per skill, and a GitHub workflow; adds .agent-bench/ to .gitignore. Existing files are left
unchanged, except that a JSON or YAML config gains the runners --agent names that it lacks.

Options:
      --dir DIR           the repository (default: the current folder)
      --agent TYPE        runner types to set up instead of the detected ones (repeatable,
                          comma-separated): ${INIT_AGENTS.map((a) => a.type).join(", ")}
      --suite FILE        the starter suite (default evals/suite.ts)
      --config FILE       the config (default: the repository's agent-bench.config.*, else
                          agent-bench.config.json)
      --script FILE       the scripted agent's answers, with --agent scripted (default evals/scripted-agent.json)
      --workflow FILE     the workflow (default .github/workflows/agent-bench.yml)
      --no-workflow       write no workflow
  -n, --runs N            the config's runs per case and runner (default 5); the workflow then runs N too
                          (without it, the workflow uses runs: auto)
      --base-branch NAME  the branch whose pushes store the baseline (default: origin's default
                          branch, else the current branch, else main)
  -h, --help              show this help`;
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
    const { values, positionals } = parseFlags(argv, FLAGS, "init");
    if (values.help) {
        process.stdout.write(`${INIT_USAGE}\n`);
        return 0;
    }
    if (positionals.length > 0)
        throw configError(`init takes no arguments (got "${positionals[0]}")`, { hint: "choose the folder with --dir DIR" });
    const root = path.resolve(values.dir ?? ".");
    if (!existsSync(root))
        throw configError(`--dir ${values.dir}: no such folder`, { where: "--dir", hint: "give the repository's folder, e.g. --dir . (the default)" });
    const detected = detectRepository(root);
    const chosen = [...new Set((values.agent ?? []).flatMap((a) => a.split(",")).map((a) => a.trim()))].filter((a) => a !== "");
    for (const type of chosen) {
        if (!initAgent(type))
            throw configError(`--agent ${type}: unknown agent`, { where: "--agent", hint: `one of ${INIT_AGENTS.map((a) => a.type).join(", ")}` });
    }
    const runs = intFlag(values.runs, "--runs");
    const branch = baseBranch(root, values["base-branch"]);
    const plan = {
        agents: chosen.length > 0 ? chosen : detected.agents.length > 0 ? detected.agents.map((a) => a.type) : ["scripted"],
        skills: detected.skills,
        suite: portable(values.suite ?? "evals/suite.ts"),
        config: portable(values.config ?? existingConfig(root) ?? "agent-bench.config.json"),
        script: portable(values.script ?? "evals/scripted-agent.json"),
        workflow: values["no-workflow"] ? undefined : portable(values.workflow ?? ".github/workflows/agent-bench.yml"),
        runs: runs ?? 5,
        ciRuns: runs ?? "auto",
        baseBranch: branch.name,
        install: projectInstall(root),
    };
    const out = [...foundLines(detected, chosen)];
    const config = await settleConfig(root, plan, chosen, detected, out);
    plan.runners = config.runners;
    const scripted = config.runners.some((r) => r.type === "scripted" && config.wroteScripted);
    const files = [
        [plan.suite, renderSuite(plan)],
        ...(scripted ? [[plan.script, renderScript(plan)]] : []),
        ...(plan.workflow ? [[plan.workflow, renderWorkflow(plan)]] : []),
    ];
    const wrote = new Set();
    for (const [rel, text] of files) {
        const abs = path.join(root, rel);
        if (existsSync(abs)) {
            out.push(`kept     ${rel} (exists; not overwritten)`);
            continue;
        }
        await mkdir(path.dirname(abs), { recursive: true });
        await writeFile(abs, text, { flag: "wx" });
        wrote.add(rel);
        out.push(`wrote    ${rel}`);
    }
    const ci = new Set(ciRunners(config.runners));
    if (plan.workflow && !wrote.has(plan.workflow) && ci.size < config.runners.length) {
        const kept = await readFile(path.join(root, plan.workflow), "utf8").catch(() => "");
        if (!/^\s*runners:/mu.test(kept))
            out.push(`         it benchmarks every configured runner: add runners: ${JSON.stringify([...ci].join(","))} to its agent-bench step's with:`);
    }
    out.push(await ignoreRuns(root));
    if (plan.workflow && wrote.has(plan.workflow))
        out.push(`base branch: ${branch.name} (${branch.how}): its pushes store the baseline`);
    const secrets = [...new Set(config.runners.filter((r) => ci.has(r.id)).flatMap((r) => initAgent(r.type)?.secret ?? []))];
    const next = nextLines({ suite: plan.suite, runners: config.runners, wroteSuite: wrote.has(plan.suite), workflow: plan.workflow, secrets });
    out.push("", "next:", ...next.map((l) => `  ${l}`), ...skillEvalFiles(plan).map((f) => `  npx agent-bench run ${f}`));
    process.stdout.write(`${out.join("\n")}\n`);
    return 0;
}
function foundLines(detected, chosen) {
    const out = [];
    if (chosen.length === 0) {
        out.push(detected.agents.length > 0
            ? `found ${detected.agents.map((a) => `${a.type} (${a.marker})`).join(", ")}`
            : "found no agent set-up (CLAUDE.md, AGENTS.md, GEMINI.md, .claude, .codex, ...): using the scripted agent; choose one with --agent claude-code");
    }
    out.push(detected.skills.length > 0
        ? `found ${detected.skills.length} skill${detected.skills.length > 1 ? "s" : ""}: ${detected.skills.map((s) => s.name).join(", ")}`
        : "found no skills (<agent folder>/skills/<name>/SKILL.md): the suite starts with one general case");
    return out;
}
/** Writes a new config, or adds the --agent runners an existing one lacks (printing the lines to add to a module config). */
async function settleConfig(root, plan, chosen, detected, out) {
    const file = path.join(root, plan.config);
    const entry = (type) => (type === "scripted" ? { type, script: relativeFromConfig(plan, plan.script) } : { type });
    if (!existsSync(file)) {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, renderConfig(plan), { flag: "wx" });
        out.push(`wrote    ${plan.config}`);
        return { runners: plan.agents.map((type) => ({ id: type, type })), wroteScripted: plan.agents.includes("scripted") };
    }
    const loaded = await loadConfig({ configPath: file, searchFrom: root });
    const runners = loaded.runners.map((r) => ({ id: r.id, type: r.type }));
    const missing = chosen.filter((type) => !runners.some((r) => r.type === type));
    if (missing.length === 0) {
        out.push(`kept     ${plan.config} (exists; its runners: ${runners.map((r) => (r.id === r.type ? r.id : `${r.id} (${r.type})`)).join(", ")})`);
        const unset = detected.agents.filter((a) => chosen.length === 0 && !runners.some((r) => r.type === a.type));
        for (const a of unset)
            out.push(`         it has no runner for ${a.type} (${a.marker}): add one with agent-bench init --agent ${a.type}`);
        return { runners, wroteScripted: false };
    }
    const taken = new Set(runners.map((r) => r.id));
    const added = missing.map((type) => {
        const id = freeRunnerId(type, taken);
        taken.add(id);
        return [id, entry(type)];
    });
    const edit = addRunners(file, await readFile(file, "utf8"), added);
    const names = added.map(([id]) => id).join(", ");
    if (edit.kind === "edited") {
        await writeFile(file, edit.text);
        out.push(`updated  ${plan.config} (added runner${added.length > 1 ? "s" : ""} ${names})`);
    }
    else {
        out.push(`kept     ${plan.config} (a module: add runner${added.length > 1 ? "s" : ""} ${names} to its runners yourself:)`, ...edit.lines.map((l) => `           ${l}`));
    }
    return { runners: [...runners, ...added.map(([id, e]) => ({ id, type: e.type }))], wroteScripted: missing.includes("scripted") };
}
/** The config the repository already has at its root, when --config does not name one. */
function existingConfig(root) {
    const found = [...CONFIG_NAMES, ...SKILLGYM_CONFIG_NAMES].some((name) => existsSync(path.join(root, name))) ? findConfig(root) : undefined;
    return found ? path.basename(found) : undefined;
}
async function ignoreRuns(root) {
    const file = path.join(root, ".gitignore");
    const before = existsSync(file) ? await readFile(file, "utf8") : undefined;
    const after = withRunsIgnored(before);
    if (after === undefined)
        return "kept     .gitignore (it already ignores .agent-bench/)";
    await writeFile(file, after);
    return `${before === undefined ? "wrote   " : "updated "} .gitignore (ignores .agent-bench/: runs, transcripts and kept workspaces)`;
}
/** Repository-relative with "/" (the paths go into files that other machines read). */
function portable(rel) {
    const normal = path.normalize(rel).split(path.sep).join("/");
    if (path.isAbsolute(rel) || normal.startsWith("../"))
        throw configError(`${rel}: must be a path inside the repository`, { hint: "give it relative to --dir" });
    return normal;
}

export { INIT_USAGE, initCommand };
