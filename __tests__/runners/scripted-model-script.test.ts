import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, test } from "node:test";
import { END_OF_SCRIPT, sampleOf, ScriptedConversation, type ModelRequest } from "../../src/runners/scripted-model/conversation.ts";
import { planReplies } from "../../src/runners/scripted-model/replies.ts";
import { concreteCall, type AdvertisedTool } from "../../src/runners/scripted-model/tools.ts";

const fn = (name: string, ...params: string[]): AdvertisedTool => ({ name, kind: "function", params });
const CLAUDE = [
  fn("Bash", "command", "description"),
  fn("Read", "file_path"),
  fn("Write", "file_path", "content"),
  fn("Edit", "file_path", "old_string", "new_string"),
  fn("Skill", "skill", "args"),
  fn("Agent", "prompt"),
];
const CODEX = [fn("exec_command", "cmd", "workdir"), fn("write_stdin", "chars"), { name: "apply_patch", kind: "custom" as const, params: [] }];
const GEMINI = [
  fn("run_shell_command", "command", "description"),
  fn("read_file", "file_path"),
  fn("write_file", "file_path", "content"),
  fn("replace", "file_path", "instruction", "old_string", "new_string"),
  fn("activate_skill", "name"),
];
const OPENCODE = [
  fn("bash", "command", "description"),
  fn("read", "filePath"),
  fn("write", "filePath", "content"),
  fn("edit", "filePath", "oldString", "newString"),
  fn("skill", "name"),
];

const dirs: string[] = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
function workspace(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ab-scripted-model-"));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe("scripted model: steps → replies", () => {
  test("thinking and text join the next tool call; a tool call ends a reply", () => {
    const replies = planReplies([{ thinking: "plan" }, { text: "Listing." }, { tool: "shell", command: "ls" }, { tool: "read", path: "a" }, { text: "done" }]);
    assert.deepEqual(
      replies.map((r) => (r.kind === "message" ? r.blocks.map((b) => b.type) : r.kind)),
      [["thinking", "text", "tool"], ["tool"], ["text"]],
    );
  });

  test("without a usage step each reply reports 100 + i input and 20 output tokens", () => {
    const replies = planReplies([{ tool: "shell", command: "ls" }, { text: "ok" }]);
    assert.deepEqual(
      replies.map((r) => (r.kind === "message" ? [r.usage.input, r.usage.output] : [])),
      [
        [100, 20],
        [101, 20],
      ],
    );
  });

  test("a usage step is the session total, spread so the CLI's own sums equal it", () => {
    const replies = planReplies([
      { tool: "shell", command: "ls" },
      { tool: "shell", command: "pwd" },
      { text: "ok" },
      { usage: { input: 1001, output: 95, reasoning: 10, cacheRead: 400, cacheWrite: 7 } },
    ]);
    const usages = replies.flatMap((r) => (r.kind === "message" ? [r.usage] : []));
    const sum = (k: keyof (typeof usages)[number]) => usages.reduce((n, u) => n + u[k], 0);
    assert.deepEqual([sum("input"), sum("output"), sum("reasoning"), sum("cacheRead"), sum("cacheWrite")], [1001, 95, 10, 400, 7]);
    for (const u of usages) {
      assert.ok(u.input >= u.cacheRead + u.cacheWrite, "cached input is part of each reply's input");
      assert.ok(u.output >= u.reasoning, "reasoning is part of each reply's output");
    }
  });

  test("fail, rejectModel and hang are replies of their own; delays attach to the next reply", () => {
    const replies = planReplies([{ delay: "2s" }, { tool: "shell", command: "ls" }, { fail: 503, message: "down" }, { rejectModel: true }, { hang: true }]);
    assert.deepEqual(
      replies.map((r) => r.kind),
      ["message", "fail", "reject-model", "hang"],
    );
    assert.equal(replies[0].kind === "message" && replies[0].delayMs, 2000);
    assert.deepEqual(replies[1], { kind: "fail", status: 503, message: "down", delayMs: 0 });
  });
});

