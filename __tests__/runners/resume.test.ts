// Turns 2… of a multi-turn case: a CLI that can resume its own session gets
// its resume option and only the new message; the others are not resumed.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { SuiteCase } from "../../src/model/case.ts";
import { getAdapter, runnerTypes } from "../../src/runners/registry.ts";
import type { ExecutionContext, SpawnSpec } from "../../src/runners/runner.ts";

function ctx(type: string, resume?: ExecutionContext["resume"]): ExecutionContext {
  const adapter = getAdapter(type)!;
  const testCase = {
    id: "c1",
    prompt: "Large, please.",
    messages: [],
    tags: [],
    expectedFail: false,
    hasExpected: false,
    source: { file: "s.jsonl" },
    definition: "",
  } as SuiteCase;
  return {
    case: testCase,
    runner: {
      id: "r1",
      type,
      model: "m",
      command: adapter.requiresCommand ? ["agent"] : undefined,
      args: [],
      env: {},
      baseDir: "/cfg",
      options: adapter.optionsSchema?.parse({}) ?? {},
    },
    runnerInfo: { id: "r1", pathKey: "r1", agent: { type, model: "m" } },
    run: 1,
    workspace: "/ws",
    home: "/home-x",
    artifactDir: "/out/x",
    env: { PATH: "/usr/bin" },
    user: "u",
    team: "t",
    ...(resume ? { resume } : {}),
  };
}

const RESUME_ARGS: Record<string, string[]> = {
  "claude-code": ["--resume", "sess-1"],
  opencode: ["--session", "sess-1"],
  cursor: ["--resume", "sess-1"],
  copilot: ["--resume=sess-1"],
  qwen: ["--resume", "sess-1"],
  // Gemini CLI 0.61 resumes by "latest" or an index only.
  gemini: ["--resume", "latest"],
  // `exec resume <id> <prompt>`, after "--".
  codex: ["--", "sess-1", "Large, please."],
};

test("runners that resume add their CLI's resume option; the new message stays the prompt", async () => {
  for (const [type, extra] of Object.entries(RESUME_ARGS)) {
    const adapter = getAdapter(type)!;
    assert.equal(adapter.resumes, true, type);
    const first = (await adapter.prepare(ctx(type))) as SpawnSpec;
    const next = (await adapter.prepare(ctx(type, { sessionId: "sess-1", turn: 2 }))) as SpawnSpec;
    assert.ok(!first.args.some((a) => a.includes("sess-1")), type);
    const at = next.args.indexOf(extra[0]);
    assert.ok(at >= 0, `${type}: ${next.args.join(" ")}`);
    assert.deepEqual(next.args.slice(at, at + extra.length), extra, type);
    assert.ok(
      next.args.some((a) => a.includes("Large, please.")),
      type,
    );
  }
});

test("codex resumes with `exec resume`, which takes no -C and no -s", async () => {
  const spec = (await getAdapter("codex")!.prepare(ctx("codex", { sessionId: "sess-1", turn: 2 }))) as SpawnSpec;
  assert.deepEqual(spec.args.slice(0, 4), ["exec", "resume", "--json", "--skip-git-repo-check"]);
  assert.ok(!spec.args.includes("-C") && !spec.args.includes("-s"));
  assert.ok(spec.args.includes('sandbox_mode="workspace-write"') || spec.args.includes("--dangerously-bypass-approvals-and-sandbox"), spec.args.join(" "));
});

test("every other runner type replays the conversation instead (it does not claim to resume)", () => {
  const others = runnerTypes().filter((t) => !(t in RESUME_ARGS) && t !== "scripted");
  assert.deepEqual(others.sort(), ["command", "http"]);
  for (const type of others) assert.notEqual(getAdapter(type)!.resumes, true, type);
});
