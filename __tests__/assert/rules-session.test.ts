// Declarative rules on what the agent did (tool_called, tool_result,
// skill_used, command_ran, file_read, file_written), script rules and the
// LLM judge, evaluated on scripted sessions.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import type { JudgeRequest } from "../../src/assert/evaluate.ts";
import { evaluateCase } from "../../src/assert/evaluate.ts";
import type { Session } from "../../src/model/session.ts";
import { EVAL_OPTIONS, rulesCase, scriptedSession } from "./_sessions.ts";

let s: Session;
before(async () => {
  s = await scriptedSession([
    { tool: "skill", name: "weather" },
    {
      tool: "mcp__weather__get_forecast",
      args: { city: "Paris", days: 3, units: { temp: "C" } },
      output: '{"status": "ok", "forecast": [{"day": 1, "temp": 21}], "source": "meteo-france"}',
    },
    { tool: "search", args: { query: "louvre hours" }, output: "boom: upstream timeout", isError: true },
    { tool: "search", args: { query: "louvre tickets" }, output: "Tickets: 22 EUR" },
    { tool: "setup", args: {}, output: "done" },
    { tool: "shell", command: "/bin/bash -lc 'curl -s --max-time 5 https://example.org/api'", output: "{}" },
    { tool: "read", path: "/ws/notes/paris.md", output: "# Paris" },
    { tool: "write", path: "report.md", content: "Paris: 21C\n" },
    { text: "Paris will be 21°C tomorrow." },
  ]);
});

async function check(rules: unknown, options: { judge?: (r: JudgeRequest) => Promise<{ passed: boolean; reason: string }> } = {}) {
  const outcome = await evaluateCase(rulesCase(rules), s, { ...EVAL_OPTIONS, ...options });
  return { results: outcome.assertions.map((a) => [a.passed, a.message]), outcome };
}

test("tool_called: exact names or a server__ / . suffix, never an arbitrary substring", async () => {
  assert.deepEqual((await check({ type: "tool_called", value: "get_forecast" })).results, [[true, "mcp__weather__get_forecast was called (tool call #2)"]]);
  assert.deepEqual((await check({ type: "tool_called", value: "search" })).results, [[true, "search was called (tool call #3)"]]);
  assert.deepEqual((await check({ type: "tool_called", value: "forecast" })).results, [
    [false, 'no call of "forecast"; tools called: skill, mcp__weather__get_forecast, search ×2, setup, shell, read, write'],
  ]);
  assert.equal((await check({ type: "tool_called", value: "set" })).results[0][0], false, '"set" does not match "setup"');
  assert.equal((await check({ type: "tool_called", value: ["web_fetch", "search"] })).results[0][0], true, "any of several");
});

test("tool_called with arguments: a subset of the call's arguments, values compared deeply", async () => {
  assert.equal((await check({ type: "tool_called", value: { name: "get_forecast", arguments: { city: "Paris", units: { temp: "C" } } } })).results[0][0], true);
  assert.equal(
    (await check({ type: "tool_called", value: { name: "search", arguments: { query: "louvre tickets" } } })).results[0][0],
    true,
    "any call of the tool may match",
  );
  assert.deepEqual((await check({ type: "tool_called", value: { name: "get_forecast", arguments: { city: "Lyon" } } })).results, [
    [false, 'no call of "get_forecast" with arguments {"city":"Lyon"}; its calls had arguments {"city":"Paris","days":3,"units":{"temp":"C"}}'],
  ]);
  assert.equal(
    (await check({ type: "tool_called", value: { name: "get_forecast", arguments: { units: {} } } })).results[0][0],
    false,
    "nested values compare whole",
  );
});

test("tool_result: partial match on the tool's result; regex: strings; errors fail", async () => {
  assert.deepEqual(
    (await check({ type: "tool_result", value: { tool: "get_forecast", result: { status: "ok", forecast: [{ day: 1 }], source: "regex:^meteo-" } } })).results,
    [[true, 'mcp__weather__get_forecast returned a result matching {"status":"ok","forecast":[{"day":1}],"source":"regex:^meteo-"}']],
  );
  assert.equal((await check({ type: "tool_result", value: { tool: "get_forecast" } })).results[0][0], true, "no result: passes when the tool did not fail");
  assert.equal(
    (await check({ type: "tool_result", value: { tool: "search", result: "regex:\\d+ EUR" } })).results[0][0],
    true,
    "a later successful call matches",
  );
  assert.deepEqual((await check({ type: "tool_result", value: { tool: "search", result: "regex:hours" } })).results, [
    [false, '"search" returned no result matching "regex:hours"; results: error: "boom: upstream timeout" | "Tickets: 22 EUR"'],
  ]);
  assert.deepEqual((await check({ type: "tool_result", value: { tool: "get_forecast", result: { status: "error" } } })).results[0][0], false);
  assert.deepEqual(
    (await check({ type: "tool_result", value: { tool: "translate" } })).results[0][1],
    'tool "translate" was not called; tools called: skill, mcp__weather__get_forecast, search ×2, setup, shell, read, write',
  );
});

