// The follow-up questions failed checks record for `agent-bench explain`:
// skillgym's defaults per helper group (word for word), a helper's own
// `explain.question` (a string, or a function of the failure), and a generic
// question naming the check for everything else.
import nodeAssert from "node:assert/strict";
import { before, test } from "node:test";
import { assert } from "../../src/api.ts";
import { evaluateCase } from "../../src/assert/evaluate.ts";
import { withQuestions } from "../../src/assert/questions.ts";
import type { AssertionResult } from "../../src/model/result.ts";
import type { Session } from "../../src/model/session.ts";
import { EVAL_OPTIONS, moduleCase, scriptedSession } from "./_sessions.ts";

let s: Session;
before(async () => {
  s = await scriptedSession([
    { tool: "skill", name: "find-skills" },
    { tool: "shell", command: "npm test", output: "ok" },
    { tool: "read", path: "/ws/README.md", output: "# readme" },
    { text: "done" },
  ]);
});

/** Every check the assert function makes as soft assertions, so one evaluation records them all. */
async function questionsOf(check: (report: Session) => void): Promise<Array<[string, boolean, string | undefined]>> {
  const outcome = await evaluateCase(moduleCase(check), s, EVAL_OPTIONS);
  return outcome.assertions.map((a) => [a.name, a.passed, a.question]);
}

test("each helper group records skillgym's default question when it fails, and none when it passes", async () => {
  nodeAssert.deepEqual(
    await questionsOf((report) => {
      assert.soft.skills.has(report, "find-skills");
      assert.soft.skills.has(report, "expo-upgrade");
      assert.soft.skills.has(report, "find-skills", { minConfidence: "explicit" });
      assert.soft.skills.notHas(report, "find-skills");
      assert.soft.skills.includes(report, ["find-skills", "pdf", "docx"]);
      assert.soft.skills.only(report, ["pdf"]);
      assert.soft.commands.includes(report, "pnpm test");
      assert.soft.commands.before(report, "ls", "npm test");
      assert.soft.commands.size(report, 3);
      assert.soft.fileReads.includes(report, /SKILL\.md$/);
      assert.soft.fileWrites.atLeast(report, "out.txt", 1);
      assert.soft.toolCalls.has(report, { tool: "Write" });
    }),
    [
      ["skills.has", true, undefined],
      ["skills.has", false, 'You were expected to load the skill "expo-upgrade". Why did you not load it?'],
      ["skills.has", true, undefined],
      ["skills.notHas", false, 'You were expected not to load the skill "find-skills". Why did you load it anyway?'],
      ["skills.includes", false, 'You were expected to load all required skills. Why were these skills missing: "pdf", "docx"?'],
      ["skills.only", false, 'You were expected to load only these skills: "pdf". Why did you also load: find-skills (explicit)?'],
      ["commands.includes", false, 'You were expected to run a command matching "pnpm test". Why did you not do that?'],
      ["commands.before", false, 'You were expected to run a command matching "ls" before "npm test". Why did you choose a different order?'],
      ["commands.size", false, "You were expected to run exactly 3 command(s), but ran 1. Why?"],
      ["fileReads.includes", false, "You were expected to read a file matching /SKILL\\.md$/. Why did you not read it?"],
      ["fileWrites.atLeast", false, 'You were expected to write at least 1 file(s) matching "out.txt". Why did you write fewer?'],
      ["toolCalls.has", false, 'You were expected to make a tool call matching tool "Write". Why did you not do that?'],
    ],
  );
});

test("minConfidence is part of the skill question, as in skillgym", async () => {
  const [[, , question]] = await questionsOf((report) => assert.skills.has(report, "pdf", { minConfidence: "strong" }));
  nodeAssert.equal(question, 'You were expected to load the skill "pdf" with minimum confidence strong. Why did you not load it?');
});

test("a helper's explain option overrides the default: a string, or a function of the failure", async () => {
  const seen: unknown[] = [];
  nodeAssert.deepEqual(
    await questionsOf((report) => {
      assert.soft.skills.has(report, "pdf", { explain: { question: "Why skip the pdf skill?" } });
      assert.soft.commands.includes(report, "pnpm lint", {
        explain: {
          question: ({ report: r, expected, observed }) => {
            seen.push(r.finalOutput, observed);
            return `You ran ${(observed as string[]).join(", ")}; why not ${String(expected)}?`;
          },
        },
      });
      // undefined from the function: skillgym's default stands.
      assert.soft.skills.has(report, "docx", { explain: { question: () => undefined } });
      assert.soft.output.includes(report, "DONE", { explain: { question: "Why not shout?" } });
    }),
    [
      ["skills.has", false, "Why skip the pdf skill?"],
      ["commands.includes", false, 'You ran npm test; why not "pnpm lint"?'],
      ["skills.has", false, 'You were expected to load the skill "docx". Why did you not load it?'],
      ["output.includes", false, "Why not shout?"],
    ],
  );
  nodeAssert.deepEqual(seen, ["done", ["npm test"]], "the function gets the report and what was observed");
});

test("checks without a default get a generic question naming them, once the execution failed; a crashed hook gets none", () => {
  const results: AssertionResult[] = [
    { kind: "helper", name: "output.includes", passed: false, message: 'Expected the final output to include "DONE".\nFinal output: done' },
    { kind: "rule", name: "contains", passed: false, message: 'output does not contain "Paris"' },
    { kind: "rule", name: "regex", passed: true },
    { kind: "helper", name: "skills.has", passed: false, question: "kept as it was" },
    { kind: "hook", name: "assert", passed: false, message: "TypeError: x is undefined" },
  ];
  nodeAssert.deepEqual(
    withQuestions(results, false).map((r) => r.question),
    [
      'The check "output.includes" failed: Expected the final output to include "DONE". Why did your run not meet it?',
      'The check "contains" failed: output does not contain "Paris". Why did your run not meet it?',
      undefined,
      "kept as it was",
      'The check "assert" failed: TypeError: x is undefined. Why did your run not meet it?',
    ],
  );
  nodeAssert.equal(withQuestions(results, true)[4].question, undefined, "a suite bug is not the agent's to explain");
});
