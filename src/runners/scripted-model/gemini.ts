// The Gemini API (Gemini CLI): POST /v1beta/models/<model>:streamGenerateContent?alt=sse
// (and :generateContent for the router and JSON side calls). One SSE chunk per
// reply; it carries finishReason and usageMetadata.

import { isRecord, str, textOf } from "../stream.ts";
import type { AnswerBlock, ModelRequest } from "./conversation.ts";
import { eventStream, sendJson } from "./http.ts";
import type { Protocol } from "./protocol.ts";
import type { ReplyUsage } from "./replies.ts";

const STATUS_NAMES: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
  503: "UNAVAILABLE",
};

let responses = 0;

export const gemini: Protocol = {
  read(body, params) {
    const b = isRecord(body) ? body : {};
    const tools = (Array.isArray(b.tools) ? b.tools : []).filter(isRecord).flatMap((t) =>
      (Array.isArray(t.functionDeclarations) ? t.functionDeclarations : []).filter(isRecord).map((f) => {
        const schema = isRecord(f.parametersJsonSchema) ? f.parametersJsonSchema : isRecord(f.parameters) ? f.parameters : {};
        return { name: str(f.name) ?? "", kind: "function" as const, params: Object.keys(isRecord(schema.properties) ? schema.properties : {}) };
      }),
    );
    const contents = (Array.isArray(b.contents) ? b.contents : []).filter(isRecord);
    const opening: string[] = [];
    let toolResults = 0;
    let answered = false;
    for (const c of contents) {
      const parts = (Array.isArray(c.parts) ? c.parts : []).filter(isRecord);
      toolResults += parts.filter((p) => isRecord(p.functionResponse)).length;
      if (c.role === "model") answered = true;
      if (!answered && c.role !== "model")
        opening.push(
          parts
            .filter((p) => typeof p.text === "string")
            .map(textOf)
            .join("\n"),
        );
    }
    const request: ModelRequest = { model: params.model ?? "", tools, conversation: opening.join("\n"), toolResults };
    const config = isRecord(b.generationConfig) ? b.generationConfig : {};
    if (config.responseMimeType === "application/json") request.schema = config.responseJsonSchema ?? config.responseSchema ?? {};
    return request;
  },

  write(res, answer, ctx) {
    if (answer.kind === "hang") return;
    if (answer.kind === "fail") return sendError(res, answer.status, answer.message);
    if (answer.kind === "reject-model") {
      return sendError(
        res,
        404,
        answer.message ??
          `models/${ctx.model} is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.`,
      );
    }
    const response = {
      candidates: [{ content: { role: "model", parts: answer.blocks.map(part) }, finishReason: "STOP", index: 0 }],
      usageMetadata: usage(answer.usage),
      modelVersion: ctx.model,
      responseId: `gem_ab_${++responses}`,
    };
    if (!ctx.stream) return sendJson(res, 200, response);
    const events = eventStream(res, "\r\n\r\n");
    events.send(response);
    events.end();
  },
};

function part(b: AnswerBlock): Record<string, unknown> {
  if (b.type === "thinking") return { text: b.text, thought: true };
  if (b.type === "text") return { text: b.text };
  return { functionCall: { name: b.name, args: b.args } };
}

/** Gemini counts thoughts apart from candidates; promptTokenCount includes cached input. */
function usage(u: ReplyUsage): Record<string, number> {
  return {
    promptTokenCount: u.input,
    candidatesTokenCount: u.output - u.reasoning,
    thoughtsTokenCount: u.reasoning,
    cachedContentTokenCount: u.cacheRead,
    totalTokenCount: u.input + u.output,
  };
}

function sendError(res: Parameters<Protocol["write"]>[0], status: number, message: string): void {
  sendJson(res, status, { error: { code: status, message, status: STATUS_NAMES[status] ?? (status >= 500 ? "INTERNAL" : "FAILED_PRECONDITION") } });
}
