// A first suite: three cases checked against the scripted agent, so it runs
// offline with no API key. Swap the runner for claude-code, codex, ... in
// agent-bench.config.json to run the same cases against a real agent.
import { assert, type Case } from "agent-bench";

export default [
  {
    id: "lists-files",
    prompt: "List the files in this folder and tell me how many there are.",
    tags: ["smoke"],
    assert(report) {
      assert.commands.includes(report, "ls");
      assert.output.matches(report, /3 files/);
    },
  },
  {
    id: "writes-summary",
    prompt: "Write a one-line summary of README.md to SUMMARY.md.",
    assert(report) {
      assert.fileReads.includes(report, /README\.md$/);
      assert.fileWrites.includes(report, /SUMMARY\.md$/);
      assert.toolCalls.before(report, { tool: "read" }, { tool: "write" });
    },
  },
  {
    id: "uses-greet-skill",
    prompt: "Greet the user the way the greet skill says.",
    tags: ["skills"],
    assert(report) {
      assert.skills.has(report, "greet", { minConfidence: "explicit" });
      assert.output.matches(report, /hello/i);
    },
  },
] satisfies Case[];
