// How a multi-turn case ends when the simulated user fails: the dialog stops at
// that turn, the turn is recorded with the simulator's error, and the case is
// an errored result, not a crash of the run.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { prepareRun } from "../../src/execute/prepare.ts";
import { runPrepared } from "../helpers/run-prepared.ts";
import { REPO_ROOT } from "../assert/_sessions.ts";

const SUITE = "__tests__/fixtures/suites/yao-dialog/cases.jsonl";
const tmp = mkdtempSync(path.join(tmpdir(), "ab-dialog-ends-"));
after(() => rmSync(tmp, { recursive: true, force: true }));

test("a simulated user that fails at turn 2 ends the dialog there, with its error on the turn and the result", async () => {
  const prepared = await prepareRun({
    suites: [path.join(REPO_ROOT, SUITE)],
    outputs: [],
    cwd: tmp,
    outDir: path.join(tmp, "run"),
    parallel: 1,
    cases: ["never-confirms"],
  });
  const { run } = await runPrepared(prepared, tmp, {
    simulate: () => Promise.reject(new Error("the model server is down")),
  });
  const [r] = run.results;
  const message = 'the simulated user ("customer") failed at turn 2: the model server is down';
  assert.equal(r.status, "errored");
  assert.equal(r.failureOrigin, "simulator");
  assert.equal(r.error?.message, message);
  assert.equal(r.dialog?.ended, "simulator-error");
  assert.deepEqual(
    r.dialog?.turns.map((t) => [t.turn, t.user, t.reached, t.error ?? null]),
    [
      [1, "A tea, please.", ["greets"], null],
      [2, "", [], message],
    ],
  );
  // The checkpoint reached at turn 1 still counts; the one never reached fails.
  assert.deepEqual(
    r.assertions.map((a) => [a.name, a.passed]),
    [
      ["greets", true],
      ["confirms", false],
    ],
  );
});
