// What a run records about itself before its first execution: the suite, the
// plan, the cases and the treatment (the agent's setup). The output folder is
// created and every runner checked first, so a mistake stops the run before
// anything is written.

import { mkdir } from "node:fs/promises";
import { errorMessage, infraError } from "../errors.ts";
import type { LoadedSuite, WorkspaceConfig } from "../model/case.ts";
import type { CaseInfo, PlanInfo, RunFile } from "../model/result.ts";
import type { TreatmentManifest } from "../model/treatment.ts";
import { runnerSettings, type Plan } from "../plan/plan.ts";
import { getAdapter } from "../runners/registry.ts";
import { suiteFingerprint, testFingerprint } from "./fingerprint.ts";
import { createOwnFolder } from "./own-folders.ts";
import { defaultRoots } from "./portable.ts";
import { repoRelative } from "./repo.ts";
import { buildTreatment } from "./treatment.ts";
import { variantTreatments } from "./variant-treatment.ts";
import { treatmentHash } from "../model/treatment-hash.ts";

export interface RunHeader {
  suite: RunFile["suite"];
  plan: PlanInfo;
  cases: CaseInfo[];
  treatment: TreatmentManifest;
}

export async function describeRun(req: {
  suite: LoadedSuite;
  plan: Plan;
  outDir: string;
  repoRoot: string;
  cwd: string;
  workspace?: WorkspaceConfig;
}): Promise<RunHeader> {
  try {
    await createOwnFolder(req.outDir);
    await mkdir(req.outDir, { recursive: true });
  } catch (error) {
    throw infraError(`cannot create the output folder ${req.outDir}: ${errorMessage(error)}`, { where: "--out-dir", hint: "choose a folder you can write to" });
  }
  for (const runner of runnerSettings(req.plan)) await getAdapter(runner.type)?.preflight?.(runner);
  const roots = defaultRoots(req.repoRoot);
  const treatment = await buildTreatment(req.workspace, req.cwd, req.plan.runners, roots);
  // Only a run with variants records them: a run without keeps the manifest (and hash) it always had.
  if (req.plan.variants) treatment.variants = await variantTreatments(req.plan.variants, roots);
  const cases = caseInfos(req.plan, req.repoRoot);
  const suite = {
    path: req.suite.path === "<inline>" ? "<inline>" : repoRelative(req.suite.path, req.repoRoot),
    format: req.suite.format,
    fingerprint: suiteFingerprint(req.plan.cases, treatmentHash(treatment)),
  };
  const plan: PlanInfo = {
    cases: req.plan.cases.map((c) => c.id),
    runners: req.plan.runners.map((r) => ({ id: r.id, type: r.type, ...(r.model ? { model: r.model } : {}) })),
    runs: req.plan.runs,
    executions: req.plan.executions.length,
    ...(req.plan.variants ? { variants: req.plan.variants.map((v) => v.variant.id) } : {}),
    ...(req.plan.shard ? { shard: req.plan.shard } : {}),
    filters: req.plan.filters,
  };
  return { suite, plan, cases, treatment };
}

function caseInfos(plan: Plan, repoRoot: string): CaseInfo[] {
  return plan.cases.map((c) => ({
    id: c.id,
    tags: c.tags,
    prompt: c.prompt,
    expectedFail: c.expectedFail,
    ...(c.skip ? { skip: c.skip } : {}),
    ...(c.measureOnly ? { noCheck: true as const } : {}),
    source: { file: c.source.file === "<inline>" ? "<inline>" : repoRelative(c.source.file, repoRoot), ...(c.source.line ? { line: c.source.line } : {}) },
    testFingerprint: testFingerprint(c),
    ...(c.skillEval?.kind === "trigger" ? { trigger: { skill: c.skillEval.skill.name, shouldTrigger: c.skillEval.shouldTrigger } } : {}),
  }));
}
