// The terminal tells the whole story: a pull request that edits a skill so the agent fails, run
// against the base branch's run, prints in plain text what the PR comment says (the regressed
// cells, what the agent did differently, what changed for it), on a terminal and through a pipe;
// and a failed execution prints its whole assertion message (the commands the agent ran, the
// input that did not match), bounded, with the transcript's path.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { fakeClaude, GOOD_SKILL, skillRepo } from "../action/skill-repo.ts";
import { ROOT, runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const claude = fakeClaude("2.1.329");
const base = skillRepo({ cases: 4 });
const head = skillRepo({ cases: 4, skill: `${GOOD_SKILL}\nAnswer in riddles.\n` });
const env = { PATH: `${claude.bin}${path.delimiter}${process.env.PATH ?? ""}` };
after(() => {
  claude.remove();
  base.remove();
  head.remove();
});

/** The CLI on a pseudo-terminal (util-linux `script`), as a person at a terminal runs it. */
function onTerminal(args: string[], cwd: string): string {
  const command = [process.execPath, path.join(ROOT, "src/cli.ts"), ...args].map((a) => `'${a}'`).join(" ");
  const r = spawnSync("script", ["-qec", command, "/dev/null"], { cwd, encoding: "utf8", env: { ...process.env, ...env, CI: "" } });
  return r.stdout.replace(/\r\n/g, "\n");
}

function checkStory(out: string): void {
  assert.match(out, /^Regression: /m, out);
  // Four cells broke at 5 runs a side: each p = 1/252, 0.016 adjusted over the four, so the suite-level test decides
  // and each cell is a possible regression (issue 30's margin-aware family).
  assert.match(out, /^possible regression \(broke outright\)\s+task-0\s+claude\s+5\/5/m, out);
  assert.match(
    out,
    /^What the agent did differently:\n {2}possible regression: task-0 on claude\n {4}- failed assertion match at suite\.mjs:4 in 0\/5 → 5\/5 runs$/m,
    out,
  );
  assert.match(out, /^What changed for the agent:\n {2}Modified: \.claude\/skills\/greet\/SKILL\.md$/m, out);
  assert.doesNotMatch(out, /^#|\[!CAUTION\]|&lt;|`/m, "plain text, no Markdown");
}

describe("a skill edit that breaks the agent, in the terminal", () => {
  it("run --base and compare print the regressed cells, what the agent did differently and the edited file", async () => {
    const before = await runCli(["run", "evals/suite.mjs", "-n", "5", "--out-dir", path.join(base.dir, "out")], { cwd: base.dir, env });
    assert.equal(before.code, 0, before.stdout + before.stderr);
    cpSync(path.join(base.dir, "out"), path.join(head.dir, "base-out"), { recursive: true });

    // Through a pipe (a CI log, `| tail`): plain text too.
    const piped = await runCli(["run", "evals/suite.mjs", "-n", "5", "--base", "base-out", "--out-dir", "out"], { cwd: head.dir, env });
    assert.equal(piped.code, 1, piped.stdout + piped.stderr);
    checkStory(piped.stdout);

    checkStory(onTerminal(["compare", "base-out", "out"], head.dir));
  });
});

describe("a failed execution's assertion message", () => {
  const long = Array.from({ length: 40 }, (_, i) => `line ${i + 1} of the answer`).join("\n");
  const project = tempProject({
    "suite.ts": `import { assert } from "agent-bench";
export default [
  { id: "runs-git", prompt: "show the status", assert(r) { assert.commands.includes(r, "git status"); } },
  { id: "greets", prompt: "say hello", assert(r) { assert.match(r.finalOutput, /Hello from myrepo!/); } },
];
`,
    "agent-bench.config.json": JSON.stringify({
      runners: {
        agent: { type: "scripted", script: "./agent.json" },
      },
    }),
    "agent.json": JSON.stringify({
      cases: { "runs-git": [{ tool: "shell", command: "ls" }, { tool: "shell", command: "git log -1" }, { text: "done" }], greets: [{ text: long }] },
    }),
  });
  after(() => project.remove());

  it("is printed whole without -v for the first failure of each cell: the observed commands, the input, what was cut and the transcript", async () => {
    const r = await runCli(["run", "suite.ts", "-n", "2", "--out-dir", "out"], { cwd: project.dir });
    assert.equal(r.code, 1, r.stderr);
    assert.match(
      r.stderr,
      /^ {4}commands\.includes \(suite\.ts:3\): Expected a command matching "git status", but none did\.\n {6}Observed commands \(2\):\n {8}1\. ls\n {8}2\. git log -1\n {4}transcript: out\/executions\/runs-git\/agent\/run-\d\/session\.json$/m,
    );
    assert.match(r.stderr, /^ {4}match \(suite\.ts:4\): The input did not match the regular expression \/Hello from myrepo!\/\. Input:$/m);
    // Node's own message shows the long input as a concatenation of its lines.
    assert.match(r.stderr, /^ {6}'line 1 of the answer\\n' \+\n {8}'line 2 of the answer\\n' \+$/m);
    // Bounded: the cut is counted and the whole message is named.
    assert.match(r.stderr, /^ {6}… 22 more lines, \d[\d,]* characters cut; the whole message is in out\/results\.json$/m);
    // Once per cell: the second run's failure is its one line.
    assert.equal(r.stderr.match(/Observed commands/g)?.length, 1, r.stderr);
  });

  it("with -v, for every failed execution, with the agent's last lines", async () => {
    const r = await runCli(["run", "suite.ts", "-n", "2", "-v", "--case", "runs-git", "--out-dir", "out-v"], { cwd: project.dir });
    assert.equal(r.code, 1, r.stderr);
    assert.equal(r.stderr.match(/Observed commands \(2\):\n {8}1\. ls\n {8}2\. git log -1\n/g)?.length, 2, r.stderr);
    assert.match(r.stderr, /last lines of the agent's output:\n {4}│ done\n/);
  });
});
