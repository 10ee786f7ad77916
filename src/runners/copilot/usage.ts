// Copilot's --usage-output-file: tokens per model (the JSONL stream has none).
// inputTokens include cached input; outputTokens include reasoning.

import type { Usage } from "../../model/session.ts";
import { isRecord, num, rec, str } from "../stream.ts";

export function usageFromFile(text: string | undefined): { usage: Partial<Usage>; model?: string } | undefined {
  if (!text) return undefined;
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(file)) return undefined;
  const models = Object.values(rec(file.modelMetrics) ?? {}).filter(isRecord);
  if (models.length === 0) return undefined;
  const sum = (key: string) => models.reduce((n, m) => n + (num(rec(m.usage)?.[key]) ?? 0), 0);
  const has = (key: string) => models.some((m) => num(rec(m.usage)?.[key]) !== undefined);
  const input = sum("inputTokens");
  const output = sum("outputTokens");
  return {
    usage: {
      inputTokens: input,
      outputTokens: output,
      cacheReadTokens: sum("cacheReadTokens"),
      cacheWriteTokens: sum("cacheWriteTokens"),
      ...(has("reasoningTokens") ? { reasoningTokens: sum("reasoningTokens") } : {}),
      totalTokens: input + output,
    },
    model: str(file.currentModel) ?? Object.keys(rec(file.modelMetrics) ?? {})[0],
  };
}
