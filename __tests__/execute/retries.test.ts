import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import type { RunFile } from "../../src/model/result.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject({
  // Fails on its first attempt of every run, passes on the second (a counter file per run).
  "agent.sh":
    'n=$(cat "count-$AGENT_BENCH_RUN" 2>/dev/null || echo 0); n=$((n+1)); echo $n > "count-$AGENT_BENCH_RUN"; if [ $n -ge 2 ]; then echo ok; else echo bad; fi\n',
  "suite.mjs": 'import { assert } from "agent-bench";\nexport default [{ id: "flaky", prompt: "x", assert(r) { assert.equal(r.finalOutput, "ok"); } }];\n',
  // Mode "none": the counter files must outlive an attempt (each would otherwise get a fresh copy of the folder).
  "agent-bench.config.json": JSON.stringify({
    runners: { a: { type: "command", command: ["sh", "./agent.sh"] } },
    defaults: { retries: 1, runs: 2, workspace: { mode: "none" } },
  }),
});
after(() => project.remove());

describe("retries (skillgym repeatFailure)", () => {
  it("re-runs a failed run, keeps the earlier attempt's artifacts and lists it in the result", async () => {
    const out = project.file("out");
    const r = await runCli(["run", "suite.mjs", "-p", "1", "--out-dir", out], { cwd: project.dir });
    assert.equal(r.code, 0, r.stderr);
    const run = JSON.parse(readFileSync(`${out}/results.json`, "utf8")) as RunFile;
    assert.equal(run.results.length, 2);
    for (const result of run.results) {
      assert.equal(result.status, "passed");
      assert.equal(result.retries?.length, 1);
      assert.equal(result.retries[0].status, "failed");
      assert.equal(readFileSync(`${out}/${result.retries[0].artifactDir}/stdout.log`, "utf8"), "bad\n");
      assert.equal(readFileSync(`${out}/${result.artifactDir}/stdout.log`, "utf8"), "ok\n");
      assert.match(result.artifactDir, /run-\d\/attempt-2$/);
    }
  });
});
