// assert.fileReads.*, assert.fileWrites.*, assert.toolCalls.* and
// assert.output.* on scripted sessions.
import nodeAssert from "node:assert/strict";
import path from "node:path";
import { before, test } from "node:test";
import { assert } from "../../src/api.ts";
import { scriptedSession, thrownMessage, type TestSession } from "./_sessions.ts";

let s: TestSession;
const ws = (p: string) => path.join(s.workspace, p);
before(async () => {
  s = await scriptedSession([
    { tool: "read", path: "/ws/find-skills/SKILL.md", output: "find" },
    { tool: "read", path: "README.md", output: "# demo" },
    { tool: "write", path: "src/app.ts", content: "export {}\n" },
    { tool: "edit", path: "src/app.ts", old: "export {}", new: "export const x = 1;" },
    { tool: "read", path: "/ws/upgrading-expo/SKILL.md", output: "expo" },
    { tool: "mcp__github__create_issue", args: { title: "Bug", labels: ["bug"] }, output: '{"number": 7}' },
    { tool: "shell", command: "pnpm test", output: "ok" },
    { text: 'Here is the result:\n```json\n{"status": "ok", "items": [{"id": 1, "tags": ["a"]}, {"id": 2, "tags": []}]}\n```\nDone.' },
  ]);
});

test("fileReads: absolute paths in order, matched by substring or RegExp", () => {
  assert.fileReads.includes(s, /find-skills\/SKILL\.md$/);
  assert.fileReads.includes(s, ws("README.md"));
  assert.fileReads.before(s, /find-skills\/SKILL\.md$/, /upgrading-expo\/SKILL\.md$/);
  assert.fileReads.count(s, /SKILL\.md$/, 2);
  assert.fileReads.size(s, 3);
  assert.fileReads.first(s, "find-skills");
  assert.fileReads.last(s, /upgrading-expo/);
  assert.fileReads.notIncludes(s, ".env");
  assert.fileReads.only(s, [/SKILL\.md$/, /README/]);
  nodeAssert.throws(() => assert.fileReads.before(s, /upgrading-expo/, /find-skills/), nodeAssert.AssertionError);
  nodeAssert.equal(
    thrownMessage(() => assert.fileReads.includes(s, "package.json")),
    `Expected a file read matching "package.json", but none did.\nObserved file reads (3):\n  1. /ws/find-skills/SKILL.md\n  2. ${ws("README.md")}\n  3. /ws/upgrading-expo/SKILL.md`,
  );
});

test("fileWrites: writes and edits, in order", () => {
  assert.fileWrites.includes(s, "src/app.ts");
  assert.fileWrites.count(s, /app\.ts$/, 2);
  assert.fileWrites.first(s, /src\/app\.ts$/);
  assert.fileWrites.only(s, ["src/app.ts"]);
  nodeAssert.throws(() => assert.fileWrites.exactlyOne(s, "src/app.ts"), nodeAssert.AssertionError);
});

test("fileWrites: failures list the paths written", () => {
  nodeAssert.equal(
    thrownMessage(() => assert.fileWrites.notIncludes(s, "app.ts")),
    `Expected no file write matching "app.ts", but 2 file writes did (#1, #2).\nObserved file writes (2):\n  1. ${ws("src/app.ts")}\n  2. ${ws("src/app.ts")}`,
  );
  nodeAssert.match(
    thrownMessage(() => assert.fileWrites.size(s, 1)),
    /^Expected 1 file write in total, but found 2\./,
  );
});

test("toolCalls: tool as substring or RegExp, where(args) on the arguments", () => {
  assert.toolCalls.has(s, { tool: "create_issue" });
  assert.toolCalls.has(s, { tool: /^mcp__github__/, where: (args) => (args as { title?: string }).title === "Bug" });
  assert.toolCalls.count(s, { tool: "read" }, 3);
  assert.toolCalls.atLeast(s, { tool: /^(read|write|edit)$/ }, 5);
  assert.toolCalls.atMost(s, { tool: "shell" }, 1);
  assert.toolCalls.before(s, { tool: "write" }, { tool: "edit" });
  assert.toolCalls.sequence(s, [{ tool: "read" }, { tool: "write" }, { tool: "edit" }, { tool: "shell" }]);
  assert.toolCalls.only(s, [{ tool: /^(read|write|edit|shell)$/ }, { tool: /^mcp__/ }]);
  nodeAssert.throws(() => assert.toolCalls.sequence(s, [{ tool: "shell" }, { tool: "write" }]), nodeAssert.AssertionError);
  nodeAssert.throws(() => assert.toolCalls.has(s, { tool: "create_issue", where: () => false }), nodeAssert.AssertionError);
});

