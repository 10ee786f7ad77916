// The snapshot file keeps skillgym's format byte for byte: a file skillgym 0.8.1 wrote reads back
// and writes out unchanged, entries sorted as skillgym sorts them; a damaged file is a load error.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { isAgentBenchError } from "../../src/errors.ts";
import { parseSnapshots, serializeSnapshots, snapshotKey } from "../../src/snapshots/file.ts";
import { ROOT } from "../helpers/cli.ts";

const WRITTEN_BY_SKILLGYM = path.join(ROOT, "__tests__/fixtures/suites/skillgym-snapshots/skillgym.snapshots.json");

describe("the snapshot file", () => {
  it("a file skillgym wrote reads back and is written out byte for byte", () => {
    const text = readFileSync(WRITTEN_BY_SKILLGYM, "utf8");
    const entries = parseSnapshots(text, WRITTEN_BY_SKILLGYM);
    assert.deepEqual([...entries.keys()], ["answers::haiku", "greets::haiku"]);
    assert.equal(entries.get(snapshotKey("greets", "haiku"))?.value, 1040);
    assert.equal(serializeSnapshots(entries), text);
  });

  it("sorts entries by key as skillgym does, whatever order they were recorded in", () => {
    const entry = (caseId: string) => ({ caseId, runnerId: "r", metric: "totalTokens" as const, value: 1, agentType: "codex", updatedAt: "t" });
    const entries = new Map([
      ["b::r", entry("b")],
      ["a::r", entry("a")],
      ["B::r", entry("B")],
    ]);
    assert.deepEqual(Object.keys((JSON.parse(serializeSnapshots(entries)) as { entries: object }).entries), ["a::r", "b::r", "B::r"]);
    assert.ok(serializeSnapshots(entries).endsWith("}\n"));
  });

  it("a file that is not JSON or not a snapshot file is a load error naming the file and what is wrong", () => {
    const problem = (text: string) => {
      try {
        parseSnapshots(text, "/p/skillgym.snapshots.json");
      } catch (error) {
        assert.ok(isAgentBenchError(error) && error.exitCode === 2);
        return `${error.message}\n${error.hint}`;
      }
      assert.fail("no error");
    };
    assert.match(problem("{"), /\/p\/skillgym\.snapshots\.json: not valid JSON/);
    assert.match(problem('{"version": 2, "entries": {}}'), /not a snapshot file: version/);
    assert.match(problem('{"version": 1, "entries": {"a::r": {"caseId": "a"}}}'), /not a snapshot file: entries\.a::r\.runnerId/);
  });
});