describe("scripted model: the conversation picks the reply", () => {
  const request = (over: Partial<ModelRequest> = {}): ModelRequest => ({ model: "m", tools: CLAUDE, conversation: "hello", toolResults: 0, ...over });
  const conversation = (steps: Parameters<typeof planReplies>[0] | undefined) =>
    new ScriptedConversation({ replies: steps ? planReplies(steps) : undefined, cwd: "/ws", skills: [], label: 'case "c1" run 1' });

  test("a resumed session (the next turn of a multi-turn case) counts replies from its own first request", () => {
    const c = conversation([{ tool: "shell", command: "echo brewing" }, { text: "order placed" }]);
    // Turn 1 ran two tools: the resumed conversation arrives with their results.
    const first = c.decide(request({ toolResults: 2 }));
    const second = c.decide(request({ toolResults: 3 }));
    assert.ok(first.answer.kind === "message" && first.answer.blocks[0].type === "call", JSON.stringify(first));
    assert.equal(first.reply, 0);
    assert.ok(second.answer.kind === "message" && second.answer.blocks[0].type === "text" && second.answer.blocks[0].text === "order placed");
  });

  test("reply k after k tool results; a retried request gets the same reply", () => {
    const c = conversation([{ tool: "shell", command: "ls" }, { text: "done" }]);
    const first = c.decide(request());
    const retry = c.decide(request());
    const second = c.decide(request({ toolResults: 1 }));
    assert.equal(first.role, "main");
    assert.ok(first.answer.kind === "message" && first.answer.blocks[0].type === "call" && first.answer.blocks[0].name === "Bash");
    assert.ok(retry.answer.kind === "message" && retry.answer.blocks[0].type === "call");
    assert.ok(second.answer.kind === "message" && second.answer.blocks[0].type === "text" && second.answer.blocks[0].text === "done");
    const past = c.decide(request({ toolResults: 2 }));
    assert.ok(past.answer.kind === "message" && past.answer.blocks[0].type === "text" && past.answer.blocks[0].text === END_OF_SCRIPT);
  });

  test("side requests (no tools, JSON wanted without tools, another conversation) get generic answers and use no step", () => {
    const c = conversation([{ tool: "shell", command: "ls" }, { text: "done" }]);
    const title = c.decide(request({ tools: [] }));
    assert.equal(title.role, "side");
    assert.ok(title.answer.kind === "message" && title.answer.blocks[0].type === "text" && title.answer.blocks[0].text === "ok");
    const router = c.decide(
      request({ tools: [], schema: { type: "OBJECT", properties: { complexity_reasoning: { type: "STRING" }, complexity_score: { type: "INTEGER" } } } }),
    );
    assert.ok(router.answer.kind === "message" && router.answer.blocks[0].type === "text");
    assert.deepEqual(JSON.parse((router.answer.blocks[0] as { text: string }).text), { complexity_reasoning: "ok", complexity_score: 1 });
    assert.equal(c.decide(request()).role, "main");
    // A sub-agent sends the same tools with its own first message.
    const sub = c.decide(request({ conversation: "sub-agent task" }));
    assert.equal(sub.role, "side");
    assert.ok(sub.answer.kind === "message" && sub.answer.blocks[0].type === "text" && sub.answer.blocks[0].text === "done");
    const main = c.decide(request({ toolResults: 1 }));
    assert.ok(main.answer.kind === "message" && (main.answer.blocks[0] as { text: string }).text === "done");
  });

  test("a case without steps fails every request with a message naming the case", () => {
    const d = conversation(undefined).decide(request());
    assert.ok(d.answer.kind === "fail" && d.answer.status === 500 && /no steps for case "c1" run 1/.test(d.answer.message));
  });

  test("a step the agent has no tool for fails with the tools it has", () => {
    const d = conversation([{ tool: "edit", path: "a", old: "x", new: "y" }]).decide(request({ tools: [fn("exec_command", "cmd")] }));
    assert.ok(d.answer.kind === "fail" && /no tool for a "edit" step \(its tools: exec_command\)/.test(d.answer.message));
  });

  test("sampleOf follows enums, nested objects and arrays", () => {
    assert.deepEqual(
      sampleOf({
        type: "object",
        properties: { a: { enum: ["x", "y"] }, b: { type: "array" }, c: { type: "object", properties: { d: { type: "boolean" } } } },
      }),
      { a: "x", b: [], c: { d: false } },
    );
  });
});

