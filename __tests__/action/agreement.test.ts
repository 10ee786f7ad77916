// action.yml, the input parser, the outputs the action sets and the README must agree.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { parse } from "yaml";
import { INPUT_NAMES } from "../../src/action/inputs.ts";
import { OUTPUT_NAMES } from "../../src/action/outputs.ts";
import { ROOT } from "../helpers/cli.ts";

const action = parse(readFileSync(path.join(ROOT, "action.yml"), "utf8")) as {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, unknown>;
  runs: { using: string; main: string };
};
const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");

function readmeTable(heading: string): Map<string, string> {
  const section = readme.split(`### ${heading}\n`)[1].split("\n### ")[0].split("\n## ")[0];
  const rows = new Map<string, string>();
  for (const line of section.split("\n")) {
    const m = /^\| `([a-z-]+)` \| ([^|]*)\|/.exec(line);
    if (m) rows.set(m[1], m[2].trim());
  }
  return rows;
}

describe("action.yml, the code and the README agree", () => {
  it("runs on node24 from dist/index.js", () => {
    assert.equal(action.runs.using, "node24");
    assert.equal(action.runs.main, "dist/index.js");
  });

  it("declares exactly the inputs the parser reads, and the README documents each with its default", () => {
    assert.deepEqual(Object.keys(action.inputs).sort(), [...INPUT_NAMES].sort());
    const documented = readmeTable("Inputs");
    assert.deepEqual([...documented.keys()].sort(), [...INPUT_NAMES].sort());
    for (const [name, spec] of Object.entries(action.inputs)) {
      if (spec.default !== undefined) assert.equal(documented.get(name)!.replace(/`/g, ""), String(spec.default), `README default of ${name}`);
    }
  });

  it("declares exactly the outputs the action sets, and the README documents each", () => {
    assert.deepEqual(Object.keys(action.outputs).sort(), [...OUTPUT_NAMES].sort());
    assert.deepEqual([...readmeTable("Outputs").keys()].sort(), [...OUTPUT_NAMES].sort());
    const source = readFileSync(path.join(ROOT, "src/action/outputs.ts"), "utf8");
    for (const name of OUTPUT_NAMES) assert.match(source, new RegExp(`setOutput\\("${name}"`), name);
  });
});
