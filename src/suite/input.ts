// JSONL `input` in every form the yao design allows → messages, plus the
// prompt text CLI agents get. file:// sources are read relative to the suite.

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { configError } from "../errors.ts";
import type { ContentPart, Message } from "../model/case.ts";

const IMAGE_MIME: Record<string, string> = { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", gif: "image/gif", webp: "image/webp", bmp: "image/bmp" };
const AUDIO_FORMATS = new Set(["wav", "mp3", "flac", "ogg", "m4a"]);
const FILE_MIME: Record<string, string> = {
  pdf: "application/pdf",
  txt: "text/plain",
  md: "text/markdown",
  csv: "text/csv",
  json: "application/json",
  html: "text/html",
  xml: "application/xml",
  yaml: "application/yaml",
  yml: "application/yaml",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  js: "text/javascript",
  ts: "text/plain",
  py: "text/x-python",
  go: "text/plain",
  java: "text/plain",
  c: "text/plain",
  cpp: "text/plain",
  rs: "text/plain",
};
const ROLES = new Set(["system", "user", "assistant", "tool", "developer"]);

export interface InputContext {
  where: string;
  baseDir: string;
}

export function parseInput(input: unknown, ctx: InputContext): Message[] {
  if (typeof input === "string") return [{ role: "user", content: input }];
  if (Array.isArray(input)) {
    if (input.length === 0) throw configError(`${ctx.where}: input is an empty conversation`, { hint: "give at least one message" });
    return input.map((m, i) => parseMessage(m, { ...ctx, where: `${ctx.where}: input[${i}]` }));
  }
  if (typeof input === "object" && input !== null) return [parseMessage(input, ctx)];
  throw configError(`${ctx.where}: input must be a string, a message or an array of messages`, { hint: 'e.g. "input": "Summarize README.md"' });
}

function parseMessage(value: unknown, ctx: InputContext): Message {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw configError(`${ctx.where}: a message must be an object`, { hint: '{"role": "user", "content": "..."}' });
  }
  const m = value as Record<string, unknown>;
  const role = m.role ?? "user";
  if (typeof role !== "string" || !ROLES.has(role))
    throw configError(`${ctx.where}: unknown role ${JSON.stringify(role)}`, { hint: `use one of ${[...ROLES].join(", ")}` });
  if (!("content" in m)) throw configError(`${ctx.where}: message missing 'content' field`, { hint: '{"role": "user", "content": "..."}' });
  const message: Message = { role: role as Message["role"], content: parseContent(m.content, ctx) };
  if (typeof m.name === "string") message.name = m.name;
  if (typeof m.tool_call_id === "string") message.tool_call_id = m.tool_call_id;
  if (typeof m.refusal === "string") message.refusal = m.refusal;
  if (Array.isArray(m.tool_calls)) {
    message.tool_calls = m.tool_calls.map((tc, i) => {
      const t = (tc ?? {}) as Record<string, unknown>;
      const fn = (t.function ?? {}) as Record<string, unknown>;
      const args = typeof fn.arguments === "string" ? fn.arguments : JSON.stringify(fn.arguments ?? {});
      const where = `${ctx.where}.tool_calls[${i}]`;
      return {
        id: textField(t.id, `${where}.id`) ?? `call_${i + 1}`,
        type: "function" as const,
        function: { name: textField(fn.name, `${where}.function.name`) ?? "", arguments: args },
      };
    });
  }
  return message;
}

function parseContent(content: unknown, ctx: InputContext): string | ContentPart[] {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((p, i) => parsePart(p, { ...ctx, where: `${ctx.where}.content[${i}]` }));
  if (typeof content === "object" && content !== null) return [parsePart(content, ctx)];
  throw configError(`${ctx.where}: content must be a string, a content part or an array of parts`, { hint: '{"type": "text", "text": "..."}' });
}

/** A text field of a message or part: a string (numbers and booleans as written), absent, or an error. */
function textField(value: unknown, where: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  throw configError(`${where}: expected text, got ${Array.isArray(value) ? "an array" : typeof value}`, { hint: '{"type": "text", "text": "..."}' });
}

