// Every name the action gives a suite's things on GitHub: artifacts, the check
// run, the comment's marker and title. One job running several suites appends
// the suite to each, so nothing collides.

import type { PublishContext } from "./context.ts";

type Naming = Pick<PublishContext, "inputs" | "multiSuite">;

export function suiteSuffix(p: Pick<PublishContext, "multiSuite">, suiteKey: string): string {
  return p.multiSuite ? `-${suiteKey.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "")}` : "";
}

/** The results artifact: `<artifact-name>[-suite][-shard-I-of-N]`. */
export function resultsArtifactName(p: Naming, suiteKey: string, shard?: { index: number; total: number }): string {
  return p.inputs.artifactName + suiteSuffix(p, suiteKey) + (shard ? `-shard-${shard.index}-of-${shard.total}` : "");
}

export function historyArtifactName(p: Naming, suiteKey: string): string {
  return `${p.inputs.artifactName}${suiteSuffix(p, suiteKey)}-history`;
}

/** `<artifact-name>[-suite]-report.html`: one per suite, so names never collide in a run. */
export function reportArtifactName(p: Naming, suiteKey: string): string {
  return `${p.inputs.artifactName}${suiteSuffix(p, suiteKey)}-report.html`;
}

/** The suite's check name: the input, with the suite appended when one job runs several. */
export function suiteCheckName(p: Naming, suiteKey: string): string {
  return p.multiSuite ? `${p.inputs.checkName} (${suiteKey})` : p.inputs.checkName;
}

/** The comment's heading. */
export function suiteTitle(p: Naming, suiteKey: string): string {
  return p.multiSuite ? `agent-bench: ${suiteKey}` : "agent-bench";
}

/** What the sticky comment's marker is made from: jobs of a matrix over runners share the suite, their artifact names keep their comments apart. */
export function commentMarkerKey(p: Naming, suiteKey: string): string {
  return p.inputs.artifactName === "agent-bench-results" ? suiteKey : `${suiteKey}@${p.inputs.artifactName}`;
}
