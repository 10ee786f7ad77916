// The judge contract between the `judge` rule and the engine, which runs the
// configured judge runner and records its call in the execution's artifacts.

export interface JudgeRequest {
  /** The agent's final output. */
  output: string;
  /** The case's prompt. */
  input: string;
  /** The rule's `value`: what the output must satisfy. */
  criteria: unknown;
  /** The judge runner named by the rule (`runner`, or yao's `use: "agents:<id>"`); else the config's `judge`. */
  runnerId?: string;
  /** yao `options.metadata`: more context for the judge, sent with the criteria. */
  metadata?: Record<string, unknown>;
  /** evals.json `expected_output`: what success looks like, context for the criteria. */
  expectedOutput?: string;
  /** What the agent did, one step a line (src/assert/agent-steps.ts), for criteria about its actions. */
  steps?: string;
  /** Files the agent wrote, relative to `workspace`: the judge is shown the text of each (bounded). */
  written?: { workspace: string; files: string[] };
}

export interface JudgeVerdict {
  passed: boolean;
  reason: string;
  /** The judge's whole reply, kept in the artifacts. */
  raw?: unknown;
}