describe("scripted model: generic steps → each CLI's own tools", () => {
  test("Claude Code: Bash, Read, Write, Edit, Skill with absolute paths", () => {
    const ctx = { cwd: "/ws", skills: [] };
    assert.deepEqual(concreteCall({ tool: "shell", command: "ls -a" }, CLAUDE, ctx), {
      name: "Bash",
      kind: "function",
      args: { command: "ls -a", description: "Run ls -a" },
    });
    assert.deepEqual(concreteCall({ tool: "read", path: "src/a.ts" }, CLAUDE, ctx), { name: "Read", kind: "function", args: { file_path: "/ws/src/a.ts" } });
    assert.deepEqual(concreteCall({ tool: "write", path: "b.txt", content: "hi\n" }, CLAUDE, ctx), {
      name: "Write",
      kind: "function",
      args: { file_path: "/ws/b.txt", content: "hi\n" },
    });
    assert.deepEqual(concreteCall({ tool: "edit", path: "b.txt", old: "hi", new: "ho" }, CLAUDE, ctx), {
      name: "Edit",
      kind: "function",
      args: { file_path: "/ws/b.txt", old_string: "hi", new_string: "ho" },
    });
    assert.deepEqual(concreteCall({ tool: "skill", name: "greet" }, CLAUDE, ctx), { name: "Skill", kind: "function", args: { skill: "greet" } });
    assert.deepEqual(concreteCall({ tool: "Agent", args: { prompt: "p" } }, CLAUDE, ctx), { name: "Agent", kind: "function", args: { prompt: "p" } });
  });

  test("Gemini CLI and OpenCode names and parameter names", () => {
    const ctx = { cwd: "/ws", skills: [] };
    assert.deepEqual(concreteCall({ tool: "shell", command: "ls" }, GEMINI, ctx), {
      name: "run_shell_command",
      kind: "function",
      args: { command: "ls", description: "Run ls" },
    });
    assert.deepEqual(concreteCall({ tool: "edit", path: "a", old: "x", new: "y" }, GEMINI, ctx), {
      name: "replace",
      kind: "function",
      args: { file_path: "/ws/a", instruction: 'Replace "x" with "y"', old_string: "x", new_string: "y" },
    });
    assert.deepEqual(concreteCall({ tool: "skill", name: "greet" }, GEMINI, ctx), { name: "activate_skill", kind: "function", args: { name: "greet" } });
    assert.deepEqual(concreteCall({ tool: "read", path: "a" }, OPENCODE, ctx), { name: "read", kind: "function", args: { filePath: "/ws/a" } });
    assert.deepEqual(concreteCall({ tool: "edit", path: "a", old: "x", new: "y" }, OPENCODE, ctx), {
      name: "edit",
      kind: "function",
      args: { filePath: "/ws/a", oldString: "x", newString: "y" },
    });
    assert.deepEqual(concreteCall({ tool: "skill", name: "greet" }, OPENCODE, ctx), { name: "skill", kind: "function", args: { name: "greet" } });
  });

  test("Codex: reads with cat, writes and edits with apply_patch, loads a skill by reading its SKILL.md", () => {
    const ws = workspace({ "notes.txt": "one\ntwo words here\nthree\n", ".agents/skills/hello/SKILL.md": "---\nname: greet\n---\nbody\n" });
    const ctx = { cwd: ws, skills: [{ name: "greet", dir: path.join(ws, ".agents/skills/hello") }] };
    assert.deepEqual(concreteCall({ tool: "read", path: "my notes.txt" }, CODEX, ctx), {
      name: "exec_command",
      kind: "function",
      args: { cmd: "cat 'my notes.txt'" },
    });
    assert.deepEqual(concreteCall({ tool: "write", path: "new.txt", content: "a\nb\n" }, CODEX, ctx), {
      name: "apply_patch",
      kind: "custom",
      args: {},
      input: "*** Begin Patch\n*** Add File: new.txt\n+a\n+b\n*** End Patch\n",
    });
    // An existing file has all its lines replaced.
    assert.deepEqual(concreteCall({ tool: "write", path: "notes.txt", content: "new\n" }, CODEX, ctx), {
      name: "apply_patch",
      kind: "custom",
      args: {},
      input: "*** Begin Patch\n*** Update File: notes.txt\n@@\n-one\n-two words here\n-three\n+new\n*** End Patch\n",
    });
    // An edit replaces the whole line holding the old text.
    assert.deepEqual(concreteCall({ tool: "edit", path: "notes.txt", old: "words", new: "WORDS" }, CODEX, ctx), {
      name: "apply_patch",
      kind: "custom",
      args: {},
      input: "*** Begin Patch\n*** Update File: notes.txt\n@@\n-two words here\n+two WORDS here\n*** End Patch\n",
    });
    // The skill is found by its front-matter name, whatever its folder is called.
    assert.deepEqual(concreteCall({ tool: "skill", name: "greet" }, CODEX, ctx), {
      name: "exec_command",
      kind: "function",
      args: { cmd: "cat .agents/skills/hello/SKILL.md" },
    });
  });
});
