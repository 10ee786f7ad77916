// A skill's lift in the PR (issue 32): with `lift: changed`, a pull request
// that edits a skill also runs its suite without that skill and the comment
// gets a "Skill lift" section under the base comparison; a PR that edits no
// skill gets neither the section nor the extra runs; a push with `lift: greet`
// keeps the lift in main's history. The bundled action against the fake
// GitHub, with a fake Claude Code that answers "ok" only when it has the skill.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { parseHistory } from "../../src/history/schema.ts";
import { pullRequestEvent, pushEvent } from "../helpers/github/events.ts";
import { runAction, type ActionResult } from "../helpers/github/harness.ts";
import type { PullFile } from "../helpers/github/records.ts";
import { startFakeGitHub, type FakeGitHub } from "../helpers/github/server.ts";
import { fakeClaude, GOOD_SKILL, skillRepo, type SkillRepoVariant } from "./skill-repo.ts";

const claude = fakeClaude("2.1.329");
after(() => claude.remove());

const SKILL_FILE = ".claude/skills/greet/SKILL.md";

interface Step {
  inputs?: Record<string, string | number>;
  repo?: SkillRepoVariant;
  env?: Record<string, string>;
}

async function push(github: FakeGitHub, step: Step = {}): Promise<ActionResult> {
  return act(github, "push", step);
}

async function pr(github: FakeGitHub, number: number, files: PullFile[], step: Step = {}): Promise<ActionResult> {
  github.state.addPull({ number, files });
  return act(github, number, step);
}

async function act(github: FakeGitHub, kind: "push" | number, step: Step): Promise<ActionResult> {
  const checkout = skillRepo({ cases: 6, ...step.repo });
  const home = mkdtempSync(path.join(os.tmpdir(), "agent-bench-home-"));
  try {
    const event = kind === "push" ? pushEvent(github) : pullRequestEvent(github, github.state.pulls.get(kind)!);
    return await runAction({
      github,
      event,
      inputs: { suite: "evals/suite.mjs", runs: 3, ...step.inputs },
      workspace: checkout.dir,
      env: { HOME: home, PATH: `${claude.bin}${path.delimiter}${process.env.PATH ?? ""}`, ...step.env },
      timeoutMs: 180_000,
    });
  } finally {
    checkout.remove();
    rmSync(home, { recursive: true, force: true });
  }
}

function checkOf(github: FakeGitHub, pr: number) {
  return [...github.state.checkRuns.values()].find((c) => c.headSha === github.state.pulls.get(pr)!.head.sha)!;
}

function listedFiles(result: ActionResult): number {
  return result.requests.filter((r) => r.origin === "rest" && /\/pulls\/\d+\/files/u.test(r.path)).length;
}

