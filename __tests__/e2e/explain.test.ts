// `agent-bench explain` with the real Claude Code and Codex CLIs, offline
// against the scripted model server in a loopback-only network namespace: a
// case that should have loaded a skill fails, the failed execution keeps its
// CLI session, and explain resumes that session with the CLI's own resume
// option (the model server sees the first turn again), asks skillgym's default
// question and records the answer. Never skipped.
import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import type { ExplanationsFile } from "../../src/model/explanations.ts";
import { assertNamespace, installed, runFolder, runIsolated } from "./isolated-run.ts";

const CLIS: Array<[string, string]> = [
  ["claude-code", "sonnet"],
  ["codex", "gpt-5.5"],
];

const QUESTION = 'You were expected to load the skill "greet". Why did you not load it?';
const ANSWER = "I answered the greeting myself: I did not think the greet skill was needed.";

const MODEL = {
  cases: {
    greet: {
      turns: [
        // Turn 1 (the run): a tool call, then an answer without the skill.
        [{ tool: "shell", command: "echo hello" }, { text: "Hello!" }],
        // Turn 2 (explain's question): no tool call of its own.
        [{ text: ANSWER }],
      ],
    },
  },
};

const SUITE = `import { assert } from "agent-bench";
export default [{ id: "greet", prompt: "Greet me the way the greet skill says.", assert(report) { assert.skills.has(report, "greet"); } }];
`;

const tmp = mkdtempSync(path.join(os.tmpdir(), "ab-e2e-explain-"));
after(() => rmSync(tmp, { recursive: true, force: true }));

test("explain resumes a failed Claude Code and a failed Codex session and records the answer to skillgym's question", async () => {
  const runners: Record<string, unknown> = {};
  for (const [type, model] of CLIS) runners[type] = { type, model, command: [installed(type).path], scriptedModel: "./model.json" };
  mkdirSync(path.join(tmp, "workspace"), { recursive: true });
  writeFileSync(path.join(tmp, "workspace", "README.md"), "# a workspace\n");
  writeFileSync(path.join(tmp, "model.json"), JSON.stringify(MODEL));
  writeFileSync(path.join(tmp, "suite.ts"), SUITE);
  writeFileSync(
    path.join(tmp, "agent-bench.config.json"),
    JSON.stringify({ runners, defaults: { timeout: "4m", workspace: { mode: "isolated", templateDir: "./workspace" } } }),
  );
  const run = await runIsolated(tmp, ["suite.ts", "--out-dir", "out", "-p", "2"]);
  assertNamespace(run);
  assert.equal(run.code, 1, `the skill was not loaded, so the run fails\n${run.stderr}`);
  const out = runFolder(path.join(tmp, "out"));
  const before = new Map<string, string>();
  for (const [type] of CLIS) {
    const r = out.result("greet", type);
    assert.equal(r.status, "failed", out.why(r));
    assert.equal(r.assertions.find((a) => !a.passed)?.question, QUESTION, "the failed helper recorded skillgym's default question");
    const sessionId = out.session(r).sessionId;
    assert.ok(sessionId, `${type} reported a session id`);
    before.set(type, sessionId);
    assert.ok(existsSync(path.join(tmp, "out", r.artifactDir, "agent-session")), `${type}: the failed execution kept its CLI session`);
  }

  const explain = await runIsolated(tmp, ["out"], undefined, "explain");
  assertNamespace(explain);
  assert.equal(explain.code, 0, `${explain.stderr}\n${explain.stdout}`);
  const file = JSON.parse(readFileSync(path.join(tmp, "out", "explanations.json"), "utf8")) as ExplanationsFile;
  const log = out.log() as Array<{ execution?: string; role?: string; toolResults?: number }>;
  for (const [type] of CLIS) {
    const e = file.executions.find((x) => x.runnerId === type);
    assert.ok(e, `${type} was explained`);
    assert.equal(e.mode, "resume");
    assert.equal(e.sessionId, before.get(type));
    assert.equal(e.answers.length, 1);
    const [a] = e.answers;
    assert.equal(a.question, QUESTION);
    assert.equal(a.answer, ANSWER, `${type}: ${a.error ?? ""}\n${readFileSync(path.join(tmp, "out", a.artifactDir, "stdout.log"), "utf8").slice(-2000)}`);
    assert.equal(a.sessionId, before.get(type), `${type} continued its own session`);
    // The CLI's own resume option, with the run's session id.
    const command = a.command ?? [];
    if (type === "claude-code") assert.equal(command[command.indexOf("--resume") + 1], before.get(type), command.join(" "));
    else assert.ok(command.includes("resume") && command.at(-2) === before.get(type) && command.at(-1) === "<question>", command.join(" "));
    // The question's request carried the first turn: its tool result, though the explain turn made no tool call.
    const asked = log.filter((l) => l.role === "main" && l.execution?.includes(`turn 2 of runner "${type}"`));
    assert.ok(asked.length > 0, `${type}: the model server got the question`);
    assert.ok(
      asked.every((l) => (l.toolResults ?? 0) >= 1),
      `${type}: the resumed conversation holds the earlier turn: ${JSON.stringify(asked)}`,
    );
  }
  const markdown = readFileSync(path.join(tmp, "out", "explanations.md"), "utf8");
  assert.match(markdown, /^## Why the agent failed, in its own words/u);
  assert.ok(markdown.includes(ANSWER));
  assert.ok(explain.stdout.includes(ANSWER), "the answers are printed too");

  // A run folder copied without the kept session cannot be resumed: said before any agent is asked.
  rmSync(path.join(tmp, "out", out.result("greet", "claude-code").artifactDir, "agent-session"), { recursive: true });
  const again = await runIsolated(tmp, ["out", "--runner", "claude-code"], undefined, "explain");
  assert.equal(again.code, 2, again.stderr);
  assert.match(again.stderr, /greet × claude-code run 1: its folder keeps no session \(agent-session\/\)/u);
  assert.match(again.stderr, /hint: agent-bench resumes .*claude-code.* sessions; --rerun asks the others/u);
});
