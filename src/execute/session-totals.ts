// A multi-turn case's session: the last turn's, with what every turn spent.

import type { Session } from "../model/session.ts";

/** The last turn's session with token counts and cost summed over every turn. */
export function withTotals(last: Session, sessions: readonly Session[]): Session {
  if (sessions.length <= 1) return last;
  const usage = { ...last.usage };
  for (const key of [
    "inputTokens",
    "outputTokens",
    "reasoningTokens",
    "cacheReadTokens",
    "cacheWriteTokens",
    "cacheTokens",
    "totalTokens",
    "inputChars",
    "outputChars",
    "reasoningChars",
  ] as const) {
    const values = sessions.map((s) => s.usage?.[key]).filter((v): v is number => typeof v === "number");
    if (values.length > 0) (usage as unknown as Record<string, number>)[key] = values.reduce((a, b) => a + b, 0);
  }
  const costs = sessions.map((s) => s.costUsd).filter((c): c is number => typeof c === "number");
  const turnCount = sessions.map((s) => s.turns).filter((t): t is number => typeof t === "number");
  return {
    ...last,
    usage,
    ...(costs.length > 0 ? { costUsd: costs.reduce((a, b) => a + b, 0) } : {}),
    ...(turnCount.length > 0 ? { turns: turnCount.reduce((a, b) => a + b, 0) } : {}),
  };
}
