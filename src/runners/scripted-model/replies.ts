// A script's steps → the model replies the scripted model server gives, in
// order. One reply is what one model request gets back: thinking and text
// blocks ending with at most one tool call, or a failure. The script's usage
// totals are spread over the replies so the CLI's own totals equal them.

import { parseDuration } from "../../duration.ts";
import type { Step } from "../script-steps.ts";

export type ToolStep = Extract<Step, { tool: string }>;

export type ReplyBlock = { type: "thinking"; text: string } | { type: "text"; text: string } | { type: "tool"; step: ToolStep };

/** Tokens of one reply. `input` is gross (cached included); `output` includes `reasoning`. */
export interface ReplyUsage {
  input: number;
  output: number;
  reasoning: number;
  cacheRead: number;
  cacheWrite: number;
}

export type Reply =
  | { kind: "message"; blocks: ReplyBlock[]; usage: ReplyUsage; delayMs: number }
  | { kind: "fail"; status: number; message?: string; delayMs: number }
  | { kind: "reject-model"; message?: string; delayMs: number }
  | { kind: "hang" };

export const ZERO_USAGE: ReplyUsage = { input: 0, output: 0, reasoning: 0, cacheRead: 0, cacheWrite: 0 };

/** Usage of reply i when the script gives none: what the recorded fixtures show (100 + i in, 20 out). */
export function defaultUsage(index: number): ReplyUsage {
  return { input: 100 + index, output: 20, reasoning: 0, cacheRead: 0, cacheWrite: 0 };
}

export function planReplies(steps: readonly Step[]): Reply[] {
  const replies: Reply[] = [];
  let blocks: ReplyBlock[] = [];
  let delayMs = 0;
  let total: ReplyUsage | undefined;
  const close = () => {
    if (blocks.length === 0) return;
    replies.push({ kind: "message", blocks, usage: ZERO_USAGE, delayMs });
    blocks = [];
    delayMs = 0;
  };
  for (const step of steps) {
    if ("text" in step) blocks.push({ type: "text", text: step.text });
    else if ("thinking" in step) blocks.push({ type: "thinking", text: step.thinking });
    else if ("tool" in step) {
      blocks.push({ type: "tool", step });
      close();
    } else if ("fail" in step) {
      close();
      replies.push({ kind: "fail", status: step.fail, message: step.message, delayMs });
      delayMs = 0;
    } else if ("rejectModel" in step) {
      close();
      replies.push({ kind: "reject-model", message: step.message, delayMs });
      delayMs = 0;
    } else if ("hang" in step) {
      close();
      replies.push({ kind: "hang" });
    } else if ("delay" in step) {
      delayMs += typeof step.delay === "number" ? step.delay : (parseDuration(step.delay) ?? 0);
    } else if ("usage" in step) {
      const u = step.usage;
      total ??= { ...ZERO_USAGE };
      total.input += u.input ?? 0;
      total.output += u.output ?? 0;
      total.reasoning += u.reasoning ?? 0;
      total.cacheRead += u.cacheRead ?? 0;
      total.cacheWrite += u.cacheWrite ?? 0;
    }
    // cost, exit, stdout and stderr belong to the agent process: a model cannot produce them.
  }
  close();
  return assignUsage(replies, total);
}

function assignUsage(replies: Reply[], total: ReplyUsage | undefined): Reply[] {
  const messages = replies.filter((r): r is Extract<Reply, { kind: "message" }> => r.kind === "message");
  if (!total) {
    messages.forEach((r, i) => (r.usage = defaultUsage(i)));
    return replies;
  }
  // Split the parts that must stay non-negative per reply, then add them back up.
  const uncached = split(Math.max(0, total.input - total.cacheRead - total.cacheWrite), messages.length);
  const cacheRead = split(total.cacheRead, messages.length);
  const cacheWrite = split(total.cacheWrite, messages.length);
  const reasoning = split(total.reasoning, messages.length);
  const visible = split(Math.max(0, total.output - total.reasoning), messages.length);
  messages.forEach((r, i) => {
    r.usage = {
      input: uncached[i] + cacheRead[i] + cacheWrite[i],
      output: visible[i] + reasoning[i],
      reasoning: reasoning[i],
      cacheRead: cacheRead[i],
      cacheWrite: cacheWrite[i],
    };
  });
  return replies;
}

/** n parts summing to `value`: equal shares, the remainder on the last. */
function split(value: number, n: number): number[] {
  if (n === 0) return [];
  const share = Math.floor(value / n);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? value - share * (n - 1) : share));
}
