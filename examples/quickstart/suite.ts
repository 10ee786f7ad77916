// A first suite: three cases checked against the scripted agent, so it runs
// offline with no API key. Swap the runner for claude-code, codex, ... in
// agent-bench.config.json to run the same cases against a real agent.
import { assert, type Case } from "agent-bench";

export default [
  {
    id: "lists-files",
    prompt: "List the files in this folder and tell me how many there are.",
    tags: ["smoke"],
    assert(report, ctx) {
      assert.ok(ctx.getCommands().some((c) => c.startsWith("ls")), "the agent should run ls");
      assert.match(report.finalOutput, /3 files/);
    },
  },
  {
    id: "writes-summary",
    prompt: "Write a one-line summary of README.md to SUMMARY.md.",
    assert(report, ctx) {
      assert.ok(ctx.getFileReads().some((p) => p.endsWith("README.md")), "the agent should read README.md first");
      assert.ok(ctx.getFileWrites().some((p) => p.endsWith("SUMMARY.md")), "the agent should write SUMMARY.md");
    },
  },
  {
    id: "uses-greet-skill",
    prompt: "Greet the user the way the greet skill says.",
    tags: ["skills"],
    assert(report) {
      assert.ok(report.detectedSkills.some((s) => s.skill === "greet"), "the agent should load the greet skill");
      assert.match(report.finalOutput, /hello/i);
    },
  },
] satisfies Case[];
