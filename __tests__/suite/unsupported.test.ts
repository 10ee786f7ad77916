// Nothing unsupported passes: every yao and skillgym field, option and
// assertion type that agent-bench does not evaluate is fed in, and each case
// either fails to load (exit 2, naming file:line and the field), is evaluated
// and fails, or (a feature that needs a Yao runtime) is reported errored,
// unsupported (yao-upstream.test.ts, and below). None can pass.
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { evaluateCase } from "../../src/assert/evaluate.ts";
import { isAgentBenchError } from "../../src/errors.ts";
import { loadConfig } from "../../src/config/config.ts";
import { prepareRun } from "../../src/execute/prepare.ts";
import { inlineSuite, loadSuite } from "../../src/suite/load.ts";
import { tempProject } from "../helpers/project.ts";
import { runPrepared } from "../helpers/run-prepared.ts";
import { EVAL_OPTIONS, moduleCase, rulesCase, scriptedSession } from "../assert/_sessions.ts";

const project = tempProject({
  "agent-bench.config.json": JSON.stringify({ runners: { agent: { type: "scripted", steps: [{ text: "ok" }] } } }),
});
after(() => project.remove());

const SIM = '"simulator":{"use":"agent"}';
const CP = '"checkpoints":[{"id":"c","assert":{"type":"contains","value":"x"}}]';
const rule = (r: string) => `{"id":"T1","input":"x","assert":${r}}`;

/** [what, the JSONL line, what the error must say] */
const YAO_LINES: Array<[string, string, RegExp]> = [
  [
    'the design\'s "assertions"',
    '{"id":"T1","input":"x","assertions":[{"type":"contains","value":"x"}]}',
    /unknown field "assertions" \(did you mean "assert"\?\)/,
  ],
  ["a misspelt assert", '{"id":"T1","input":"x","asserts":{"type":"contains","value":"x"}}', /unknown field "asserts" \(did you mean "assert"\?\)/],
  ["a misspelt expected", '{"id":"T1","input":"x","expect":"y"}', /unknown field "expect" \(did you mean "expected"\?\)/],
  ["checkpoints without a simulator", `{"id":"T1","input":"x",${CP}}`, /"checkpoints" needs a "simulator"/],
  ["a simulator without checkpoints", `{"id":"T1","input":"x","expected":"y",${SIM}}`, /a "simulator" needs "checkpoints"/],
  ["max_turns alone", '{"id":"T1","input":"x","expected":"y","max_turns":3}', /"max_turns" needs a "simulator"/],
  ["an unknown simulator field", `{"id":"T1","input":"x","simulator":{"use":"agent","metadata":{}},${CP}}`, /simulator: unknown field "metadata"/],
  [
    "a checkpoint's \"assertion\" (the design's name)",
    `{"id":"T1","input":"x",${SIM},"checkpoints":[{"id":"c","assertion":{"type":"contains","value":"x"}}]}`,
    /unknown field "assertion" \(did you mean "assert"\?\)/,
  ],
  ["a checkpoint without assert", `{"id":"T1","input":"x",${SIM},"checkpoints":[{"id":"c","description":"d"}]}`, /has no "assert"/],
  [
    "an unknown checkpoint field",
    `{"id":"T1","input":"x",${SIM},"checkpoints":[{"id":"c","assert":{"type":"contains","value":"x"},"optional":true}]}`,
    /checkpoints\[0\]: unknown field "optional"/,
  ],
  [
    "after naming no checkpoint",
    `{"id":"T1","input":"x",${SIM},"checkpoints":[{"id":"c","assert":{"type":"contains","value":"x"},"after":["nope"]}]}`,
    /"after" names no checkpoint "nope"/,
  ],
  ["rule type schema (listed by yao, never implemented)", rule('{"type":"schema","value":{}}'), /unknown rule type "schema"/],
  ["an unknown rule type", rule('{"type":"similar","value":"x"}'), /unknown rule type "similar"/],
  ['regex with the design\'s "pattern"', rule('{"type":"regex","pattern":"x"}'), /"regex" does not take "pattern"/],
  ['tool_called with the design\'s "name"', rule('{"type":"tool_called","name":"create_expense"}'), /"tool_called" does not take "name"/],
  ['script with the design\'s "use"', rule('{"type":"script","use":"scripts:tests.check"}'), /"script" does not take "use"/],
  ["a bare string rule that needs a value", rule('"contains"'), /"contains" needs a "value"/],
  ["a hook that is not a process name", '{"id":"T1","input":"x","assert":[],"before":42}', /"before" must be a Yao process name, got 42/],
  [
    "a script that is neither a module nor a Yao process",
    rule('{"type":"script","script":"checks"}'),
    /"script" must be the path of a \.js\/\.mjs\/\.ts\/\.mts module/,
  ],
  [
    "a misspelt field next to a hook",
    '{"id":"T1","input":"x","before":"env_test.Before","asert":{"type":"contains","value":"x"}}',
    /unknown field "asert" \(did you mean "assert"\?\)/,
  ],
  ["an empty checkpoint rule list", `{"id":"T1","input":"x",${SIM},"checkpoints":[{"id":"c","assert":[]}]}`, /has no "assert"/],
];

