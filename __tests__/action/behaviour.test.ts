// Why a case regressed, end to end on the test bed: a pull request removes the
// skill the cases rely on; the agent stops using it and fails. The comment's
// regressed cells say so ("skill `greet` used in 6/6 → 0/6 runs"), and the
// HTML report in the artifact shows a passing base run and a failing head run
// side by side with the first divergence marked (in Chromium).
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { launchChromium, openReport } from "../helpers/chromium.ts";
import { pullRequestEvent, pushEvent } from "../helpers/github/events.ts";
import { runAction, type ActionResult } from "../helpers/github/harness.ts";
import { startFakeGitHub, type FakeGitHub } from "../helpers/github/server.ts";
import { fakeClaude, skillRepo, type SkillRepoVariant } from "./skill-repo.ts";

const INPUTS = { suite: "evals/suite.mjs", runs: 6 };
const claude = fakeClaude("2.1.329");
let browser: Browser;
const scratch = mkdtempSync(path.join(os.tmpdir(), "agent-bench-behaviour-"));
before(async () => {
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  claude.remove();
  rmSync(scratch, { recursive: true, force: true });
});

async function run(github: FakeGitHub, kind: "push" | number, variant: SkillRepoVariant): Promise<ActionResult> {
  const checkout = skillRepo({ cases: 3, ...variant });
  try {
    const event = kind === "push" ? pushEvent(github) : pullRequestEvent(github, github.state.pulls.get(kind) ?? github.state.addPull({ number: kind }));
    return await runAction({
      github,
      event,
      inputs: INPUTS,
      workspace: checkout.dir,
      env: { PATH: `${claude.bin}${path.delimiter}${process.env.PATH ?? ""}` },
      timeoutMs: 180_000,
    });
  } finally {
    checkout.remove();
  }
}

describe("why a case regressed", () => {
  it("a PR that removes the skill: each regressed cell names the skill's use falling, and the report shows the runs side by side", async (t) => {
    const github = await startFakeGitHub({ t });
    const base = await run(github, "push", {});
    assert.equal(base.exitCode, 0, base.stdout);
    const pr = await run(github, 12, { skill: null });
    assert.equal(pr.outputs.verdict, "regression", pr.stdout);

    const body = github.state.commentsOn(12)[0].body;
    const section = /#+ What the agent did differently\n\n([\s\S]*?)(?:\n\n(?:<details>|#)|$)/u.exec(body)?.[1];
    assert.ok(section, `no "What the agent did differently" section in:\n${body}`);
    for (const id of ["task-0", "task-1", "task-2"]) {
      const cell = new RegExp(`^- 🔴 \`${id}\` on \`claude\`\\n((?:  - .*\\n?){1,3})`, "mu").exec(section);
      assert.ok(cell, `no lines for ${id} in:\n${section}`);
      const lines = cell[1].trimEnd().split("\n");
      assert.ok(lines.length <= 3, "at most three lines per cell in the comment");
      assert.equal(lines[0], "  - skill `greet` used in 6/6 → 0/6 runs");
      assert.match(cell[1], /failed assertion `.+` in 0\/6 → 6\/6 runs/u);
    }

    // The HTML report in the PR run's artifact.
    const artifact = github.state.artifactsOf(pr.run.id).find((a) => a.name === "agent-bench-results");
    assert.ok(artifact, "the PR run uploaded its artifact");
    const html = (await github.artifactFiles(artifact.id)).get("report.html");
    assert.ok(html, "the artifact holds report.html");
    const file = path.join(scratch, "report.html");
    writeFileSync(file, html);
    const { page, problems } = await openReport(browser, file);
    const pair = page.locator("#side-by-side details.pair").first();
    assert.equal(await page.locator("#side-by-side details.pair").count(), 3, "one side-by-side view per flipped cell");
    assert.match(
      (await pair.locator("summary").textContent()) ?? "",
      /task-\d+ × claude: base run \d \(passed\) vs head run \d \(failed\); they part at step 1/u,
    );
    const diverge = pair.locator("tr.diverge");
    assert.equal(await diverge.count(), 1, "exactly one row is marked as the first divergence");
    assert.match((await diverge.textContent()) ?? "", /tool\s*Skill.*first divergence/u);
    // The base called the skill; the head went straight to its answer: that row has a base step and no head step.
    assert.equal(await diverge.locator("td.step.none").count(), 1);
    assert.match((await page.locator("tr.bh-row").first().textContent()) ?? "", /skill greet used in 6\/6 → 0\/6 runs/u);
    if (process.env.AGENT_BENCH_SCREENSHOTS)
      await page.locator("#side-by-side").screenshot({ path: path.join(process.env.AGENT_BENCH_SCREENSHOTS, "side-by-side.png") });
    assert.deepEqual(problems, []);
    await page.close();
  });
});
