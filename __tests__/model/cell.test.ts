// A cell's identity: one key for case × runner (× variant), the same string
// as before variants existed, and a map that gives the cells back.

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { CellMap, CellSet, cellKey, executionKey, sameCell } from "../../src/model/cell.ts";
import { executionDir, workspaceDir } from "../../src/execute/paths.ts";

describe("CellId and its key", () => {
  it("a cell without a variant keeps the key the code used before variants", () => {
    assert.equal(cellKey({ caseId: "fix-bug", runnerId: "claude" }), "fix-bug\u0000claude");
    assert.equal(executionKey({ caseId: "fix-bug", runnerId: "claude" }, 3), "fix-bug\u0000claude\u00003");
  });

  it("a variant is a different cell from the same case and runner without one, and from another variant", () => {
    const plain = { caseId: "c", runnerId: "r" };
    const withSkill = { caseId: "c", runnerId: "r", variant: "with-skill" };
    const keys = new Set([cellKey(plain), cellKey(withSkill), cellKey({ ...plain, variant: "without" })]);
    assert.equal(keys.size, 3);
    assert.ok(!sameCell(plain, withSkill));
    assert.ok(sameCell(withSkill, { runnerId: "r", caseId: "c", variant: "with-skill" }));
    // Parts never run into each other: "a" × "b/c" is not "a/b" × "c".
    assert.notEqual(cellKey({ caseId: "a", runnerId: "b/c" }), cellKey({ caseId: "a/b", runnerId: "c" }));
  });

  it("a CellMap finds a cell by any object that carries its identity, and keeps only the identity", () => {
    const result = { caseId: "c", runnerId: "r", run: 2, finalOutput: "a long answer" };
    const map = new CellMap<number>();
    map.upsert(result, () => 0);
    map.set({ caseId: "c", runnerId: "r" }, map.get(result)! + 1);
    map.set({ caseId: "c", runnerId: "r", variant: "v" }, 10);
    assert.equal(map.size, 2);
    assert.equal(map.get({ caseId: "c", runnerId: "r" }), 1);
    assert.deepEqual(
      [...map.keys()],
      [
        { caseId: "c", runnerId: "r" },
        { caseId: "c", runnerId: "r", variant: "v" },
      ],
    );
    assert.equal(
      map.upsert(result, () => 99),
      1,
      "upsert keeps what is there",
    );
    const items = [
      { caseId: "a", runnerId: "r", passed: 1 },
      { caseId: "b", runnerId: "r", passed: 2 },
    ];
    assert.equal(CellMap.of(items).get({ caseId: "b", runnerId: "r" }), items[1]);
    const set = new CellSet(items);
    assert.ok(set.has({ caseId: "a", runnerId: "r" }) && !set.has({ caseId: "a", runnerId: "q" }));
    assert.deepEqual(
      [...set],
      [
        { caseId: "a", runnerId: "r" },
        { caseId: "b", runnerId: "r" },
      ],
    );
  });

  it("a variant's executions get folders of their own, and a plain cell's folders stay where they were", () => {
    assert.equal(executionDir({ caseId: "fix", runnerId: "claude" }, 2), "executions/fix/claude/run-2");
    assert.equal(workspaceDir({ caseId: "fix", runnerId: "claude" }, 2), "workspaces/fix/claude/run-2");
    assert.equal(executionDir({ caseId: "fix", runnerId: "claude", variant: "with-skill" }, 2), "executions/fix/claude~with-skill/run-2");
    // A runner whose id holds "~" gets a hashed segment, so it never lands in a variant's folder.
    assert.match(executionDir({ caseId: "fix", runnerId: "claude~with-skill" }, 2), /^executions\/fix\/claude-with-skill--[0-9a-f]{8}\/run-2$/u);
  });
});
