// Workspace mode "none": the reports' warning that executions changed files in
// the folder they all work in (results' sharedChanges, execute/shared-folder.ts).
// Plain text: each renderer escapes it (file names and ids are untrusted).

import type { ExecutionResult } from "../model/result.ts";
import { plural } from "../format.ts";

const SHOWN = 5;

export function sharedChangesNote(results: readonly ExecutionResult[]): string | undefined {
  const changed = results.filter((r) => r.sharedChanges);
  if (changed.length === 0) return undefined;
  const listed = changed.slice(0, SHOWN).map((r) => {
    const { files, count } = r.sharedChanges!;
    const shown = files.slice(0, 3).join(", ") + (count > 3 ? ` and ${count - 3} more` : "");
    return `run ${r.run} of ${r.caseId} (${r.runnerId}): ${shown}`;
  });
  const more = changed.length > SHOWN ? `; ${plural(changed.length - SHOWN, "more execution")}` : "";
  return (
    `${plural(changed.length, "execution")} changed files in the folder every execution works in (workspace mode "none"), ` +
    `so the executions after ${changed.length === 1 ? "it" : "them"} saw the changes and the runs are not independent: ${listed.join("; ")}${more}. ` +
    `The default workspace gives each execution its own copy of the repository.`
  );
}
