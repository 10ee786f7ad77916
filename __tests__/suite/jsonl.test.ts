import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import { loadSuite } from "../../src/suite/load.ts";
import { isAgentBenchError } from "../../src/errors.ts";
import { tempProject } from "../helpers/project.ts";
import { runCli } from "../helpers/cli.ts";

const project = tempProject();
after(() => project.remove());

async function loadError(content: string, name = "bad.jsonl"): Promise<string> {
  const file = project.write(name, content);
  try {
    await loadSuite(file);
  } catch (error) {
    assert.ok(isAgentBenchError(error), `expected an AgentBenchError, got ${String(error)}`);
    assert.equal(error.exitCode, 2);
    return error.message;
  }
  assert.fail("the suite should not load");
}

describe("JSONL suites", () => {
  it("reads every input form of the yao design", async () => {
    project.write("pic.png", "\x89PNG fake");
    const file = project.write(
      "suite.jsonl",
      [
        '{"id":"T001","input":"Simple text input","assert":[]}',
        '{"id":"T002","input":{"role":"user","content":"Message with role"},"assert":{"type":"type","value":"string"}}',
        "// a comment line is skipped",
        "",
        '{"id":"T003","input":{"role":"user","content":[{"type":"text","text":"ContentPart array"}]},"expected":"x"}',
        '{"id":"T004","input":[{"role":"user","content":"First message"},{"role":"assistant","content":"Response"},{"role":"user","content":"Follow-up"}],"expected":"x"}',
        '{"id":"T005","input":"Text input","expected":{"keywords":["keyword1","keyword2"]}}',
        '{"id":"T006","input":"Test with specific user","user":"admin","team":"ops-team","timeout":"1m30s","tags":["a","a"," b "],"skip":"upstream down","expected":"x"}',
        '{"id":"T007","input":{"content":[{"type":"image","source":"file://pic.png"},{"type":"text","text":"what is this?"}]},"expected":"x"}',
      ].join("\n"),
    );
    const { suite } = await loadSuite(file);
    assert.deepEqual(
      suite.cases.map((c) => c.id),
      ["T001", "T002", "T003", "T004", "T005", "T006", "T007"],
    );
    const [t1, t2, t3, t4, t5, t6, t7] = suite.cases;
    assert.equal(t1.prompt, "Simple text input");
    assert.equal(t1.measureOnly, true);
    assert.equal(t1.rules, undefined);
    assert.deepEqual(t1.messages, [{ role: "user", content: "Simple text input" }]);
    assert.equal(t2.prompt, "Message with role");
    assert.equal(t3.prompt, "ContentPart array");
    assert.equal(t4.messages.length, 3);
    assert.match(t4.prompt, /Conversation so far:[\s\S]*\[assistant\]\nResponse[\s\S]*\[user\]\nFollow-up$/);
    assert.deepEqual(t5.expected, { keywords: ["keyword1", "keyword2"] });
    assert.equal(t5.hasExpected, true);
    assert.equal(t6.user, "admin");
    assert.equal(t6.team, "ops-team");
    assert.equal(t6.timeoutMs, 90_000);
    assert.deepEqual(t6.tags, ["a", "b"]);
    assert.equal(t6.skip, "upstream down");
    assert.equal(t6.source.line, 8);
    const parts = t7.messages[0].content as Array<{ type: string; image_url?: { url: string } }>;
    assert.equal(parts[0].type, "image_url");
    assert.match(parts[0].image_url!.url, /^data:image\/png;base64,/);
    assert.equal(t7.prompt, "[image]\nwhat is this?");
  });

  it("names file:line for a line that is not JSON", async () => {
    const message = await loadError('{"id":"ok","input":"x"}\n{"id": "T2", "input": \n');
    assert.match(message, /bad\.jsonl:2: not valid JSON/);
  });

  it("names file:line for a missing id or input", async () => {
    assert.match(await loadError('{"input":"x"}\n'), /bad\.jsonl:1: missing "id"/);
    assert.match(await loadError('{"id":"a","input":"x"}\n{"id":"b"}\n'), /bad\.jsonl:2: case "b" has no "input"/);
  });

  it("rejects duplicate ids, naming both lines", async () => {
    assert.match(
      await loadError('{"id":"a","input":"x"}\n{"id":"b","input":"x"}\n{"id":"a","input":"y"}\n'),
      /bad\.jsonl:3: duplicate id "a" \(first on line 1\)/,
    );
  });

  it("warns about unknown fields with a did-you-mean, accepts display fields, and rejects a misspelt check", async () => {
    const file = project.write("yao.jsonl", '{"id":"a","name":"Shown name","description":"d","input":"x","expected":"y","usr":"bob","foo":1}\n');
    const { warnings } = await loadSuite(file);
    assert.deepEqual(
      warnings.map((w) => w.replace(/^.*yao\.jsonl/, "yao.jsonl")),
      ['yao.jsonl:1: unknown field "usr" is ignored (did you mean "user"?)', 'yao.jsonl:1: unknown field "foo" is ignored'],
    );
    assert.match(await loadError('{"id":"a","input":"x","expectd":1}\n'), /bad\.jsonl:1: unknown field "expectd" \(did you mean "expected"\?\)/);
    assert.match(
      await loadError('{"id":"a","input":"x","assertions":[{"type":"contains","value":"x"}]}\n'),
      /bad\.jsonl:1: unknown field "assertions" \(did you mean "assert"\?\)/,
    );
    assert.match(await loadError('{"id":"a","input":"x","asert":{"type":"contains","value":"x"}}\n'), /unknown field "asert" \(did you mean "assert"\?\)/);
    assert.match(await loadError('{"id":"a","input":"x","expected":"y","max_turn":3}\n'), /unknown field "max_turn" \(did you mean "max_turns"\?\)/);
  });

  it("passes yao options to the agent as they are", async () => {
    const file = project.write("opts.jsonl", '{"id":"a","input":"x","expected":"y","options":{"connector":"gpt-4o","metadata":{"scenario":"s1"}}}\n');
    const { suite, warnings } = await loadSuite(file);
    assert.deepEqual(warnings, []);
    assert.deepEqual(suite.cases[0].options, { connector: "gpt-4o", metadata: { scenario: "s1" } });
    assert.equal(suite.cases[0].env!.AGENT_BENCH_OPTIONS, '{"connector":"gpt-4o","metadata":{"scenario":"s1"}}');
  });

  it("a case with no check runs as yao runs it (it passes when the agent finishes), with one warning for the file", async () => {
    const file = project.write("unchecked.jsonl", '{"id":"a","input":"x"}\n{"id":"b","input":"y","assert":[]}\n{"id":"c","name":"C","input":"z"}\n');
    const { suite, warnings } = await loadSuite(file);
    assert.deepEqual(
      suite.cases.map((c) => [c.id, c.measureOnly]),
      [
        ["a", true],
        ["b", true],
        ["c", true],
      ],
    );
    // One warning naming the cases without a check; "assert": [] says it on purpose, so it is not named.
    assert.deepEqual(warnings, [
      `${file}: 2 cases have no check ("a", "c"): as in yao, each passes whenever the agent finishes without an error; add "assert" rules or an "expected" value to check the reply, or write "assert": [] to say the case only measures`,
    ]);
  });

  it("an empty assert list cannot come with an expected value", async () => {
    assert.match(
      await loadError('{"id":"a","input":"x","assert":[],"expected":"y"}\n'),
      /"assert": \[\] only measures the case, so "expected" would never be checked/,
    );
  });

  it("reports every problem of the file in one go", async () => {
    const message = await loadError(
      [
        '{"id":"a","input":"x","timeout":"soon"}',
        '{"id":"b","input":"x","expected":1}',
        "not json",
        '{"id":"c","input":"x","assert":{"type":"contians","value":"x"}}',
        '{"id":"b","input":"y","expected":2}',
      ].join("\n"),
    );
    assert.match(message, /bad\.jsonl: 4 problems:/);
    assert.match(message, /bad\.jsonl:1: invalid timeout "soon"/);
    assert.match(message, /bad\.jsonl:3: not valid JSON/);
    assert.match(message, /bad\.jsonl:4: assert: unknown rule type "contians"\n {4}hint: did you mean "contains"\?/);
    assert.match(message, /bad\.jsonl:5: duplicate id "b" \(first on line 2\)/);
    const many = await loadError(Array.from({ length: 30 }, (_, i) => `{"id":"c${i}","input":"x","timeout":1}`).join("\n"));
    assert.match(many, /30 problems:[\s\S]*… and 10 more$/m);
  });

  it("multi-turn fields: a simulator needs checkpoints and the other way round; after must name a checkpoint", async () => {
    const sim = '"simulator":{"use":"sim"}';
    const cp = '"checkpoints":[{"id":"greets","assert":{"type":"contains","value":"hello"}}]';
    assert.match(await loadError(`{"id":"a","input":"x",${cp}}\n`), /"checkpoints" needs a "simulator"/);
    assert.match(await loadError(`{"id":"a","input":"x",${sim}}\n`), /a "simulator" needs "checkpoints"/);
    assert.match(await loadError('{"id":"a","input":"x","expected":"y","max_turns":3}\n'), /"max_turns" needs a "simulator"/);
    assert.match(await loadError(`{"id":"a","input":"x",${sim},${cp},"max_turns":0}\n`), /"max_turns" must be a whole number from 1 to 1000, got 0/);
    assert.match(
      await loadError(`{"id":"a","input":"x",${sim},"checkpoints":[{"id":"c","assertion":{"type":"contains","value":"x"}}]}\n`),
      /checkpoints\[0\]: unknown field "assertion" \(did you mean "assert"\?\)/,
    );
    assert.match(await loadError(`{"id":"a","input":"x",${sim},"checkpoints":[{"id":"c"}]}\n`), /checkpoints\[0\] \("c"\) has no "assert"/);
    assert.match(
      await loadError(
        `{"id":"a","input":"x",${sim},"checkpoints":[{"id":"c","assert":{"type":"contains","value":"x"},"after":["greet"]},{"id":"greets","assert":{"type":"contains","value":"x"}}]}\n`,
      ),
      /"after" names no checkpoint "greet" \(did you mean "greets"\?\)/,
    );
    assert.match(
      await loadError(
        `{"id":"a","input":"x",${sim},"checkpoints":[{"id":"p","assert":{"type":"contains","value":"x"},"after":["q"]},{"id":"q","assert":{"type":"contains","value":"x"},"after":["p"]}]}\n`,
      ),
      /form a cycle: p → q → p/,
    );
    assert.match(
      await loadError(`{"id":"a","input":"x",${sim},"checkpoints":[{"id":"c","assert":{"type":"contians","value":"x"}}]}\n`),
      /checkpoints\[0\]\.assert: unknown rule type "contians"/,
    );
    const file = project.write(
      "dialog.jsonl",
      `{"id":"a","input":"x","simulator":{"use":"agents:sim","options":{"metadata":{"goal":"g"}}},"checkpoints":[{"id":"c","assert":{"type":"contains","value":"x"},"required":false}]}\n`,
    );
    const { suite } = await loadSuite(file);
    assert.deepEqual(suite.cases[0].dialog!.simulator, { runner: "sim", metadata: { goal: "g" } });
    assert.equal(suite.cases[0].dialog!.maxTurns, 20);
    assert.equal(suite.cases[0].dialog!.checkpoints[0].required, false);
  });

  it("rejects a timeout it cannot read instead of silently using the default", async () => {
    assert.match(await loadError('{"id":"a","input":"x","timeout":"soon"}\n'), /bad\.jsonl:1: invalid timeout "soon"/);
  });

  it("rejects a message without content and a missing file:// source", async () => {
    assert.match(await loadError('{"id":"a","input":{"role":"user"}}\n'), /bad\.jsonl:1: message missing 'content' field/);
    assert.match(
      await loadError('{"id":"a","input":{"content":[{"type":"image","source":"file://nope.png"}]}}\n'),
      /bad\.jsonl:1.*file not found: .*nope\.png/,
    );
  });

  it("rejects a content part whose text is not text, naming it (it read as [object Object])", async () => {
    assert.match(
      await loadError('{"id":"a","input":{"content":[{"type":"text","text":{"oops":1}}]}}\n'),
      /bad\.jsonl:1.*content\[0\]\.text: expected text, got object/,
    );
    assert.match(
      await loadError('{"id":"a","input":{"role":"assistant","content":"","tool_calls":[{"function":{"name":["x"]}}]}}\n'),
      /tool_calls\[0\]\.function\.name: expected text, got an array/,
    );
  });

  it("rejects an empty suite", async () => {
    assert.match(await loadError("\n// only a comment\n"), /no cases/);
  });
});

