// The "next:" lines `agent-bench init` prints: commands that work on this
// machine. An agent CLI that is not on PATH gets its install command; the
// scripted agent is offered to try the suite offline; a TypeScript suite says
// what type-checking it needs.

import { accessSync, constants } from "node:fs";
import path from "node:path";
import { docUrl } from "../doc-link.ts";
import { initAgent } from "./agents.ts";

export interface NextInput {
  suite: string;
  runners: ReadonlyArray<{ id: string; type: string }>;
  /** init wrote the starter suite (its prompts start with TODO). */
  wroteSuite: boolean;
  workflow?: string;
  secrets: readonly string[];
  /** Whether an executable is on PATH (tests pass their own). */
  onPath?: (executable: string) => boolean;
}

export function nextLines(input: NextInput): string[] {
  const onPath = input.onPath ?? isOnPath;
  const run = `npx agent-bench run ${input.suite}`;
  const scripted = input.runners.filter((r) => r.type === "scripted").map((r) => r.id);
  const real = input.runners.filter((r) => r.type !== "scripted");
  const lines: string[] = [];
  if (input.wroteSuite && real.length > 0)
    lines.push(`write each case's prompt in ${input.suite} (a prompt that still starts with TODO is not sent to a real agent)`);
  const missing = [...new Set(real.map((r) => r.type))].flatMap((type) => {
    const agent = initAgent(type);
    return agent?.executable && agent.install && !onPath(agent.executable) ? [agent] : [];
  });
  for (const agent of missing) lines.push(`install the ${agent.type} CLI (${agent.executable} is not on PATH): ${agent.install}`);
  if (real.length > 0) lines.push(scripted.length > 0 ? `${run} -r ${real.map((r) => r.id).join(",")}` : run);
  if (scripted.length > 0) lines.push(real.length > 0 ? `offline, against the scripted agent (no API key): ${run} -r ${scripted[0]}` : run);
  else if (missing.length > 0)
    lines.push(`to try the suite offline first, against the scripted agent: npx agent-bench init --agent scripted, then ${run} -r scripted`);
  if (/\.[mc]?ts$/u.test(input.suite))
    lines.push(`to type-check ${input.suite} with tsc: npm install --save-dev typescript @types/node (${docUrl("suites.md#type-checking")})`);
  if (input.workflow) {
    const secrets = input.secrets.length > 0 ? `add the repository secret${input.secrets.length > 1 ? "s" : ""} ${input.secrets.join(", ")} and ` : "";
    lines.push(`then ${secrets}push ${input.workflow}`);
  }
  return lines;
}

function isOnPath(executable: string): boolean {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir === "") continue;
    try {
      accessSync(path.join(dir, executable), constants.X_OK);
      return true;
    } catch {
      // not in this folder
    }
  }
  return false;
}
