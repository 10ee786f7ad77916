import assert from "node:assert/strict";
import { afterEach, beforeEach, describe, it } from "node:test";
import { untrustedBlock } from "../../src/execute/actions-log.ts";
import { createProgress } from "../../src/execute/progress.ts";
import type { ExecutionResult } from "../../src/model/result.ts";
import { parseCommands } from "../helpers/github/commands.ts";

function sink() {
  let text = "";
  const stream = { write: (chunk: string) => ((text += chunk), true), columns: 100 } as unknown as NodeJS.WriteStream;
  return { stream, text: () => text };
}

const hostile = "done\n::error::pwned\n::add-mask::secret-looking\n::set-output name=x::y";

const result: ExecutionResult = {
  caseId: "c",
  runnerId: "r",
  run: 1,
  status: "failed",
  passed: false,
  failureOrigin: "runner",
  error: { name: "ExecutionError", message: `agent exited with code 1: ${hostile}` },
  assertions: [{ kind: "rule", name: "contains", passed: false, message: hostile }],
  startedAt: "2026-01-01T00:00:00.000Z",
  endedAt: "2026-01-01T00:00:01.000Z",
  durationMs: 1000,
  artifactDir: "executions/c/r/run-1",
  strayProcesses: 2,
};

describe("agent text in the GitHub Actions log", () => {
  let before: string | undefined;
  beforeEach(() => (before = process.env.GITHUB_ACTIONS));
  afterEach(() => (before === undefined ? delete process.env.GITHUB_ACTIONS : (process.env.GITHUB_ACTIONS = before)));

  it("is printed with workflow commands stopped (a random token), so none of its lines is a command", () => {
    process.env.GITHUB_ACTIONS = "true";
    const out = sink();
    const progress = createProgress({ stream: out.stream, interactive: false, verbose: true });
    progress.onExecutionEnd!(result);
    progress.onWarning!(`classifyFailure threw: ${hostile}`);
    const commands = parseCommands(out.text());
    assert.deepEqual(commands, [], "no ::error::, ::add-mask:: or ::set-output:: reaches the runner");
    assert.match(out.text(), /::error::pwned/, "the agent's text is still shown");
    assert.match(out.text(), /2 process\(es\) the agent left running were killed/);
    const tokens = [...out.text().matchAll(/^::stop-commands::([0-9a-f]{32})$/gm)].map((m) => m[1]);
    assert.equal(tokens.length, 2);
    assert.notEqual(tokens[0], tokens[1], "a new token for each block");
    for (const token of tokens) assert.match(out.text(), new RegExp(`^::${token}::$`, "m"), "commands are resumed after the block");
  });

  it("the parser of the test bed sees commands again after the resume line", () => {
    const text = `${untrustedBlock(hostile, { GITHUB_ACTIONS: "true" })}::notice::after\n`;
    assert.deepEqual(
      parseCommands(text).map((c) => c.command),
      ["notice"],
    );
  });

  it("is printed as is outside Actions", () => {
    assert.equal(untrustedBlock("text\n", {}), "text\n");
    delete process.env.GITHUB_ACTIONS;
    const out = sink();
    createProgress({ stream: out.stream, interactive: false, verbose: false }).onExecutionEnd!(result);
    assert.doesNotMatch(out.text(), /stop-commands/);
  });
});
