// The scripted agent's JSONL → session. Lenient like every parser: unknown
// lines are kept as raw or unparsed events.

import type { Session } from "../../model/session.ts";
import type { CapturedOutput, ParseContext } from "../runner.ts";
import { promptSkill, SessionBuilder } from "../session-builder.ts";
import { num, str, rec } from "../stream.ts";
import { exitCodeOf } from "../../model/process-end.ts";

export function parseScripted(output: CapturedOutput, ctx: ParseContext): Session {
  const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills, ctx.skillRoots);
  const tools = new Map<string, string>();
  // A user-typed "/skill args" prompt invokes the skill explicitly, as in the real agents.
  const typed = promptSkill(ctx.prompt);
  if (typed) b.push({ type: "skillSignal", skill: typed, signal: `prompt:/${typed}`, confidence: "explicit" });
  for (const e of b.records(output.stdout)) {
    switch (e.type) {
      case "init":
        b.model = str(e.model);
        b.cliVersion = "scripted";
        break;
      case "turn":
        break;
      case "message":
        b.push({ type: "message", role: "assistant", text: str(e.text) ?? "", ...(e.phase === "thinking" ? { phase: "thinking" as const } : {}) });
        break;
      case "tool_call": {
        const id = str(e.id);
        const tool = str(e.tool) ?? "unknown";
        const args = rec(e.args) ?? {};
        if (id) tools.set(id, tool);
        b.push({ type: "toolCall", id, tool, args });
        if (tool === "shell" && typeof args.command === "string") b.push({ type: "command", command: args.command, toolCallId: id });
        if (tool === "read" && typeof args.path === "string") b.push({ type: "fileRead", path: b.resolve(args.path), toolCallId: id });
        if ((tool === "write" || tool === "edit") && typeof args.path === "string") {
          b.push({ type: "fileWrite", path: b.resolve(args.path), kind: tool === "write" ? "write" : "edit", toolCallId: id });
        }
        if (tool === "skill" && typeof args.name === "string") b.push({ type: "skillSignal", skill: args.name, signal: "tool:skill", confidence: "explicit" });
        break;
      }
      case "tool_result": {
        const id = str(e.id);
        b.push({
          type: "toolResult",
          id,
          tool: id ? tools.get(id) : undefined,
          output: str(e.output) ?? "",
          isError: e.isError === true,
          exitCode: num(e.exitCode),
        });
        // The command's exit code belongs on its command event too.
        const exitCode = num(e.exitCode);
        if (exitCode !== undefined) {
          const command = b.events.findLast((ev) => ev.type === "command" && ev.toolCallId === id);
          if (command && command.type === "command") command.exitCode = exitCode;
        }
        break;
      }
      case "error": {
        const status = num(e.status);
        const kind =
          e.kind === "model-rejected" ? "model-rejected" : status === 401 || status === 403 ? "authentication" : status === 429 ? "rate-limit" : "api";
        b.error({ kind, message: str(e.message) ?? "scripted error", status });
        break;
      }
      case "result": {
        if (typeof e.finalOutput === "string") b.finalOutput = e.finalOutput;
        const u = rec(e.usage);
        if (u) {
          b.usage = {
            inputTokens: num(u.input),
            outputTokens: num(u.output),
            reasoningTokens: num(u.reasoning) || undefined,
            cacheReadTokens: num(u.cacheRead),
            cacheWriteTokens: num(u.cacheWrite),
            totalTokens: (num(u.input) ?? 0) + (num(u.output) ?? 0),
          };
        }
        b.costUsd = num(e.costUsd);
        b.turns = num(e.turns);
        break;
      }
      default:
        b.unknown(e, String(e.type));
    }
  }
  return b.finish({ exitCode: exitCodeOf(output.end), stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}
