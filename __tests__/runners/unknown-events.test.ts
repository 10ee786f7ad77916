// Agent CLIs change their output formats without notice. An event a parser
// does not understand is kept (a raw event in the transcript), counted per
// execution, and reported: the Markdown report and the run's warnings say
// how many of which types, so a format change shows up as that note instead of
// as assertions failing for no visible reason. The injected streams are the
// recorded ones (__tests__/fixtures/agents/, copies of shared/fixtures/agents/)
// with one new thing each: a Claude Code content block of an unknown type
// inside an assistant message, and a Codex item that only ever starts.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import type { Session } from "../../src/model/session.ts";
import { getAdapter } from "../../src/runners/registry.ts";
import { ROOT, runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";
import { context, ended } from "./fixtures.ts";

const FIXTURES = path.join(ROOT, "__tests__/fixtures/agents");
const SERVER_TOOL_USE = { type: "server_tool_use", id: "srvtoolu_fake_1", name: "web_search", input: { query: "agent-bench" } };
const STARTED_ONLY = { id: "item_9", type: "browser_session", status: "in_progress", url: "http://127.0.0.1/" };

/** claude2 with a server_tool_use block in the assistant message that answers. */
function claudeStream(): string {
  return readFileSync(path.join(FIXTURES, "claude-code/claude2/stdout.jsonl"), "utf8")
    .split("\n")
    .map((line) => {
      if (!line.includes('"text":"All done. The command printed hi."')) return line;
      const event = JSON.parse(line) as { message: { content: unknown[] } };
      event.message.content.unshift(SERVER_TOOL_USE);
      return JSON.stringify(event);
    })
    .join("\n");
}

/** codex1 with an item of a new type that starts and never completes. */
function codexStream(): string {
  return readFileSync(path.join(FIXTURES, "codex/codex1/stdout.jsonl"), "utf8").replace(
    '{"type":"turn.completed"',
    `${JSON.stringify({ type: "item.started", item: STARTED_ONLY })}\n{"type":"turn.completed"`,
  );
}

function parse(type: string, stdout: string): Session {
  return getAdapter(type)!.parse({ stdout, stderr: "", end: ended(0), files: {} }, context(type));
}

describe("events a parser does not understand", () => {
  it("an unknown Claude Code content block is a raw event, counted; the rest of the message still reads", () => {
    const session = parse("claude-code", claudeStream());
    assert.deepEqual(
      session.events.filter((e) => e.type === "raw").map((e) => e.raw),
      [SERVER_TOOL_USE],
    );
    assert.deepEqual(session.unknownEvents, { "assistant block server_tool_use": 1 });
    assert.equal(session.finalOutput, "All done. The command printed hi.");
    assert.ok(session.events.some((e) => e.type === "command" && e.command === "echo hi"));
  });

  it("a Codex item that only starts is a raw event from its first sight, counted once", () => {
    const session = parse("codex", codexStream());
    assert.deepEqual(
      session.events.filter((e) => e.type === "raw").map((e) => e.raw),
      [STARTED_ONLY],
    );
    assert.deepEqual(session.unknownEvents, { "item browser_session": 1 });
    assert.equal(session.finalOutput, "All done. The command printed hi.");
  });

  it("Copilot's abort event (printed when agent-bench stops it at maxSteps, found by npm run test:drift) is known", () => {
    const abort = { type: "abort", data: { reason: "user_initiated" }, id: "a1", timestamp: "2026-11-26T14:12:02.955Z", parentId: "p1" };
    const stdout = `${readFileSync(path.join(FIXTURES, "copilot/ab-tools/stdout.jsonl"), "utf8").trimEnd()}\n${JSON.stringify(abort)}\n`;
    const session = parse("copilot", stdout);
    assert.equal(session.unknownEvents, undefined);
    assert.ok(session.events.some((e) => e.type === "raw" && JSON.stringify(e.raw) === JSON.stringify(abort)));
  });

  it("the recorded streams of every CLI have none", () => {
    for (const [type, cli, scenario] of [
      ["claude-code", "claude-code", "ab-tools-2.1.329"],
      ["codex", "codex", "ab-tools"],
      ["gemini", "gemini", "ab-tools"],
      ["opencode", "opencode", "ab-tools"],
      ["copilot", "copilot", "ab-tools"],
      ["qwen", "qwen", "ab-tools"],
    ]) {
      const stdout = readFileSync(path.join(FIXTURES, cli, scenario, "stdout.jsonl"), "utf8");
      assert.equal(parse(type, stdout).unknownEvents, undefined, `${cli}/${scenario}`);
    }
  });

  const project = tempProject();
  after(() => project.remove());

  it("a run that met them says so in its warnings and in the Markdown report (agent-bench run, dist)", async () => {
    project.write("claude.jsonl", claudeStream());
    project.write("codex.jsonl", codexStream());
    project.write("fake-claude.sh", `cat '${project.file("claude.jsonl")}'\n`);
    project.write("fake-codex.sh", `cat '${project.file("codex.jsonl")}'\n`);
    project.write(
      "agent-bench.config.json",
      JSON.stringify({
        runners: {
          claude: { type: "claude-code", command: ["sh", project.file("fake-claude.sh")] },
          codex: { type: "codex", command: ["sh", project.file("fake-codex.sh")] },
        },
      }),
    );
    project.write("suite.jsonl", `${JSON.stringify({ id: "echo", input: "Run echo hi", assert: { type: "contains", value: "printed hi" } })}\n`);
    const r = await runCli(["run", "suite.jsonl", "--runs", "2", "--out-dir", "out", "-o", "report.md"], {
      cwd: project.dir,
      entry: "dist",
      timeoutMs: 120_000,
    });
    assert.equal(r.code, 0, r.stderr);
    assert.match(
      r.stderr,
      /warning: claude: 2 events of types this version does not understand: assistant block server_tool_use \(2\); the agent CLI \(2\.1\.197\) may have changed its output format/u,
    );
    assert.match(
      r.stderr,
      /warning: codex: 2 events of types this version does not understand: item browser_session \(2\); the agent CLI may have changed its output format/u,
    );
    const report = readFileSync(project.file("report.md"), "utf8");
    assert.match(
      report,
      /> \[!WARNING\]\n(> - .*\n)*> - claude: 2 events of types this version does not understand: assistant block server\\_tool\\_use \(2\); the agent CLI \(2\.1\.197\) may have changed its output format/u,
    );
    assert.match(report, /> - codex: 2 events of types this version does not understand: item browser\\_session \(2\)/u);
    const run = JSON.parse(readFileSync(project.file("out/results.json"), "utf8")) as { results: Array<{ runnerId: string; artifactDir: string }> };
    const codex = run.results.find((x) => x.runnerId === "codex")!;
    const session = JSON.parse(readFileSync(path.join(project.file("out"), codex.artifactDir, "session.json"), "utf8")) as Session;
    assert.deepEqual(session.unknownEvents, { "item browser_session": 1 });
    assert.ok(session.events.some((e) => e.type === "raw" && JSON.stringify(e.raw) === JSON.stringify(STARTED_ONLY)));
  });
});
