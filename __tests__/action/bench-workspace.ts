// Checkouts for action tests: a repository with a suite of cases and a scripted
// agent, in a variant where some cases pass or fail.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { commitCheckout } from "../helpers/git-checkout.ts";

export interface BenchVariant {
  cases?: number;
  /** Case indexes whose agent answers wrong on every run. */
  failing?: number[];
  /** Case indexes whose agent answers wrong on every other run. */
  flaky?: number[];
  /** Text the agent prints in its answers (e.g. a planted secret). */
  extraOutput?: string;
  /** Long answers, to make failure excerpts big. */
  outputChars?: number;
  /** Long case ids (every table row gets longer). */
  idChars?: number;
  /** What a failing case's agent answers when `explain` asks it why (its session's second turn). */
  explainAnswer?: string;
}

/** A git-less checkout with evals/suite.mjs, evals/agent-bench.config.json and evals/script.json. */
export function benchWorkspace(variant: BenchVariant = {}): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "agent-bench-checkout-"));
  const n = variant.cases ?? 12;
  const id = (i: number) => `case-${i}${variant.idChars ? `-${"long-name-".repeat(Math.ceil(variant.idChars / 10)).slice(0, variant.idChars)}` : ""}`;
  mkdirSync(path.join(dir, "evals"), { recursive: true });
  const lines = ['import { assert } from "agent-bench";', "", "export default ["];
  for (let i = 0; i < n; i++) {
    lines.push(`  { id: "${id(i)}", prompt: "Do task ${i}.", assert(report) { assert.match(report.finalOutput, /^ok/, "the agent should answer ok"); } },`);
  }
  lines.push("];", "");
  writeFileSync(path.join(dir, "evals", "suite.mjs"), lines.join("\n"));
  writeFileSync(
    path.join(dir, "evals", "agent-bench.config.json"),
    JSON.stringify({ runners: { bot: { type: "scripted", script: "./script.json" } } }, null, 2),
  );
  const padding = variant.outputChars ? ` ${"x".repeat(variant.outputChars)}` : "";
  const extra = variant.extraOutput ? ` ${variant.extraOutput}` : "";
  const answer = (text: string) => [
    { tool: "shell", command: `echo ${text}` },
    { text: `${text}${extra}${padding}` },
    { usage: { input: 100, output: 10 }, cost: 0.001 },
  ];
  const cases: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) {
    if (variant.failing?.includes(i))
      cases[id(i)] = variant.explainAnswer ? { turns: [answer("broken"), [{ text: `${variant.explainAnswer} (${id(i)})` }]] } : answer("broken");
    else if (variant.flaky?.includes(i)) cases[id(i)] = { runs: [answer("ok"), answer("broken")] };
  }
  writeFileSync(path.join(dir, "evals", "script.json"), JSON.stringify({ cases, steps: answer("ok") }, null, 2));
  commitCheckout(dir);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
