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

interface LiftOutput {
  verdict: string;
  passRate: { with: number; without: number; lift: number; low: number; high: number; pValue: number; detectable: number };
  cost?: { change: number; low: number; high: number };
  skillUse?: { with: { used: number; runs: number }; without: { used: number; runs: number } };
}

/**
 * The HTML report in the PR run's artifact shows what `agent-bench lift -o lift.html` shows: the arm's change, each
 * cell's behaviour lines between the arms, and one run with the skill beside one without.
 */
async function assertHtmlLift(github: FakeGitHub, result: ActionResult): Promise<void> {
  const artifact = github.state.artifactsOf(result.run.id).find((a) => a.name === "agent-bench-results");
  assert.ok(artifact, "the PR run uploaded its artifact");
  const files = await github.artifactFiles(artifact.id);
  assert.ok(files.has("lift/greet/results.json"), "the arm without the skill travels in the artifact");
  const html = files.get("report.html")!.toString("utf8");
  const section = html.slice(html.indexOf('<section id="lift">'), html.indexOf("</section>", html.indexOf('<section id="lift">')));
  assert.ok(section.startsWith('<section id="lift">'), "the report has the lift section");
  assert.match(section, /<li>skill greet used in 18\/18 → 0\/18 runs<\/li>/u);
  assert.ok(section.includes("<li>Without the skill: skill <code>greet</code> removed</li>"), section);
  for (let i = 0; i < 6; i++) {
    assert.match(section, new RegExp(`<tr><td><code>task-${i}</code></td><td><code>claude</code></td><td>3/3 → 0/3</td><td>\\+100 points \\[`, "u"));
    const cell = new RegExp(
      `<details class="pair"><summary><code>task-${i}</code> on <code>claude</code>: with the skill run 1 \\(passed\\) vs without it run 1 \\(failed\\); they part at step 1</summary>(?:<ul>(.*?)</ul>)?<table class="side-by-side">(.*?)</table></details>`,
      "u",
    ).exec(section);
    assert.ok(cell, `no view of task-${i} in:\n${section}`);
    // At 3 runs a cell's behaviour diff is at the edge of its listing level (a duration change can tip it): when listed, it names the skill.
    if (cell[1] !== undefined) assert.ok(cell[1].startsWith("<li>skill <code>greet</code> used in 3/3 → 0/3 runs</li>"), cell[1]);
    assert.match(cell[2], /<td class="step"><span class="kind">tool<\/span> <code>Skill/u);
    assert.match(cell[2], /<td class="step"><span class="kind">skill<\/span> <code>greet<\/code><\/td><td class="step none"><\/td>/u);
    assert.match(cell[2], /<td class="step"><span class="kind">says<\/span> Hello there!<\/td>/u);
  }
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
    // The `lift` output, shaped as docs/action.md shows it.
    const output = JSON.parse(result.outputs.lift) as Record<string, LiftOutput>;
    assert.deepEqual(Object.keys(output), ["greet"]);
    const greet = output.greet;
    assert.equal(greet.verdict, "helps");
    assert.deepEqual(Object.keys(greet.passRate), ["with", "without", "lift", "low", "high", "pValue", "detectable"]);
    assert.deepEqual([greet.passRate.with, greet.passRate.without, greet.passRate.lift, greet.passRate.high], [1, 0, 1, 1]);
    assert.ok(greet.passRate.low > 0.5 && greet.passRate.pValue < 0.001 && greet.passRate.detectable > 0, JSON.stringify(greet));
    assert.deepEqual(greet.cost, { change: 0, low: 0, high: 0 }, "the fake agent costs the same with and without");
    assert.deepEqual(greet.skillUse, { with: { used: 18, runs: 18 }, without: { used: 0, runs: 18 } });
    // The same section in the job summary and the check run's summary, with why and each measure.
    assert.match(result.summary, /Skill lift/u, "the job summary has it too");
    const check = checkOf(github, 21).output.summary ?? "";
    assert.match(check, /### Skill lift/u, "the check run's summary has it");
    for (const text of [body, result.summary, check]) {
      assert.match(text, /^- pass rate \+100 points over 6 cases \(p (?:<|&lt;) 0\.0001, level 0\.03\)$/mu);
      for (const measure of ["tokens", "cost", "turns", "duration"]) assert.match(text, new RegExp(`^- ${measure} .+ with, .+ without`, "mu"));
    }
    await assertHtmlLift(github, result);
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
    const body = github.state.commentsOn(23)[0].body;
    assert.match(body, /⚪ no detectable difference \(these runs/u);
    assert.match(body, /The lift informs; it fails the check only with fail-if-not-helping\./u);
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

  it('lift with workspace mode "none" is an error naming the input, before any agent runs: removing the skill would change the checkout', async (t) => {
    const github = await startFakeGitHub({ t });
    const result = await push(github, { inputs: { lift: "greet" }, repo: { workspaceMode: "none" } });
    assert.equal(result.exitCode, 1, result.stdout);
    const error = result.commands.find((c) => c.command === "error");
    assert.ok(error, result.stdout);
    assert.match(
      error.message,
      /input "lift": skill "greet" cannot be removed for its lift in evals\/suite\.mjs: .*workspace mode "none" runs the agent in your own folder/u,
    );
    assert.match(error.message, /drop the workspace mode for the default/u, "with the hint");
    assert.doesNotMatch(result.stdout, /task-0/u, "no agent ran");
    assert.equal(result.outputs.executions, undefined, "nothing ran");
    assert.equal([...github.state.checkRuns.values()][0]?.status ?? "completed", "completed", "no check left in progress");
  });

  it("a sharded job does not measure a skill's lift, and says so", async (t) => {
    const github = await startFakeGitHub({ t });
    const result = await push(github, { inputs: { lift: "greet", shard: "1/2" } });
    assert.equal(result.exitCode, 0, result.stdout);
    const warnings = result.commands.filter((c) => c.command === "warning").map((c) => c.message);
    assert.ok(
      warnings.includes("lift: a sharded job does not measure a skill's lift (each shard has only part of the cells); run it in an unsharded job"),
      warnings.join("\n"),
    );
    assert.doesNotMatch(result.stdout, /lift of skill/u, "no without arm ran");
    assert.equal(result.outputs.lift, "");
  });

  it("a PR that edits a skill the suite's workspace does not give its agents: not measured, a warning in the log and the job summary", async (t) => {
    const github = await startFakeGitHub({ t });
    // A skill with its own evals beside it, outside every agent skill folder: a skill, but not one the agents have.
    const review = {
      "skills/review/SKILL.md": "---\nname: review\ndescription: Reviews.\n---\n",
      "skills/review/evals/evals.json": '{"skill_name": "review", "evals": []}',
    };
    const result = await pr(github, 24, [{ filename: "skills/review/SKILL.md", status: "modified" }], { inputs: { lift: "changed" }, repo: { files: review } });
    assert.equal(result.exitCode, 0, result.stdout);
    assert.match(result.stdout, /lift: the pull request edits skill\(s\) review/u);
    const warning = `lift: the pull request edits skill "review", which is not in an agent skill folder of evals/suite.mjs's workspace: its lift is not measured there`;
    assert.ok(
      result.commands.some((c) => c.command === "warning" && c.message === warning),
      result.stdout,
    );
    assert.ok(result.summary.includes(`> ${warning}`), result.summary);
    assert.doesNotMatch(result.stdout, /lift of skill/u, "no without arm ran");
    assert.equal(result.outputs.lift, "");
    assert.doesNotMatch(github.state.commentsOn(24)[0].body, /Skill lift/u);
  });

  it("lift: changed on a push measures nothing", async (t) => {
    const github = await startFakeGitHub({ t });
    const result = await push(github, { inputs: { lift: "changed" } });
    assert.equal(result.exitCode, 0, result.stdout);
    assert.match(result.stdout, /lift: changed measures the skills a pull request edits; this run is not a pull request's/u);
    assert.equal(listedFiles(result), 0);
    assert.doesNotMatch(result.stdout, /lift of skill/u);
    assert.equal(result.outputs.lift, "");
  });

  it("lift: a skill the workspace does not have is an error naming the input, before any agent runs", async (t) => {
    const github = await startFakeGitHub({ t });
    const result = await push(github, { inputs: { lift: "gret" } });
    assert.equal(result.exitCode, 1);
    assert.match(result.stdout, /input "lift": no skill "gret" \(did you mean "greet"\?\) in the workspace of evals\/suite\.mjs/u);
    assert.equal(result.outputs.executions, undefined, "nothing ran");
  });
});
