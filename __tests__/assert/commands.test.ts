// assert.commands.* on sessions of the scripted agent: every method passes and
// fails where it should; the most common failures are checked word for word.
import nodeAssert from "node:assert/strict";
import { before, test } from "node:test";
import { assert, commandMatcher } from "../../src/api.ts";
import type { Session } from "../../src/model/session.ts";
import { scriptedSession, thrownMessage } from "./_sessions.ts";

let s: Session;
let none: Session;
before(async () => {
  s = await scriptedSession([
    { tool: "shell", command: "ls -la", output: "README.md\n" },
    { tool: "shell", command: "/bin/bash -lc 'pnpm test --filter unit'", output: "ok\n" },
    { tool: "shell", command: "git status", output: "clean\n" },
    { tool: "shell", command: "pnpm test --filter e2e", output: "ok\n" },
    { text: "done" },
  ]);
  none = await scriptedSession([{ text: "nothing to run" }]);
});

test("includes / notIncludes: substring, RegExp, structured matcher and builder", () => {
  assert.commands.includes(s, "git status");
  assert.commands.includes(s, /^ls\b/);
  assert.commands.includes(s, { executable: "pnpm", positionals: ["test"], options: { "--filter": "unit" } });
  assert.commands.includes(s, commandMatcher("pnpm").arg("test").option("--filter", "e2e"));
  assert.commands.notIncludes(s, "rm -rf");
  assert.commands.notIncludes(s, commandMatcher("pnpm").flag("--watch"));
  nodeAssert.throws(() => assert.commands.includes(s, "npm install"), nodeAssert.AssertionError);
  nodeAssert.throws(() => assert.commands.notIncludes(s, /pnpm/), nodeAssert.AssertionError);
});

test("includes: the failure names the matcher and lists every command the agent ran", () => {
  nodeAssert.equal(
    thrownMessage(() => assert.commands.includes(s, "npx skills find")),
    [
      'Expected a command matching "npx skills find", but none did.',
      "Observed commands (4):",
      "  1. ls -la",
      "  2. /bin/bash -lc 'pnpm test --filter unit'",
      "  3. git status",
      "  4. pnpm test --filter e2e",
    ].join("\n"),
  );
  nodeAssert.equal(
    thrownMessage(() => assert.commands.includes(none, "npx skills find")),
    'Expected a command matching "npx skills find", but none did.\nObserved commands: (none)',
  );
});

test("includes with a structured matcher shows how each command was parsed", () => {
  nodeAssert.equal(
    thrownMessage(() => assert.commands.includes(s, commandMatcher("pnpm").arg("test").flag("--watch"))),
    [
      'Expected a command matching {executable "pnpm", positionals ["test"], options {--watch: <flag>}}, but none did.',
      "Observed commands (4):",
      '  1. ls -la  (parsed: executable "ls", options {"-l":[true],"-a":[true]})',
      `  2. /bin/bash -lc 'pnpm test --filter unit'  (parsed: executable "pnpm", positionals ["test"], options {"--filter":["unit"]})`,
      '  3. git status  (parsed: executable "git", positionals ["status"])',
      '  4. pnpm test --filter e2e  (parsed: executable "pnpm", positionals ["test"], options {"--filter":["e2e"]})',
    ].join("\n"),
  );
});

