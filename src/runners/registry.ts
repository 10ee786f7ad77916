// Every runner type agent-bench knows. Adding an agent: its folder, one line here.

import type { AgentContext, InitDetails, RunnerAdapter } from "./runner.ts";
import { claudeCodeRunner } from "./claude-code/adapter.ts";
import { codexRunner } from "./codex/adapter.ts";
import { commandRunner } from "./command/adapter.ts";
import { copilotRunner } from "./copilot/adapter.ts";
import { cursorRunner } from "./cursor/adapter.ts";
import { geminiRunner } from "./gemini/adapter.ts";
import { httpRunner } from "./http/adapter.ts";
import { openCodeRunner } from "./opencode/adapter.ts";
import { qwenRunner } from "./qwen/adapter.ts";
import { scriptedRunner } from "./scripted/adapter.ts";

const ADAPTERS: readonly RunnerAdapter[] = [
  scriptedRunner,
  commandRunner,
  claudeCodeRunner,
  codexRunner,
  geminiRunner,
  openCodeRunner,
  copilotRunner,
  qwenRunner,
  cursorRunner,
  httpRunner,
];

const BY_TYPE = new Map(ADAPTERS.map((a) => [a.type, a]));

export function getAdapter(type: string): RunnerAdapter | undefined {
  return BY_TYPE.get(type);
}

export function runnerTypes(): string[] {
  return ADAPTERS.map((a) => a.type);
}

/**
 * What any agent reads from its working folder: every adapter's lists joined, each path once, in the
 * registry's order. The treatment manifest records these files whatever runners a suite has, so a
 * baseline made with other runners still compares; a SKILL.md read maps to its skill in any of them.
 */
export const AGENT_CONTEXT: Required<AgentContext> = {
  instructionFiles: joined((c) => c.instructionFiles),
  configPaths: joined((c) => c.configPaths),
  settingsFiles: joined((c) => c.settingsFiles),
  skillFolders: joined((c) => c.skillFolders),
};

function joined(list: (context: AgentContext) => readonly string[] | undefined): readonly string[] {
  return [...new Set(ADAPTERS.flatMap((a) => (a.context ? (list(a.context) ?? []) : [])))];
}

/** The agents `agent-bench init` offers: those with install details, the ones to install first, in-process ones last. */
export function initAgents(): Array<InitDetails & { type: string }> {
  const offered = ADAPTERS.flatMap((a) => (a.init ? [{ type: a.type, ...a.init }] : []));
  return [...offered.filter((a) => a.install !== ""), ...offered.filter((a) => a.install === "")];
}
