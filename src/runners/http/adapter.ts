// type: http — an agent behind an API (as in yao's agent tests): the case's
// input goes to an OpenAI-compatible chat completions endpoint, or to any JSON
// endpoint shaped by a body template, in process (no spawn), and the answer,
// tool calls and usage are read from the response.

import type { RunnerAdapter } from "../runner.ts";
import { jsonStepCounter } from "../step-counter.ts";
import { checkOptions, optionsSchema, type HttpOptions } from "./options.ts";
import { parseHttp } from "./parse.ts";
import { buildRequest } from "./request.ts";
import { runHttp } from "./run.ts";

export const httpRunner: RunnerAdapter<HttpOptions> = {
  type: "http",
  displayName: "HTTP agent",
  inProcess: true,
  detectsSkills: false,
  optionsSchema,
  modelProtocol: "openai-chat",
  preflight(runner) {
    checkOptions(runner, process.env);
  },
  prepare(ctx) {
    const options = checkOptions(ctx.runner, ctx.env);
    const request = buildRequest(ctx, options);
    return { kind: "in-process", cwd: ctx.workspace, run: (io) => runHttp(request, options, io) };
  },
  parse: parseHttp,
  createStepCounter() {
    // One request, one model response.
    let steps = 0;
    return jsonStepCounter((event) => {
      if ((event as { type?: unknown } | null)?.type === "http.response") steps = 1;
      return steps;
    });
  },
  detectModelRejection: (_output, session) => session.errors.find((e) => e.kind === "model-rejected")?.message,
};
