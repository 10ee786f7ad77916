// The http runner over real HTTP on 127.0.0.1: the scripted model server's
// Chat Completions (streamed and not), and small JSON endpoints made here.
// Each execution runs through the engine's own runProcess (timeouts, cancel).

import assert from "node:assert/strict";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { runProcess } from "../../src/execute/process.ts";
import type { SuiteCase } from "../../src/model/case.ts";
import type { Session } from "../../src/model/session.ts";
import { httpRunner as http } from "../../src/runners/http/adapter.ts";
import type { HttpOptions } from "../../src/runners/http/options.ts";
import type { ExecutionContext, RunnerConfig } from "../../src/runners/runner.ts";
import { planReplies } from "../../src/runners/scripted-model/replies.ts";
import { startModelServer, type ModelServer } from "../../src/runners/scripted-model/server.ts";
import type { Step } from "../../src/runners/script-steps.ts";
import { ROOT, runCli } from "../helpers/cli.ts";
import { originOf } from "./fixtures.ts";

const tmp = mkdtempSync(path.join(os.tmpdir(), "ab-http-"));
let model: ModelServer;
let endpoint: {
  url: string;
  requests: Array<{ headers: IncomingMessage["headers"]; body: unknown; url: string }>;
  reply: (req: IncomingMessage, res: ServerResponse, body: unknown) => void;
  close(): Promise<void>;
};

before(async () => {
  model = await startModelServer();
  const requests: Array<{ headers: IncomingMessage["headers"]; body: unknown; url: string }> = [];
  const state = { reply: (_req: IncomingMessage, res: ServerResponse, _body: unknown) => void res.end() };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    requests.push({ headers: req.headers, body, url: req.url ?? "" });
    state.reply(req, res, body);
  };
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    set reply(fn) {
      state.reply = fn;
    },
    get reply() {
      return state.reply;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
});
after(async () => {
  await model.close();
  await endpoint.close();
  rmSync(tmp, { recursive: true, force: true });
});

const CASE: SuiteCase = {
  id: "capital",
  prompt: "What is the capital of France?",
  messages: [
    { role: "system", content: "Answer briefly." },
    { role: "user", content: "What is the capital of France?" },
  ],
  tags: [],
  expectedFail: false,
  hasExpected: false,
  user: "alice",
  team: "geo",
  metadata: { topic: "capitals", level: 2 },
  source: { file: "suite.jsonl", line: 1 },
  definition: "",
};

let executions = 0;

interface Ran {
  session: Session;
  stdout: string;
  origin?: string;
  timedOut: boolean;
  cancelled: boolean;
}

async function execute(
  options: Record<string, unknown>,
  extra: { steps?: Step[]; env?: Record<string, string>; timeoutMs?: number; signal?: AbortSignal; model?: string } = {},
): Promise<Ran> {
  const n = ++executions;
  const runner: RunnerConfig<HttpOptions> = {
    id: "api",
    type: "http",
    args: [],
    env: extra.env ?? {},
    options: http.optionsSchema.parse(options),
    baseDir: tmp,
    ...(extra.model ? { model: extra.model } : {}),
    ...(extra.steps ? { scriptedModel: "script.json" } : {}),
  };
  await http.preflight!(runner);
  const ctx: ExecutionContext<HttpOptions> = {
    case: CASE,
    runner,
    runnerInfo: { id: "api", pathKey: "api", agent: { type: "http", model: extra.model ?? "" } },
    run: 1,
    workspace: tmp,
    home: tmp,
    artifactDir: tmp,
    env: { PATH: process.env.PATH ?? "", ...extra.env },
    ...(extra.steps ? { scriptedModelUrl: model.register({ replies: planReplies(extra.steps), cwd: tmp, skills: [], label: `http ${n}` }) } : {}),
    user: "alice",
    team: "geo",
  };
  const spec = await http.prepare(ctx);
  assert.equal(spec.kind, "in-process");
  const outcome = await runProcess(spec, {
    timeoutMs: extra.timeoutMs ?? 30_000,
    signal: extra.signal ?? new AbortController().signal,
    stdoutPath: path.join(tmp, `out-${n}.log`),
    stderrPath: path.join(tmp, `err-${n}.log`),
  });
  const session = http.parse(outcome, { runner: ctx.runnerInfo, prompt: CASE.prompt, cwd: tmp, options: runner.options });
  const rejection = http.detectModelRejection!(outcome, session);
  const origin = rejection && outcome.end.kind === "exited" ? "model-rejected" : originOf(http, outcome, session);
  return {
    session,
    stdout: readFileSync(path.join(tmp, `out-${n}.log`), "utf8"),
    origin,
    timedOut: outcome.end.kind === "timed-out",
    cancelled: outcome.end.kind === "cancelled",
  };
}

