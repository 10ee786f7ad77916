// A secret the agent prints must appear nowhere in what is uploaded or posted.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { startFakeGitHub } from "../helpers/github/server.ts";
import { prRun } from "./scenario.ts";

const SECRET = "sk-ant-api03-PLANTED-s3cr3t-0123456789abcdef";

describe("secrets", () => {
  it("a planted secret in agent output is redacted from the artifact, the comment, the check, annotations and the summary", async (t) => {
    const github = await startFakeGitHub({ t });
    const pr = github.state.addPull({ number: 41 });
    const result = await prRun(github, pr, { failing: [0], extraOutput: `leaked ${SECRET}` }, { "fail-on": "never" }, { env: { ANTHROPIC_API_KEY: SECRET } });
    assert.equal(result.exitCode, 0, result.stdout);
    const posted: string[] = [];
    for (const c of github.state.commentsOn(41)) posted.push(c.body);
    for (const check of github.state.checkRuns.values()) posted.push(JSON.stringify(check));
    posted.push(result.summary);
    for (const artifact of github.state.artifacts.values()) {
      for (const [name, content] of await github.artifactFiles(artifact.id)) posted.push(`${name}\n${content.toString("latin1")}`);
    }
    for (const r of github.requests) posted.push(JSON.stringify(r.body ?? ""));
    assert.ok(posted.length > 5);
    for (const text of posted) assert.ok(!text.includes(SECRET), `the secret leaked into: ${text.slice(0, 200)}`);
    assert.ok(
      posted.some((text) => text.includes("leaked ***")),
      "the redaction is visible",
    );
    assert.match(result.summary, /secret value\(s\) were redacted/);
  });
});
