// A suite path reaches log lines, check run names and the comment's marker: a suite file whose name
// holds a control or invisible character is a configuration error naming it, before anything runs.
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { expandSuites } from "../../src/action/suites.ts";
import { formatError, isAgentBenchError } from "../../src/errors.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject({ "evals/ok.jsonl": "{}\n", "evals/bad\u0007\n::warning::x.jsonl": "{}\n" });
after(() => project.remove());

test("a suite path with a control character is refused, naming it", async () => {
  await assert.rejects(expandSuites("evals/*.jsonl", project.dir), (error: unknown) => {
    assert.ok(isAgentBenchError(error));
    assert.match(
      formatError(error),
      /^with\.suite: input "suite": the suite path "evals\/bad\\u0007\\n::warning::x\.jsonl" holds a control or invisible character\n {2}hint: rename/u,
    );
    return true;
  });
  assert.deepEqual(await expandSuites("evals/ok.jsonl", project.dir), [project.file("evals/ok.jsonl")]);
});
