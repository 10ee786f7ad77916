// The options of an HTTP runner and the checks made before a run starts:
// every mistake names its key (runners.<id>.<key>) and says how to fix it.

import { z } from "zod";
import { jsonPathProblem } from "../../assert/json/path.ts";
import { configError } from "../../errors.ts";
import type { RunnerConfig } from "../runner.ts";
import { envRefs, expandEnv, PLACEHOLDERS, unknownPlaceholders } from "./template.ts";

export const optionsSchema = z.strictObject({
  /** The endpoint; `${NAME}` is read from the environment. Optional with scriptedModel (openai-chat). */
  url: z.string().min(1).optional(),
  /** openai-chat: an OpenAI-compatible chat completions endpoint; json: any JSON API, shaped by `body` and read by `responsePath`. */
  format: z.enum(["openai-chat", "json"]).default("openai-chat"),
  method: z.enum(["POST", "PUT", "PATCH"]).default("POST"),
  /** Header values may name environment variables: {"Authorization": "Bearer ${MY_TOKEN}"}. */
  headers: z.record(z.string().min(1), z.string()).default({}),
  /** The request body: for json, the whole body (a template with {{input}}, {{messages}}, …); for openai-chat, fields added to the standard body. */
  body: z.unknown().optional(),
  /** JSONPath of the final output in the response (default: $.choices[0].message.content, or $.output for json). */
  responsePath: z.string().min(1).optional(),
  /** JSONPath of the tool calls the agent made (default: $.choices[0].message.tool_calls; none for json). */
  toolCallsPath: z.string().min(1).optional(),
  /** JSONPath of the token usage (default: $.usage). */
  usagePath: z.string().min(1).optional(),
  /** openai-chat only: ask for a server-sent event stream. */
  stream: z.boolean().default(false),
});

export type HttpOptions = z.infer<typeof optionsSchema>;

export const DEFAULT_JSON_BODY = {
  input: "{{input}}",
  messages: "{{messages}}",
  user: "{{user}}",
  team: "{{team}}",
  metadata: "{{metadata}}",
  model: "{{model}}",
};

export function responsePathOf(options: HttpOptions): string {
  return options.responsePath ?? (options.format === "openai-chat" ? "$.choices[0].message.content" : "$.output");
}

export function toolCallsPathOf(options: HttpOptions): string | undefined {
  return options.toolCallsPath ?? (options.format === "openai-chat" ? "$.choices[0].message.tool_calls" : undefined);
}

export function usagePathOf(options: HttpOptions): string {
  return options.usagePath ?? "$.usage";
}

export function checkOptions(runner: RunnerConfig<HttpOptions>, env: Record<string, string | undefined>): HttpOptions {
  const { options } = runner;
  const key = (k: string) => `runners.${runner.id}.${k}`;
  if (!options.url && !runner.scriptedModel) {
    throw configError(`${key("url")}: an http runner needs the URL of the agent's endpoint`, {
      hint: 'e.g. url: "https://agents.example.com/v1/chat/completions" (or scriptedModel for a dry run)',
    });
  }
  if (options.stream && options.format !== "openai-chat") {
    throw configError(`${key("stream")}: streaming is read for format "openai-chat" only`, { hint: 'remove stream, or use format: "openai-chat"' });
  }
  if (runner.scriptedModel && options.format !== "openai-chat") {
    throw configError(`runners.${runner.id}.scriptedModel: the scripted model server speaks chat completions, not a custom JSON API`, {
      hint: 'use format: "openai-chat" for a dry run, or remove scriptedModel',
    });
  }
  const merged = { ...env, ...runner.env };
  const refs: Array<[string, string]> = [
    ...(options.url ? envRefs(options.url).map((n): [string, string] => [key("url"), n]) : []),
    ...Object.entries(options.headers).flatMap(([h, v]) => envRefs(v).map((n): [string, string] => [key(`headers.${h}`), n])),
  ];
  for (const [where, name] of refs) {
    if (merged[name] === undefined || merged[name] === "") {
      throw configError(`${where}: the environment variable ${name} is not set`, {
        hint: `export ${name}=… before the run, or set it in runners.${runner.id}.env`,
      });
    }
  }
  if (options.url) {
    try {
      new URL(expandEnv(options.url, merged, new Set()));
    } catch {
      throw configError(`${key("url")}: ${JSON.stringify(options.url)} is not a URL`, {
        hint: 'give an absolute http(s) URL, e.g. "http://127.0.0.1:8080/v1/chat/completions"',
      });
    }
  }
  const unknown = unknownPlaceholders(options.body);
  if (unknown.length > 0) {
    throw configError(`${key("body")}: unknown placeholder {{${unknown[0]}}}`, { hint: `placeholders: ${PLACEHOLDERS.map((p) => `{{${p}}}`).join(", ")}` });
  }
  for (const name of ["responsePath", "toolCallsPath", "usagePath"] as const) {
    const p = options[name];
    const problem = p === undefined ? undefined : jsonPathProblem(p);
    if (problem)
      throw configError(`${key(name)}: invalid JSONPath ${JSON.stringify(p)}: ${problem}`, {
        hint: 'e.g. "$.output", "$.data.answer", "$.choices[0].message.content"',
      });
  }
  return options;
}
