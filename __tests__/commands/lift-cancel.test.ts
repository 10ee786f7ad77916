// `agent-bench lift` interrupted (Ctrl-C, or SIGTERM from CI), as `run` is:
// the agents are stopped, every finished result of both arms stays in the
// run's results.jsonl and results.json, it says what finished and gives no
// lift from the uneven sample, and it exits 130 (SIGTERM: 143).
import assert from "node:assert/strict";
import { execFileSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, readFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import type { RunFile } from "../../src/model/result.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

// The fake agent answers the "quick" case at once and hangs on the "slow" one until it is killed.
const project = tempProject({
  ".claude/skills/greet/SKILL.md": "---\nname: greet\ndescription: greets\n---\nSay hello.\n",
  "agent.sh": 'case "$1" in *slow*) sleep 60 ;; esac\necho hello\n',
  "agent-bench.config.json": JSON.stringify({ runners: { agent: { type: "command", command: ["sh", "./agent.sh"] } } }),
  "suite.jsonl": ['{"id":"quick","input":"say hi","assert":{"type":"contains","value":"hello"}}', '{"id":"slow","input":"slow hi"}'].join("\n") + "\n",
});
chmodSync(project.file("agent.sh"), 0o755);
execFileSync("sh", ["-c", "git init -q -b main && git add -A && git -c user.name=t -c user.email=t@example.com commit -qm fixture"], { cwd: project.dir });
after(() => project.remove());

// Polled while the run writes it: the file may exist empty, or end in a line
// still being written, so only lines already ended by a newline are read.
const executionLines = (file: string): Array<{ result: { caseId: string; variant?: string; status: string } }> => {
  if (!existsSync(file)) return [];
  const text = readFileSync(file, "utf8");
  return text
    .slice(0, text.lastIndexOf("\n") + 1)
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => JSON.parse(l) as { type: string; result: { caseId: string; variant?: string; status: string } })
    .filter((l) => l.type === "execution");
};

async function interruptedLift(signal: NodeJS.Signals, outDir: string) {
  let child: ChildProcess | undefined;
  const pending = runCli(["lift", "suite.jsonl", "--skill", "greet", "-n", "1", "-p", "1", "-o", "lift.md", "--out-dir", outDir], {
    cwd: project.dir,
    onSpawn: (c) => (child = c),
  });
  const jsonl = project.file(`${outDir}/results.jsonl`);
  // Both arms of "quick" finish; then the slow case's agent hangs.
  for (let i = 0; i < 3000 && executionLines(jsonl).length < 2; i++) await new Promise((res) => setTimeout(res, 10));
  await new Promise((res) => setTimeout(res, 300));
  child!.kill(signal);
  return pending;
}

describe("agent-bench lift interrupted", () => {
  it("on SIGINT keeps both arms' finished results, says what finished and exits 130", async () => {
    const r = await interruptedLift("SIGINT", "out-int");
    assert.equal(r.code, 130, r.stderr);
    assert.match(r.stderr, /SIGINT: stopping; finished results are kept/);
    assert.match(r.stderr, /lift interrupted: no lift is given/);
    assert.match(r.stderr, /out-int: 2 of 4 executions finished \(default 1, without:greet 1\)/);
    assert.equal(r.stdout, "", "no lift table from an interrupted run");
    assert.ok(!existsSync(project.file("lift.md")), "no lift file either");
    const finished = executionLines(project.file("out-int/results.jsonl")).filter((l) => l.result.status === "passed");
    assert.deepEqual(finished.map((l) => `${l.result.caseId}/${l.result.variant}`).sort(), ["quick/default", "quick/without:greet"]);
    const run = JSON.parse(readFileSync(project.file("out-int/results.json"), "utf8")) as RunFile;
    assert.equal(run.summary.cancelled, true);
    assert.deepEqual(run.plan.variants, ["default", "without:greet"]);
    assert.equal(run.results.filter((x) => x.status === "passed").length, 2);
  });

  it("on SIGTERM does the same and exits 143, as run does", async () => {
    const r = await interruptedLift("SIGTERM", "out-term");
    assert.equal(r.code, 143, r.stderr);
    assert.match(r.stderr, /out-term: 2 of 4 executions finished \(default 1, without:greet 1\)/);
  });
});