const toolCalls = (s: Session) => s.events.flatMap((e) => (e.type === "toolCall" ? [[e.tool, e.args]] : []));

describe("http: OpenAI-compatible chat completions (the scripted model server)", () => {
  const steps: Step[] = [
    { thinking: "Easy." },
    { text: "Paris." },
    { tool: "lookup_city", args: { name: "Paris" } },
    { usage: { input: 40, output: 12, cacheRead: 8 } },
  ];

  for (const stream of [false, true]) {
    test(stream ? "streamed (server-sent events)" : "not streamed", async () => {
      const r = await execute({ stream }, { steps, model: "gpt-4.1" });
      assert.equal(r.origin, undefined, JSON.stringify(r.session.errors));
      assert.equal(r.session.finalOutput, "Paris.");
      assert.deepEqual(toolCalls(r.session), [["lookup_city", { name: "Paris" }]]);
      assert.deepEqual(
        r.session.events.flatMap((e) => (e.type === "message" ? [[e.phase, e.text]] : [])),
        [
          ["thinking", "Easy."],
          ["final", "Paris."],
        ],
      );
      assert.equal(r.session.usage.inputTokens, 40);
      assert.equal(r.session.usage.outputTokens, 12);
      assert.equal(r.session.usage.cacheReadTokens, 8);
      assert.equal(r.session.usage.totalTokens, 52);
      assert.equal(r.session.model, "gpt-4.1");
      assert.match(r.session.sessionId ?? "", /^chatcmpl-ab-/);
      assert.equal(r.session.turns, 1);
      assert.equal(r.stdout.split("\n").filter((l) => l.includes('"http.chunk"')).length > 0, stream);
    });
  }

  test("HTTP errors: 429 is a rate limit, 500 an API error, a model the provider lacks a rejection", async () => {
    const limited = await execute({}, { steps: [{ fail: 429, message: "slow down" }] });
    assert.deepEqual(limited.session.errors, [{ kind: "rate-limit", status: 429, message: "HTTP 429: slow down" }]);
    assert.equal(limited.origin, "api");
    const down = await execute({ stream: true }, { steps: [{ fail: 500, message: "down" }] });
    assert.deepEqual(
      down.session.errors.map((e) => [e.kind, e.status]),
      [["api", 500]],
    );
    const rejected = await execute({}, { steps: [{ rejectModel: true }], model: "gpt-9" });
    assert.equal(rejected.session.errors[0].kind, "model-rejected");
    assert.match(rejected.session.errors[0].message, /gpt-9/);
    assert.equal(rejected.origin, "model-rejected");
  });

  test("a request that never answers times out; cancelling the run aborts it", async () => {
    const slow = await execute({}, { steps: [{ hang: true }], timeoutMs: 300 });
    assert.equal(slow.timedOut, true);
    assert.equal(slow.origin, "timeout");
    const controller = new AbortController();
    const pending = execute({ stream: true }, { steps: [{ hang: true }], signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    const cancelled = await pending;
    assert.equal(cancelled.cancelled, true);
    assert.match(cancelled.stdout, /the request was aborted/);
  });
});

describe("http: a chat completions endpoint of your own", () => {
  test("the case's conversation, user, team and metadata reach it; header secrets come from the environment and never reach the artifacts", async () => {
    endpoint.reply = (_req, res) =>
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ id: "c1", model: "m", choices: [{ index: 0, message: { role: "assistant", content: "Paris." }, finish_reason: "stop" }] }));
    const r = await execute(
      {
        url: `${endpoint.url}/v1/chat/completions?key=\${API_KEY}`,
        headers: { Authorization: "Bearer ${AGENT_TOKEN}", "X-Team": "geo" },
        body: { temperature: 0 },
      },
      { env: { AGENT_TOKEN: "tok-secret-123", API_KEY: "key-secret-456" }, model: "my-agent" },
    );
    assert.equal(r.origin, undefined, JSON.stringify(r.session.errors));
    const req = endpoint.requests.at(-1)!;
    assert.equal(req.headers.authorization, "Bearer tok-secret-123");
    assert.equal(req.url, "/v1/chat/completions?key=key-secret-456");
    assert.deepEqual(req.body, {
      model: "my-agent",
      messages: CASE.messages,
      user: "alice",
      metadata: { team: "geo", caseId: "capital", topic: "capitals", level: "2" },
      temperature: 0,
    });
    assert.equal(r.session.finalOutput, "Paris.");
    assert.ok(!r.stdout.includes("tok-secret-123") && !r.stdout.includes("key-secret-456"), r.stdout);
    assert.match(r.stdout, /"url":"http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions\?key=\$\{API_KEY\}"/);
  });

  test("a body that is not JSON is a normalization failure; a refused connection an API failure", async () => {
    endpoint.reply = (_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<html>maintenance</html>");
    const html = await execute({ url: `${endpoint.url}/chat` });
    assert.deepEqual(
      html.session.errors.map((e) => e.kind),
      ["output"],
    );
    assert.equal(html.origin, "normalization");
    const refused = await execute({ url: "http://127.0.0.1:9/never" });
    assert.equal(refused.session.errors[0].kind, "api");
    assert.match(refused.session.errors[0].message, /the request failed: fetch failed/);
    assert.equal(refused.origin, "api");
  });
});

