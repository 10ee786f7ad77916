// Phases of the main agent's assistant texts: its last text is the final
// answer, the texts before it are commentary. Thinking keeps its phase, and
// sub-agent texts stay unlabelled.

import type { SessionEvent } from "../model/session.ts";

export function markPhases(events: SessionEvent[], finalOutput?: string): void {
  const texts = events.filter((e) => e.type === "message" && e.role === "assistant" && e.phase === undefined && !e.parentToolCallId);
  texts.forEach((e, i) => {
    if (e.type !== "message") return;
    const last = i === texts.length - 1 && (finalOutput === undefined || finalOutput === e.text);
    e.phase = last ? "final" : "commentary";
  });
}
