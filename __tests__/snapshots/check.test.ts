// skillgym's snapshot rule, as its store decides it (src/snapshots/store.ts at 6cddd078):
// fail only when the value rises past baseline + absolute or baseline × (1 + percent/100);
// a decrease never fails; a snapshot of another metric, agent or model is stale, not compared.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { allowedValue, changeText, judgeSnapshot, toleranceText } from "../../src/snapshots/check.ts";
import type { SnapshotEntry } from "../../src/snapshots/file.ts";

const entry = (value: number, extra: Partial<SnapshotEntry> = {}): SnapshotEntry => ({
  caseId: "c",
  runnerId: "r",
  metric: "totalTokens",
  value,
  agentType: "codex",
  model: "gpt-5",
  updatedAt: "2026-04-04T12:00:00.000Z",
  ...extra,
});
const subject = { caseId: "c", runnerId: "r", agentType: "codex", model: "gpt-5" };
const judge = (value: number, actual: number, tolerance: { absolute?: number; percent?: number }) =>
  judgeSnapshot(entry(value), actual, subject, { metric: "totalTokens", tolerance }).kind;

describe("snapshot tolerance", () => {
  it("fails only above the limit: equal to it passes, one token more fails", () => {
    assert.equal(judge(1000, 1100, { absolute: 100 }), "within");
    assert.equal(judge(1000, 1101, { absolute: 100 }), "exceeded");
    assert.equal(judge(1000, 1150, { percent: 15 }), "within");
    assert.equal(judge(1000, 1151, { percent: 15 }), "exceeded");
  });

  it("with both tolerances, exceeding either one fails (skillgym's docs example: 16604, +300 or +15%)", () => {
    assert.equal(allowedValue(16604, { absolute: 300, percent: 15 }), 16904);
    assert.equal(judge(16604, 16904, { absolute: 300, percent: 15 }), "within");
    assert.equal(judge(16604, 19240, { absolute: 300, percent: 15 }), "exceeded");
    assert.equal(judge(100, 125, { absolute: 50, percent: 20 }), "exceeded");
  });

  it("a decrease never fails, however large", () => {
    assert.equal(judge(1000, 1, { absolute: 0 }), "within");
    assert.equal(judge(1000, 0, { percent: 0 }), "within");
  });

  it("a missing snapshot is missing; one of another metric, agent type or model is stale", () => {
    assert.equal(judgeSnapshot(undefined, 5, subject, { metric: "totalTokens", tolerance: { percent: 5 } }).kind, "missing");
    const stale = (e: SnapshotEntry) => judgeSnapshot(e, 5, subject, { metric: "totalTokens", tolerance: { percent: 5 } });
    assert.match(JSON.stringify(stale(entry(5, { metric: "inputTokens" }))), /recorded for inputTokens, and the config now checks totalTokens/);
    assert.match(JSON.stringify(stale(entry(5, { agentType: "opencode" }))), /recorded for runner type opencode/);
    assert.match(JSON.stringify(stale(entry(5, { model: "gpt-4o" }))), /recorded with model gpt-4o, and \\"r\\" now uses gpt-5/);
    // A snapshot without a model (skillgym writes none when the runner has none) is not stale for that.
    assert.equal(stale(entry(5, { model: undefined })).kind, "within");
  });

  it("names the change and the tolerance in words", () => {
    assert.equal(changeText(16604, 19240), "rose 16604 → 19240 (+2636, +15.9%)");
    assert.equal(changeText(1000, 900), "fell 1000 → 900 (-100, -10.0%)");
    assert.equal(toleranceText({ absolute: 300, percent: 15 }, 16904), "+300 tokens or +15%: at most 16904");
    assert.equal(toleranceText({ percent: 10 }, 1100.5), "+10%: at most 1100.50");
  });
});
