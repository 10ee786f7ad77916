import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import fc from "fast-check";
import { jsonPieces, writeJsonFile } from "../../src/report/json-file.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject();
after(() => project.remove());

describe("writeJsonFile", () => {
  it("writes exactly what JSON.stringify(value, null, 2) gives", async () => {
    const run = {
      schemaVersion: 1,
      skipped: undefined,
      fn: () => 1,
      empty: [],
      emptyObject: {},
      cases: [
        { id: "a", tags: [] },
        { id: "b\nwith a newline", tags: ["x"] },
      ],
      results: [{ caseId: "a", assertions: [{ passed: true, expected: { deep: [1, 2, { x: null }] } }], when: new Date(0) }, undefined, "text"],
      summary: { passed: 1, nested: { list: [1, [2, 3]] } },
    };
    const file = project.file("results.json");
    await writeJsonFile(file, run);
    assert.equal(readFileSync(file, "utf8"), JSON.stringify(run, null, 2));
    await writeJsonFile(file, run, { trailingNewline: true });
    assert.equal(readFileSync(file, "utf8"), `${JSON.stringify(run, null, 2)}\n`);
    assert.deepEqual(
      readdirSync(project.dir).filter((f) => f.includes(".tmp-")),
      [],
      "no temporary file is left behind",
    );
  });

  it("agrees with JSON.stringify on any JSON object", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => {
        assert.equal([...jsonPieces(value)].join(""), JSON.stringify(value, null, 2));
      }),
    );
  });

  it("streams a large array without building the whole document", async () => {
    const results = Array.from({ length: 20_000 }, (_, i) => ({ caseId: `case-${i}`, passed: i % 3 !== 0, output: "x".repeat(100) }));
    const pieces = [...jsonPieces({ results })];
    assert.ok(Math.max(...pieces.map((p) => p.length)) < 1_000, "no piece holds more than one element");
    const file = project.file("big.json");
    await writeJsonFile(file, { results });
    assert.deepEqual((JSON.parse(readFileSync(file, "utf8")) as { results: unknown[] }).results.length, 20_000);
  });

  it("leaves no file when it cannot write", async () => {
    await assert.rejects(writeJsonFile(project.file("missing-folder/results.json"), { a: 1 }), /ENOENT/);
    assert.equal(existsSync(project.file("missing-folder")), false);
  });
});
