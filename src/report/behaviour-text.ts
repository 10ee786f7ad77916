// One behaviour change as a short phrase ("skill `greet` used in 10/10 → 1/10
// runs"), for every report: Markdown passes its code-span maker for the
// labels, the HTML report and plain text pass their own. Labels come from what
// the agent ran and wrote, so they only ever reach the page through `code`.

import type { BehaviourChange } from "../model/behaviour.ts";
import { formatDecimal, formatDuration, formatRelative, formatTokens } from "../format.ts";

export function behaviourPhrase(change: BehaviourChange, code: (label: string) => string): string {
  const label = code(change.label ?? "");
  const runs = `${change.base}/${change.baseRuns ?? 0} → ${change.head}/${change.headRuns ?? 0} runs`;
  const appeared = change.base === 0;
  const gone = change.head === 0;
  switch (change.aspect) {
    case "skill":
      return `skill ${label} used in ${runs}`;
    case "tool":
      return `tool ${label} called in ${runs}`;
    case "command":
      if (appeared) return `new command ${label} in ${change.head}/${change.headRuns ?? 0} runs`;
      return gone ? `command ${label} no longer run (${runs})` : `command ${label} run in ${runs}`;
    case "write":
      if (appeared) return `new file ${label} written in ${change.head}/${change.headRuns ?? 0} runs`;
      return gone ? `file ${label} no longer written (${runs})` : `file ${label} written in ${runs}`;
    case "failed-assertion":
      return `failed assertion ${label} in ${runs}`;
    case "failure-class":
      return appeared ? `new failure class ${label} in ${change.head}/${change.headRuns ?? 0} runs` : `failure class ${label} in ${runs}`;
    case "tokens":
      return `tokens per run ${relative(change)} (${formatTokens(change.base)} → ${formatTokens(change.head)})`;
    case "turns":
      return `turns per run ${relative(change)} (${formatDecimal(change.base)} → ${formatDecimal(change.head)})`;
    case "duration":
      return `duration per run ${relative(change)} (${formatDuration(change.base)} → ${formatDuration(change.head)})`;
  }
}

function relative(change: BehaviourChange): string {
  return formatRelative(change.base, change.head - change.base) || (change.head > change.base ? "up" : "down");
}
