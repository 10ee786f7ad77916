// Events the runners' parsers did not understand, summed over a run: one note
// per runner. Agent CLIs change their output formats without notice; a run
// that met unknown event types says so, so a format change shows up as this
// note rather than as assertions failing for no visible reason. Pure.

import type { ExecutionResult } from "../model/result.ts";
import { plural } from "../format.ts";

const LISTED = 5;

export function unknownEventNotes(results: readonly Pick<ExecutionResult, "runnerId" | "unknownEvents" | "cliVersion">[]): string[] {
  const byRunner = new Map<string, { counts: Map<string, number>; versions: Set<string> }>();
  for (const r of results) {
    if (!r.unknownEvents) continue;
    const entry = byRunner.get(r.runnerId) ?? { counts: new Map(), versions: new Set() };
    for (const [type, n] of Object.entries(r.unknownEvents)) entry.counts.set(type, (entry.counts.get(type) ?? 0) + n);
    if (r.cliVersion) entry.versions.add(r.cliVersion);
    byRunner.set(r.runnerId, entry);
  }
  return [...byRunner].map(([runner, { counts, versions }]) => {
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    const types = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const listed = types.slice(0, LISTED).map(([type, n]) => `${type} (${n})`);
    if (types.length > LISTED) listed.push(`${types.length - LISTED} more`);
    const cli = versions.size > 0 ? ` (${[...versions].sort().join(", ")})` : "";
    return `${runner}: ${plural(total, "event")} of types this version does not understand: ${listed.join(", ")}; the agent CLI${cli} may have changed its output format`;
  });
}
