// skillgym suites and configs as skillgym users have them: an isolated
// workspace whose bootstrap is a "./script" next to the suite, and a skillgym
// config passed with -c under a name of its own.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { loadConfig } from "../../src/config/config.ts";
import type { RunFile } from "../../src/model/result.ts";
import { runCli, ROOT } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject();
after(() => project.remove());

describe("skillgym compatibility", () => {
  it("an isolated workspace with a ./script bootstrap: the script is found next to the suite and runs in the workspace", async () => {
    const out = project.file("ws-run");
    const suite = path.join(ROOT, "__tests__/fixtures/suites/skillgym-workspace/suite.ts");
    const r = await runCli(["run", suite, "--out-dir", out], { cwd: project.dir });
    assert.equal(r.code, 0, r.stderr);
    const run = JSON.parse(readFileSync(path.join(out, "results.json"), "utf8")) as RunFile;
    const [result] = run.results;
    assert.equal(result.status, "passed", result.error?.message);
    // The agent read the template's file and the one the bootstrap wrote.
    const session = JSON.parse(readFileSync(path.join(out, result.artifactDir, "session.json"), "utf8")) as {
      events: Array<{ type: string; output?: string }>;
    };
    const outputs = session.events.filter((e) => e.type === "tool-result" || e.type === "toolResult").map((e) => e.output ?? "");
    assert.ok(
      outputs.some((o) => o.includes("prepared marker: orange-42")),
      JSON.stringify(session.events.map((e) => e.type)),
    );
    assert.ok(outputs.some((o) => o.includes("note marker: lime-7")));
    // A passing isolated execution's workspace is removed.
    assert.equal(result.workspacePath, undefined);
    assert.equal(existsSync(path.join(out, "workspaces")) && existsSync(path.join(out, "workspaces", "reads-prepared-workspace", "reader", "run-1")), false);
  });

  it("-c takes a skillgym config under any file name (recognized by its content)", async () => {
    const file = project.write(
      "configs/team-bench.mjs",
      'export default { runners: { fast: { agent: { type: "claude-code", model: "claude-haiku-4-5" } } }, run: { repeat: 3 } };\n',
    );
    const config = await loadConfig({ configPath: file, searchFrom: project.dir });
    assert.equal(config.format, "skillgym");
    assert.deepEqual(
      config.runners.map((r) => [r.id, r.type, r.model]),
      [["fast", "claude-code", "claude-haiku-4-5"]],
    );
    assert.equal(config.defaults.runs, 3);
    const own = project.write("configs/ours.json", JSON.stringify({ runners: { fast: { type: "scripted", steps: [{ text: "hi" }] } } }));
    assert.equal((await loadConfig({ configPath: own, searchFrom: project.dir })).format, "agent-bench");
  });
});
