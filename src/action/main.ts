// The action's pipeline: inputs → mode → publish → gate. One catch maps every
// error to a failed step with a message that says what to fix.

import * as core from "@actions/core";
import { formatError, isAgentBenchError } from "../errors.ts";
import { createOctokit } from "../github/octokit.ts";
import { readContext, readPayload } from "../github/context.ts";
import { Redactor, secretsFromEnv } from "../github/redact.ts";
import { parseInputs, type InputName } from "./inputs.ts";
import { mergeMode } from "./merge-mode.ts";
import { setOutputs, type SuiteOutcome } from "./outputs.ts";
import type { PublishContext } from "./context.ts";
import { reportMode } from "./report-mode.ts";
import { provideSuiteApi } from "../suite/user-api.ts";
import { runMode } from "./run-mode.ts";
import { Warnings } from "./warnings.ts";

export async function runAction(env: Record<string, string | undefined> = process.env): Promise<void> {
  provideSuiteApi();
  const controller = new AbortController();
  // A cancelled job gets SIGINT, then SIGTERM 7.5 s later: stop the agents at once and
  // spend the time left on uploading and summarizing what finished.
  const onSignal = (signal: string) => {
    core.warning(`${signal}: the job is being cancelled; stopping the agents and keeping what finished`);
    controller.abort();
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    const inputs = parseInputs((name: InputName) => core.getInput(name));
    // Mask secret values in the log too (artifacts, comments and summaries are redacted separately).
    for (const secret of [inputs.githubToken, ...secretsFromEnv(env)]) if (secret) core.setSecret(secret);
    const ctx = readContext(env, readPayload(env));
    // Only a fork PR's own run has a read-only token by design; a workflow_run (report) run has the base repository's.
    const warnings = new Warnings({ forkPr: ctx.eventName === "pull_request" && ctx.pr?.fromFork === true });
    const p: PublishContext = {
      inputs,
      ctx,
      octokit: inputs.githubToken ? createOctokit(inputs.githubToken) : undefined,
      redactor: new Redactor([...secretsFromEnv(env), inputs.githubToken].filter(Boolean)),
      warnings,
      multiSuite: false,
      ...(ctx.pr ? { pr: { number: ctx.pr.number, baseRef: ctx.pr.baseRef, baseSha: ctx.pr.baseSha } } : {}),
    };
    let outcomes: SuiteOutcome[];
    switch (inputs.mode) {
      case "run":
        outcomes = await runMode(p, env.GITHUB_WORKSPACE ?? process.cwd(), controller.signal);
        break;
      case "report":
        outcomes = await reportMode(p);
        break;
      case "merge":
        outcomes = await mergeMode(p);
        break;
    }
    setOutputs(outcomes);
    if (controller.signal.aborted) {
      core.setFailed("the job was cancelled; the results that finished were uploaded");
      return;
    }
    const failing = outcomes.flatMap((o) =>
      o.published?.gate.conclusion === "failure" ? o.published.gate.reasons.map((r) => `${o.results.suiteKey}: ${r}`) : [],
    );
    if (failing.length) core.setFailed(`agent-bench: ${failing.join("; ")}`);
  } catch (error) {
    if (isAgentBenchError(error)) core.setFailed(`agent-bench: ${formatError(error)}`);
    else core.setFailed(`agent-bench: internal error: ${(error as Error)?.stack ?? String(error)}`);
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}