test("toolCalls: failures show the calls with their arguments", () => {
  const message = thrownMessage(() => assert.toolCalls.has(s, { tool: "WebFetch" }));
  nodeAssert.equal(
    message.split("\n").slice(0, 3).join("\n"),
    'Expected a tool call matching tool "WebFetch", but none did.\nObserved tool calls (7):\n  1. read {"path":"/ws/find-skills/SKILL.md"}',
  );
  nodeAssert.match(message, /\n {2}6\. mcp__github__create_issue \{"title":"Bug","labels":\["bug"\]\}\n/);
  nodeAssert.match(
    thrownMessage(() =>
      assert.toolCalls.sequence(s, [
        { tool: "shell" },
        {
          tool: "write",
          where: function isReadme() {
            return false;
          },
        },
      ]),
    ),
    /^Expected tool calls in the order tool "shell" -> tool "write" where isReadme\(\), but no call matching tool "write" where isReadme\(\) came after #7\.\n/,
  );
  nodeAssert.match(
    thrownMessage(() => assert.toolCalls.only(s, [{ tool: "read" }])),
    /^Expected every tool call to match one of: tool "read", but 4 tool calls did not \(#3, #4, #6, #7\)\./,
  );
});

test("output: includes, matches, notEmpty, and json(path, expected) on JSON inside prose and fences", async () => {
  assert.output.includes(s, "Done.");
  assert.output.includes(s, /"status": "ok"/);
  assert.output.matches(s, /^Here is/);
  assert.output.notEmpty(s);
  assert.output.json(s, "$.status", "ok");
  assert.output.json(s, "$.items[?(@.id == 2)].tags", []);
  assert.output.json(s, "$.items[*].id", [1, 2]);
  assert.output.json(s, "$.items[0]", { tags: ["a"], id: 1 });
  assert.output.json(s, "$.items");
  nodeAssert.equal(
    thrownMessage(() => assert.output.json(s, "$.missing", null)),
    'Expected JSON at $.missing in the final output to equal null, but the path matched nothing.\nObserved final output (114 characters): "Here is the result:\\n```json\\n{\\"status\\": \\"ok\\", \\"items\\": [{\\"id\\": 1, \\"tags\\": [\\"a\\"]}, {\\"id\\": 2, \\"tags\\": []}]}\\n```\\nDone."',
  );
  nodeAssert.match(
    thrownMessage(() => assert.output.json(s, "$.status", "failed")),
    /^Expected JSON at \$\.status in the final output to equal "failed", but found "ok"\./,
  );
  const empty = await scriptedSession([{ tool: "shell", command: "true" }]);
  nodeAssert.equal(
    thrownMessage(() => assert.output.notEmpty(empty)),
    "Expected a non-empty final output.\nObserved final output: (empty)",
  );
  nodeAssert.match(
    thrownMessage(() => assert.output.json(empty, "$.a")),
    /^Expected JSON at \$\.a in the final output to exist, but the output contains no JSON\./,
  );
  nodeAssert.equal(
    thrownMessage(() => assert.output.includes(s, "hello")),
    `Expected the final output to include "hello".\nObserved final output (114 characters): ${JSON.stringify(s.finalOutput)}`,
  );
  nodeAssert.match(
    thrownMessage(() => assert.output.matches(s, /^Done/)),
    /^Expected the final output to match \/\^Done\/\.\n/,
  );
  nodeAssert.throws(() => assert.output.json(s, "$.items[", 1), /invalid JSONPath "\$\.items\[": missing "\]"/);
});
