// What a cell's behaviour profile keeps: labels (skill and tool names, commands
// as program and subcommand, workspace-relative paths, assertion names), counts
// over the runs, bounded lists; never the agent's text.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { BEHAVIOUR_LIST_LIMIT } from "../../src/model/behaviour.ts";
import type { Session, SessionEvent } from "../../src/model/session.ts";
import { SessionBuilder } from "../../src/runners/session-builder.ts";
import { assertionLabel, behaviourOf, behaviourProfile, commandLabel } from "../../src/stability/behaviour.ts";

const WS = "/tmp/agent-bench-ws/run-1";

function session(events: SessionEvent[], skills: Session["detectedSkills"] = []): Session {
  const b = new SessionBuilder({ id: "bot", pathKey: "bot", agent: { type: "scripted", model: "m" } }, "do it", WS);
  for (const e of events) b.push(e);
  const s = b.finish();
  return { ...s, detectedSkills: skills, finalOutput: "SECRET-LOOKING agent prose that must not be kept" };
}

describe("one execution's behaviour", () => {
  it("keeps commands as program and subcommand, paths relative to the workspace, skills of medium confidence or more", () => {
    const b = behaviourOf(
      session(
        [
          { type: "command", command: "bash -lc 'npm install --save left-pad'" },
          { type: "command", command: "git commit -m 'fix the thing the user asked for'" },
          { type: "command", command: "/usr/bin/python3 script.py --token abc" },
          { type: "command", command: "ls -la" },
          { type: "toolCall", tool: "Bash", args: { command: "ls" } },
          { type: "toolCall", tool: "Bash", args: { command: "npm install" } },
          { type: "toolCall", tool: "Edit", args: {} },
          { type: "fileWrite", path: `${WS}/src/app.ts`, kind: "edit" },
          { type: "fileWrite", path: "/etc/hosts", kind: "write" },
          { type: "message", role: "assistant", text: "I will now do a lot of things" },
        ],
        [
          { skill: "greet", confidence: "strong", signals: [] },
          { skill: "maybe", confidence: "weak", signals: [] },
        ] as unknown as Session["detectedSkills"],
      ),
      WS,
    );
    assert.deepEqual(b, {
      skills: ["greet"],
      tools: { Bash: 2, Edit: 1 },
      commands: ["git commit", "ls", "npm install", "python3"],
      writes: ["hosts", "src/app.ts"],
    });
    assert.doesNotMatch(JSON.stringify(b), /user asked|left-pad|abc|SECRET|lot of things/u, "no arguments, messages or output");
  });

  it("labels are one line and bounded", () => {
    assert.equal(commandLabel("make\nbuild"), "make build");
    assert.ok(commandLabel(`${"x".repeat(500)} y`).length <= 80);
    assert.equal(
      assertionLabel({ name: "output contains", passed: false, location: { file: "/home/me/repo/evals/suite.ts", line: 12 } } as never),
      "output contains at suite.ts:12",
    );
    assert.equal(assertionLabel({ name: "contains", passed: false, expected: "Hello" } as never), 'contains "Hello"');
  });
});

describe("a cell's profile", () => {
  it("counts runs per label and calls per tool, with the mean and spread of turns and tokens", () => {
    const profile = behaviourProfile([
      { behaviour: { skills: ["greet"], tools: { Bash: 3 }, commands: ["ls"], writes: [] }, failedAssertions: [], turns: 2, tokens: 100 },
      {
        behaviour: { skills: ["greet"], tools: { Bash: 1, Edit: 2 }, commands: ["ls", "npm test"], writes: ["a.ts"] },
        failedAssertions: ["ok at suite.ts:3"],
        turns: 4,
        tokens: 300,
      },
      { behaviour: { skills: [], tools: {}, commands: [], writes: [] }, failedAssertions: ["ok at suite.ts:3", "ok at suite.ts:3"], turns: 6 },
    ]);
    assert.deepEqual(profile, {
      runs: 3,
      skills: { greet: 2 },
      tools: { Bash: { runs: 2, calls: 4 }, Edit: { runs: 1, calls: 2 } },
      commands: { ls: 2, "npm test": 1 },
      writes: { "a.ts": 1 },
      failedAssertions: { "ok at suite.ts:3": 2 },
      turns: { mean: 4, std: 2 },
      tokens: { mean: 200, std: 141.421 },
    });
  });

  it("keeps the most frequent labels of each list and counts the rest", () => {
    const many = Array.from({ length: BEHAVIOUR_LIST_LIMIT + 7 }, (_, i) => `cmd${i}`);
    const profile = behaviourProfile([
      { behaviour: { skills: [], tools: {}, commands: many, writes: [] } },
      { behaviour: { skills: [], tools: {}, commands: ["cmd3"], writes: [] } },
    ]);
    assert.equal(Object.keys(profile.commands).length, BEHAVIOUR_LIST_LIMIT);
    assert.equal(Object.keys(profile.commands)[0], "cmd3", "the most frequent first");
    assert.deepEqual(profile.other, { commands: 7 });
  });
});