describe("http: a JSON API shaped by a body template and read with JSONPath", () => {
  test("placeholders fill the body; responsePath, toolCallsPath and usagePath read the answer", async () => {
    endpoint.reply = (_req, res) =>
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          data: { answer: { text: "Paris is the capital." } },
          trace: {
            tool_calls: [
              { id: "t1", tool: "geo.lookup", arguments: '{"q":"France"}', result: { capital: "Paris" } },
              { tool: "geo.map", arguments: {}, error: "offline" },
            ],
          },
          meta: { tokens: { input_tokens: 30, output_tokens: 9 } },
        }),
      );
    const r = await execute({
      url: `${endpoint.url}/agents/geo/run`,
      format: "json",
      body: { question: "{{input}}", history: "{{messages}}", who: "{{user}}@{{team}}", context: { meta: "{{metadata}}", caseId: "{{caseId}}" } },
      responsePath: "$.data.answer.text",
      toolCallsPath: "$.trace.tool_calls",
      usagePath: "$.meta.tokens",
    });
    assert.equal(r.origin, undefined, JSON.stringify(r.session.errors));
    assert.deepEqual(endpoint.requests.at(-1)!.body, {
      question: "What is the capital of France?",
      history: CASE.messages,
      who: "alice@geo",
      context: { meta: { topic: "capitals", level: 2 }, caseId: "capital" },
    });
    assert.equal(r.session.finalOutput, "Paris is the capital.");
    assert.deepEqual(toolCalls(r.session), [
      ["geo.lookup", { q: "France" }],
      ["geo.map", {}],
    ]);
    const results = r.session.events.flatMap((e) => (e.type === "toolResult" ? [[e.tool, e.output, e.isError]] : []));
    assert.deepEqual(results, [
      ["geo.lookup", '{"capital":"Paris"}', false],
      ["geo.map", "offline", true],
    ]);
    assert.equal(r.session.usage.inputTokens, 30);
    assert.equal(r.session.usage.totalTokens, 39);
  });

  test("the default body, and a responsePath that finds nothing names itself", async () => {
    endpoint.reply = (_req, res) => res.writeHead(200, { "content-type": "application/json" }).end('{"reply":"hi"}');
    const r = await execute({ url: `${endpoint.url}/run`, format: "json" });
    const body = endpoint.requests.at(-1)!.body as Record<string, unknown>;
    assert.deepEqual(Object.keys(body), ["input", "messages", "user", "team", "metadata", "model"]);
    assert.equal(body.user, "alice");
    assert.deepEqual(
      r.session.errors.map((e) => e.kind),
      ["output"],
    );
    assert.match(r.session.errors[0].message, /responsePath \$\.output found no answer/);
    assert.equal(r.origin, "normalization");
  });

  test("a 4xx body is an error with its status and message", async () => {
    endpoint.reply = (_req, res) => res.writeHead(401, { "content-type": "application/json" }).end('{"error":{"message":"bad token"}}');
    const r = await execute({ url: `${endpoint.url}/run`, format: "json" });
    assert.deepEqual(r.session.errors, [{ kind: "authentication", status: 401, message: "HTTP 401: bad token" }]);
  });
});