describe("yao fields, options and rules agent-bench does not evaluate never pass", () => {
  for (const [what, line, says] of YAO_LINES) {
    it(`${what}: the load fails, naming the file, line and field`, async () => {
      const file = project.write("unsupported.jsonl", `{"id":"T0","input":"fine","assert":[]}\n${line}\n`);
      await assert.rejects(loadSuite(file), (error: unknown) => {
        assert.ok(isAgentBenchError(error), String(error));
        assert.equal(error.exitCode, 2);
        assert.match(`${error.where ?? ""} ${error.message}`, /unsupported\.jsonl:2/);
        assert.match(error.message, says);
        return true;
      });
    });
  }

  it("yao script tests and generated cases given with -i are rejected, not run as a prompt that passes", () => {
    for (const input of ["scripts.expense.setup", "scripts:tests.gen", "agents:tests.generator-agent?count=5"]) {
      assert.throws(
        () => inlineSuite(input, project.dir),
        (error: unknown) => isAgentBenchError(error) && error.exitCode === 2 && /are not supported/.test(error.message),
      );
    }
  });

  it("a judge or simulated user that is not configured stops the run before it starts", async () => {
    const judge = project.write("judge.jsonl", rule('{"type":"agent","use":"agents:tests.validator","value":"polite"}') + "\n");
    await assert.rejects(prepareRun({ suites: [judge], outputs: [], cwd: project.dir }), /the judge runner "tests\.validator" is not configured/);
    const sim = project.write("sim.jsonl", `{"id":"T1","input":"x","simulator":{"use":"tests.simulator-agent"},${CP}}\n`);
    await assert.rejects(prepareRun({ suites: [sim], outputs: [], cwd: project.dir }), /the simulated user runner "tests\.simulator-agent" is not configured/);
  });

  it("a judge runner only judges: it is not benchmarked, and --runner cannot pick it", async () => {
    const dir = tempProject({
      "agent-bench.config.json": JSON.stringify({
        runners: { agent: { type: "scripted", steps: [{ text: "ok" }] }, grader: { type: "scripted", steps: [{ text: '{"passed": true}' }] } },
      }),
      "cases.jsonl": rule('{"type":"agent","use":"agents:grader","value":"polite"}') + "\n",
    });
    try {
      const prepared = await prepareRun({ suites: [dir.file("cases.jsonl")], outputs: [], cwd: dir.dir });
      assert.deepEqual(
        prepared.plan.runners.map((r) => r.id),
        ["agent"],
      );
      await assert.rejects(
        prepareRun({ suites: [dir.file("cases.jsonl")], runners: ["grader"], outputs: [], cwd: dir.dir }),
        /--runner grader: "grader" is the judge of case "T1", not an agent to benchmark/,
      );
    } finally {
      dir.remove();
    }
  });

  it("yao's json_path null on a missing path is evaluated, and fails", async () => {
    const session = await scriptedSession([{ text: '{"status": "ok"}', final: true }]);
    const outcome = await evaluateCase(rulesCase({ type: "json_path", path: "$.missing", value: null }), session, EVAL_OPTIONS);
    assert.equal(outcome.failure?.origin, "assertion");
  });
});

/** [what, the JSONL line, the field the errored result names] */
const NEEDS_YAO: Array<[string, string, string]> = [
  ["a before hook", '{"id":"T1","input":"x","expected":"y","before":"env_test.Before"}', "before"],
  ["an after hook", '{"id":"T2","input":"x","assert":[],"after":"env_test.After"}', "after"],
  ["a script rule naming a Yao process", '{"id":"T3","input":"x","assert":{"type":"script","script":"scripts.tests.check"}}', "assert.script"],
  [
    "a checkpoint's script rule naming a Yao process",
    `{"id":"T4","input":"x",${SIM},"checkpoints":[{"id":"c","assert":[{"type":"contains","value":"x"},{"type":"script","script":"scripts.tests.check"}]}]}`,
    "checkpoints[0].assert[1].script",
  ],
  [
    "a judge's connector",
    '{"id":"T5","input":"x","assert":{"type":"agent","use":"agents:grader","value":"polite","options":{"connector":"gpt"}}}',
    "assert.options.connector",
  ],
  ["a simulator's connector", `{"id":"T6","input":"x","simulator":{"use":"agent","options":{"connector":"gpt"}},${CP}}`, "simulator.options.connector"],
];

