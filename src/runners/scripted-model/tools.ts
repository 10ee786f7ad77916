// Maps a script's generic tool step (shell, read, write, edit, skill) onto a
// call of the tool the agent CLI itself advertises in its request: Claude Code
// `Bash`/`Read`/`Write`/`Edit`/`Skill`, Codex `exec_command`/`apply_patch`,
// Gemini CLI `run_shell_command`/`read_file`/`write_file`/`replace`/`activate_skill`,
// and the OpenCode, Copilot and Qwen Code names. A step naming any other tool
// is passed through as written.

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { KnownSkill } from "../runner.ts";
import type { ToolStep } from "./replies.ts";

export interface AdvertisedTool {
  name: string;
  /** "custom": a freeform tool (Codex apply_patch) that takes raw text instead of JSON arguments. */
  kind: "function" | "custom";
  /** Names of its JSON parameters. */
  params: string[];
}

export interface ConcreteCall {
  name: string;
  kind: "function" | "custom";
  args: Record<string, unknown>;
  /** The raw input of a custom tool. */
  input?: string;
}

export interface ToolContext {
  /** The agent's working directory: relative script paths resolve against it. */
  cwd: string;
  skills: KnownSkill[];
}

type Mapped = ConcreteCall | { error: string };

export function concreteCall(step: ToolStep, tools: AdvertisedTool[], ctx: ToolContext): Mapped {
  const s = step as Record<string, unknown>;
  switch (step.tool) {
    case "shell":
      return shell(String(s.command), tools, typeof s.description === "string" ? s.description : undefined);
    case "read":
      return read(String(s.path), tools, ctx);
    case "write":
      return write(String(s.path), String(s.content), tools, ctx);
    case "edit":
      return edit(String(s.path), String(s.old), String(s.new), tools, ctx);
    case "skill":
      return skill(String(s.name), tools, ctx);
    default: {
      const args = (s.args as Record<string, unknown> | undefined) ?? {};
      const kind = find(tools, step.tool)?.kind ?? "function";
      return kind === "custom"
        ? { name: step.tool, kind, args: {}, input: typeof args.input === "string" ? args.input : JSON.stringify(args) }
        : { name: step.tool, kind, args };
    }
  }
}

function find(tools: AdvertisedTool[], name: string): AdvertisedTool | undefined {
  return tools.find((t) => t.name === name);
}

/** The first of `candidates` the tool declares, else the first candidate. */
function param(tool: AdvertisedTool, candidates: string[]): string {
  return candidates.find((c) => tool.params.includes(c)) ?? candidates[0];
}

function call(tool: AdvertisedTool, args: Record<string, unknown>): ConcreteCall {
  return { name: tool.name, kind: tool.kind, args };
}

function unavailable(kind: string, tools: AdvertisedTool[]): { error: string } {
  return { error: `the agent offers no tool for a "${kind}" step (its tools: ${tools.map((t) => t.name).join(", ") || "none"})` };
}

function shell(command: string, tools: AdvertisedTool[], description?: string): Mapped {
  const desc = description ?? `Run ${command}`;
  for (const name of ["Bash", "run_shell_command", "bash"]) {
    const tool = find(tools, name);
    if (tool) return call(tool, { command, description: desc });
  }
  const exec = find(tools, "exec_command");
  if (exec) return call(exec, { cmd: command });
  const codexShell = find(tools, "shell");
  if (codexShell) return call(codexShell, { command: ["bash", "-lc", command] });
  const shellCommand = find(tools, "shell_command");
  if (shellCommand) return call(shellCommand, { command });
  return unavailable("shell", tools);
}

function read(file: string, tools: AdvertisedTool[], ctx: ToolContext): Mapped {
  const abs = path.resolve(ctx.cwd, file);
  for (const name of ["Read", "read_file", "read", "view"]) {
    const tool = find(tools, name);
    if (tool) return call(tool, { [param(tool, ["file_path", "filePath", "absolute_path", "path"])]: abs });
  }
  // Codex has no read tool: its models read files with the shell.
  return shell(`cat ${quote(relative(ctx.cwd, abs))}`, tools, `Read ${file}`);
}

