import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { loadSuite } from "../../src/suite/load.ts";
import { isAgentBenchError } from "../../src/errors.ts";
import { tempProject } from "../helpers/project.ts";

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
        '{"id":"T001","input":"Simple text input"}',
        '{"id":"T002","input":{"role":"user","content":"Message with role"}}',
        "// a comment line is skipped",
        "",
        '{"id":"T003","input":{"role":"user","content":[{"type":"text","text":"ContentPart array"}]}}',
        '{"id":"T004","input":[{"role":"user","content":"First message"},{"role":"assistant","content":"Response"},{"role":"user","content":"Follow-up"}]}',
        '{"id":"T005","input":"Text input","expected":{"keywords":["keyword1","keyword2"]}}',
        '{"id":"T006","input":"Test with specific user","user":"admin","team":"ops-team","timeout":"1m30s","tags":["a","a"," b "],"skip":"upstream down"}',
        '{"id":"T007","input":{"content":[{"type":"image","source":"file://pic.png"},{"type":"text","text":"what is this?"}]}}',
      ].join("\n"),
    );
    const { suite } = await loadSuite(file);
    assert.deepEqual(suite.cases.map((c) => c.id), ["T001", "T002", "T003", "T004", "T005", "T006", "T007"]);
    const [t1, t2, t3, t4, t5, t6, t7] = suite.cases;
    assert.equal(t1!.prompt, "Simple text input");
    assert.deepEqual(t1!.messages, [{ role: "user", content: "Simple text input" }]);
    assert.equal(t2!.prompt, "Message with role");
    assert.equal(t3!.prompt, "ContentPart array");
    assert.equal(t4!.messages.length, 3);
    assert.match(t4!.prompt, /Conversation so far:[\s\S]*\[assistant\]\nResponse[\s\S]*\[user\]\nFollow-up$/);
    assert.deepEqual(t5!.expected, { keywords: ["keyword1", "keyword2"] });
    assert.equal(t5!.hasExpected, true);
    assert.equal(t6!.user, "admin");
    assert.equal(t6!.team, "ops-team");
    assert.equal(t6!.timeoutMs, 90_000);
    assert.deepEqual(t6!.tags, ["a", "b"]);
    assert.equal(t6!.skip, "upstream down");
    assert.equal(t6!.source.line, 8);
    const parts = t7!.messages[0]!.content as Array<{ type: string; image_url?: { url: string } }>;
    assert.equal(parts[0]!.type, "image_url");
    assert.match(parts[0]!.image_url!.url, /^data:image\/png;base64,/);
    assert.equal(t7!.prompt, "[image]\nwhat is this?");
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
    assert.match(await loadError('{"id":"a","input":"x"}\n{"id":"b","input":"x"}\n{"id":"a","input":"y"}\n'), /bad\.jsonl:3: duplicate id "a" \(first on line 1\)/);
  });

  it("rejects an unknown field but only warns for yao fields it does not act on", async () => {
    assert.match(await loadError('{"id":"a","input":"x","expectd":1}\n'), /bad\.jsonl:1: unknown field "expectd"/);
    const file = project.write("yao.jsonl", '{"id":"a","input":"x","options":{"connector":"gpt"},"before":"scripts.x"}\n');
    const { warnings } = await loadSuite(file);
    assert.equal(warnings.length, 2);
    assert.match(warnings[0]!, /yao\.jsonl:1: "options" is not supported and is ignored/);
  });

  it("rejects a timeout it cannot read instead of silently using the default", async () => {
    assert.match(await loadError('{"id":"a","input":"x","timeout":"soon"}\n'), /bad\.jsonl:1: invalid timeout "soon"/);
  });

  it("rejects a message without content and a missing file:// source", async () => {
    assert.match(await loadError('{"id":"a","input":{"role":"user"}}\n'), /bad\.jsonl:1: message missing 'content' field/);
    assert.match(await loadError('{"id":"a","input":{"content":[{"type":"image","source":"file://nope.png"}]}}\n'), /bad\.jsonl:1.*file not found: .*nope\.png/);
  });

  it("rejects an empty suite", async () => {
    assert.match(await loadError("\n// only a comment\n"), /no cases/);
  });
});