test("notIncludes: the failure points at the commands that matched", () => {
  nodeAssert.match(
    thrownMessage(() => assert.commands.notIncludes(s, "pnpm test")),
    /^Expected no command matching "pnpm test", but 2 commands did \(#2, #4\)\.\nObserved commands \(4\):/,
  );
});

test("count, atLeast, atMost, exactlyOne, size", () => {
  assert.commands.count(s, /pnpm test/, 2);
  assert.commands.atLeast(s, /pnpm test/, 2);
  assert.commands.atMost(s, /pnpm test/, 2);
  assert.commands.exactlyOne(s, "git status");
  assert.commands.size(s, 4);
  assert.commands.size(none, 0);
  assert.commands.count(none, "x", 0);
  nodeAssert.match(
    thrownMessage(() => assert.commands.count(s, /pnpm test/, 1)),
    /^Expected 1 command matching \/pnpm test\/, but found 2\.\n/,
  );
  nodeAssert.match(
    thrownMessage(() => assert.commands.atLeast(s, /pnpm test/, 3)),
    /^Expected at least 3 commands matching \/pnpm test\/, but found 2\.\n/,
  );
  nodeAssert.match(
    thrownMessage(() => assert.commands.atMost(s, /pnpm test/, 1)),
    /^Expected at most 1 command matching \/pnpm test\/, but found 2\.\n/,
  );
  nodeAssert.match(
    thrownMessage(() => assert.commands.exactlyOne(s, /pnpm/)),
    /^Expected exactly one command matching \/pnpm\/, but found 2\.\n/,
  );
  nodeAssert.match(
    thrownMessage(() => assert.commands.size(s, 3)),
    /^Expected 3 commands in total, but found 4\.\n/,
  );
});

test("before: the first match of one precedes the first match of the other", () => {
  assert.commands.before(s, "ls", "git status");
  assert.commands.before(s, commandMatcher("pnpm").option("--filter", "unit"), "pnpm test --filter e2e");
  nodeAssert.match(
    thrownMessage(() => assert.commands.before(s, "git status", "ls")),
    /^Expected a command matching "git status" before a command matching "ls", but the first match of "git status" is #3 and the first match of "ls" is #1\.\n/,
  );
  nodeAssert.match(
    thrownMessage(() => assert.commands.before(s, "npm ci", "ls")),
    /but no command matched "npm ci"\./,
  );
  nodeAssert.match(
    thrownMessage(() => assert.commands.before(s, "ls", "npm ci")),
    /but no command matched "npm ci"\./,
  );
  // One command matching both is not "before".
  nodeAssert.throws(() => assert.commands.before(s, "git", "status"));
});

test("only: every command matches one of the matchers", () => {
  assert.commands.only(s, ["ls", /pnpm test/, commandMatcher("git").arg("status")]);
  assert.commands.only(none, []);
  nodeAssert.match(
    thrownMessage(() => assert.commands.only(s, [/pnpm/])),
    /^Expected every command to match one of: \/pnpm\/, but 2 commands did not \(#1, #3\)\.\n/,
  );
});

test("first and last", () => {
  assert.commands.first(s, "ls");
  assert.commands.last(s, commandMatcher("pnpm").option("--filter", "e2e"));
  nodeAssert.match(
    thrownMessage(() => assert.commands.first(s, "git")),
    /^Expected the first command to match "git", but it did not\.\n/,
  );
  nodeAssert.match(
    thrownMessage(() => assert.commands.last(none, "git")),
    /^Expected the last command to match "git", but there were no commands\.\n/,
  );
});

test("a custom message comes first, the generated detail follows", () => {
  nodeAssert.equal(
    thrownMessage(() => assert.commands.includes(none, "pnpm test", { message: "the agent must run the tests" })),
    'the agent must run the tests\nExpected a command matching "pnpm test", but none did.\nObserved commands: (none)',
  );
});

test("a long command list is cut in the message, each command too", async () => {
  const many = await scriptedSession(Array.from({ length: 40 }, (_, i) => ({ tool: "shell" as const, command: `echo ${i} ${"x".repeat(i === 0 ? 400 : 1)}` })));
  const message = thrownMessage(() => assert.commands.includes(many, "never"));
  nodeAssert.match(message, /Observed commands \(40\):/);
  nodeAssert.match(message, /\n {2}30\. echo 29 x\n {2}… and 10 more$/);
  nodeAssert.match(message, /1\. echo 0 x+… \[\d+ more characters\]/);
});

test("a matcher of the wrong kind is reported, not silently false", () => {
  nodeAssert.throws(() => assert.commands.includes(s, 42 as unknown as string), /a command matcher must be a string, a RegExp, an object or commandMatcher/);
});
