// Claude Code's result lines → final output, totals and errors. Since 2.1.3xx
// a run can print several results (a background sub-agent's completion starts
// another turn): `usage` and `num_turns` cover one result each, while
// `modelUsage` and `total_cost_usd` are running totals for the whole session.

import type { SessionErrorKind, Usage } from "../../model/session.ts";
import { kindForStatus, statusIn } from "../api-errors.ts";
import type { SessionBuilder } from "../session-builder.ts";
import { arr, isRecord, num, rec, str } from "../stream.ts";
import type { ClaudeModelUsage, ClaudeResult, ClaudeUsage } from "./types.ts";

/** Messages of a request for a model the provider does not offer. */
const MODEL_REJECTED =
  /issue with the selected model|model_not_found|not_found_error.*model|model: \S+ (?:not found|does not exist)|does not exist or you do not have access/i;

export function applyResults(b: SessionBuilder, results: ClaudeResult[], synthetic: { code?: string; text: string } | undefined): void {
  const last = results.at(-1);
  if (!last) return;
  if (typeof last.result === "string") b.finalOutput = last.result;
  b.sessionId ??= str(last.session_id);
  b.costUsd = num(last.total_cost_usd);
  const turns = results.map((r) => num(r.num_turns)).filter((n): n is number => n !== undefined);
  if (turns.length > 0) b.turns = turns.reduce((a, n) => a + n, 0);
  b.usage = totals(results, last);
  const firstModel = Object.keys(rec(last.modelUsage) ?? {})[0];
  if (!b.model && firstModel) b.model = firstModel.replace(/\[[^\]]*\]$/, "");
  const denied = new Set<string>();
  for (const r of results) {
    for (const d of arr(r.permission_denials).filter(isRecord) as NonNullable<ClaudeResult["permission_denials"]>) {
      const key = str(d.tool_use_id) ?? JSON.stringify(d);
      if (denied.has(key)) continue;
      denied.add(key);
      const input = d.tool_input ? ` ${JSON.stringify(d.tool_input).slice(0, 200)}` : "";
      b.error({
        kind: "permission",
        message: `permission denied for ${str(d.tool_name) ?? "a tool"}${input} (set permissionMode, or allowedTools, on the runner)`,
      });
    }
    const error = resultError(r, r === last ? synthetic : undefined);
    if (error) b.error(error);
  }
}

function resultError(
  r: ClaudeResult,
  synthetic: { code?: string; text: string } | undefined,
): { kind: SessionErrorKind; message: string; status?: number } | undefined {
  const errors = arr(r.errors).filter((e): e is string => typeof e === "string");
  if (r.subtype === "error_max_turns") return { kind: "max-turns", message: errors.join("; ") || "Claude Code reached its maximum number of turns" };
  if (r.subtype === "error_during_execution") return { kind: "crash", message: errors.join("; ") || "Claude Code failed during execution" };
  if (r.subtype === "error_max_budget_usd") return { kind: "other", message: errors.join("; ") || "Claude Code reached its maximum budget" };
  if (r.is_error !== true) return undefined;
  const message = (typeof r.result === "string" && r.result) || synthetic?.text || errors.join("; ") || "Claude Code reported an error";
  const status = num(r.api_error_status) ?? statusIn(message);
  if (synthetic?.code === "model_not_found" || MODEL_REJECTED.test(message)) {
    return { kind: "model-rejected", message, status };
  }
  if (synthetic?.code === "authentication_failed") return { kind: "authentication", message, status };
  if (synthetic?.code === "rate_limit") return { kind: "rate-limit", message, status };
  return { kind: kindForStatus(status), message, status };
}

/** Gross input (cached included), output and reasoning: the session's running totals when the CLI gives them. */
function totals(results: ClaudeResult[], last: ClaudeResult): Partial<Usage> {
  const models = Object.values(rec(last.modelUsage) ?? {}).filter(isRecord) as ClaudeModelUsage[];
  if (models.length > 0) {
    const sum = (key: keyof ClaudeModelUsage) => models.reduce((n, m) => n + (num(m[key]) ?? 0), 0);
    const hasThinking = models.some((m) => num(m.thinkingTokens) !== undefined);
    return usage(
      sum("inputTokens"),
      sum("outputTokens"),
      sum("cacheReadInputTokens"),
      sum("cacheCreationInputTokens"),
      hasThinking ? sum("thinkingTokens") : undefined,
    );
  }
  const perResult = results.map((r) => r.usage).filter((u): u is ClaudeUsage => isRecord(u));
  if (perResult.length === 0) return {};
  const sum = (key: "input_tokens" | "output_tokens" | "cache_read_input_tokens" | "cache_creation_input_tokens") =>
    perResult.reduce((n, u) => n + (num(u[key]) ?? 0), 0);
  const thinking = perResult.map((u) => num(rec(u.output_tokens_details)?.thinking_tokens)).filter((n): n is number => n !== undefined);
  return usage(
    sum("input_tokens"),
    sum("output_tokens"),
    sum("cache_read_input_tokens"),
    sum("cache_creation_input_tokens"),
    thinking.length > 0 ? thinking.reduce((a, n) => a + n, 0) : undefined,
  );
}

/** Anthropic's input_tokens leave cached input out; the session's inputTokens include it. */
function usage(input: number, output: number, cacheRead: number, cacheWrite: number, reasoning: number | undefined): Partial<Usage> {
  const gross = input + cacheRead + cacheWrite;
  return {
    inputTokens: gross,
    outputTokens: output,
    cacheReadTokens: cacheRead,
    cacheWriteTokens: cacheWrite,
    ...(reasoning !== undefined ? { reasoningTokens: reasoning } : {}),
    totalTokens: gross + output,
  };
}
