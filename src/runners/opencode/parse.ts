// `opencode run --format json` → session. There is no init and no result
// line: each model request is a step (step_start … step_finish) whose
// step_finish carries that request's tokens and cost, so the totals are the
// sum over steps (each counted once). A tool is printed once, when it has
// finished, with its input, output and metadata (bash: metadata.exit, which
// is non-zero while the status still says "completed").

import type { Session, SessionErrorKind } from "../../model/session.ts";
import { kindForStatus, statusIn } from "../api-errors.ts";
import { cliVersionOf } from "../cli-env.ts";
import { patchedFiles } from "../patch-files.ts";
import { markPhases } from "../phases.ts";
import type { CapturedOutput, ParseContext } from "../runner.ts";
import { SessionBuilder } from "../session-builder.ts";
import { shellReads } from "../shell-reads.ts";
import { num, rec, str, textOf } from "../stream.ts";
import { exitCodeOf } from "../../model/process-end.ts";

/** A request for a model the provider does not offer, or one OpenCode's config does not know. */
const MODEL_REJECTED =
  /ProviderModelNotFoundError|Model not found:|model_not_found|does not exist or you do not have access|model is not supported|unsupported model/i;

interface Totals {
  input: number;
  output: number;
  reasoning: number;
  cacheRead: number;
  cacheWrite: number;
  total: number;
  /** Steps whose tokens named a total. */
  totals: number;
  steps: number;
  cost?: number;
}

