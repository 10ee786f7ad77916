// `agent-bench explain` end to end with the scripted runner (which resumes in
// process: each question is its session's next turn) and a command runner
// (which cannot resume): what is asked, what is written, --case/--runner,
// --rerun, and the clear errors for a run with nothing to explain.

import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import type { ExplanationsFile } from "../../src/model/explanations.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject({
  "suite.ts": `import { assert } from "agent-bench";
export default [
  {
    id: "greet",
    prompt: "Greet the user with the greet skill.",
    assert(report) {
      assert.soft.skills.has(report, "greet");
      assert.soft.output.includes(report, "Hello", { explain: { question: "Why did you not say Hello?" } });
    },
  },
  { id: "count", prompt: "Count to three.", assert(report) { assert.output.includes(report, "1 2 3"); } },
  { id: "fine", prompt: "Say fine.", assert(report) { assert.output.includes(report, "fine"); } },
  { id: "slow", prompt: "Take your time.", timeoutMs: 300, assert(report) { assert.output.includes(report, "done"); } },
  { id: "crash", prompt: "Crash when asked.", assert(report) { assert.output.includes(report, "never"); } },
];
`,
  // Turn 1 is the run; turns 2, 3 are explain's questions (each question is the session's next turn).
  "script.json": JSON.stringify({
    cases: {
      greet: { turns: [[{ text: "hi" }], [{ text: "The task looked too small for a skill." }], [{ text: "I wrote hi, not Hello." }]] },
      count: { turns: [[{ text: "1 2" }], [{ text: "I stopped early." }]] },
      fine: [{ text: "fine" }],
      slow: [{ hang: true }],
      crash: { turns: [[{ text: "x" }], [{ stderr: "crashed while answering\n" }, { exit: 3 }]] },
    },
  }),
  // Prints its prompt back: the answer shows what a fresh session was given.
  "echo.mjs": "process.stdout.write(process.argv.at(-1));\n",
  "agent-bench.config.json": JSON.stringify({
    runners: {
      agent: { type: "scripted", script: "./script.json" },
      echo: { type: "command", command: ["node", "./echo.mjs"] },
    },
  }),
});
after(() => project.remove());

const explanations = (dir: string) => JSON.parse(readFileSync(project.file(`${dir}/explanations.json`), "utf8")) as ExplanationsFile;

before(async () => {
  const r = await runCli(["run", "suite.ts", "--out-dir", project.file("run")], { cwd: project.dir });
  assert.equal(r.code, 1, r.stderr);
});

