// The step log while the suite runs: one line per finished execution, with
// failure details that quote the agent's output. The log is visible to anyone
// who can read the workflow run, and the runner masks only the values it was
// given (and their base64 forms): so every result is redacted before it is
// described, and every line again as it is written.

import { createProgress } from "../execute/progress.ts";
import type { RunListener } from "../report/run-listener.ts";
import type { Redactor } from "../github/redact.ts";
import type { AdaptiveSettings } from "../model/adaptive.ts";

/** `adaptive`: counts runs as the terminal does, "run k (of at most N)". */
export function redactedProgress(redactor: Redactor, adaptive?: AdaptiveSettings): RunListener {
  const stream = {
    columns: 100,
    isTTY: false,
    write: (chunk: string | Uint8Array) => process.stdout.write(redactor.redact(String(chunk)).text),
  } as unknown as NodeJS.WriteStream;
  const progress = createProgress({
    stream,
    interactive: false,
    verbose: true,
    ...(adaptive ? { adaptive: { minRuns: adaptive.minRuns, maxRuns: adaptive.maxRuns } } : {}),
  });
  const onEnd = progress.onExecutionEnd?.bind(progress);
  return { ...progress, ...(onEnd ? { onExecutionEnd: (result) => onEnd(redactor.redactValue(result).value) } : {}) };
}
