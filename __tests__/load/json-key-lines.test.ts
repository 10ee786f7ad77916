// A JSON config or data file's errors name lines (docs/configuration.md): "agent-bench.config.json:12". Valid
// JSON gets them from a scan of its text (src/load/json-key-lines.ts), not from the YAML parser, which loads
// only for YAML (0.3 MB before the first agent). The scan must name the lines the YAML parser named, and
// find every repeated key, which JSON.parse would take silently.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { jsonKeyLines } from "../../src/load/json-key-lines.ts";
import { parseText } from "../../src/load/load-file.ts";

/** Every key path of `value`, and one missing key under each object. */
function pathsOf(value: unknown, at: PropertyKey[] = []): PropertyKey[][] {
  const out: PropertyKey[][] = [at];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsOf(v, [...at, i])));
  else if (value && typeof value === "object") {
    out.push([...at, "no-such-key"]);
    for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...at, k]));
  }
  return out;
}

const TEXTS: Record<string, string> = {
  "a config laid out by hand": `{
  "runners": {
    "fake": { "type": "scripted",
      "steps": [
        { "text": "x" },
        "y", 3, -1.5e3, true, null
      ] },
    "cli": {
      "type": "command", "command": ["sh", "-c", "echo \\"{\\" [a, b]"]
    }
  },
  "defaults":
    { "parallel": 3, "outDir": "runs" },
  "esc\\u0061ped": { "k\\"ey": [[], {}, [1, [2]]] }
}
`,
  "one line": '{"runners":{"a":{"type":"scripted"}},"judge":"a"}',
  "an array at the top": '[\n  {"id": "a", "input": "x"},\n\n  {"id": "b",\n   "input": "y"}\n]\n',
  "a value on the line after its key": '{\n  "runners":\n  {\n    "a":\n      {"type": "http"}\n  }\n}\n',
};

describe("the lines of a valid JSON text", () => {
  for (const [name, text] of Object.entries(TEXTS)) {
    it(`are the YAML parser's for every key path: ${name}`, async () => {
      const yaml = await parseText(text, "data.yaml");
      const { lineOf, duplicateLine } = jsonKeyLines(text);
      assert.equal(duplicateLine, undefined);
      const paths = pathsOf(JSON.parse(text));
      assert.ok(paths.length > 3);
      for (const p of paths) assert.equal(lineOf(p), yaml.lineOf?.(p), `line of ${JSON.stringify(p)}`);
    });
  }

  it("a .json file gets them with its value", async () => {
    const loaded = await parseText(TEXTS["a config laid out by hand"], "agent-bench.config.json");
    assert.equal(loaded.lineOf?.(["defaults", "outDir"]), 13);
    assert.equal(loaded.lineOf?.(["runners", "cli", "command", 2]), 9);
    assert.deepEqual((loaded.value as { defaults: unknown }).defaults, { parallel: 3, outDir: "runs" });
  });
});

describe("a repeated key in valid JSON", () => {
  const cases: [string, string, number][] = [
    ["at the top", '{\n  "runners": {},\n  "runners": {}\n}\n', 3],
    ["deep inside", '{"runners": {\n "a": {"type": "scripted",\n "type": "http"}}}', 3],
    ["written with an escape", '{"ab": 1,\n"\\u0061b": 2}', 2],
    ["in an object inside an array", '[{"id": 1}, {"id": 2,\n\n "id": 3}]', 3],
  ];
  for (const [name, text, line] of cases) {
    it(`is found ${name}, and is an error naming its line`, async () => {
      assert.equal(jsonKeyLines(text).duplicateLine, line);
      await assert.rejects(parseText(text, "dup.json"), (error: Error) => {
        assert.equal(error.message, `dup.json:${line}: invalid JSON: Map keys must be unique`);
        return true;
      });
    });
  }

  it("is not the same key in two objects, nor a key written like a value", () => {
    assert.equal(jsonKeyLines('{"a": {"x": 1}, "b": {"x": 2}, "c": ["a", "a"], "d": "c"}').duplicateLine, undefined);
  });
});