test("skill_used, command_ran, file_read, file_written", async () => {
  assert.deepEqual((await check({ type: "skill_used", value: "weather" })).results, [[true, 'skill "weather" detected']]);
  assert.deepEqual((await check({ type: "skill_used", value: ["weather", "maps"] })).results, [
    [false, 'skill "maps" not detected; detected: weather (explicit)'],
  ]);
  assert.equal((await check({ type: "skill_used", value: { skill: "weather", minConfidence: "explicit" } })).results[0][0], true);
  assert.equal((await check({ type: "command_ran", value: "curl -s" })).results[0][0], true);
  assert.equal((await check({ type: "command_ran", value: "regex:^/bin/bash -lc 'curl" })).results[0][0], true);
  assert.equal(
    (await check({ type: "command_ran", value: { executable: "curl", options: { "-s": true, "--max-time": "regex:^\\d+$" } } })).results[0][0],
    true,
    "structured, unwrapped from bash -lc",
  );
  assert.deepEqual((await check({ type: "command_ran", value: { executable: "wget" } })).results, [
    [false, `no command matched {executable "wget"}; commands run: "/bin/bash -lc 'curl -s --max-time 5 https://example.org/api'"`],
  ]);
  assert.equal((await check({ type: "command_ran", value: ["curl", "rm -rf"] })).results[0][0], false, "a list: every command must have run");
  assert.equal((await check({ type: "file_read", value: "notes/paris.md" })).results[0][0], true);
  assert.equal((await check({ type: "file_read", value: "regex:/notes/\\w+\\.md$" })).results[0][0], true);
  assert.deepEqual((await check({ type: "file_read", value: "secrets.env" })).results, [
    [false, 'no file read matched "secrets.env"; files read: "/ws/notes/paris.md"'],
  ]);
  assert.equal((await check({ type: "file_written", value: ["report.md"] })).results[0][0], true);
  assert.equal((await check({ type: "file_written", value: "paris.md", negate: true })).results[0][0], true);
});

test("script: a module function (output, input, value, session) returning a boolean or {pass, message}", async () => {
  assert.deepEqual((await check({ type: "script", script: "./checks.ts", value: { min: 1, cities: ["Paris", "Lyon"] } })).results, [
    [true, "found 1 of 2 cities (Paris)"],
  ]);
  assert.deepEqual((await check({ type: "script", script: "./checks.ts", value: { min: 2, cities: ["Paris", "Lyon"] } })).results, [
    [false, "found 1 of 2 cities (Paris)"],
  ]);
  assert.deepEqual((await check({ type: "script", script: "./checks.ts#answersQuestion" })).results, [
    [true, "script ./checks.ts#answersQuestion returned true"],
  ]);
  assert.equal((await check({ type: "script", script: "./checks.ts#usedShell" })).results[0][0], true, "async, and gets the session");
  assert.equal((await check({ type: "script", script: "./checks.ts#strictAssert" })).results[0][0], true);
  assert.equal((await check({ type: "script", script: "./tla-check.mjs" })).results[0][0], true, "a module with top-level await loads when the rule runs");
});

test("script: a throwing or ill-typed check is an assert-hook crash, not an agent failure", async () => {
  const thrown = await check({ type: "script", script: "./checks.ts#throws" });
  assert.equal(thrown.outcome.failure?.origin, "assert-hook");
  assert.equal(thrown.outcome.failure?.error.message, "script: script ./checks.ts#throws threw: check exploded");
  const bad = await check({ type: "script", script: "./checks.ts#returnsNumber" });
  assert.equal(bad.outcome.failure?.origin, "assert-hook");
  assert.match(bad.outcome.failure.error.message, /returned 3; it must return true\/false or \{"pass": boolean, "message"\?: string\}$/);
});

test("judge: the judge gets output, input and criteria; its verdict and reason decide", async () => {
  const requests: JudgeRequest[] = [];
  const judge = (request: JudgeRequest) => {
    requests.push(request);
    return Promise.resolve(request.output.includes("21") ? { passed: true, reason: "gives a temperature" } : { passed: false, reason: "no temperature" });
  };
  const ok = await check({ type: "judge", value: "States tomorrow's temperature in Paris", runner: "grader" }, { judge });
  assert.deepEqual(ok.results, [[true, "judge: gives a temperature"]]);
  assert.deepEqual(requests, [
    { output: "Paris will be 21°C tomorrow.", input: "What is the capital of France?", criteria: "States tomorrow's temperature in Paris", runnerId: "grader" },
  ]);
  const yao = await check(
    { type: "agent", use: "agents:grader", value: { criteria: "mentions rain" } },
    { judge: () => Promise.resolve({ passed: false, reason: "no rain" }) },
  );
  assert.deepEqual(yao.results, [[false, "judge: no rain"]]);
  assert.equal(yao.outcome.failure?.origin, "assertion");
  const missing = await check({ type: "judge", value: "anything" });
  assert.equal(missing.outcome.failure?.origin, "assert-hook");
  assert.match(missing.outcome.failure.error.message, /no judge runner is configured for the judge rule: add "judge": "<runner id>" to agent-bench.config/);
  const broken = await check(
    { type: "judge", value: "anything" },
    { judge: () => Promise.resolve({ reason: "?" } as unknown as { passed: boolean; reason: string }) },
  );
  assert.match(broken.outcome.failure!.error.message, /the judge's reply has no boolean "passed"/);
  const failing = await check({ type: "judge", value: "anything" }, { judge: async () => Promise.reject(new Error("judge runner timed out")) });
  assert.deepEqual(
    [failing.outcome.failure?.origin, failing.outcome.failure?.error.message],
    ["assert-hook", "judge: the judge could not decide: judge runner timed out"],
  );
});
