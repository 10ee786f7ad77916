// `agent-bench parse` for the runners of Agent runners II: a user points it at
// a captured output (and the files the runner collects) and sees the session.

import assert from "node:assert/strict";
import path from "node:path";
import { describe, test } from "node:test";
import type { Session } from "../../src/model/session.ts";
import { ROOT, runCli } from "../helpers/cli.ts";

const FIXTURES = path.join(ROOT, "__tests__", "fixtures", "agents");

async function parse(args: string[]): Promise<{ code: number | null; session?: Session; stderr: string }> {
  const r = await runCli(["parse", ...args], { cwd: ROOT });
  return { code: r.code, stderr: r.stderr, ...(r.code === 0 ? { session: JSON.parse(r.stdout) as Session } : {}) };
}

describe("agent-bench parse", () => {
  test("copilot with its collected usage file: tokens come from --file usage=…", async () => {
    const dir = path.join(FIXTURES, "copilot", "ab-tools");
    const without = await parse(["copilot", path.join(dir, "stdout.jsonl"), "--cwd", "/tmp/scratch/ws"]);
    assert.equal(without.session!.usage.inputTokens, undefined);
    const r = await parse(["copilot", path.join(dir, "stdout.jsonl"), "--cwd", "/tmp/scratch/ws", "--file", `usage=${path.join(dir, "usage.json")}`]);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.session!.usage.inputTokens, 615);
    assert.deepEqual(r.session!.files.observedWrites, ["/tmp/scratch/ws/out.txt"]);
  });

  test("opencode, qwen and cursor outputs parse by type", async () => {
    const oc = await parse(["opencode", path.join(FIXTURES, "opencode", "oc1", "stdout.jsonl")]);
    assert.equal(oc.session!.finalOutput, "All done. The command printed hi.");
    const qw = await parse(["qwen", path.join(FIXTURES, "qwen", "qw-strace", "stdout.jsonl")]);
    assert.equal(qw.session!.finalOutput, "ok");
    const cu = await parse([
      "cursor",
      path.join(FIXTURES, "cursor", "doc-rejected", "stdout.jsonl"),
      "--stderr",
      path.join(FIXTURES, "cursor", "doc-rejected", "stderr.txt"),
      "--exit-code",
      "1",
    ]);
    assert.equal(cu.session!.errors[0].kind, "model-rejected");
  });

  test("--options gives a runner's own options; bad ones are errors that name the flag", async () => {
    const bad = await parse(["http", "-", "--options", '{"format":"xml"}']);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--options: .*"openai-chat"\|"json" at format/);
    const notJson = await parse(["http", "-", "--options", "{format"]);
    assert.match(notJson.stderr, /--options is not JSON/);
    const file = await parse(["copilot", "-", "--file", "usage"]);
    assert.match(file.stderr, /--file usage: expected NAME=PATH/);
  });
});