describe("skill lift in the action", () => {
  it("a PR that edits a skill: the comment has the base comparison and the skill's lift (helps, 100% → 0%, used in 18/18 → 0/18 runs)", async (t) => {
    const github = await startFakeGitHub({ t });
    assert.equal((await push(github)).exitCode, 0);
    const result = await pr(github, 21, [{ filename: SKILL_FILE, status: "modified" }], {
      inputs: { lift: "changed" },
      repo: { skill: `${GOOD_SKILL}\nSay hello warmly.\n` },
    });
    assert.equal(result.exitCode, 0, result.stdout);
    assert.equal(listedFiles(result), 1, "the PR's files are listed once");
    // 6 cases × 3 runs that all pass, as on the base: too few runs to call it no change, and nothing regressed.
    assert.equal(result.outputs.verdict, "inconclusive", "the base comparison is the head's run alone");
    assert.equal(result.outputs.executions, "18", "the without arm's runs are not the head's");
    const body = github.state.commentsOn(21)[0].body;
    assert.match(body, /6 cells with no significant change/u, "the base comparison");
    const lift = body.indexOf("### Skill lift");
    assert.ok(lift > body.indexOf("no significant change"), `the lift section follows the base comparison:\n${body}`);
    assert.match(body, /\| `greet` \| 100% \| 0% \| \+100 points \[\+\d+, \+100\] \| 🟢 helps \|/u);
    assert.match(body, /^- skill greet used in 18\/18 → 0\/18 runs$/mu);
    assert.equal(checkOf(github, 21).conclusion, "success", "the lift informs, never fails the check");
    const output = JSON.parse(result.outputs.lift) as Record<string, { verdict: string; passRate: { with: number; without: number } }>;
    assert.deepEqual(Object.keys(output), ["greet"]);
    assert.equal(output.greet.verdict, "helps");
    assert.deepEqual([output.greet.passRate.with, output.greet.passRate.without], [1, 0]);
    assert.match(result.summary, /Skill lift/u, "the job summary has it too");
  });

  it("a PR that edits no skill: no lift section, no lift output, no extra runs", async (t) => {
    const github = await startFakeGitHub({ t });
    assert.equal((await push(github)).exitCode, 0);
    const result = await pr(
      github,
      22,
      [
        { filename: "README.md", status: "modified" },
        { filename: "evals/suite.mjs", status: "modified" },
      ],
      {
        inputs: { lift: "changed" },
      },
    );
    assert.equal(result.exitCode, 0, result.stdout);
    assert.equal(listedFiles(result), 1);
    assert.match(result.stdout, /lift: the pull request edits no skill/u);
    assert.doesNotMatch(result.stdout, /lift of skill/u, "no without arm ran");
    assert.equal(result.outputs.lift, "");
    assert.doesNotMatch(github.state.commentsOn(22)[0].body, /Skill lift/u);
  });

  it("fail-if-not-helping: a skill that changes nothing fails the check, saying why", async (t) => {
    const github = await startFakeGitHub({ t });
    // Every task answered in riddles with the skill, and "Hello there!" without: both fail every run.
    const riddles = { repo: { skill: `${GOOD_SKILL}\nAnswer in riddles.\n` }, env: { FAKE_CLAUDE_RIDDLED: "100" } };
    assert.equal((await push(github, riddles)).exitCode, 0);
    const result = await pr(github, 23, [{ filename: SKILL_FILE, status: "modified" }], {
      ...riddles,
      inputs: { lift: "changed", "fail-if-not-helping": "true" },
    });
    assert.equal(result.exitCode, 1, result.stdout);
    assert.match(result.stdout, /skill "greet" shows no detectable difference \(fail-if-not-helping\)/u);
    assert.equal(checkOf(github, 23).conclusion, "failure");
    assert.match(github.state.commentsOn(23)[0].body, /⚪ no detectable difference \(these runs/u);
  });

  it("a push with lift: greet keeps the lift in main's history", async (t) => {
    const github = await startFakeGitHub({ t });
    const result = await push(github, { inputs: { lift: "greet" } });
    assert.equal(result.exitCode, 0, result.stdout);
    assert.equal(listedFiles(result), 0, "named skills need no file list");
    const artifact = github.state.artifactsOf(result.run.id).find((a) => a.name === "agent-bench-results-history");
    assert.ok(artifact, "the push uploaded its history");
    const json = (await github.artifactFiles(artifact.id)).get("history.json")!;
    const history = parseHistory(JSON.parse(json.toString("utf8")), "history.json");
    assert.equal(history.version, 3);
    assert.deepEqual(Object.keys(history.entries[0].lifts ?? {}), ["greet"]);
    const lift = history.entries[0].lifts!.greet;
    assert.equal(lift.verdict, "helps");
    assert.deepEqual([lift.with, lift.without, lift.lift], [1, 0, 1]);
    assert.ok(lift.low !== null && lift.low > 0.5 && lift.high === 1, JSON.stringify(lift));
  });

  it("lift: a skill the workspace does not have is an error naming the input, before any agent runs", async (t) => {
    const github = await startFakeGitHub({ t });
    const result = await push(github, { inputs: { lift: "gret" } });
    assert.equal(result.exitCode, 1);
    assert.match(result.stdout, /input "lift": no skill "gret" \(did you mean "greet"\?\) in the workspace of evals\/suite\.mjs/u);
    assert.equal(result.outputs.executions, undefined, "nothing ran");
  });
});
