// What the loader says about cases that are not checked the ordinary way: a
// yao case with nothing to check (it runs, with one warning per file), and a
// case using a feature agent-bench cannot run (reported errored, or with
// --strict a load error).

import { configError, type AgentBenchError } from "../errors.ts";
import type { SuiteCase, UnsupportedFeature } from "../model/case.ts";

const NAMED = 10;

/** One warning for a file's cases with neither assert nor expected: yao passes them when the agent answers without an error. */
export function noCheckWarning(file: string, ids: readonly string[]): string {
  const names = ids
    .slice(0, NAMED)
    .map((id) => JSON.stringify(id))
    .join(", ");
  const more = ids.length > NAMED ? `, and ${ids.length - NAMED} more` : "";
  const which = ids.length === 1 ? `case ${names} has` : `${ids.length} cases have`;
  const list = ids.length === 1 ? "" : ` (${names}${more})`;
  return (
    `${file}: ${which} no check${list}: as in yao, ${ids.length === 1 ? "it passes" : "each passes"} whenever the agent finishes without an error; ` +
    `add "assert" rules or an "expected" value to check the reply, or write "assert": [] to say the case only measures`
  );
}

/** `"before" calls the Yao process "env_test.Before", which agent-bench cannot run; prepare …` */
export function unsupportedText(features: readonly UnsupportedFeature[]): string {
  return features.map((f) => `"${f.field}" ${f.reason}; ${f.hint}`).join("; ");
}

/** "unsupported: before, after": the failure class of a case that is not run. */
export function unsupportedLabel(features: readonly UnsupportedFeature[]): string {
  return `unsupported: ${[...new Set(features.map((f) => f.field))].join(", ")}`;
}

/** --strict: the case is a load error at its file:line. */
export function strictError(c: SuiteCase, where: string): AgentBenchError {
  const features = c.unsupported ?? [];
  const [first] = features;
  const what = features.map((f) => `"${f.field}" ${f.reason}`).join("; ");
  return configError(`${where}: case "${c.id}": ${what}`, {
    hint: `${first?.hint ?? "remove the field"}; without --strict such a case is reported errored (unsupported) and the other cases run`,
  });
}
