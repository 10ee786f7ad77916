// agent-bench init: looks at the repository and writes a config, a starter
// suite and a workflow. Every choice is a flag (no prompts); existing files
// are never overwritten.

import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { intFlag, parseFlags } from "../cli/args.ts";
import { configError } from "../errors.ts";
import { INIT_AGENTS, initAgent } from "../init/agents.ts";
import { detectRepository } from "../init/detect.ts";
import { renderConfig, renderScript, renderSuite, renderWorkflow, type InitPlan } from "../init/render.ts";
import { skillEvalFiles } from "../init/skill-evals.ts";

export const INIT_USAGE = `usage: agent-bench init [options]

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
} as const;

export async function initCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseFlags(argv, FLAGS, INIT_USAGE);
  if (values.help) {
    process.stdout.write(`${INIT_USAGE}\n`);
    return 0;
  }
  if (positionals.length > 0) throw configError(`init takes no arguments (got "${positionals[0]}")`, { hint: "choose the folder with --dir DIR" });
  const root = path.resolve(values.dir ?? ".");
  if (!existsSync(root)) throw configError(`--dir ${values.dir}: no such folder`, { where: "--dir" });
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
  const plan: InitPlan = {
    agents,
    skills: detected.skills,
    suite: portable(values.suite ?? "evals/suite.ts"),
    config: portable(values.config ?? "agent-bench.config.json"),
    script: portable(values.script ?? "evals/scripted-agent.json"),
    workflow: values["no-workflow"] ? undefined : portable(values.workflow ?? ".github/workflows/agent-bench.yml"),
    runs: intFlag(values.runs, "--runs") ?? 5,
    baseBranch: values["base-branch"] ?? "main",
  };
  const files: Array<[string, string]> = [
    [plan.config, renderConfig(plan)],
    [plan.suite, renderSuite(plan)],
    ...(agents.includes("scripted") ? [[plan.script, renderScript(plan)] as [string, string]] : []),
    ...(plan.workflow ? [[plan.workflow, renderWorkflow(plan)] as [string, string]] : []),
  ];

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
  out.push("", "next:", `  npx agent-bench run ${plan.suite}`, ...skillEvalFiles(plan).map((f) => `  npx agent-bench run ${f}`));
  if (plan.workflow && secrets.length > 0)
    out.push(`  then add the repository secret${secrets.length > 1 ? "s" : ""} ${secrets.join(", ")} and push ${plan.workflow}`);
  process.stdout.write(`${out.join("\n")}\n`);
  return 0;
}

/** Repository-relative with "/" (the paths go into files that other machines read). */
function portable(rel: string): string {
  const normal = path.normalize(rel).split(path.sep).join("/");
  if (path.isAbsolute(rel) || normal.startsWith("../"))
    throw configError(`${rel}: must be a path inside the repository`, { hint: "give it relative to --dir" });
  return normal;
}
