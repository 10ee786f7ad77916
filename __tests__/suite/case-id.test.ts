import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { isAgentBenchError } from "../../src/errors.ts";
import { loadSuite } from "../../src/suite/load.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject();
after(() => project.remove());

/** The load error's message and hint (a config error: exit 2). */
async function loadError(name: string, content: string): Promise<string> {
  let text = "";
  await assert.rejects(loadSuite(project.write(name, content)), (error) => {
    assert.ok(isAgentBenchError(error) && error.exitCode === 2, String(error));
    text = `${error.message}\nhint: ${error.hint}`;
    return true;
  });
  return text;
}

describe("case ids: printable, at most 1000 characters, checked when the suite loads", () => {
  it("rejects a NUL in a JSONL id with file:line, before any agent runs", async () => {
    const message = await loadError("nul.jsonl", '{"id":"ok","input":"x"}\n{"id":"bad\\u0000id","input":"x"}\n');
    assert.match(message, /nul\.jsonl:2: id holds a character that cannot be printed: U\+0000 at position 4/);
    assert.match(message, /hint: use printable characters/);
  });

  it("rejects newlines, escape sequences and bidi overrides", async () => {
    assert.match(await loadError("nl.jsonl", '{"id":"a\\nb","input":"x"}\n'), /nl\.jsonl:1: .*U\+000A/);
    assert.match(await loadError("esc.jsonl", '{"id":"\\u001b[31mred","input":"x"}\n'), /U\+001B/);
    assert.match(await loadError("bidi.jsonl", '{"id":"abc\\u202edef","input":"x"}\n'), /U\+202E/);
  });

  it("rejects an id longer than 1000 characters in a suite module, naming its line", async () => {
    const long = "x".repeat(1001);
    const message = await loadError(
      "long.mjs",
      `export default [\n  { id: "fine", prompt: "p", measureOnly: true },\n  { id: "${long}", prompt: "p", measureOnly: true },\n];\n`,
    );
    assert.match(message, /long\.mjs:3: case 2: id is 1001 characters long; at most 1000/);
  });

  it("keeps ids with spaces, punctuation, non-Latin letters and emoji, and ../ (sanitized into folder names later)", async () => {
    const file = project.write(
      "fine.jsonl",
      [
        '{"id":"lists files: the README","input":"x","assert":[]}',
        '{"id":"日本語 ✓ 🚀","input":"x","assert":[]}',
        '{"id":"../../etc/passwd","input":"x","assert":[]}',
      ].join("\n"),
    );
    const { suite } = await loadSuite(file);
    assert.deepEqual(
      suite.cases.map((c) => c.id),
      ["lists files: the README", "日本語 ✓ 🚀", "../../etc/passwd"],
    );
  });

  it("agent-bench run exits 2 with one message and no stack trace for a NUL in an id", async () => {
    project.write("agent-bench.config.json", JSON.stringify({ runners: { echo: { type: "command", command: ["echo"] } } }));
    const r = await runCli(["run", "nul.jsonl"], { cwd: project.dir });
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /nul\.jsonl:2: id holds a character that cannot be printed: U\+0000/);
    assert.doesNotMatch(r.stderr, /options\.env|\n\s+at /);
  });
});