describe("http: configuration errors name the key", () => {
  const check = async (options: Record<string, unknown>, extra: Partial<Omit<RunnerConfig, "options">> = {}) =>
    await http.preflight!({ id: "api", type: "http", args: [], env: {}, options: http.optionsSchema.parse(options), baseDir: tmp, ...extra });

  test("each mistake", async () => {
    await assert.rejects(check({}), /runners\.api\.url: an http runner needs the URL/);
    await assert.rejects(check({ url: "not a url" }), /runners\.api\.url: "not a url" is not a URL/);
    await assert.rejects(
      check({ url: "http://x", headers: { Authorization: "Bearer ${AB_TEST_UNSET_TOKEN}" } }),
      /runners\.api\.headers\.Authorization: the environment variable AB_TEST_UNSET_TOKEN is not set/,
    );
    await assert.rejects(check({ url: "http://x", format: "json", body: { q: "{{question}}" } }), /runners\.api\.body: unknown placeholder \{\{question\}\}/);
    await assert.rejects(check({ url: "http://x", format: "json", responsePath: "$.a[" }), /runners\.api\.responsePath: invalid JSONPath/);
    await assert.rejects(check({ url: "http://x", format: "json", stream: true }), /runners\.api\.stream: streaming is read for format "openai-chat" only/);
    await assert.rejects(check({ format: "json" }, { scriptedModel: "s.json" }), /runners\.api\.scriptedModel: .*chat completions/);
    // A variable set in the runner's env counts.
    await check({ url: "http://x", headers: { Authorization: "Bearer ${AB_TEST_UNSET_TOKEN}" } }, { env: { AB_TEST_UNSET_TOKEN: "t" } });
  });
});

describe("http: examples/agents/http through agent-bench run", () => {
  test("a JSONL suite of string, message and conversation inputs passes against the scripted model", async () => {
    const out = path.join(tmp, "example");
    const run = await runCli(["run", "suite.jsonl", "--out-dir", out, "-n", "1"], { cwd: path.join(ROOT, "examples", "agents", "http") });
    assert.equal(run.code, 0, `${run.stderr}\n${run.stdout}`);
    const results = (
      JSON.parse(readFileSync(path.join(out, "results.json"), "utf8")) as {
        results: Array<{ caseId: string; status: string; usage?: { inputTokens?: number } }>;
      }
    ).results;
    assert.deepEqual(results.map((r) => [r.caseId, r.status]).sort(), [
      ["capital", "passed"],
      ["follow-up", "passed"],
      ["order-status", "passed"],
    ]);
    assert.equal(results.find((r) => r.caseId === "order-status")!.usage?.inputTokens, 340);
  });
});
