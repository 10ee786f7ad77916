// The scripted agent: replays steps as a real agent would act, in process
// (no spawn, so thousands of executions cost almost nothing). It writes and
// edits files in its workspace for real, so workspace checks see them.

import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseDuration } from "../../duration.ts";
import type { InProcessIO } from "../runner.ts";
import type { Step } from "../script-steps.ts";

export interface ScriptedRun {
  steps: Step[];
  prompt: string;
  model?: string;
}

const MAX_READ = 4000;

export async function runScript(run: ScriptedRun, io: InProcessIO): Promise<{ exitCode: number }> {
  const emit = (value: Record<string, unknown>) => io.stdout(JSON.stringify(value));
  let callId = 0;
  let turns = 0;
  let finalOutput: string | undefined;
  const usage = { input: 0, output: 0, reasoning: 0, cacheRead: 0, cacheWrite: 0 };
  let usageSeen = false;
  let cost: number | undefined;
  emit({ type: "init", model: run.model ?? "scripted", prompt: run.prompt });
  for (const step of run.steps) {
    if (io.signal.aborted) return { exitCode: 130 };
    if ("text" in step) {
      turns++;
      emit({ type: "turn", n: turns });
      emit({ type: "message", role: "assistant", text: step.text });
      if (step.final) finalOutput = step.text;
    } else if ("thinking" in step) {
      emit({ type: "message", role: "assistant", phase: "thinking", text: step.thinking });
    } else if ("tool" in step) {
      turns++;
      emit({ type: "turn", n: turns });
      const id = `call_${++callId}`;
      const result = await performTool(step, io.cwd);
      emit({ type: "tool_call", id, tool: step.tool, args: result.args });
      emit({ type: "tool_result", id, tool: step.tool, output: result.output, isError: result.isError, exitCode: result.exitCode });
    } else if ("fail" in step) {
      emit({ type: "error", status: step.fail, message: step.message ?? `API Error: ${step.fail} scripted failure` });
      return { exitCode: 1 };
    } else if ("rejectModel" in step) {
      emit({ type: "error", status: 404, kind: "model-rejected", message: step.message ?? `Model not found: ${run.model ?? "scripted"}` });
      return { exitCode: 1 };
    } else if ("usage" in step) {
      usageSeen = true;
      usage.input += step.usage.input ?? 0;
      usage.output += step.usage.output ?? 0;
      usage.reasoning += step.usage.reasoning ?? 0;
      usage.cacheRead += step.usage.cacheRead ?? 0;
      usage.cacheWrite += step.usage.cacheWrite ?? 0;
      if (step.cost !== undefined) cost = (cost ?? 0) + step.cost;
    } else if ("cost" in step) {
      cost = (cost ?? 0) + step.cost;
    } else if ("delay" in step) {
      const ms = typeof step.delay === "number" ? step.delay : (parseDuration(step.delay) ?? 0);
      try {
        await sleep(ms, undefined, { signal: io.signal });
      } catch {
        return { exitCode: 130 };
      }
    } else if ("hang" in step) {
      await new Promise<void>((resolve) => io.signal.addEventListener("abort", () => resolve(), { once: true }));
      return { exitCode: 130 };
    } else if ("exit" in step) {
      if (step.stderr) io.stderr(step.stderr);
      return { exitCode: step.exit };
    } else if ("stdout" in step) {
      io.stdout(step.stdout);
    } else if ("stderr" in step) {
      io.stderr(step.stderr);
    }
  }
  emit({
    type: "result",
    ...(finalOutput !== undefined ? { finalOutput } : {}),
    ...(usageSeen ? { usage } : {}),
    ...(cost !== undefined ? { costUsd: cost } : {}),
    turns,
  });
  return { exitCode: 0 };
}

interface ToolOutcome {
  args: Record<string, unknown>;
  output: string;
  isError?: boolean;
  exitCode?: number;
}

async function performTool(step: Extract<Step, { tool: string }>, cwd: string): Promise<ToolOutcome> {
  const abs = (p: string) => path.resolve(cwd, p);
  const s = step as Record<string, unknown>;
  switch (step.tool) {
    case "shell":
      return {
        args: { command: s.command },
        output: (s.output as string) ?? "",
        exitCode: (s.exitCode as number) ?? 0,
        isError: ((s.exitCode as number) ?? 0) !== 0,
      };
    case "read": {
      const file = abs(s.path as string);
      if (s.output !== undefined) return { args: { path: file }, output: s.output as string };
      if (!existsSync(file)) return { args: { path: file }, output: `File not found: ${file}`, isError: true };
      return { args: { path: file }, output: (await readFile(file, "utf8")).slice(0, MAX_READ) };
    }
    case "write": {
      const file = abs(s.path as string);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, s.content as string);
      return { args: { path: file, content: s.content }, output: `Wrote ${file}` };
    }
    case "edit": {
      const file = abs(s.path as string);
      const before = existsSync(file) ? await readFile(file, "utf8") : undefined;
      if (before === undefined || !before.includes(s.old as string)) {
        return { args: { path: file, old: s.old, new: s.new }, output: `Edit failed: text not found in ${file}`, isError: true };
      }
      await writeFile(file, before.replace(s.old as string, s.new as string));
      return { args: { path: file, old: s.old, new: s.new }, output: `Edited ${file}` };
    }
    case "skill":
      return { args: { name: s.name }, output: `Loaded skill ${s.name as string}` };
    default:
      return { args: (s.args as Record<string, unknown>) ?? {}, output: (s.output as string) ?? "", isError: (s.isError as boolean) ?? false };
  }
}
