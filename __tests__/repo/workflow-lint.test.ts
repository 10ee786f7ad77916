// Every workflow in .github/workflows/ and examples/workflows/ passes GitHub's workflow schema,
// actionlint's rules and ours (__tests__/helpers/workflow-lint.ts); a planted error of each kind
// (an unknown key, a bad expression, an unpinned action, missing permissions) fails the lint.
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { ROOT } from "../helpers/cli.ts";
import { lintWorkflow, usesLines, type LintOptions } from "../helpers/workflow-lint.ts";

// The project's own workflows: everything pinned, the top-level token read-only, writes per job.
const OWN: LintOptions = { readOnlyTop: true };
// The examples users copy: GitHub's actions pinned; the action itself by its major tag, as the README says.
const EXAMPLES: LintOptions = { unpinnedAllowed: /^agent-bench\/agent-bench@v\d+$/ };

function files(dir: string): Array<{ file: string; yaml: string }> {
  return readdirSync(path.join(ROOT, dir))
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => ({ file: `${dir}/${f}`, yaml: readFileSync(path.join(ROOT, dir, f), "utf8") }));
}

const OWN_FILES = files(".github/workflows");
const EXAMPLE_FILES = files("examples/workflows");
const CI = OWN_FILES.find((w) => w.file.endsWith("/ci.yml"))!;

describe("the repository's workflows", () => {
  it("are all there: CI, changelog, dogfood pair, release, drift canary, CodeQL", () => {
    assert.deepEqual(
      OWN_FILES.map((w) => path.basename(w.file)),
      ["agent-bench-report.yml", "agent-bench.yml", "changelog.yml", "ci.yml", "codeql.yml", "drift.yml", "release.yml"],
    );
    assert.ok(EXAMPLE_FILES.length >= 6);
  });

  for (const { file, yaml } of OWN_FILES) {
    it(`${file}: schema, actionlint, SHA pins, permissions: {} at the top and per job`, async () => {
      assert.deepEqual(await lintWorkflow(file, yaml, OWN), []);
    });
  }
  for (const { file, yaml } of EXAMPLE_FILES) {
    it(`${file}: schema, actionlint, SHA pins (the action by its major tag), permissions`, async () => {
      assert.deepEqual(await lintWorkflow(file, yaml, EXAMPLES), []);
    });
  }

  it("the workflows in README.md and docs/ pass the schema and actionlint too (they show actions by tag, for reading)", async () => {
    const blocks = [
      "README.md",
      ...readdirSync(path.join(ROOT, "docs"))
        .filter((f) => f.endsWith(".md"))
        .map((f) => `docs/${f}`),
    ].flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), "utf8").matchAll(/```yaml\n([\s\S]*?)```/g)]
        .filter((m) => /^jobs:/m.test(m[1]))
        .map((m) => ({ file, yaml: m[1] })),
    );
    assert.ok(blocks.length > 0);
    for (const { file, yaml } of blocks) assert.deepEqual(await lintWorkflow(`${file}.yml`, yaml, { unpinnedAllowed: /./ }), [], file);
  });

  it("the examples pin the same commits as the project's own workflows (Dependabot moves ours; this keeps theirs in step)", () => {
    const ours = new Map(OWN_FILES.flatMap((w) => usesLines(w.yaml)).map((u) => [u.uses.split("@")[0], u.uses]));
    for (const { file, yaml } of EXAMPLE_FILES) {
      for (const { uses, line } of usesLines(yaml)) {
        const action = uses.split("@")[0];
        if (ours.has(action)) assert.equal(uses, ours.get(action), `${file}:${line}`);
      }
    }
  });
});

describe("a planted error of each kind fails the lint", () => {
  const lint = (yaml: string) => lintWorkflow(".github/workflows/ci.yml", yaml, OWN);
  const plant = (from: string, to: string): string => {
    assert.ok(CI.yaml.includes(from), `ci.yml contains ${from}`);
    return CI.yaml.replace(from, to);
  };

  it("an unknown key: the schema and actionlint both name it", async () => {
    const problems = await lint(plant("    timeout-minutes: 75\n", "    timeout-minute: 75\n"));
    assert.ok(
      problems.some((p) => /^schema: /.test(p)),
      problems.join("\n"),
    );
    assert.ok(
      problems.some((p) => /actionlint \[syntax-check\].*unexpected key "timeout-minute"/.test(p)),
      problems.join("\n"),
    );
  });

  it("a bad expression: a syntax error, an unknown property, a context not allowed there", async () => {
    const syntax = await lint(plant("${{ github.ref }}", "${{ github.ref ||| }}"));
    assert.ok(
      syntax.some((p) => /actionlint \[expression\]/.test(p)),
      syntax.join("\n"),
    );
    const property = await lint(plant("${{ github.ref }}", "${{ github.reff }}"));
    assert.ok(
      property.some((p) => /actionlint \[expression\].*property "reff" is not defined/.test(p)),
      property.join("\n"),
    );
    const context = await lint(plant("cancel-in-progress: ${{ github.event_name == 'pull_request' }}", "cancel-in-progress: ${{ secrets.X == '' }}"));
    assert.ok(
      context.some((p) => /actionlint \[expression\].*"secrets" is not allowed here/.test(p)),
      context.join("\n"),
    );
  });

  it("untrusted event text in a script", async () => {
    const problems = await lint(plant("run: bash .ci/steps.sh lint", 'run: echo "${{ github.event.pull_request.title }}"'));
    assert.ok(
      problems.some((p) => /potentially untrusted/.test(p)),
      problems.join("\n"),
    );
  });

  it("an action pinned by a tag, or by a SHA without its version comment", async () => {
    const line = usesLines(CI.yaml).find((u) => u.uses.startsWith("actions/checkout@"))!.line;
    const tag = await lint(plant("actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1", "actions/checkout@v7"));
    assert.deepEqual(tag, [`pin: line ${line}: actions/checkout@v7 is not pinned by a full commit SHA (owner/repo@<40 hex> # vX.Y.Z)`]);
    const bare = await lint(plant(" # v7.0.1\n", "\n"));
    assert.deepEqual(bare, [
      `pin: line ${line}: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 has no "# vX.Y.Z" comment naming the version its SHA is`,
    ]);
    const short = await lint(plant("actions/cache@27d5ce7f107fe9357f9df03efb73ab90386fccae", "actions/cache@27d5ce7"));
    assert.ok(short.some((p) => /^pin: .*actions\/cache@27d5ce7 is not pinned/.test(p)));
  });

  it("missing permissions, or a write granted at the top", async () => {
    const none = await lint(plant("permissions: {}\n", "").replace("    permissions:\n      contents: read\n", ""));
    assert.ok(
      none.some((p) => /^permissions: no permissions: at the top or on job gates/.test(p)),
      none.join("\n"),
    );
    const wide = await lint(plant("permissions: {}\n", "permissions:\n  contents: write\n"));
    assert.ok(
      wide.some((p) => /^permissions: the top-level permissions: grant a write/.test(p)),
      wide.join("\n"),
    );
    // A job-level grant with no top-level one is still declared permissions in an example.
    const example = EXAMPLE_FILES.find((w) => w.file.endsWith("basic.yml"))!.yaml;
    const stripped = example.replace(/^permissions:\n(?: {2}.*\n)+/m, "");
    assert.notEqual(stripped, example);
    assert.ok((await lintWorkflow("examples/workflows/basic.yml", stripped, EXAMPLES)).some((p) => /no permissions: at the top or on job bench/.test(p)));
  });
});
