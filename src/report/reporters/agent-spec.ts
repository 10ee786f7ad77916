// Reporter agents (yao's `-r`): `--reporter agent:RUNNER`, or a config
// `reporters` entry { agent, extensions?, options?, timeout? }. A configured
// runner writes the -o files it takes; yao's built-in ids map to agent-bench's
// own renderers. Pure: specs in, specs out.

import type { ReporterEntry } from "../../config/config.ts";
import { configError } from "../../errors.ts";
import { BUILTIN_EXTENSIONS } from "../formats.ts";

export interface AgentReporterSpec {
  /** As messages name it: "agent:writer". */
  name: string;
  /** A runner id, or one of BUILTIN_AGENTS. */
  agent: string;
  /** The -o extensions it writes; absent: every -o file except the machine formats (MACHINE_EXTENSIONS). */
  extensions?: string[];
  /** yao's options ({verbose, include_outputs, include_inputs}) and anything else the config entry gives. */
  options: Record<string, unknown>;
  timeoutMs?: number;
}

/** yao's built-in reporter agents, rendered by agent-bench itself ("summary": the Markdown report's top sections). */
export const BUILTIN_AGENTS = { "report.json": "json", "report.markdown": "md", "report.html": "html", "report.summary": "summary" } as const;
export type BuiltinAgentFormat = (typeof BUILTIN_AGENTS)[keyof typeof BUILTIN_AGENTS];

const PREFIX = "agent:";

export function isAgentSpec(spec: ReporterEntry): boolean {
  return typeof spec !== "string" || spec.startsWith(PREFIX);
}

export function builtinAgent(agent: string): BuiltinAgentFormat | undefined {
  return Object.hasOwn(BUILTIN_AGENTS, agent) ? BUILTIN_AGENTS[agent as keyof typeof BUILTIN_AGENTS] : undefined;
}

/** Files other programs read: an agent writes them only when its entry lists their extensions. */
export function isMachineExtension(extension: string): boolean {
  const format = BUILTIN_EXTENSIONS[extension];
  return format === "json" || format === "junit" || format === "jsonl";
}

/** `agent:writer` or a config entry → the spec; `verbose` is -v. */
export function agentSpecOf(entry: ReporterEntry, verbose: boolean): AgentReporterSpec {
  const raw = typeof entry === "string" ? { agent: entry.slice(PREFIX.length) } : entry;
  const where = typeof entry === "string" ? "--reporter" : "reporters";
  const agent = raw.agent.trim();
  if (agent === "") {
    throw configError(`${where}: "${typeof entry === "string" ? entry : "agent"}" names no runner`, {
      where,
      hint: `write agent:<runner id> (a runner from the config), or one of ${Object.keys(BUILTIN_AGENTS).join(", ")}`,
    });
  }
  const extensions = raw.extensions?.map((e) => (e.startsWith(".") ? e : `.${e}`).toLowerCase());
  const streamed = extensions?.filter((e) => BUILTIN_EXTENSIONS[e] === "jsonl") ?? [];
  if (streamed.length > 0) {
    throw configError(`reporter agent:${agent}: ${streamed.join(", ")} is the event log the engine streams during the run; an agent cannot write it`, {
      where,
      hint: "drop it from extensions",
    });
  }
  return {
    name: `${PREFIX}${agent}`,
    agent,
    ...(extensions ? { extensions: [...new Set(extensions)] } : {}),
    options: { verbose, include_outputs: true, include_inputs: true, ...raw.options },
    ...(raw.timeoutMs !== undefined ? { timeoutMs: raw.timeoutMs } : {}),
  };
}

/** The runner ids reporter agents use (built-in ids need none): they serve the run and are not benchmarked. */
export function reporterRunnerIds(entries: readonly ReporterEntry[]): string[] {
  return entries
    .filter(isAgentSpec)
    .map((e) => (typeof e === "string" ? e.slice(PREFIX.length) : e.agent).trim())
    .filter((id) => id !== "" && !builtinAgent(id));
}