export function parseOpenCode(output: CapturedOutput, ctx: ParseContext): Session {
  const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills, ctx.skillRoots);
  const t: Totals = { input: 0, output: 0, reasoning: 0, cacheRead: 0, cacheWrite: 0, total: 0, totals: 0, steps: 0 };
  let turns = 0;
  /** Texts of the step in progress; the final output is the last text of the last step that ended with "stop". */
  let stepTexts: string[] = [];
  let finalOutput: string | undefined;

  for (const e of b.records(output.stdout)) {
    b.sessionId ??= str(e.sessionID);
    const part = rec(e.part) ?? {};
    const at = atOf(e.timestamp);
    switch (e.type) {
      case "step_start":
        turns++;
        stepTexts = [];
        break;
      case "step_finish":
        addTokens(t, part);
        if (part.reason === "stop" && stepTexts.length > 0) finalOutput = stepTexts.at(-1);
        break;
      case "text": {
        const text = str(part.text) ?? "";
        stepTexts.push(text);
        b.push({ type: "message", role: "assistant", text, ...at });
        break;
      }
      case "reasoning":
        b.push({ type: "message", role: "assistant", phase: "thinking", text: str(part.text) ?? "", ...at });
        break;
      case "tool_use":
        toolUse(b, part, at);
        break;
      case "error":
        b.error(classify(rec(e.error)));
        break;
      default:
        b.unknown(e, String(e.type));
    }
  }

  if (finalOutput !== undefined) b.finalOutput = finalOutput;
  if (turns > 0) b.turns = turns;
  if (t.steps > 0) {
    // OpenCode's input leaves cached input out and its output leaves reasoning out; its total has both.
    const input = t.input + t.cacheRead + t.cacheWrite;
    const out = t.output + t.reasoning;
    b.usage = {
      inputTokens: input,
      outputTokens: out,
      reasoningTokens: t.reasoning,
      cacheReadTokens: t.cacheRead,
      cacheWriteTokens: t.cacheWrite,
      totalTokens: t.totals === t.steps ? t.total : input + out,
    };
  }
  if (t.cost !== undefined) b.costUsd = t.cost;
  b.cliVersion = cliVersionOf(output.files.package);
  stderrErrors(b, output.stderr);
  markPhases(b.events, b.finalOutput);
  b.requireJsonStream(output.stdout, "OpenCode printed no --format json events; runner args must not change --format");
  return b.finish({ exitCode: exitCodeOf(output.end), stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}

function addTokens(t: Totals, part: Record<string, unknown>): void {
  const tokens = rec(part.tokens);
  const cost = num(part.cost);
  if (cost !== undefined) t.cost = (t.cost ?? 0) + cost;
  if (!tokens) return;
  t.steps++;
  t.input += num(tokens.input) ?? 0;
  t.output += num(tokens.output) ?? 0;
  t.reasoning += num(tokens.reasoning) ?? 0;
  const cache = rec(tokens.cache) ?? {};
  t.cacheRead += num(cache.read) ?? 0;
  t.cacheWrite += num(cache.write) ?? 0;
  const total = num(tokens.total);
  if (total !== undefined) {
    t.total += total;
    t.totals++;
  }
}

function toolUse(b: SessionBuilder, part: Record<string, unknown>, at: { at?: string }): void {
  const id = str(part.callID) ?? str(part.id);
  const tool = str(part.tool) ?? "unknown";
  const state = rec(part.state) ?? {};
  const input = rec(state.input) ?? {};
  const metadata = rec(state.metadata) ?? {};
  const failed = state.status === "error";
  const ref = { toolCallId: id, ...at };
  b.push({ type: "toolCall", id, tool, args: input, ...at });
  const file = str(input.filePath) ?? str(input.file_path) ?? str(input.path);
  let exitCode: number | undefined;
  if (tool === "bash" && typeof input.command === "string") {
    exitCode = num(metadata.exit);
    const base = str(input.workdir) ? b.resolve(str(input.workdir)!) : undefined;
    b.push({ type: "command", command: input.command, ...(exitCode !== undefined ? { exitCode } : {}), ...ref });
    for (const p of shellReads(input.command)) b.push({ type: "fileRead", path: b.resolve(p, base), ...ref });
  } else if (tool === "read" && file) {
    b.push({ type: "fileRead", path: b.resolve(file), ...ref });
  } else if (tool === "write" && file && !failed) {
    b.push({ type: "fileWrite", path: b.resolve(file), kind: metadata.exists === false ? "create" : "write", ...ref });
  } else if ((tool === "edit" || tool === "multiedit") && file && !failed) {
    b.push({ type: "fileWrite", path: b.resolve(file), kind: "edit", ...ref });
  } else if ((tool === "apply_patch" || tool === "patch") && !failed) {
    for (const f of patchedFiles(str(input.patchText) ?? str(input.patch) ?? str(input.input) ?? ""))
      b.push({ type: "fileWrite", path: b.resolve(f.path), kind: f.kind, ...ref });
  } else if (tool === "skill") {
    const skill = str(input.name) ?? str(metadata.name);
    if (skill && !failed) b.push({ type: "skillSignal", skill, signal: "tool:skill", confidence: "explicit", ...at });
  } else if (tool === "task") {
    b.push({ type: "subagent", toolCallId: id, status: "started", description: str(input.description), ...at });
  }
  const outputText = failed ? (str(state.error) ?? textOf(state.error)) : textOf(state.output);
  b.push({
    type: "toolResult",
    id,
    tool,
    output: outputText,
    isError: failed || (exitCode !== undefined && exitCode !== 0),
    ...(exitCode !== undefined ? { exitCode } : {}),
    ...at,
  });
  if (tool === "task") b.push({ type: "subagent", toolCallId: id, status: failed ? "failed" : "completed", ...at });
}

function classify(error: Record<string, unknown> | undefined): { kind: SessionErrorKind; message: string; status?: number } {
  const name = str(error?.name) ?? "Error";
  const data = rec(error?.data) ?? {};
  const message = str(data.message) ?? textOf(data) ?? name;
  const status = num(data.statusCode) ?? statusIn(message);
  const text = `${name}: ${message} ${str(data.responseBody) ?? ""}`;
  if (MODEL_REJECTED.test(text)) return { kind: "model-rejected", message, status };
  if (/Auth/i.test(name)) return { kind: "authentication", message, status };
  if (name === "APIError" || status !== undefined) return { kind: kindForStatus(status), message, status };
  return { kind: "other", message: `${name}: ${message}` };
}

/** A model its config does not know is reported on stderr only (with --print-logs). */
function stderrErrors(b: SessionBuilder, stderr: string): void {
  if (b.errors.some((e) => e.kind === "model-rejected")) return;
  const line = stderr.split("\n").find((l) => /ProviderModelNotFoundError|Model not found:/.test(l));
  if (line) b.error({ kind: "model-rejected", message: line.trim().slice(0, 500) });
}

function atOf(timestamp: unknown): { at?: string } {
  const ms = num(timestamp);
  return ms !== undefined && ms > 0 && ms < 8.64e15 ? { at: new Date(ms).toISOString() } : {};
}