function parsePart(value: unknown, ctx: InputContext): ContentPart {
  const p = (value ?? {}) as Record<string, unknown>;
  const type = typeof p.type === "string" ? p.type : "text";
  const source = typeof p.source === "string" ? p.source : undefined;
  switch (type) {
    case "text":
      return { type: "text", text: textField(p.text, `${ctx.where}.text`) ?? "" };
    case "image":
      if (source) {
        const { data, ext } = readSource(source, ctx);
        const mime = IMAGE_MIME[ext];
        if (!mime) throw configError(`${ctx.where}: unsupported image type ".${ext}"`, { hint: `use ${Object.keys(IMAGE_MIME).join(", ")}` });
        return {
          type: "image_url",
          image_url: { url: `data:${mime};base64,${data.toString("base64")}`, ...(typeof p.detail === "string" ? { detail: p.detail } : {}) },
        };
      }
      return {
        type: "image_url",
        image_url: { url: textField(p.url, `${ctx.where}.url`) ?? "", ...(typeof p.detail === "string" ? { detail: p.detail } : {}) },
      };
    case "audio":
    case "input_audio": {
      if (source) {
        const { data, ext } = readSource(source, ctx);
        if (!AUDIO_FORMATS.has(ext)) throw configError(`${ctx.where}: unsupported audio type ".${ext}"`, { hint: `use ${[...AUDIO_FORMATS].join(", ")}` });
        return { type: "input_audio", input_audio: { data: data.toString("base64"), format: ext } };
      }
      const a = (p.input_audio ?? p) as Record<string, unknown>;
      return {
        type: "input_audio",
        input_audio: { data: textField(a.data, `${ctx.where}.data`) ?? "", format: textField(a.format, `${ctx.where}.format`) ?? "" },
      };
    }
    case "file": {
      const name = typeof p.name === "string" ? p.name : typeof p.filename === "string" ? p.filename : undefined;
      if (source) {
        const { data, ext, file } = readSource(source, ctx);
        const mime = FILE_MIME[ext] ?? "application/octet-stream";
        return { type: "file", file: { file_data: `data:${mime};base64,${data.toString("base64")}`, filename: name ?? path.basename(file) } };
      }
      const f = (p.file ?? p) as Record<string, unknown>;
      return {
        type: "file",
        file: { url: textField(f.url, `${ctx.where}.url`) ?? "", filename: name ?? (typeof f.filename === "string" ? f.filename : undefined) },
      };
    }
    default:
      return { ...p, type };
  }
}

function readSource(source: string, ctx: InputContext): { data: Buffer; ext: string; file: string } {
  if (!source.startsWith("file://")) throw configError(`${ctx.where}: source must start with file://`, { hint: "use file://relative/path or a url field" });
  const raw = decodeURIComponent(source.slice("file://".length));
  const file = path.isAbsolute(raw) ? raw : path.resolve(ctx.baseDir, raw);
  if (!existsSync(file)) throw configError(`${ctx.where}: file not found: ${file}`, { hint: "paths in file:// sources are relative to the suite file" });
  return { data: readFileSync(file), ext: path.extname(file).slice(1).toLowerCase(), file };
}

/** The text a CLI agent gets: the last user message, after the earlier turns when there are any. */
export function promptOf(messages: Message[]): string {
  const text = (m: Message) => (typeof m.content === "string" ? m.content : m.content.map(partText).join("\n"));
  const lastUser = messages.findLastIndex((m) => m.role === "user");
  const final = lastUser >= 0 ? text(messages[lastUser]) : text(messages[messages.length - 1]);
  const history = messages.filter((_, i) => i !== lastUser);
  if (history.length === 0) return final;
  const transcript = history.map((m) => `[${m.role}]\n${text(m)}`).join("\n\n");
  return `Conversation so far:\n\n${transcript}\n\n[user]\n${final}`;
}

function partText(part: ContentPart): string {
  switch (part.type) {
    case "text":
      return (part as { text: string }).text;
    case "image_url":
      return "[image]";
    case "input_audio":
      return "[audio]";
    case "file":
      return `[file: ${(part as { file: { filename?: string } }).file.filename ?? "attachment"}]`;
    default:
      return typeof (part as { text?: unknown }).text === "string" ? (part as { text: string }).text : `[${part.type}]`;
  }
}
