// One execution's side of the scripted model: which reply a request gets.
// The step is picked by conversation, not by request order: the main
// conversation (the first request that offers tools) gets reply k after k tool
// results, so a retried request gets the same reply again. Side requests
// (no tools: titles, and routers that want JSON; another first user message:
// sub-agents) get a short generic answer and never consume a step.

import type { KnownSkill } from "../runner.ts";
import { ZERO_USAGE, type Reply, type ReplyUsage } from "./replies.ts";
import { concreteCall, type AdvertisedTool, type ConcreteCall } from "./tools.ts";

/** What a protocol module reads out of a model request. */
export interface ModelRequest {
  model: string;
  tools: AdvertisedTool[];
  /** The text of the conversation's opening user turn: tells the main conversation from sub-agents. */
  conversation: string;
  /** Tool results in the conversation so far. */
  toolResults: number;
  /** The JSON schema a tool-less side request's reply must follow (e.g. Gemini CLI's model router). */
  schema?: unknown;
  /** The client says this is the conversation itself although it offers no tools (an HTTP agent). */
  main?: boolean;
}

export type AnswerBlock = { type: "thinking"; text: string } | { type: "text"; text: string } | ({ type: "call"; id: string } & ConcreteCall);

export type Answer =
  | { kind: "message"; blocks: AnswerBlock[]; usage: ReplyUsage }
  | { kind: "fail"; status: number; message: string }
  | { kind: "reject-model"; message?: string }
  | { kind: "hang" };

export interface Decision {
  answer: Answer;
  delayMs: number;
  /** For the request log: main conversation or side request, and which reply. */
  role: "main" | "side";
  reply?: number;
}

export interface ConversationSetup {
  /** undefined when the script has no steps for this case. */
  replies: Reply[] | undefined;
  cwd: string;
  skills: KnownSkill[];
  /** Names the case, run and script in error replies. */
  label: string;
}

export const END_OF_SCRIPT = "(the scripted model has no more steps)";

export class ScriptedConversation {
  private mainKey?: string;
  private baseToolResults?: number;
  private calls = 0;
  private readonly setup: ConversationSetup;

  constructor(setup: ConversationSetup) {
    this.setup = setup;
  }

  decide(request: ModelRequest): Decision {
    if (request.tools.length === 0 && !request.main) return side(text(request.schema === undefined ? "ok" : JSON.stringify(sampleOf(request.schema))));
    this.mainKey ??= request.conversation;
    if (request.conversation !== this.mainKey) return side(text("done"));
    const replies = this.setup.replies;
    if (!replies) {
      return {
        role: "main",
        delayMs: 0,
        answer: { kind: "fail", status: 500, message: `agent-bench scripted model: the script has no steps for ${this.setup.label}` },
      };
    }
    // A resumed session (the next turn of a multi-turn case) sends the earlier turns' tool results too:
    // this conversation's replies count from the first request it saw.
    this.baseToolResults ??= request.toolResults;
    const index = request.toolResults - this.baseToolResults;
    const reply = replies[index];
    if (!reply) return { role: "main", reply: index, delayMs: 0, answer: text(END_OF_SCRIPT) };
    if (reply.kind === "hang") return { role: "main", reply: index, delayMs: 0, answer: reply };
    if (reply.kind === "fail") {
      return {
        role: "main",
        reply: index,
        delayMs: reply.delayMs,
        answer: { kind: "fail", status: reply.status, message: reply.message ?? `scripted failure ${reply.status}` },
      };
    }
    if (reply.kind === "reject-model") return { role: "main", reply: index, delayMs: reply.delayMs, answer: { kind: "reject-model", message: reply.message } };
    const blocks: AnswerBlock[] = [];
    for (const block of reply.blocks) {
      if (block.type !== "tool") {
        blocks.push(block);
        continue;
      }
      const mapped = concreteCall(block.step, request.tools, this.setup);
      if ("error" in mapped) {
        return {
          role: "main",
          reply: index,
          delayMs: 0,
          answer: { kind: "fail", status: 500, message: `agent-bench scripted model: step ${index + 1} of ${this.setup.label}: ${mapped.error}` },
        };
      }
      blocks.push({ type: "call", id: `ab_${++this.calls}`, ...mapped });
    }
    return { role: "main", reply: index, delayMs: reply.delayMs, answer: { kind: "message", blocks, usage: reply.usage } };
  }
}

function text(value: string): Answer {
  return { kind: "message", blocks: [{ type: "text", text: value }], usage: ZERO_USAGE };
}

function side(answer: Answer): Decision {
  return { answer, delayMs: 0, role: "side" };
}

/** A small value that satisfies a JSON schema (OpenAPI-style upper-case types too). */
export function sampleOf(schema: unknown, depth = 0): unknown {
  if (typeof schema !== "object" || schema === null || depth > 8) return null;
  const s = schema as Record<string, unknown>;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  if ("const" in s) return s.const;
  const variants = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (Array.isArray(variants) && variants.length > 0) return sampleOf(variants[0], depth + 1);
  const type = String(Array.isArray(s.type) ? s.type[0] : (s.type ?? (s.properties ? "object" : ""))).toLowerCase();
  switch (type) {
    case "object": {
      const props = (s.properties ?? {}) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, sampleOf(v, depth + 1)]));
    }
    case "array":
      return [];
    case "string":
      return "ok";
    case "integer":
    case "number":
      return typeof s.minimum === "number" ? s.minimum : 1;
    case "boolean":
      return false;
    default:
      return null;
  }
}
