// yao's multi-turn ("dynamic") mode end to end, with a scripted simulated
// user: one case reaches its checkpoints and passes, one misses a required
// checkpoint (its order rule) and fails, one uses up max_turns and fails.
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { prepareRun } from "../../src/execute/prepare.ts";
import { runPrepared } from "../helpers/run-prepared.ts";
import { createSimulator } from "../../src/execute/simulator.ts";
import type { ExecutionResult, RunFile } from "../../src/model/result.ts";
import { REPO_ROOT } from "../assert/_sessions.ts";
import { renderMarkdown } from "../../src/report/markdown/render.ts";
import { renderHtml } from "../../src/report/html/render.ts";

const SUITE = "__tests__/fixtures/suites/yao-dialog/cases.jsonl";
const tmp = mkdtempSync(path.join(tmpdir(), "ab-dialog-"));
after(() => rmSync(tmp, { recursive: true, force: true }));
const lineOf = (id: string) =>
  readFileSync(path.join(REPO_ROOT, SUITE), "utf8")
    .split("\n")
    .findIndex((l) => l.includes(`"id": "${id}"`)) + 1;

describe("yao multi-turn cases with a scripted simulated user", () => {
  let run: RunFile;
  let outDir: string;
  const result = (id: string): ExecutionResult => run.results.find((r) => r.caseId === id)!;
  before(async () => {
    outDir = path.join(tmp, "run");
    const prepared = await prepareRun({ suites: [path.join(REPO_ROOT, SUITE)], outputs: [], cwd: tmp, outDir, parallel: 1 });
    // The simulated user only plays the user: it is not benchmarked.
    assert.deepEqual(
      prepared.plan.runners.map((r) => r.id),
      ["barista"],
    );
    const signal = new AbortController().signal;
    ({ run } = await runPrepared(prepared, tmp, {
      simulate: createSimulator({ runners: prepared.config.runners, signal }),
    }));
  });

  it("passes the case that reaches every required checkpoint, turn by turn", () => {
    const r = result("orders-latte");
    assert.equal(r.status, "passed", r.error?.message);
    assert.deepEqual(
      r.dialog!.turns.map((t) => [t.turn, t.user, t.agent, t.reached]),
      [
        [1, "Hi, I would like a coffee.", "Hello! What can I get you?", ["greets"]],
        [2, "A latte, please.", "A latte. Which size would you like?", ["asks-size"]],
        [3, "Large.", "Large latte: order placed.", ["confirms"]],
      ],
    );
    assert.equal(r.dialog!.ended, "checkpoints");
    assert.equal(r.finalOutput, "Large latte: order placed.");
    // Checkpoint results count like assertions, with the case's file:line; the optional one does not fail it.
    assert.deepEqual(
      r.assertions.map((a) => [a.kind, a.name, a.passed, a.location?.file, a.location?.line]),
      [
        ["checkpoint", "greets", true, SUITE, lineOf("orders-latte")],
        ["checkpoint", "asks-size", true, SUITE, lineOf("orders-latte")],
        ["checkpoint", "confirms", true, SUITE, lineOf("orders-latte")],
        ["checkpoint", "offers-cookie", true, SUITE, lineOf("orders-latte")],
      ],
    );
    assert.match(r.assertions[3].message!, /^optional, not reached/);
    assert.deepEqual(
      r.dialog!.checkpoints.map((c) => [c.id, c.required, c.reached, c.reachedAtTurn ?? null]),
      [
        ["greets", true, true, 1],
        ["asks-size", true, true, 2],
        ["confirms", true, true, 3],
        ["offers-cookie", false, false, null],
      ],
    );
  });

  it("gives the simulated user yao's simulator input, and the agent only the new message", () => {
    const r = result("orders-latte");
    const simulatorSession = JSON.parse(readFileSync(path.join(outDir, r.artifactDir, "turn-2/simulator/session.json"), "utf8")) as { prompt: string };
    const input = JSON.parse(simulatorSession.prompt) as Record<string, unknown>;
    assert.deepEqual(input, {
      persona: "A regular customer",
      goal: "Order a large latte",
      conversation: [
        { role: "user", content: "Hi, I would like a coffee." },
        { role: "assistant", content: "Hello! What can I get you?" },
      ],
      turn_number: 2,
      max_turns: 5,
      checkpoints_reached: ["greets"],
      checkpoints_pending: ["asks-size", "confirms", "offers-cookie"],
      extra: { style: "brief" },
    });
    const agentTurn2 = JSON.parse(readFileSync(path.join(outDir, r.artifactDir, "turn-2/session.json"), "utf8")) as { prompt: string; fileReads: string[] };
    assert.equal(agentTurn2.prompt, "A latte, please.");
  });

  it("fails the case whose checkpoint came before the one it must follow", () => {
    const r = result("confirms-too-early");
    assert.equal(r.status, "failed");
    assert.equal(r.failureOrigin, "assertion");
    assert.equal(r.dialog!.ended, "goal-achieved");
    assert.equal(r.error!.message, "the simulated user said the goal was achieved at turn 3; required checkpoints not reached: confirms");
    // "Order placed!" at turn 1 did not count: "asks-size" was only reached at turn 2.
    assert.deepEqual(
      r.dialog!.checkpoints.map((c) => [c.id, c.reached, c.reachedAtTurn ?? null]),
      [
        ["asks-size", true, 2],
        ["confirms", false, null],
      ],
    );
    assert.deepEqual(
      r.assertions.map((a) => [a.name, a.passed]),
      [
        ["asks-size", true],
        ["confirms", false],
      ],
    );
    // A simulator reply without JSON is the user's message, as in yao.
    assert.equal(r.dialog!.turns[1].user, "Did you get my size?");
  });

  it("fails the case that uses up max_turns", () => {
    const r = result("never-confirms");
    assert.equal(r.status, "failed");
    assert.equal(r.dialog!.ended, "max-turns");
    assert.equal(r.dialog!.turns.length, 2);
    assert.equal(r.error!.message, "max turns (2) used up; required checkpoints not reached: confirms");
    assert.match(r.assertions.find((a) => a.name === "confirms")!.message!, /^not reached: turn 2: contains: output does not contain "order placed"/);
  });

  it("judges the last turn with the case's own assert once the checkpoints are reached (yao would ignore it)", () => {
    const r = result("rude-goodbye");
    assert.equal(r.status, "failed");
    assert.equal(r.dialog!.ended, "checkpoints");
    assert.deepEqual(
      r.assertions.map((a) => [a.kind, a.name, a.passed]),
      [
        ["checkpoint", "greets", true],
        ["rule", "not_contains", false],
      ],
    );
  });

  it("shows the conversation turn by turn and each checkpoint in the Markdown and HTML reports", () => {
    const md = renderMarkdown({ run });
    const block = md.slice(md.indexOf("never-confirms"));
    assert.match(block, /Conversation: 2 turns of at most 2; it ended because max_turns was used up\./);
    assert.match(block, /Checkpoints: ✅ `greets` \(turn 1\) · ❌ `confirms`/);
    assert.match(block, /1\. 🧑 A tea, please\.\n {3}🤖 hello there · reached `greets`\n2\. 🧑 Is it ready\?\n {3}🤖 Still brewing\./);
    assert.match(
      md,
      /❌ `confirms`: not reached: turn 2: contains: output does not contain "order placed" \(`__tests__\/fixtures\/suites\/yao-dialog\/cases\.jsonl:\d+`\)/,
    );
    const html = renderHtml({ run });
    assert.match(html, /"dl":\{"end":"max-turns","max":2,"turns":\[\[1,"A tea, please.","hello there",\["greets"\],""\]/);
    assert.match(html, /function renderDialog\(d\)/);
  });
});
