// A bad rule is a configuration error when the suite loads (exit 2, naming
// file:line and how to fix it), never a failure at run time.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { inspect } from "node:util";
import { compileRules } from "../../src/assert/rules/compile.ts";
import { AgentBenchError, formatError } from "../../src/errors.ts";
import { loadRuleEngines } from "../../src/assert/rule-engines.ts";
import { loadSuite } from "../../src/suite/load.ts";
import { REPO_ROOT, SUITES_DIR } from "./_sessions.ts";

const dir = mkdtempSync(path.join(tmpdir(), "ab-rules-"));
after(() => rmSync(dir, { recursive: true, force: true }));
// Rules are compiled here as the JSONL loader compiles them, which loads the rule engines first.
before(() => loadRuleEngines());

/** The formatted configuration error for one rule (or list) at suite.jsonl:7. */
function problem(rules: unknown): string {
  try {
    compileRules(rules, { where: "suite.jsonl:7", suiteDir: SUITES_DIR });
  } catch (error) {
    assert.ok(error instanceof AgentBenchError, `not an AgentBenchError: ${inspect(error)}`);
    assert.equal(error.exitCode, 2);
    return formatError(error);
  }
  throw new Error(`compiled without error: ${JSON.stringify(rules)}`);
}

test("unknown types and fields, missing values and wrong value shapes", () => {
  assert.equal(
    problem({ type: "contians", value: "x" }),
    'suite.jsonl:7: assert: unknown rule type "contians"\n  hint: did you mean "contains"? types: equals, contains, not_contains, regex, type, json_path, json_schema, tool_called, tool_result, skill_used, command_ran, file_read, file_written, script, judge, agent',
  );
  assert.equal(
    problem([{ type: "contains", value: "a" }, { type: "contains" }]),
    'suite.jsonl:7: assert[1]: "contains" needs a "value"\n  hint: {"type": "contains", "value": "hello"}',
  );
  assert.equal(problem("contains"), 'suite.jsonl:7: assert: "contains" needs a "value"\n  hint: {"type": "contains", "value": "hello"}');
  assert.equal(
    problem({ type: "contains", vaule: "x", value: "y" }),
    'suite.jsonl:7: assert: "contains" does not take "vaule"\n  hint: did you mean "value"? fields for contains: type, value, message, negate, path',
  );
  assert.equal(
    problem({ value: "x" }),
    'suite.jsonl:7: assert: the rule has no "type"\n  hint: types: equals, contains, not_contains, regex, type, json_path, json_schema, tool_called, tool_result, skill_used, command_ran, file_read, file_written, script, judge, agent',
  );
  assert.match(problem([]), /"assert" is an empty list/);
  assert.match(problem([42]), /assert\[0\]: a rule must be an object with a "type"/);
  assert.match(problem({ type: "type", value: "integer" }), /"value" must be one of string, number, boolean, object, array, null/);
  assert.match(problem({ type: "contains", value: "" }), /"value" is an empty string, which every output contains/);
  assert.match(problem({ type: "contains", value: "x", negate: "yes" }), /"negate" must be true or false/);
  assert.match(problem({ type: "tool_called", value: 3 }), /"value" must be a tool name, a list of names \(any of them\), or \{"name", "arguments"\}/);
  assert.match(problem({ type: "tool_called", value: { name: "x", arguments: [1] } }), /"arguments" must be an object/);
  assert.match(problem({ type: "tool_result", value: "search" }), /"value" must be \{"tool": "<name>", "result": <partial result>\}/);
  assert.match(
    problem({ type: "skill_used", value: { skill: "pdf", minConfidence: "high" } }),
    /"minConfidence" must be one of weak, medium, strong, explicit/,
  );
  assert.match(problem({ type: "command_ran", value: { executable: "pnpm", args: ["test"] } }), /unknown command matcher key "args"/);
  assert.match(problem({ type: "judge", value: "polite", use: "grader" }), /"use" must be "agents:<runner id>"/);
  assert.match(problem({ type: "schema", value: {} }), /unknown rule type "schema"\n {2}hint: yao lists "schema" but never implemented it; use "json_schema"/);
  assert.match(problem({ type: "agent", value: "polite", use: "agents:g", options: { connector: "gpt-4o" } }), /"options.connector" is not supported/);
});

test("invalid regexes, JSONPaths and JSON Schemas", () => {
  assert.equal(
    problem({ type: "regex", value: "(unclosed" }),
    'suite.jsonl:7: assert: invalid regex "(unclosed": missing closing ): `(unclosed`\n  hint: regexes use RE2 syntax (as in Go) and match in linear time, so lookaround and backreferences are not available; split the check into two rules (one with "negate": true), or use a script rule',
  );
  assert.match(problem({ type: "regex", value: "x", flags: "q" }), /invalid regex "x" with flags "q": flag "q" is not supported \(use i, m or s\)/);
  assert.match(problem({ type: "regex", value: "(?Z)x" }), /invalid regex "\(\?Z\)x": invalid or unsupported Perl syntax/);
  assert.match(problem({ type: "file_read", value: "regex:[" }), /invalid regex "\["/);
  assert.match(problem({ type: "tool_result", value: { tool: "t", result: { a: "regex:(" } } }), /invalid regex "\("/);
  assert.equal(
    problem({ type: "json_path", path: "$.items[", value: 1 }),
    'suite.jsonl:7: assert: invalid JSONPath "$.items[": missing "]"\n  hint: JSONPath syntax: "$.a.b", "$.items[*].id", "$.items[?(@.price < 10)]", "$..name"',
  );
  assert.match(problem({ type: "json_path", path: "$.items[?(@.price <)]" }), /invalid JSONPath .*: invalid expression \?\(@\.price <\)/);
  assert.match(problem({ type: "json_path", value: 1 }), /"json_path" needs a "path"/);
  assert.match(
    problem({ type: "json_schema", value: { type: "objekt" } }),
    /invalid JSON Schema: schema is invalid: data\/type must be equal to one of the allowed values/,
  );
  assert.match(problem({ type: "json_schema", value: "./missing.schema.json" }), /schema file not found: .*missing\.schema\.json/);
});

