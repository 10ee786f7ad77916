// First-hour mistakes with a suite: a misspelt TS case field is named before anything it causes
// (the exact line docs/suites.md shows), an empty suite is an error with a hint, and filters that
// leave nothing say which filter did it. Each is exit 2, one line plus "hint:", no stack.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { ROOT, runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject({
  "agent-bench.config.json": JSON.stringify({ runners: { agent: { type: "scripted", steps: [{ text: "ok" }] } } }),
  "promt.ts": 'export default [\n  { id: "greets", promt: "hello", assert() {} },\n];\n',
  "empty.ts": "export default [];\n",
  "empty-object.mjs": "export default {};\n",
  "empty.jsonl": "// nothing yet\n\n",
  "tagged.jsonl": '{"id": "a", "input": "x", "tags": ["smoke"], "assert": []}\n{"id": "b", "input": "y", "tags": ["slow"], "assert": []}\n',
  "tags/agent-bench.config.json": JSON.stringify({ runners: { agent: { type: "scripted", steps: [{ text: "ok" }] } }, defaults: { tags: ["nightly"] } }),
  "tags/cases.jsonl": '{"id": "a", "input": "x", "tags": ["smoke"], "assert": []}\n',
});
after(() => project.remove());

/** Exit 2 and exactly "agent-bench: <what>" plus "  hint: <fix>". */
async function mistake(args: string[], cwd = project.dir): Promise<[string, string]> {
  const r = await runCli(args, { cwd });
  assert.equal(r.code, 2, r.stderr);
  const lines = r.stderr.trimEnd().split("\n");
  assert.equal(lines.length, 2, r.stderr);
  assert.doesNotMatch(r.stderr, /\n\s+at /);
  assert.match(lines[1], /^ {2}hint: /);
  return [lines[0], lines[1]];
}

describe("a misspelt TS case field", () => {
  it('names "promt" first, with the field it means, in the exact words docs/suites.md shows', async () => {
    const [what, hint] = await mistake(["run", "promt.ts"]);
    assert.equal(what, `agent-bench: ${project.file("promt.ts")}:2: case 1: unknown field "promt" (did you mean "prompt"?)`);
    assert.equal(hint, '  hint: rename the field to "prompt"');
    const doc = readFileSync(path.join(ROOT, "docs/suites.md"), "utf8");
    assert.ok(doc.includes('agent-bench: evals/suite.ts:2: case 1: unknown field "promt" (did you mean "prompt"?)\n  hint: rename the field to "prompt"'));
  });
});

describe("an empty suite", () => {
  it("a TS suite exporting no case is an error with a hint, as a JSONL file with none is", async () => {
    for (const file of ["empty.ts", "empty-object.mjs"]) {
      const [what, hint] = await mistake(["run", file]);
      assert.equal(what, `agent-bench: ${project.file(file)}: no cases`);
      assert.match(hint, /the default export is empty: add a case, e\.g\. export default \[ \{ id: "greets", prompt: "Say hello", assert\(report\)/);
    }
    const [what, hint] = await mistake(["run", "empty.jsonl"]);
    assert.equal(what, `agent-bench: ${project.file("empty.jsonl")}: no cases`);
    assert.match(hint, /one JSON object per line/);
  });
});

describe("filters that leave nothing to run", () => {
  it("--case and --tag together: says it is the two together, and what tags the chosen cases have", async () => {
    const [what, hint] = await mistake(["run", "tagged.jsonl", "--case", "a", "--tag", "slow"]);
    assert.equal(what, 'agent-bench: --case and --tag together leave nothing to run: no case given to --case has tag "slow"');
    assert.equal(hint, '  hint: "a" has tags smoke; drop one of the two filters');
  });

  it("a tag no case has names the flag, or the config's default tags when they did it", async () => {
    const [flag] = await mistake(["run", "tagged.jsonl", "--tag", "smok"]);
    assert.equal(flag, 'agent-bench: --tag: no case has tag "smok" (did you mean "smoke"?)');
    const [config, hint] = await mistake(["run", "cases.jsonl"], project.file("tags"));
    assert.equal(
      config,
      `agent-bench: the config's default tags (defaults.tags in ${project.file("tags/agent-bench.config.json")}): no case has tag "nightly"`,
    );
    assert.equal(hint, "  hint: tags in the suite: smoke");
  });

  it("a shard with no cells (more matrix jobs than cells) runs nothing and says so, without failing the job", async () => {
    const r = await runCli(["run", "tagged.jsonl", "--shard", "3/3", "--out-dir", project.file("shard-3")], { cwd: project.dir });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /warning: --shard 3\/3: this shard has no cells \(the plan has fewer cells than shards\): nothing to run/);
  });
});
