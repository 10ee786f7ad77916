// What `agent-bench run` checks once the plan is known and before any agent
// starts, so a mistake costs nothing: a --base that shares no cell with the
// plan, a misspelled assert helper in a suite, init's TODO prompts bound for
// an agent that costs money, an out-dir that already holds a run.

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RunSettings } from "../config/settings.ts";
import { findAssertTypos } from "../assert/typos.ts";
import { docUrl } from "../doc-link.ts";
import { configError } from "../errors.ts";
import type { ResolvedRun } from "../execute/prepare.ts";
import type { StabilityFile } from "../model/stability.ts";
import { checkStarterPrompts } from "../plan/starter-prompts.ts";
import { checkComparable } from "./comparable.ts";

export function checkPlan(prepared: ResolvedRun, baseline: StabilityFile | undefined, settings: RunSettings, resuming: boolean): void {
  if (baseline) {
    const cells = prepared.plan.cells.map((c) => ({ caseId: c.case.id, runnerId: c.runner.id }));
    checkComparable(
      baseline,
      { suite: prepared.suite, cells },
      {
        base: "--base",
        head: "this run",
        hint: "pass the baseline of the same suite and runners, or drop --base; nothing was run",
      },
    );
  }
  checkAssertNames(prepared, settings.cwd);
  const suite = prepared.suite.path ? path.relative(settings.cwd, prepared.suite.path) || prepared.suite.path : "the suite";
  checkStarterPrompts(prepared.plan, suite, settings.allowTodo === true);
  if (!resuming && existsSync(path.join(prepared.outDir, "results.jsonl"))) {
    throw configError(`${prepared.outDir} already holds a run`, {
      where: "--out-dir",
      hint: "choose another folder, or delete it (agent-bench never overwrites results)",
    });
  }
}

/** A misspelled assert helper in a suite module fails every run it is in: say so now, with its file:line. */
function checkAssertNames(prepared: ResolvedRun, cwd: string): void {
  const files = [...new Set(prepared.plan.cases.map((c) => c.source.file))].filter((f) => /\.[cm]?[jt]s$/u.test(f));
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      continue;
    }
    const [typo, ...more] = findAssertTypos(text);
    if (!typo) continue;
    const shown = path.relative(cwd, file) || file;
    throw configError(`${shown}:${typo.line}: ${typo.message}${more.length > 0 ? ` (and ${more.length} more in this file)` : ""}`, {
      where: `${shown}:${typo.line}`,
      hint: `fix the name; every helper is listed in ${docUrl("assertions.md#the-assert-library")}`,
    });
  }
}