function write(file: string, content: string, tools: AdvertisedTool[], ctx: ToolContext): Mapped {
  const abs = path.resolve(ctx.cwd, file);
  for (const name of ["Write", "write_file", "write"]) {
    const tool = find(tools, name);
    if (tool) return call(tool, { [param(tool, ["file_path", "filePath", "path"])]: abs, content });
  }
  const create = find(tools, "create");
  if (create) return call(create, { path: abs, file_text: content });
  const patch = find(tools, "apply_patch");
  if (patch) return applyPatch(patch, writePatch(relative(ctx.cwd, abs), abs, content));
  return shell(`printf '%s' ${quote(content)} > ${quote(relative(ctx.cwd, abs))}`, tools, `Write ${file}`);
}

function edit(file: string, oldText: string, newText: string, tools: AdvertisedTool[], ctx: ToolContext): Mapped {
  const abs = path.resolve(ctx.cwd, file);
  const claude = find(tools, "Edit");
  if (claude) return call(claude, { file_path: abs, old_string: oldText, new_string: newText });
  const replace = find(tools, "replace");
  if (replace)
    return call(replace, {
      file_path: abs,
      instruction: `Replace ${JSON.stringify(oldText)} with ${JSON.stringify(newText)}`,
      old_string: oldText,
      new_string: newText,
    });
  const other = find(tools, "edit");
  if (other) {
    return call(other, {
      [param(other, ["filePath", "file_path", "path"])]: abs,
      [param(other, ["oldString", "old_string", "old_str"])]: oldText,
      [param(other, ["newString", "new_string", "new_str"])]: newText,
    });
  }
  const patch = find(tools, "apply_patch");
  if (patch) return applyPatch(patch, editPatch(relative(ctx.cwd, abs), abs, oldText, newText));
  return unavailable("edit", tools);
}

function skill(name: string, tools: AdvertisedTool[], ctx: ToolContext): Mapped {
  for (const toolName of ["Skill", "activate_skill", "skill"]) {
    const tool = find(tools, toolName);
    if (tool) return call(tool, { [param(tool, toolName === "activate_skill" ? ["name"] : ["skill", "name"])]: name });
  }
  // No skill tool (Codex): the model is told to read the skill's SKILL.md itself.
  const known = ctx.skills.find((s) => s.name === name) ?? ctx.skills.find((s) => path.basename(s.dir) === name);
  const file = known ? path.join(known.dir, "SKILL.md") : path.join(ctx.cwd, ".agents", "skills", name, "SKILL.md");
  return read(file, tools, ctx);
}

function applyPatch(tool: AdvertisedTool, patch: string): ConcreteCall {
  return tool.kind === "custom" ? { name: tool.name, kind: "custom", args: {}, input: patch } : call(tool, { input: patch });
}

/** Codex's patch format. A new file is added; an existing one has every line replaced. */
function writePatch(rel: string, abs: string, content: string): string {
  const lines = splitLines(content);
  const current = existsSync(abs) ? readFileSync(abs, "utf8") : undefined;
  if (current === undefined || current === "") {
    return `*** Begin Patch\n*** Add File: ${rel}\n${lines.map((l) => `+${l}`).join("\n")}\n*** End Patch\n`;
  }
  const old = splitLines(current);
  return `*** Begin Patch\n*** Update File: ${rel}\n@@\n${old.map((l) => `-${l}`).join("\n")}\n${lines.map((l) => `+${l}`).join("\n")}\n*** End Patch\n`;
}

/** Replaces the whole lines that hold `oldText`, so the hunk needs no context lines. */
function editPatch(rel: string, abs: string, oldText: string, newText: string): string {
  const current = existsSync(abs) ? readFileSync(abs, "utf8") : "";
  const at = current.indexOf(oldText);
  let before = splitLines(oldText);
  let after = splitLines(newText);
  if (at >= 0) {
    const start = current.lastIndexOf("\n", at - 1) + 1;
    const endNl = current.indexOf("\n", at + oldText.length);
    const end = endNl < 0 ? current.length : endNl;
    const region = current.slice(start, end);
    before = region.split("\n");
    after = (region.slice(0, at - start) + newText + region.slice(at - start + oldText.length)).split("\n");
  }
  return `*** Begin Patch\n*** Update File: ${rel}\n@@\n${before.map((l) => `-${l}`).join("\n")}\n${after.map((l) => `+${l}`).join("\n")}\n*** End Patch\n`;
}

function splitLines(text: string): string[] {
  const lines = text.split("\n");
  if (lines.length > 1 && lines.at(-1) === "") lines.pop();
  return lines;
}

function relative(cwd: string, abs: string): string {
  const rel = path.relative(cwd, abs);
  return rel.startsWith("..") || path.isAbsolute(rel) ? abs : rel;
}

/** Shell-quotes a word unless it is plainly safe. */
export function quote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
