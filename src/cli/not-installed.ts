// After a run in which a runner's agent CLI could not be found, one error
// line that says which and how to install it (the pinned command `init`
// writes into the workflow), and how to try the suite without it.

import type { RunFile } from "../model/result.ts";
import { initAgent } from "../init/agents.ts";
import { plural } from "../format.ts";

/** "agent-bench: …\n  hint: …", or undefined when every runner's CLI was found. */
export function notInstalledMessage(run: RunFile): string | undefined {
  const missing = run.plan.runners.flatMap((runner) => {
    const results = run.results.filter((r) => r.runnerId === runner.id && r.status !== "skipped");
    const executable = /could not start "([^"]+)": not found/u.exec(results[0]?.error?.message ?? "")?.[1];
    if (!executable || !results.every((r) => r.failureOrigin === "spawn")) return [];
    return [{ runner, executable, count: results.length, install: initAgent(runner.type)?.install }];
  });
  if (missing.length === 0) return undefined;
  const what = missing.map((m) => `${m.runner.id} (${m.executable} is not installed or not on PATH; ${plural(m.count, "execution")} errored)`).join(", ");
  const installs = missing.flatMap((m) => (m.install ? [m.install] : []));
  const install = installs.length > 0 ? `install it: ${installs.join(" && ")}` : "install the agent's CLI, or set the runner's command to its path";
  return `agent-bench: could not start ${what}\n  hint: ${install}; or try the suite offline, against the scripted agent: agent-bench init --agent scripted, then run with -r scripted\n`;
}
