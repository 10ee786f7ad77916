// Every runner type agent-bench knows. Adding an agent: its folder, one line here.

import type { RunnerAdapter } from "./runner.ts";
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
