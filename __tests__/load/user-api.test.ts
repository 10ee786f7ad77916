// "agent-bench" in a user module is the engine's API from the first module an entry loads. load/ sits
// below api.ts and cannot import it: the CLI and the action hand it over before anything loads, so a
// config (read before any suite) may call defineConfig at run time, from the sources and the bundle.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import type { RunFile } from "../../src/model/result.ts";
import { runCli } from "../helpers/cli.ts";
import { commitCheckout } from "../helpers/git-checkout.ts";
import { pushEvent } from "../helpers/github/events.ts";
import { runAction } from "../helpers/github/harness.ts";
import { startFakeGitHub } from "../helpers/github/server.ts";
import { tempProject } from "../helpers/project.ts";

const CONFIG = [
  'import { defineConfig } from "agent-bench";',
  'export default defineConfig({ runners: { fake: { type: "scripted", steps: [{ text: "Paris" }] } }, defaults: { runs: 2 } });',
  "",
].join("\n");
// A JSONL suite loads no module: the config is the only user module, and it loads first.
const SUITE = '{"id": "capital", "input": "What is the capital of France?", "expected": "Paris"}\n';

const project = tempProject({ "package.json": '{ "type": "module" }\n', "agent-bench.config.ts": CONFIG, "suite.jsonl": SUITE });
after(() => project.remove());

describe('a config importing defineConfig from "agent-bench" at run time', () => {
  for (const entry of ["src", "dist"] as const) {
    it(`runs through the CLI (${entry})`, async () => {
      const out = project.file(`out-${entry}`);
      const r = await runCli(["run", "suite.jsonl", "--out-dir", out], { cwd: project.dir, entry });
      assert.equal(r.code, 0, r.stderr);
      const stability = JSON.parse(readFileSync(`${out}/stability.json`, "utf8")) as { cells: Array<{ caseId: string; runs: number; passRate: number }> };
      // defineConfig's runs: 2 reached the run.
      assert.deepEqual(
        stability.cells.map((c) => [c.caseId, c.runs, c.passRate]),
        [["capital", 2, 1]],
      );
    });
  }

  it("runs in the action (dist/index.js)", async (t) => {
    const github = await startFakeGitHub({ t });
    const work = tempProject({ "package.json": '{ "type": "module" }\n', "evals/agent-bench.config.ts": CONFIG, "evals/suite.jsonl": SUITE });
    t.after(() => work.remove());
    commitCheckout(work.dir);
    const result = await runAction({
      github,
      event: pushEvent(github),
      workspace: work.dir,
      inputs: { suite: "evals/suite.jsonl", runs: 2 },
      timeoutMs: 120_000,
    });
    assert.equal(result.exitCode, 0, result.stdout);
    const artifact = github.state.artifactsOf(result.run.id).find((a) => a.name === "agent-bench-results")!;
    const run = JSON.parse((await github.artifactFiles(artifact.id)).get("results.json")!.toString()) as RunFile;
    assert.deepEqual(
      run.results.map((r) => [r.caseId, r.runnerId, r.status]),
      [
        ["capital", "fake", "passed"],
        ["capital", "fake", "passed"],
      ],
    );
  });
});
