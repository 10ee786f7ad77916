// agent-bench init: looks at the repository and writes a config, a starter
// suite and a workflow. Every choice is a flag (no prompts); existing files
// are never overwritten: a config that exists only gains the runners --agent
// names, and .gitignore only gains `.agent-bench/`.

import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { intFlag, parseFlags } from "../cli/args.ts";
import { loadConfig } from "../config/config.ts";
import { CONFIG_NAMES, findConfig, SKILLGYM_CONFIG_NAMES } from "../config/discover.ts";
import { configError } from "../errors.ts";
import { INIT_AGENTS, initAgent } from "../init/agents.ts";
import { addRunners, freeRunnerId, type RunnerEntry } from "../init/config-edit.ts";
import { detectRepository, type Detected } from "../init/detect.ts";
import { nextLines } from "../init/next.ts";
import { renderConfig, renderScript, renderSuite, renderWorkflow, ciRunners, relativeFromConfig, type InitPlan } from "../init/render.ts";
import { baseBranch, projectInstall, withRunsIgnored } from "../init/repository.ts";
import { skillEvalFiles } from "../init/skill-evals.ts";

export const INIT_USAGE = `Usage: agent-bench init [options]

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
} as const;

export async function initCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseFlags(argv, FLAGS, "init");
  if (values.help) {
    process.stdout.write(`${INIT_USAGE}\n`);
    return 0;
  }
  if (positionals.length > 0) throw configError(`init takes no arguments (got "${positionals[0]}")`, { hint: "choose the folder with --dir DIR" });
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
  const plan: InitPlan = {
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

  const out: string[] = [...foundLines(detected, chosen)];
  const config = await settleConfig(root, plan, chosen, detected, out);
  plan.runners = config.runners;
  const scripted = config.runners.some((r) => r.type === "scripted" && config.wroteScripted);
  const files: Array<[string, string]> = [
    [plan.suite, renderSuite(plan)],
    ...(scripted ? [[plan.script, renderScript(plan)] as [string, string]] : []),
    ...(plan.workflow ? [[plan.workflow, renderWorkflow(plan)] as [string, string]] : []),
  ];
  const wrote = new Set<string>();
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
  if (plan.workflow && wrote.has(plan.workflow)) out.push(`base branch: ${branch.name} (${branch.how}): its pushes store the baseline`);
  const secrets = [...new Set(config.runners.filter((r) => ci.has(r.id)).flatMap((r) => initAgent(r.type)?.secret ?? []))];
  const next = nextLines({ suite: plan.suite, runners: config.runners, wroteSuite: wrote.has(plan.suite), workflow: plan.workflow, secrets });
  out.push("", "next:", ...next.map((l) => `  ${l}`), ...skillEvalFiles(plan).map((f) => `  npx agent-bench run ${f}`));
  process.stdout.write(`${out.join("\n")}\n`);
  return 0;
}

function foundLines(detected: Detected, chosen: readonly string[]): string[] {
  const out: string[] = [];
  if (chosen.length === 0) {
    out.push(
      detected.agents.length > 0
        ? `found ${detected.agents.map((a) => `${a.type} (${a.marker})`).join(", ")}`
        : "found no agent set-up (CLAUDE.md, AGENTS.md, GEMINI.md, .claude, .codex, ...): using the scripted agent; choose one with --agent claude-code",
    );
  }
  out.push(
    detected.skills.length > 0
      ? `found ${detected.skills.length} skill${detected.skills.length > 1 ? "s" : ""}: ${detected.skills.map((s) => s.name).join(", ")}`
      : "found no skills (<agent folder>/skills/<name>/SKILL.md): the suite starts with one general case",
  );
  return out;
}

interface SettledConfig {
  runners: Array<{ id: string; type: string }>;
  /** A scripted runner reading plan.script was written or added now (so the script is written too). */
  wroteScripted: boolean;
}

/** Writes a new config, or adds the --agent runners an existing one lacks (printing the lines to add to a module config). */
async function settleConfig(root: string, plan: InitPlan, chosen: readonly string[], detected: Detected, out: string[]): Promise<SettledConfig> {
  const file = path.join(root, plan.config);
  const entry = (type: string): RunnerEntry => (type === "scripted" ? { type, script: relativeFromConfig(plan, plan.script) } : { type });
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
    for (const a of unset) out.push(`         it has no runner for ${a.type} (${a.marker}): add one with agent-bench init --agent ${a.type}`);
    return { runners, wroteScripted: false };
  }
  const taken = new Set(runners.map((r) => r.id));
  const added = missing.map((type): [string, RunnerEntry] => {
    const id = freeRunnerId(type, taken);
    taken.add(id);
    return [id, entry(type)];
  });
  const edit = addRunners(file, await readFile(file, "utf8"), added);
  const names = added.map(([id]) => id).join(", ");
  if (edit.kind === "edited") {
    await writeFile(file, edit.text);
    out.push(`updated  ${plan.config} (added runner${added.length > 1 ? "s" : ""} ${names})`);
  } else {
    out.push(
      `kept     ${plan.config} (a module: add runner${added.length > 1 ? "s" : ""} ${names} to its runners yourself:)`,
      ...edit.lines.map((l) => `           ${l}`),
    );
  }
  return { runners: [...runners, ...added.map(([id, e]) => ({ id, type: e.type }))], wroteScripted: missing.includes("scripted") };
}

/** The config the repository already has at its root, when --config does not name one. */
function existingConfig(root: string): string | undefined {
  const found = [...CONFIG_NAMES, ...SKILLGYM_CONFIG_NAMES].some((name) => existsSync(path.join(root, name))) ? findConfig(root) : undefined;
  return found ? path.basename(found) : undefined;
}

async function ignoreRuns(root: string): Promise<string> {
  const file = path.join(root, ".gitignore");
  const before = existsSync(file) ? await readFile(file, "utf8") : undefined;
  const after = withRunsIgnored(before);
  if (after === undefined) return "kept     .gitignore (it already ignores .agent-bench/)";
  await writeFile(file, after);
  return `${before === undefined ? "wrote   " : "updated "} .gitignore (ignores .agent-bench/: runs, transcripts and kept workspaces)`;
}

/** Repository-relative with "/" (the paths go into files that other machines read). */
function portable(rel: string): string {
  const normal = path.normalize(rel).split(path.sep).join("/");
  if (path.isAbsolute(rel) || normal.startsWith("../"))
    throw configError(`${rel}: must be a path inside the repository`, { hint: "give it relative to --dir" });
  return normal;
}
