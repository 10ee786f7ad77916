// The same three cases for Claude Code, Codex, Gemini CLI, OpenCode, Copilot
// and Qwen Code (Cursor's agent cannot run offline; see docs/runners.md). With
// `scriptedModel` in agent-bench.config.json the real CLIs run against the
// built-in scripted model server: offline, free and deterministic. Remove
// `scriptedModel` (and give the CLIs their API keys) to benchmark the real models.
import { assert, type Case } from "agent-bench";

export default [
  {
    id: "lists-notes",
    prompt: "How many notes are there? Look in the notes folder.",
    tags: ["smoke"],
    assert(report) {
      assert.commands.includes(report, /\bls\b.*notes/);
      assert.output.matches(report, /1 note/);
    },
  },
  {
    id: "writes-summary",
    prompt: "Read README.md and write a one-line summary of it to SUMMARY.md.",
    assert(report, ctx) {
      assert.fileReads.includes(report, /README\.md$/);
      assert.fileWrites.includes(report, /SUMMARY\.md$/);
      assert.ok(ctx.getFileReads().length > 0, "the agent should read before it writes");
    },
  },
  {
    id: "uses-greet-skill",
    prompt: "Greet me the way the greet skill says.",
    tags: ["skills"],
    assert(report) {
      // Most CLIs load skills with a tool (explicit); Codex reads SKILL.md (strong).
      assert.skills.has(report, "greet", { minConfidence: "strong" });
      assert.commands.includes(report, "echo hello-from-greet");
      assert.output.matches(report, /hello/i);
    },
  },
] satisfies Case[];
