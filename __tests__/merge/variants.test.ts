// `agent-bench merge` of shards run with --variant (docs/cli.md#agent-bench-merge):
// the merged run is the one-job run of the same plan, results in plan order
// (case, runner, variant, run); shards of another variant set, or whose
// results.json another agent-bench version wrote, are refused by name.
import assert from "node:assert/strict";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import type { RunFile } from "../../src/model/result.ts";
import type { StabilityFile } from "../../src/model/stability.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const cases = Array.from({ length: 4 }, (_, i) => `{"id":"c${i}","input":"task ${i}","assert":{"type":"contains","value":"ok"}}`);
const project = tempProject({
  "suite.jsonl": cases.join("\n") + "\n",
  "agent-bench.config.json": JSON.stringify({
    runners: { alpha: { type: "scripted", script: "./alpha.json" } },
    // Runner overrides only: no workspace copy needed. `other` answers "no" to c1, so the variants' results differ.
    variants: { other: { runners: { alpha: { script: "./other.json" } } }, patient: { runners: { alpha: { timeout: "45s" } } } },
  }),
  "alpha.json": JSON.stringify({ steps: [{ text: "ok" }] }),
  "other.json": JSON.stringify({ cases: { c1: { runs: [[{ text: "no" }], [{ text: "ok" }]] } }, steps: [{ text: "ok" }] }),
});
after(() => project.remove());

const read = <T>(rel: string): T => JSON.parse(readFileSync(project.file(rel), "utf8")) as T;
const ok = (r: { code: number | null; stderr: string }) => assert.ok(r.code === 0 || r.code === 1, r.stderr);

describe("agent-bench merge with variants", () => {
  before(async () => {
    const flags = ["run", "suite.jsonl", "-n", "2", "--variant", "other,default"];
    ok(await runCli([...flags, "--out-dir", "whole"], { cwd: project.dir }));
    for (const i of [1, 2]) ok(await runCli([...flags, "--shard", `${i}/2`, "--out-dir", `shard-${i}`], { cwd: project.dir }));
    for (const i of [1, 2])
      ok(
        await runCli(["run", "suite.jsonl", "-n", "2", "--variant", "default,patient", "--shard", `${i}/2`, "--out-dir", `patient-${i}`], { cwd: project.dir }),
      );
  });

  it("merges them in plan order (case, runner, variant, run) into the run one job makes", async () => {
    ok(await runCli(["merge", "shard-2", "shard-1", "--out-dir", "merged"], { cwd: project.dir }));
    const whole = read<RunFile>("whole/results.json");
    const merged = read<RunFile>("merged/results.json");
    const order = (r: RunFile) => r.results.map((x) => `${x.caseId}/${x.variant}/${x.run}:${x.status}`);
    assert.deepEqual(order(merged), order(whole));
    assert.deepEqual(
      order(merged).slice(0, 4),
      ["c0/other/1:passed", "c0/other/2:passed", "c0/default/1:passed", "c0/default/2:passed"],
      "the variants' order as given",
    );
    assert.deepEqual(merged.plan.variants, ["other", "default"]);
    assert.equal(merged.schemaVersion, 3);
    const cells = (s: StabilityFile) => s.cells.map((c) => `${c.caseId}/${c.variant}: ${c.passed}/${c.runs}`);
    assert.deepEqual(cells(read<StabilityFile>("merged/stability.json")), cells(read<StabilityFile>("whole/stability.json")));
    assert.ok(cells(read<StabilityFile>("merged/stability.json")).includes("c1/other: 1/2"));
  });

  it("refuses shards of another variant set, naming both", async () => {
    const r = await runCli(["merge", "shard-1", "patient-2", "--out-dir", "mixed"], { cwd: project.dir });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /patient-2 ran a different variant set \(--variant\) than .*shard-1: \["default","patient"\] vs \["other","default"\]/);
    assert.match(r.stderr, /hint: merge only the shards of one plan \(same suite, runners, variants and runs\)/);
    assert.doesNotMatch(r.stderr, /\n\s+at /u, "no stack trace");
  });

  it("refuses a shard whose results.json another schema version wrote, naming the file", async () => {
    // Shard 2 as an agent-bench of another schema version would have written it (the version is all that differs).
    cpSync(project.file("shard-2"), project.file("shard-2-other"), { recursive: true });
    const file = project.file("shard-2-other/results.json");
    writeFileSync(file, JSON.stringify({ ...read<RunFile>("shard-2-other/results.json"), schemaVersion: 2 }));
    const r = await runCli(["merge", "shard-1", "shard-2-other", "--out-dir", "versions"], { cwd: project.dir });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /shard-2-other\/results\.json is schema version 2, but .*shard-1\/results\.json is version 3/);
    assert.match(r.stderr, /hint: the shards were run by different agent-bench versions/);
  });
});
