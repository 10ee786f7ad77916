// A multi-turn execution in the Markdown report: why the conversation ended,
// each checkpoint's state, and the conversation turn by turn (agent text is
// untrusted: sanitized and cut).

import type { DialogRecord } from "../../model/result.ts";
import { plural } from "../../format.ts";
import { mdCode, mdText } from "../sanitize.ts";

const ENDED: Record<DialogRecord["ended"], string> = {
  checkpoints: "every required checkpoint was reached",
  "max-turns": "max_turns was used up",
  "goal-achieved": "the simulated user said the goal was achieved",
  "agent-failure": "the agent failed",
  "simulator-error": "the simulated user failed",
  timeout: "the time ran out",
  cancelled: "the run was cancelled",
};

export function dialogLines(d: DialogRecord, textChars: number): string[] {
  const lines = [`Conversation: ${plural(d.turns.length, "turn")} of at most ${d.maxTurns}; it ended because ${ENDED[d.ended]}.`, ""];
  lines.push(
    `Checkpoints: ${d.checkpoints
      .map(
        (c) =>
          `${c.reached ? "✅" : c.required ? "❌" : "⚪"} ${mdCode(c.id, "text")}${c.reached ? ` (turn ${c.reachedAtTurn})` : c.required ? "" : " (optional)"}`,
      )
      .join(" · ")}`,
    "",
  );
  for (const t of d.turns) {
    lines.push(`${t.turn}. 🧑 ${mdText(t.user || "(no message)", textChars)}`);
    if (t.agent !== undefined)
      lines.push(
        `   🤖 ${mdText(t.agent || "(no output)", textChars)}${t.reached.length ? ` · reached ${t.reached.map((id) => mdCode(id, "text")).join(", ")}` : ""}`,
      );
    if (t.error) lines.push(`   ⚠️ ${mdText(t.error, textChars)}`);
  }
  return lines;
}
