// What a cell's behaviour profile adds to stability.json: one case run 100
// times by a scripted agent with a long transcript (skills, tools, commands
// and files well past each list's limit, 10 KB tool outputs, a 50 KB answer).
// The profile keeps counts of short labels, never text, so it must stay a few
// KB however long the transcripts are.

import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchEnv, runArgs } from "../lib/agent-bench.mjs";
import { check, measure } from "../lib/measure.mjs";
import { atMost, row } from "../lib/table.mjs";

const ITEM = "profile";
const LIMIT_KB = 4;

export async function profile({ quick = false } = {}) {
  const runs = quick ? 20 : 100;
  const dir = mkdtempSync(path.join(os.tmpdir(), "agent-bench-bench-profile-"));
  try {
    const output = "x".repeat(10_000);
    const steps = [
      ...Array.from({ length: 40 }, (_, i) => ({ tool: "skill", name: `skill-${i}-${"s".repeat(40)}` })),
      ...Array.from({ length: 60 }, (_, i) => ({ tool: "shell", command: `tool${i} sub${i} --flag ${"a".repeat(200)} file-${i}.txt`, output })),
      ...Array.from({ length: 60 }, (_, i) => ({ tool: "write", path: `src/deep/folder/module-${i}.ts`, content: "y".repeat(1_000) })),
      ...Array.from({ length: 30 }, (_, i) => ({ tool: `mcp__server__tool_${i}`, args: { query: "q".repeat(500) }, output })),
      { text: `done ${"z".repeat(50_000)}` },
      { usage: { input: 50_000, output: 8_000 }, cost: 0.05 },
    ];
    writeFileSync(path.join(dir, "suite.jsonl"), `${JSON.stringify({ id: "long", input: "do the long task", assert: { type: "contains", value: "done" } })}\n`);
    writeFileSync(path.join(dir, "agent-bench.config.json"), JSON.stringify({ runners: { long: { type: "scripted", steps } } }));
    check(
      await measure(process.execPath, runArgs(["suite.jsonl", "-n", String(runs), "-p", "4", "--out-dir", "out"]), { cwd: dir, env: benchEnv() }),
      "agent-bench run",
    );
    const text = readFileSync(path.join(dir, "out", "stability.json"), "utf8");
    const cell = JSON.parse(text).cells[0];
    if (!cell?.behaviour) throw new Error("stability.json has no behaviour profile");
    // As the file holds it: stability.json is indented, so measure the profile the same way.
    const indent = /^\{\n( +)"/u.exec(text)?.[1]?.length ?? 0;
    const profileBytes = Buffer.byteLength(JSON.stringify(cell.behaviour, null, indent));
    const sessionBytes = sessionSize(path.join(dir, "out"));
    return {
      rows: [
        row(ITEM, `behaviour profile of a ${runs}-run cell in stability.json`, profileBytes / 1024, "KB", atMost(LIMIT_KB, "KB", profileBytes / 1024)),
        row(ITEM, "transcript (session.json) per run, for scale", sessionBytes / runs / 1024, "KB"),
      ],
      details: { runs, profileBytes, sessionBytes, stabilityBytes: Buffer.byteLength(text) },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function sessionSize(outDir) {
  const results = JSON.parse(readFileSync(path.join(outDir, "results.json"), "utf8")).results;
  return results.reduce((sum, r) => sum + statSync(path.join(outDir, r.artifactDir, "session.json")).size, 0);
}
