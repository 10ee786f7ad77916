// The small formats the test bed reads and writes: workflow commands, file commands, zips, the
// runtime token, input variable names and action.yml defaults.
import assert from "node:assert/strict";
import { test } from "node:test";
import { evaluateDefault, inputVariable } from "../helpers/github/action-metadata.ts";
import { maskSecrets, parseCommands, parseFileCommand } from "../helpers/github/commands.ts";
import { decodeRuntimeToken, runtimeToken } from "../helpers/github/runtime-token.ts";
import { createZip, readZip } from "../helpers/github/zip.ts";

test("workflow commands are read with the runner's escaping", () => {
  const stdout = [
    "plain log line",
    "::error file=src/a%2Cb.ts,line=4,title=50%25 %3A bad::first%0Asecond 100%25",
    "::add-mask::s3cret",
    "::debug::note",
    "not ::a command::",
  ].join("\n");
  const commands = parseCommands(stdout);
  assert.deepEqual(commands, [
    { command: "error", properties: { file: "src/a,b.ts", line: "4", title: "50% : bad" }, message: "first\nsecond 100%" },
    { command: "add-mask", properties: {}, message: "s3cret" },
    { command: "debug", properties: {}, message: "note" },
  ]);
  assert.equal(maskSecrets("token s3cret and s3cret", commands), "token *** and ***");
});

test("file commands are read in both the heredoc and the name=value form", () => {
  const text = "plain=one\nmulti<<ghadelimiter_0f1e\nline 1\nline=2\nghadelimiter_0f1e\nempty<<EOF\n\nEOF\n";
  assert.deepEqual(parseFileCommand(text), { plain: "one", multi: "line 1\nline=2", empty: "" });
  assert.throws(() => parseFileCommand("open<<EOF\nnever closed\n"), /no closing delimiter "EOF"/);
});

test("a zip written for seeding reads back byte for byte", () => {
  const files = { "results.json": '{"a":1}', "dir/binary.bin": Buffer.from([0, 255, 10, 13]), "ünïcode.md": "é".repeat(1000) };
  const back = readZip(createZip(files));
  assert.deepEqual([...back.keys()], Object.keys(files));
  for (const [name, content] of Object.entries(files)) assert.deepEqual(back.get(name), Buffer.isBuffer(content) ? content : Buffer.from(content));
  assert.throws(() => readZip(Buffer.from("not a zip")), /not a zip/);
});

test("the runtime token carries the backend ids in its scp claim, and nothing else passes for one", () => {
  const token = runtimeToken("run-1", "job-1");
  assert.deepEqual(decodeRuntimeToken(token), { backendId: "run-1", jobBackendId: "job-1" });
  const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as { scp: string };
  assert.equal(claims.scp, "Actions.ExampleScope Actions.Results:run-1:job-1");
  assert.equal(decodeRuntimeToken("ghs_plain_token"), undefined);
  assert.equal(decodeRuntimeToken(`x.${Buffer.from('{"scp":"Actions.Other:a:b"}').toString("base64url")}.y`), undefined);
});

test("input variables keep hyphens, and action.yml defaults evaluate context references", () => {
  assert.equal(inputVariable("github-token"), "INPUT_GITHUB-TOKEN");
  assert.equal(inputVariable("max runs"), "INPUT_MAX_RUNS");
  const context = { github: { token: "ghs_x", event: { pull_request: { number: 7 } } }, runner: { temp: "/tmp/r" } };
  assert.equal(evaluateDefault("${{ github.token }}", context, "x"), "ghs_x");
  assert.equal(evaluateDefault("pr-${{ github.event.pull_request.number }} in ${{ runner.temp }}", context, "x"), "pr-7 in /tmp/r");
  assert.equal(evaluateDefault("${{ github.event.issue.number }}", context, "x"), "");
  assert.throws(() => evaluateDefault("${{ secrets.TOKEN || 'x' }}", context, 'input "token"'), /input "token": the harness evaluates only context references/);
});
