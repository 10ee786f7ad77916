// The one supported Node range is package.json's `engines.node` (">=X.Y.Z");
// below it agent-bench says so in one line instead of failing somewhere inside.
// bin/agent-bench.js repeats this check in plain JavaScript, before anything else loads.

import pkg from "../package.json" with { type: "json" };

export const MIN_NODE: string = pkg.engines.node.replace(/^>=\s*/, "");

/** The sentence for an unsupported Node, or undefined when `version` (e.g. "20.20.2") is supported. */
export function nodeVersionProblem(version: string = process.versions.node): string | undefined {
  const have = version.split(".").map(Number);
  const need = MIN_NODE.split(".").map(Number);
  for (let i = 0; i < 3; i++) {
    if ((have[i] ?? 0) > (need[i] ?? 0)) return undefined;
    if ((have[i] ?? 0) < (need[i] ?? 0)) return `agent-bench needs Node ${MIN_NODE} or newer; this is Node ${version}`;
  }
  return undefined;
}
