// A skillgym project with token snapshots runs under agent-bench unchanged, against the snapshot
// file skillgym itself wrote (fixtures/suites/skillgym-snapshots): a rise past the tolerance fails
// the case (origin snapshot), --update-snapshots accepts it, and under CI=true the file is never
// rewritten, whatever happens.
import assert from "node:assert/strict";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import type { RunFile } from "../../src/model/result.ts";
import { ROOT, runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const FIXTURE = path.join(ROOT, "__tests__/fixtures/suites/skillgym-snapshots");
const WRITTEN_BY_SKILLGYM = readFileSync(path.join(FIXTURE, "skillgym.snapshots.json"), "utf8");
const temp = tempProject();
after(() => temp.remove());

let count = 0;
/** A fresh copy of the skillgym project whose fake Claude Code reports `input` input tokens (+40 output). */
function project(input: number): { dir: string; snapshots: () => string } {
  const dir = temp.file(`p${++count}`);
  cpSync(FIXTURE, dir, { recursive: true });
  writeFileSync(path.join(dir, "tokens.txt"), `${input}\n`);
  return { dir, snapshots: () => readFileSync(path.join(dir, "skillgym.snapshots.json"), "utf8") };
}

async function run(dir: string, args: string[], ci: boolean) {
  const out = path.join(dir, `out-${++count}`);
  const r = await runCli(["run", "suite.mjs", "--out-dir", out, ...args], { cwd: dir, env: { CI: ci ? "true" : undefined } });
  const results = (JSON.parse(readFileSync(path.join(out, "results.json"), "utf8")) as RunFile).results;
  return { ...r, results: new Map(results.map((x) => [x.caseId, x])) };
}

describe("a skillgym config with snapshots", () => {
  it("runs: within the tolerance both cases pass, and the file stays as skillgym wrote it (CI or not)", async () => {
    const q = project(1150); // 1190 tokens: +150, +14.4%: within both tolerances.
    for (const ci of [true, false]) {
      const r = await run(q.dir, [], ci);
      assert.equal(r.code, 0, r.stderr);
      assert.deepEqual(
        [...r.results.values()].map((x) => x.status),
        ["passed", "passed"],
      );
      assert.equal(q.snapshots(), WRITTEN_BY_SKILLGYM);
    }
  });

  it("tokens past the tolerance fail the case with origin snapshot, naming the change and the command that accepts it; CI leaves the file alone", async () => {
    const p = project(1400);
    const r = await run(p.dir, [], true);
    assert.equal(r.code, 1);
    const greets = r.results.get("greets")!;
    assert.equal(greets.status, "failed");
    assert.equal(greets.failureOrigin, "snapshot");
    assert.deepEqual(greets.failureClass, { id: "snapshot", label: "Snapshot verification" });
    // The agent did what the case asks: its assertions passed; only the tokens failed it.
    assert.ok(greets.assertions.every((a) => a.passed));
    assert.equal(
      greets.error?.message,
      'totalTokens rose 1040 → 1440 (+400, +38.5%) over 1 passing run, past the tolerance (+300 tokens or +15%: at most 1196) of snapshot "greets::haiku" in skillgym.snapshots.json. ' +
        "Run with --update-snapshots to accept the new baseline: agent-bench run suite.mjs --case greets --runner haiku --update-snapshots",
    );
    assert.match(r.stderr, /✗ greets · haiku · .* failed \(snapshot\): totalTokens rose 1040 → 1440/);
    assert.equal(p.snapshots(), WRITTEN_BY_SKILLGYM);
  });

  it("--update-snapshots accepts the new tokens: the file holds them in skillgym's format, and the next run passes", async () => {
    const p = project(1400);
    const accepted = await run(p.dir, ["--update-snapshots"], false);
    assert.equal(accepted.code, 0, accepted.stderr);
    assert.match(accepted.stderr, /snapshot updated: "greets" × "haiku" totalTokens rose 1040 → 1440/);
    const file = JSON.parse(p.snapshots()) as { version: number; entries: Record<string, { value: number; updatedAt: string }> };
    const skillgym = JSON.parse(WRITTEN_BY_SKILLGYM) as typeof file;
    // Same keys, fields and layout as skillgym's file; only the values and the times changed.
    for (const key of Object.keys(skillgym.entries)) {
      assert.equal(file.entries[key].value, 1440);
      skillgym.entries[key].value = 1440;
      skillgym.entries[key].updatedAt = file.entries[key].updatedAt;
    }
    assert.equal(p.snapshots(), `${JSON.stringify(skillgym, null, 2)}\n`);
    const next = await run(p.dir, [], true);
    assert.equal(next.code, 0, next.stderr);
  });

  it("under CI=true a missing snapshot fails and the file is never rewritten; --snapshots-warn only warns; locally it is recorded", async () => {
    const p = project(1000);
    const onlyGreets = WRITTEN_BY_SKILLGYM.replace(/\n {4}"answers::haiku": \{[^}]*\},/, "");
    assert.notEqual(onlyGreets, WRITTEN_BY_SKILLGYM);
    writeFileSync(path.join(p.dir, "skillgym.snapshots.json"), onlyGreets);

    const ci = await run(p.dir, [], true);
    assert.equal(ci.code, 1);
    assert.equal(ci.results.get("greets")!.status, "passed");
    const answers = ci.results.get("answers")!;
    assert.equal(answers.failureOrigin, "snapshot");
    assert.match(
      answers.error!.message,
      /^no snapshot of totalTokens for "answers" × "haiku" in skillgym\.snapshots\.json \(this run: 1040 over 1 passing run\); in CI the snapshot file is never rewritten; record it with agent-bench run suite\.mjs --case answers --runner haiku --update-snapshots and commit skillgym\.snapshots\.json$/,
    );
    assert.equal(p.snapshots(), onlyGreets);

    const warned = await run(p.dir, ["--snapshots-warn"], true);
    assert.equal(warned.code, 0, warned.stderr);
    assert.equal(warned.results.get("answers")!.status, "passed");
    assert.match(warned.stderr, /warning: snapshot not checked: no snapshot of totalTokens for "answers" × "haiku"/);
    assert.equal(p.snapshots(), onlyGreets);

    const local = await run(p.dir, [], false);
    assert.equal(local.code, 0, local.stderr);
    assert.match(local.stderr, /snapshot recorded: no snapshot of totalTokens for "answers" × "haiku"/);
    assert.equal(p.snapshots().replace(/"updatedAt": "[^"]+"/g, ""), WRITTEN_BY_SKILLGYM.replace(/"updatedAt": "[^"]+"/g, ""));
  });
});