describe("the matching engines a JSONL suite's rules need load with the suite", () => {
  // RE2 and Ajv load only for suites that use them (src/assert/rule-engines.ts): a fresh process, through the bundle.
  it("rules spelled with JSON escapes still compile and run; a bad pattern is still refused at its line before any agent runs", async () => {
    const dir = tempProject({
      "agent-bench.config.json": JSON.stringify({ runners: { bot: { type: "scripted", steps: [{ text: '{"a": 1}' }] } } }),
      "escaped.jsonl": [
        String.raw`{"id":"pattern","input":"x","assert":{"type":"\u0072egex","value":"^\\{\"a\": \\d\\}$"}}`,
        String.raw`{"id":"has-a","input":"x","assert":{"type":"json_\u0073chema","value":{"type":"object","required":["a"]}}}`,
        String.raw`{"id":"has-b","input":"x","assert":{"type":"json_\u0073chema","value":{"type":"object","required":["b"]}}}`,
      ].join("\n"),
      "bad.jsonl": [
        '{"id":"fine","input":"x","assert":{"type":"contains","value":"a"}}',
        '{"id":"bad","input":"x","assert":{"type":"regex","value":"(?=a)"}}',
      ].join("\n"),
    });
    try {
      const ran = await runCli(["run", "escaped.jsonl", "--out-dir", "out"], { cwd: dir.dir, entry: "dist" });
      assert.equal(ran.code, 1, ran.stderr);
      const { results } = JSON.parse(readFileSync(dir.file("out/results.json"), "utf8")) as { results: Array<{ caseId: string; status: string }> };
      assert.deepEqual(Object.fromEntries(results.map((r) => [r.caseId, r.status])), { pattern: "passed", "has-a": "passed", "has-b": "failed" });
      const refused = await runCli(["run", "bad.jsonl", "--out-dir", "out-bad"], { cwd: dir.dir, entry: "dist" });
      assert.equal(refused.code, 2, refused.stderr);
      assert.match(refused.stderr, /bad\.jsonl:2: .*invalid regex "\(\?=a\)": lookahead and lookbehind/);
      assert.equal(existsSync(dir.file("out-bad")), false, "nothing ran");
    } finally {
      dir.remove();
    }
  });
});
