// A repository like the ones agent-bench is made for: a Claude Code skill in
// .claude/skills/, a suite of cases in evals/, and a claude-code runner. The
// agent is a fake `claude` executable installed like a tool-cache package
// (bin/claude → node_modules/@anthropic-ai/claude-code/cli.mjs, with its own
// package.json version) that prints Claude Code's stream-json. It reads the
// skill the way the real agent would: when the skill tells it to answer in
// riddles, it gets the first `riddled` tasks wrong; without the skill it never
// calls it and answers without the "ok" the cases expect.

import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { commitCheckout } from "../helpers/git-checkout.ts";

export const GOOD_SKILL = "---\nname: greet\ndescription: Greets the user.\n---\n\nAnswer with ok and a greeting.\n";

export interface SkillRepoVariant {
  cases?: number;
  /** The skill file's text; null: the repository has no skill (a PR removed it). */
  skill?: string | null;
  /** The runner's model in the config. */
  model?: string;
  /** Case indexes whose assertion is written differently (the case itself changed). */
  editedAssertions?: number[];
  /** The config's default workspace mode (absent: the default, a copy per execution). */
  workspaceMode?: "none";
  /** More files of the repository, by path. */
  files?: Record<string, string>;
}

/** A checkout of the repository (a git repository with one commit, as actions/checkout leaves it) in a fresh temp folder. */
export function skillRepo(variant: SkillRepoVariant = {}): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "agent-bench-skill-repo-"));
  const n = variant.cases ?? 10;
  if (variant.skill !== null) {
    mkdirSync(path.join(dir, ".claude", "skills", "greet"), { recursive: true });
    writeFileSync(path.join(dir, ".claude", "skills", "greet", "SKILL.md"), variant.skill ?? GOOD_SKILL);
  }
  writeFileSync(path.join(dir, "CLAUDE.md"), "Be brief.\n");
  mkdirSync(path.join(dir, "evals"), { recursive: true });
  const lines = ['import { assert } from "agent-bench";', "", "export default ["];
  for (let i = 0; i < n; i++) {
    const check = variant.editedAssertions?.includes(i)
      ? 'assert.match(report.finalOutput, /^ok/i, "the agent should say ok")'
      : 'assert.match(report.finalOutput, /^ok/, "the agent should answer ok")';
    lines.push(`  { id: "task-${i}", prompt: "Do task ${i}.", assert(report) { ${check}; } },`);
  }
  lines.push("];", "");
  writeFileSync(path.join(dir, "evals", "suite.mjs"), lines.join("\n"));
  writeFileSync(
    path.join(dir, "evals", "agent-bench.config.json"),
    JSON.stringify(
      {
        ...(variant.workspaceMode ? { defaults: { workspace: { mode: variant.workspaceMode } } } : {}),
        runners: { claude: { type: "claude-code", model: variant.model ?? "sonnet" } },
      },
      null,
      2,
    ),
  );
  for (const [file, text] of Object.entries(variant.files ?? {})) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  commitCheckout(dir);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const FAKE_CLAUDE = String.raw`#!/usr/bin/env node
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
const args = process.argv.slice(2);
const prompt = args[args.indexOf("--") + 1] ?? "";
const model = args.includes("--model") ? args[args.indexOf("--model") + 1] : "claude-default";
const version = JSON.parse(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "package.json"), "utf8")).version;
const skillFile = ".claude/skills/greet/SKILL.md";
const skill = existsSync(skillFile) ? readFileSync(skillFile, "utf8") : "";
const task = Number(/task (\d+)/.exec(prompt)?.[1] ?? -1);
const riddled = Number(process.env.FAKE_CLAUDE_RIDDLED ?? 8);
const answer = !skill ? "Hello there!" : /riddles/i.test(skill) && task < riddled ? "What has keys but opens no locks?" : "ok, hello!";
const session = "fake-" + task;
const usage = { input_tokens: 120, output_tokens: 8 };
const useSkill = skill
  ? [
      { type: "assistant", message: { id: "msg-" + task, type: "message", role: "assistant", model, content: [{ type: "tool_use", id: "tool-1", name: "Skill", input: { skill: "greet" } }], usage }, parent_tool_use_id: null, session_id: session },
      { type: "user", message: { role: "user", content: [{ type: "tool_result", tool_use_id: "tool-1", content: "Launching skill: greet" }] }, parent_tool_use_id: null, session_id: session },
    ]
  : [];
const lines = [
  { type: "system", subtype: "init", cwd: process.cwd(), session_id: session, tools: ["Skill", "Bash"], model, claude_code_version: version, skills: skill ? ["greet"] : [] },
  ...useSkill,
  { type: "assistant", message: { id: "msg2-" + task, type: "message", role: "assistant", model, content: [{ type: "text", text: answer }], usage }, parent_tool_use_id: null, session_id: session },
  { type: "result", subtype: "success", is_error: false, num_turns: 2, result: answer, session_id: session, total_cost_usd: 0.0012, usage },
];
process.stdout.write(lines.map((l) => JSON.stringify(l)).join("\n") + "\n");
`;

/** A fake Claude Code CLI of `version` in its own tool folder; put `bin` first on PATH. */
export function fakeClaude(version: string): { bin: string; remove(): void } {
  const root = mkdtempSync(path.join(os.tmpdir(), `agent-bench-toolcache-claude-${version}-`));
  const pkg = path.join(root, "node_modules", "@anthropic-ai", "claude-code");
  mkdirSync(pkg, { recursive: true });
  writeFileSync(path.join(pkg, "package.json"), JSON.stringify({ name: "@anthropic-ai/claude-code", version, type: "module", bin: { claude: "cli.mjs" } }));
  writeFileSync(path.join(pkg, "cli.mjs"), FAKE_CLAUDE);
  chmodSync(path.join(pkg, "cli.mjs"), 0o755);
  const bin = path.join(root, "bin");
  mkdirSync(bin);
  symlinkSync(path.join(pkg, "cli.mjs"), path.join(bin, "claude"));
  return { bin, remove: () => rmSync(root, { recursive: true, force: true }) };
}
