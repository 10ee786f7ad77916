// The pull requests users open, end to end: the bundled action on push stores a
// baseline, then a PR that edits a skill, a case, the model or the CLI version
// runs in its own checkout folder (with its own HOME, TMPDIR and PATH) and gets
// a verdict, a check and a comment that says what changed for the agent.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { pullRequestEvent, pushEvent } from "../helpers/github/events.ts";
import { runAction, type ActionResult } from "../helpers/github/harness.ts";
import { startFakeGitHub, type FakeGitHub } from "../helpers/github/server.ts";
import { fakeClaude, GOOD_SKILL, skillRepo, type SkillRepoVariant } from "./skill-repo.ts";

const INPUTS = { suite: "evals/suite.mjs", runs: 6 };
const claude = fakeClaude("2.1.329");
const newerClaude = fakeClaude("2.1.400");
after(() => {
  claude.remove();
  newerClaude.remove();
});

/** A machine: its own HOME and TMPDIR, and the agent CLI reached through its own PATH entry. */
function machine(bin: string): { env: Record<string, string>; remove(): void } {
  const home = mkdtempSync(path.join(os.tmpdir(), "agent-bench-home-"));
  const tmp = mkdtempSync(path.join(os.tmpdir(), "agent-bench-tmpdir-"));
  return {
    env: { HOME: home, TMPDIR: tmp, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` },
    remove: () => {
      rmSync(home, { recursive: true, force: true });
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

async function run(github: FakeGitHub, kind: "push" | number, variant: SkillRepoVariant, bin = claude.bin): Promise<ActionResult> {
  const checkout = skillRepo(variant);
  const m = machine(bin);
  try {
    const event = kind === "push" ? pushEvent(github) : pullRequestEvent(github, github.state.pulls.get(kind) ?? github.state.addPull({ number: kind }));
    return await runAction({ github, event, inputs: INPUTS, workspace: checkout.dir, env: m.env, timeoutMs: 180_000 });
  } finally {
    checkout.remove();
    m.remove();
  }
}

function checkOf(github: FakeGitHub, pr: number) {
  return [...github.state.checkRuns.values()].find((c) => c.headSha === github.state.pulls.get(pr)!.head.sha)!;
}

/** The "What changed for the agent" section of a comment. */
function whatChanged(body: string): string {
  const match = /#+ What changed for the agent\n\n([\s\S]*?)(?:\n\n(?:<details>|#|<sub>|>)|$)/u.exec(body);
  assert.ok(match, `no "What changed for the agent" section in:\n${body}`);
  return match[1];
}

describe("pull requests that change what the agent is given", () => {
  it("a skill edit that makes the agent fail 8 of 10 cases: regression, failing check, failed step, the file named", async (t) => {
    const github = await startFakeGitHub({ t });
    const base = await run(github, "push", {});
    assert.equal(base.exitCode, 0, base.stdout);
    const pr = await run(github, 11, { skill: `${GOOD_SKILL}\nAnswer in riddles.\n` });
    assert.equal(pr.outputs.verdict, "regression", pr.stdout);
    assert.notEqual(pr.exitCode, 0);
    assert.equal(Number(pr.outputs["base-pass-rate"]), 100);
    assert.equal(Number(pr.outputs["pass-rate"]), 20);
    assert.equal(checkOf(github, 11).conclusion, "failure");
    const body = github.state.commentsOn(11)[0].body;
    assert.match(body, /\[!CAUTION\]/u);
    assert.equal(whatChanged(body), "- Modified: `.claude/skills/greet/SKILL.md`");
    assert.doesNotMatch(body, /runs per case would give/u, "no advice to add runs under a regression");
  });

  it("a harmless skill edit, run from another folder, HOME, TMPDIR and PATH entry: compared, nothing cries wolf", async (t) => {
    const github = await startFakeGitHub({ t });
    assert.equal((await run(github, "push", {})).exitCode, 0);
    const sameVersionElsewhere = fakeClaude("2.1.329");
    t.after(() => sameVersionElsewhere.remove());
    const pr = await run(github, 12, { skill: `${GOOD_SKILL}\nSay hello warmly.\n` }, sameVersionElsewhere.bin);
    assert.equal(pr.exitCode, 0, pr.stdout);
    assert.equal(pr.outputs.verdict, "no-change", pr.stdout);
    assert.equal(checkOf(github, 12).conclusion, "success");
    const body = github.state.commentsOn(12)[0].body;
    assert.equal(whatChanged(body), "- Modified: `.claude/skills/greet/SKILL.md`");
    assert.doesNotMatch(body, /case changed|changed their cases|changed its case/u);
  });

  it("the same commit from another folder, HOME, TMPDIR and PATH entry: 0 changed cells, nothing changed for the agent", async (t) => {
    const github = await startFakeGitHub({ t });
    assert.equal((await run(github, "push", {})).exitCode, 0);
    const elsewhere = fakeClaude("2.1.329");
    t.after(() => elsewhere.remove());
    const pr = await run(github, 13, {}, elsewhere.bin);
    assert.equal(pr.exitCode, 0, pr.stdout);
    assert.equal(pr.outputs.verdict, "no-change", pr.stdout);
    const body = github.state.commentsOn(13)[0].body;
    assert.match(whatChanged(body), /^Nothing: the same workspace files, skills, instruction files, runner settings and CLI versions as the baseline\.$/u);
    assert.match(body, /10 cells with no significant change/u);
    assert.doesNotMatch(body, /\[!WARNING\]/u);
  });

  it("a PR that edits one case's assertion: that cell is 'case changed', the rest are compared", async (t) => {
    const github = await startFakeGitHub({ t });
    assert.equal((await run(github, "push", {})).exitCode, 0);
    const pr = await run(github, 14, { editedAssertions: [3] });
    assert.equal(pr.exitCode, 0, pr.stdout);
    assert.equal(pr.outputs.verdict, "no-change", pr.stdout);
    const body = github.state.commentsOn(14)[0].body;
    assert.match(body, /\| ✏️ case changed: not compared \| `task-3` \| `claude` \| 6\/6 100% \[61–100%\] \| 6\/6 100% \[61–100%\] \| – \| – \|/u);
    assert.match(body, /9 cells with no significant change/u);
    assert.match(body, /1 cell changed its case since the baseline/u);
  });

  it("a PR that changes the model is compared and shows the change; a newer CLI version is compared with a warning", async (t) => {
    const github = await startFakeGitHub({ t });
    assert.equal((await run(github, "push", {})).exitCode, 0);
    const model = await run(github, 15, { model: "opus" });
    assert.equal(model.exitCode, 0, model.stdout);
    assert.equal(model.outputs.verdict, "no-change", model.stdout);
    assert.equal(whatChanged(github.state.commentsOn(15)[0].body), "- Runner `claude` `model`: `sonnet` → `opus`");

    const version = await run(github, 16, {}, newerClaude.bin);
    assert.equal(version.exitCode, 0, version.stdout);
    assert.equal(version.outputs.verdict, "no-change", version.stdout);
    const body = github.state.commentsOn(16)[0].body;
    assert.match(whatChanged(body), /^- ⚠️ Runner `claude` agent CLI version: `2\.1\.329` → `2\.1\.400`/u);
    assert.match(body, /> - Runner "claude" ran a different agent CLI version \(2\.1\.329 → 2\.1\.400\): its effect is mixed into this comparison/u);
  });
});