describe("agent-bench explain", () => {
  it("asks each failed execution of a resumable runner its recorded questions, as the next turns of its session", async () => {
    const r = await runCli(["explain", "run", "--runner", "agent", "--case", "greet,count"], { cwd: project.dir });
    assert.equal(r.code, 0, r.stderr);
    const file = explanations("run");
    assert.deepEqual(
      file.executions.map((e) => [e.caseId, e.runnerId, e.run, e.mode, e.answers.map((a) => [a.check.name, a.question, a.answer])]),
      [
        [
          "greet",
          "agent",
          1,
          "resume",
          [
            ["skills.has", 'You were expected to load the skill "greet". Why did you not load it?', "The task looked too small for a skill."],
            ["output.includes", "Why did you not say Hello?", "I wrote hi, not Hello."],
          ],
        ],
        [
          "count",
          "agent",
          1,
          "resume",
          [
            [
              "output.includes",
              'The check "output.includes" failed: Expected the final output to include "1 2 3". Why did your run not meet it?',
              "I stopped early.",
            ],
          ],
        ],
      ],
    );
    assert.equal(file.schemaVersion, 1);
    assert.deepEqual(file.executions[0].answers[0].check.location, { file: "suite.ts", line: 7, column: 26 });
    assert.ok(existsSync(project.file("run/executions/greet/agent/run-1/explain-2/session.json")), "each call keeps its logs and session");
    assert.match(r.stdout, /^## Why the agent failed, in its own words\n\nagent-bench asked 2 failed executions 3 questions/u);
    assert.match(r.stdout, /```text\nI stopped early\.\n```/u);
    assert.equal(readFileSync(project.file("run/explanations.md"), "utf8"), `${r.stdout}`);
    assert.match(r.stderr, /agent-bench explain: 2 failed execution\(s\), 3 question\(s\)/u);
  });

  it("asks again only what --case names, keeping the other answers", async () => {
    const r = await runCli(["explain", "run", "--case", "count", "--runner", "agent"], { cwd: project.dir });
    assert.equal(r.code, 0, r.stderr);
    const file = explanations("run");
    assert.deepEqual(
      file.executions.map((e) => e.caseId),
      ["greet", "count"],
    );
    assert.doesNotMatch(r.stdout, /greet/u, "prints what it asked this time");
  });

  it("refuses a runner that cannot resume, and with --rerun asks it in a fresh session given the original prompt", async () => {
    const refused = await runCli(["explain", "run", "--runner", "echo", "--case", "greet,count"], { cwd: project.dir });
    assert.equal(refused.code, 2, refused.stderr);
    assert.match(
      refused.stderr,
      /cannot ask 2 failed execution\(s\) in their own session:\n {2}greet × echo run 1: runner "echo" \(command\) cannot resume a session after the run/u,
    );
    assert.match(refused.stderr, /hint: agent-bench resumes [\w, -]*claude-code[\w, -]* sessions; --rerun asks the others in a fresh session/u);
    const rerun = await runCli(["explain", "run", "--runner", "echo", "--case", "count", "--rerun"], { cwd: project.dir });
    assert.equal(rerun.code, 0, rerun.stderr);
    const e = explanations("run").executions.find((x) => x.runnerId === "echo")!;
    assert.equal(e.mode, "rerun");
    assert.equal(
      e.answers[0].answer,
      'Earlier you were given this task:\n\n<task>\nCount to three.\n</task>\n\nYour work on it was checked afterwards. The check "output.includes" failed: Expected the final output to include "1 2 3". Why did your run not meet it?',
    );
    assert.deepEqual(e.answers[0].command, ["node", "./echo.mjs", "<question>"]);
    assert.match(rerun.stdout, /a fresh session given the original prompt \(--rerun\): the agent did not see its run/u);
  });

  it("exits 1 when an agent gives no answer, saying why, and notes the failures it had no question for", async () => {
    const r = await runCli(["explain", "run", "--runner", "agent", "--case", "crash,slow", "--timeout", "20s"], { cwd: project.dir });
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stderr, /slow × agent run 1: no failed check recorded a question \(timeout\); not asked/u);
    assert.match(r.stderr, /crash × agent run 1: 0\/1 answered/u);
    const e = explanations("run").executions.find((x) => x.caseId === "crash")!;
    assert.equal(e.answers[0].answer, undefined);
    assert.match(e.answers[0].error ?? "", /agent exited with code 3: crashed while answering/u);
    assert.match(r.stdout, /_No answer: agent exited with code 3: crashed while answering_/u);
  });

  it("says clearly when there is nothing to explain", async () => {
    const cases: Array<[string[], RegExp]> = [
      [["explain", "run", "--case", "fine"], /no execution of the cases and runners you chose failed, so there is nothing to explain \(2 passed\)/u],
      [["explain", "run", "--case", "gret"], /--case gret: no case "gret" in run\n {2}hint: did you mean "greet"\?/u],
      [["explain", "run", "--case", "slow", "--runner", "agent"], /run: 1 execution\(s\) failed \(timeout\) but no failed check recorded a question to ask/u],
      [["explain", "run", "--timeout", "600"], /--timeout: "600" is not a duration\n {2}hint: a duration needs a unit/u],
      [["explain", "nowhere"], /holds no finished run \(no results\.json\)/u],
      [["explain"], /explain takes one RUN_DIR \(got 0\)/u],
    ];
    for (const [args, message] of cases) {
      const r = await runCli(args, { cwd: project.dir });
      assert.equal(r.code, 2, `${args.join(" ")}: ${r.stderr}`);
      assert.match(r.stderr, message);
      assert.doesNotMatch(r.stderr, /^\s+at /mu);
    }
  });

  it("says when the failed executions kept no session to resume", async () => {
    // The same run read with a config where "agent" is a Claude Code runner: its sessions have no id to resume.
    project.write("claude.json", JSON.stringify({ runners: { agent: { type: "claude-code", command: ["claude-not-installed"] } } }));
    const r = await runCli(["explain", "run", "--runner", "agent", "-c", "claude.json"], { cwd: project.dir });
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /greet × agent run 1: the agent reported no session id, so there is no session to resume/u);
  });

  it("is listed in the help and explains its flags", async () => {
    const help = await runCli(["--help"], { cwd: project.dir });
    assert.match(help.stdout, /explain RUN_DIR +ask each failed execution's agent why, in its own session/u);
    const own = await runCli(["explain", "--help"], { cwd: project.dir });
    assert.equal(own.code, 0);
    assert.match(own.stdout, /--rerun +ask executions whose CLI cannot resume in a fresh session/u);
    assert.ok(path.isAbsolute(project.dir));
  });
});
