// `--runs auto` as a person sees it on a real terminal (a tmux pane): the plan line gives the range
// of runs per cell, each finished run says "run k (of at most N)", the live line never shows a run
// number over a total, and the end line says why the cells stopped, matching what results.json
// records; without a baseline, no line about the baseline's cost.
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import type { RunFile } from "../../src/model/result.ts";
import { ROOT, runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

// A server per pane: a second session on the first one's socket can meet that server while it exits (its
// last session killed), and tmux then fails with "server exited unexpectedly".
const tmuxOn = (socket: string, ...args: string[]) => execFileSync("tmux", ["-L", socket, ...args], { encoding: "utf8" });
const sockets: string[] = [];

const JSONL = ["a", "b", "c"].map((id) => JSON.stringify({ id, input: `say hello ${id}`, assert: { type: "contains", value: "hello" } })).join("\n");
const project = tempProject({
  "suite.jsonl": `${JSONL}\n`,
  "agent-bench.config.json": JSON.stringify({ runners: { agent: { type: "scripted", script: "./agent.json" } } }),
  "agent.json": JSON.stringify({ steps: [{ text: "hello" }] }),
});
after(() => {
  for (const socket of sockets) spawnSync("tmux", ["-L", socket, "kill-server"]);
  project.remove();
});

/** The CLI in a tmux pane of a fresh server; returns the pane's text (scrollback included) once it exits. */
function inPane(args: string[]): string {
  const command = [process.execPath, path.join(ROOT, "src/cli.ts"), ...args].map((a) => `'${a}'`).join(" ");
  const name = `run-${Math.random().toString(36).slice(2)}`;
  const socket = `agent-bench-test-${process.pid}-${name}`;
  sockets.push(socket);
  try {
    tmuxOn(
      socket,
      "new-session",
      "-d",
      "-s",
      name,
      "-x",
      "160",
      "-y",
      "50",
      "-c",
      project.dir,
      "-e",
      "CI=",
      `${command}; tmux -L ${socket} wait-for -S ${name}; sleep 60`,
    );
    execFileSync("timeout", ["60", "tmux", "-L", socket, "wait-for", name]);
    return tmuxOn(socket, "capture-pane", "-p", "-J", "-S", "-500", "-t", name);
  } finally {
    spawnSync("tmux", ["-L", socket, "kill-server"]);
  }
}

function resultLines(text: string): string[] {
  return text.split("\n").filter((l) => /^[✓✗!] /u.test(l));
}

describe("--runs auto on a terminal", () => {
  before(async () => {
    // The baseline: every case passes, 5 runs each.
    project.write("agent.json", JSON.stringify({ steps: [{ text: "hello" }] }));
    const base = await runCli(["run", "suite.jsonl", "-n", "5", "--out-dir", "base"], { cwd: project.dir });
    assert.equal(base.code, 0, base.stderr);
  });

  it("against a baseline: the range, run k (of at most 10), and an end line that names each stop as results.json has it", () => {
    // The head: case b now fails every run.
    project.write("agent.json", JSON.stringify({ steps: [{ text: "hello" }], cases: { b: [{ text: "goodbye" }] } }));
    const text = inPane(["run", "suite.jsonl", "--runs", "auto", "--base", "base", "--out-dir", "head"]);
    assert.match(text, /^agent-bench: 3 cases × 1 runner × 3 to 10 runs per cell = 9 to 30 executions, parallel \d+$/m, text);
    const lines = resultLines(text);
    const run = JSON.parse(readFileSync(project.file("head/results.json"), "utf8")) as RunFile;
    assert.equal(lines.length, run.results.length, text);
    for (const line of lines) assert.match(line, /^[✓✗] [abc] · agent · run ([1-9]|10) \(of at most 10\) · /u, line);
    assert.doesNotMatch(text, /run \d+\/\d+|\d+\/9 done/u, "no run number over a total");
    // The end line, from what the run recorded.
    const stops = run.adaptive!.cells;
    assert.ok(stops.length === 3, JSON.stringify(stops));
    const end = text.split("\n").findLast((l) => l.startsWith("adaptive runs: "));
    assert.ok(end, text);
    assert.ok(end.startsWith(`adaptive runs: ${run.adaptive!.executions} of at most 30 runs; stopped: `), end);
    const b = stops.find((c) => c.caseId === "b")!;
    assert.equal(b.stop, "regression");
    assert.match(end, new RegExp(`1 cell after ${b.runs} runs?, decided: regressed whatever the remaining runs give`, "u"));
    for (const c of stops.filter((x) => x.caseId !== "b")) assert.ok(["verdict-decided", "no-drop"].includes(c.stop), c.stop);
    assert.doesNotMatch(end, /every cell decided or at max-runs/u);
    assert.match(text, /^Regression: /m);
  });

  it("without a baseline: no line about the baseline's cost, min-runs for every cell, and an end line that says so", () => {
    project.write("agent.json", JSON.stringify({ steps: [{ text: "hello" }] }));
    const text = inPane(["run", "suite.jsonl", "--runs", "auto", "--out-dir", "push"]);
    assert.doesNotMatch(text, /cost unknown|baseline has no cost/u, text);
    assert.match(
      text,
      /^adaptive runs: no baseline, so no comparison to decide: 3 runs for every cell, and no more \(a cell that stopped early on its results would bias the next baseline\)$/m,
    );
    const run = JSON.parse(readFileSync(project.file("push/results.json"), "utf8")) as RunFile;
    const runs = run.adaptive!.cells.map((c) => c.runs);
    assert.ok(
      run.adaptive!.cells.every((c) => c.stop === "not-compared" && c.runs === 3),
      JSON.stringify(run.adaptive!.cells),
    );
    assert.match(
      text,
      new RegExp(
        `^adaptive runs: ${run.adaptive!.executions} of at most 30 runs; stopped: 3 cells after ${runs[0]} runs, not compared \\(no baseline for the cell\\): min-runs and no more$`,
        "mu",
      ),
    );
    for (const line of resultLines(text)) assert.match(line, /· run ([1-9]|10) \(of at most 10\) · /u);
  });
});