test("script: the module must exist, load and export a function", () => {
  assert.match(
    problem({ type: "script", script: "./nope.ts" }),
    /script module not found: .*__tests__\/fixtures\/suites\/nope\.ts\n {2}hint: the path is relative to the suite file/,
  );
  assert.match(
    problem({ type: "script", script: "./checks.ts#missing" }),
    /checks\.ts: no exported function "missing" \(functions: answersQuestion, default, returnsNumber, strictAssert, throws, usedShell\)/,
  );
  assert.match(problem({ type: "script", script: "./checks.ts#notAFunction" }), /no exported function "notAFunction"/);
  // A Yao process (yao's own scripts) where nothing collects unsupported features: a load error that says so.
  assert.match(
    problem({ type: "script", script: "scripts.expense.Validate" }),
    /"script" is not supported: it calls the Yao process "scripts\.expense\.Validate"/,
  );
  assert.match(problem({ type: "script", script: "checks" }), /"script" must be the path of a .js\/.mjs\/.ts\/.mts module/);
  assert.match(problem({ type: "script", value: 1 }), /"script" must name a module/);
});

test("the JSONL loader reports the file and line of the case with the bad rule", async () => {
  const file = path.join(dir, "suite.jsonl");
  writeFileSync(
    file,
    [
      '{"id": "T1", "input": "hi", "assert": {"type": "contains", "value": "hi"}}',
      "",
      '{"id": "T2", "input": "hi", "assert": [{"type": "regex", "value": "a"}, {"type": "regex", "value": "[z-a]"}]}',
    ].join("\n"),
  );
  await assert.rejects(loadSuite(file), (error: unknown) => {
    assert.ok(error instanceof AgentBenchError);
    assert.match(
      formatError(error),
      new RegExp(`^${file.replaceAll(/[.*+?^${}()|[\]\\/]/g, "\\$&")}:3: assert\\[1\\]: invalid regex "\\[z-a\\]": invalid character class range`),
    );
    return true;
  });
});

test("the CLI exits 2 and prints file:line before any agent runs", () => {
  const file = path.join(dir, "cli.jsonl");
  writeFileSync(file, '{"id": "T1", "input": "hi", "assert": {"type": "json_path", "path": "$.a..", "value": 1}}\n');
  const config = path.join(dir, "agent-bench.config.json");
  writeFileSync(config, JSON.stringify({ runners: { s: { type: "scripted", steps: [{ text: "hi" }] } } }));
  const run = spawnSync(process.execPath, [path.join(REPO_ROOT, "src/cli.ts"), "run", file, "--out-dir", path.join(dir, "out")], {
    encoding: "utf8",
    cwd: dir,
  });
  assert.equal(run.status, 2, run.stderr);
  assert.match(run.stderr, new RegExp(`${path.basename(file)}:1: assert: invalid JSONPath "\\$\\.a\\.\\.": the path ends with "\\.\\."`));
  assert.doesNotMatch(run.stderr, /\n\s+at /, "no stack trace");
});

test("the CLI refuses a script rule whose module does not load before any agent runs (the loader readied for the suite)", () => {
  // A fresh process: nothing but the suite loader readies the module loader for the script rule, also when a JSON
  // escape spells its type.
  writeFileSync(path.join(dir, "broken.ts"), "export default function (output: string) { return output.includes(\n");
  writeFileSync(path.join(dir, "agent-bench.config.json"), JSON.stringify({ runners: { s: { type: "scripted", steps: [{ text: "hi" }] } } }));
  for (const [name, type] of [
    ["scripted", "script"],
    ["escaped", String.raw`\u0073cript`],
  ]) {
    const file = path.join(dir, `${name}.jsonl`);
    writeFileSync(file, `{"id": "T1", "input": "hi", "assert": {"type": "${type}", "${type}": "./broken.ts"}}\n`);
    const run = spawnSync(process.execPath, [path.join(REPO_ROOT, "src/cli.ts"), "run", file, "--out-dir", path.join(dir, `out-${name}`)], {
      encoding: "utf8",
      cwd: dir,
    });
    assert.equal(run.status, 2, run.stderr);
    assert.match(run.stderr, new RegExp(`${name}\\.jsonl:1: .*cannot load script .*broken\\.ts`));
    assert.doesNotMatch(run.stderr, /\n\s+at /, "no stack trace");
  }
});