describe("yao features that need a Yao runtime are not run: errored, unsupported", () => {
  it("each case is errored with origin unsupported naming its field and file:line; the other cases of the file run", async () => {
    const dir = tempProject({
      "agent-bench.config.json": JSON.stringify({
        runners: {
          bench: { type: "scripted", steps: [{ text: "ok x" }] },
          agent: { type: "scripted", steps: [{ text: "{}" }] },
          grader: { type: "scripted", steps: [{ text: '{"passed": true}' }] },
        },
      }),
      "needs-yao.jsonl": [
        '{"id":"fine","input":"x","assert":{"type":"contains","value":"ok"}}',
        ...NEEDS_YAO.map(([, line]) => line),
        // Empty hook and connector names: yao runs no hook and keeps the runner's own model, so this case runs.
        `{"id":"empty-names","input":"x","before":"","after":null,"simulator":{"use":"agent","options":{"connector":""}},${CP.replace('"x"', '"ok"')}}`,
      ].join("\n"),
    });
    try {
      const { suite, warnings } = await loadSuite(dir.file("needs-yao.jsonl"));
      assert.deepEqual(warnings, []);
      const prepared = await prepareRun({ suites: [dir.file("needs-yao.jsonl")], runners: ["bench"], outputs: [], cwd: dir.dir, outDir: dir.file("out") });
      const { run } = await runPrepared(prepared, dir.dir);
      const byId = new Map(run.results.map((r) => [r.caseId, r]));
      assert.equal(byId.get("fine")?.status, "passed");
      assert.equal(byId.get("empty-names")?.status, "passed", byId.get("empty-names")?.error?.message);
      for (const [i, [what, , field]] of NEEDS_YAO.entries()) {
        const id = `T${i + 1}`;
        assert.deepEqual(
          suite.cases.find((c) => c.id === id)?.unsupported?.map((f) => f.field),
          [field],
          what,
        );
        const r = byId.get(id)!;
        assert.equal(r.status, "errored", what);
        assert.equal(r.passed, false, what);
        assert.equal(r.failureOrigin, "unsupported", what);
        assert.equal(r.failureClass?.label, `unsupported: ${field}`, what);
        assert.match(r.error!.message, new RegExp(`^not run \\(.*needs-yao\\.jsonl:${i + 2}\\): "${field.replace(/[.[\]]/g, "\\$&")}" `), what);
      }
    } finally {
      dir.remove();
    }
  });

  it("--strict: every such case is a load error naming file:line", async () => {
    const file = project.write("strict.jsonl", NEEDS_YAO.map(([, line]) => line).join("\n"));
    await assert.rejects(loadSuite(file, { strict: true }), (error: unknown) => {
      assert.ok(isAgentBenchError(error) && error.exitCode === 2);
      for (let line = 1; line <= NEEDS_YAO.length; line++) assert.match(error.message, new RegExp(`strict\\.jsonl:${line}: case "T${line}": "`));
      return true;
    });
  });
});

describe("skillgym features agent-bench does not evaluate never pass", () => {
  it("a snapshots config without a tolerance fails to load (skillgym asks for at least one)", async () => {
    const file = project.write(
      "sg/skillgym.config.mjs",
      'export default { runners: { a: { agent: { type: "codex", model: "m" } } }, snapshots: { metric: "totalTokens", tolerance: {} } };\n',
    );
    await assert.rejects(
      loadConfig({ configPath: file, searchFrom: project.dir }),
      (error: unknown) =>
        isAgentBenchError(error) && error.exitCode === 2 && /snapshots\.tolerance: expected at least one of absolute or percent/.test(error.message),
    );
  });

  it("an unknown skillgym config key fails to load", async () => {
    const file = project.write(
      "sg2/skillgym.config.mjs",
      'export default { runners: { a: { agent: { type: "codex", model: "m" } } }, run: { concurrency: 2 } };\n',
    );
    await assert.rejects(
      loadConfig({ configPath: file, searchFrom: project.dir }),
      (error: unknown) => isAgentBenchError(error) && error.exitCode === 2 && /concurrency/.test(error.message),
    );
  });

  it("an assert helper agent-bench does not have fails the case (assert-hook), it does not pass", async () => {
    const session = await scriptedSession([{ text: "done", final: true }]);
    const outcome = await evaluateCase(
      moduleCase(async (report) => {
        const helpers = (await import("../../src/api.ts")).assert as unknown as Record<string, Record<string, (...args: unknown[]) => void>>;
        helpers.skills.usedTwice(report, "pdf");
      }),
      session,
      EVAL_OPTIONS,
    );
    assert.equal(outcome.failure?.origin, "assert-hook");
  });
});
