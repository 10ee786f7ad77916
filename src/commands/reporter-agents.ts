// Reporter agents as reporters: each -o file an agent takes is one call of
// its runner after the run, like a judge's (a throwaway workspace and home,
// its timeout, its logs in <out-dir>/reporters/<runner>-<n>/), with secrets
// redacted from what it is given and from what it writes. A built-in id
// (report.html, …) renders with agent-bench's own renderer instead.

import path from "node:path";
import { configError } from "../errors.ts";
import { runHelper } from "../execute/helper-run.ts";
import type { ResolvedRun } from "../execute/prepare.ts";
import { Redactor, secretsFromEnv } from "../github/redact.ts";
import { joinSections } from "../report/markdown/budget.ts";
import { markdownSections } from "../report/markdown/render.ts";
import type { ReportModel } from "../report/model.ts";
import { reporterAnswer, reporterRequest, REQUEST_FILE } from "../report/reporters/agent-request.ts";
import { builtinAgent, type AgentReporterSpec } from "../report/reporters/agent-spec.ts";
import type { LoadedReporter } from "../report/reporters/load.ts";
import type { RenderOptions } from "../report/reporters/types.ts";
import { renderBuiltin } from "../report/write.ts";
import { createScriptedModels, type ScriptedModels } from "../runners/scripted-model/run-models.ts";
import { pathSegment } from "../execute/paths.ts";

const DEFAULT_TIMEOUT_MS = 300_000;
const SUMMARY_SECTIONS = new Set(["title", "verdict", "headline", "notes"]);

export interface AgentReporters {
  reporters: LoadedReporter[];
  /** Stops the scripted model server, if a reporter agent started one. */
  close(): Promise<void>;
}

/** Checks each spec against the config (before the run) and makes its reporter. */
export function agentReporters(prepared: ResolvedRun, specs: readonly AgentReporterSpec[], signal: AbortSignal): AgentReporters {
  const runners = prepared.config.runners;
  for (const spec of specs) {
    if (builtinAgent(spec.agent) || runners.some((r) => r.id === spec.agent)) continue;
    throw configError(`reporter ${spec.name}: no runner "${spec.agent}" in the config`, {
      where: "--reporter",
      hint: `configured runners: ${runners.map((r) => r.id).join(", ") || "none"}; agent-bench's own: agent:report.json, agent:report.markdown, agent:report.html, agent:report.summary`,
    });
  }
  let models: ScriptedModels | undefined;
  const modelsFor = async () => {
    if (!models) {
      models = createScriptedModels({ logFile: path.join(prepared.outDir, "reporters", "model-server.log") });
      await models.check(runners.filter((r) => specs.some((s) => s.agent === r.id)));
    }
    return models;
  };
  // Made when the first agent reporter asks: reading the environment for secrets costs start-up time a run without one need not pay.
  let redactor: Redactor | undefined;
  let calls = 0;
  const reporters = specs.map((spec): LoadedReporter => {
    const format = builtinAgent(spec.agent);
    const render = format
      ? (model: ReportModel) => (format === "summary" ? summary(model) : renderBuiltin(format, model, { outDir: prepared.outDir }))
      : async (model: ReportModel, options: RenderOptions) =>
          askAgent({
            prepared,
            spec,
            model,
            file: options.file,
            n: ++calls,
            models: await modelsFor(),
            redactor: (redactor ??= new Redactor(secretsFromEnv(process.env))),
            signal,
          });
    return {
      name: spec.name,
      file: spec.name,
      reporter: { render, ...(spec.extensions ? { extensions: spec.extensions } : {}) },
      extensions: spec.extensions ?? [],
      ...(spec.extensions ? {} : { claimsRest: true }),
    };
  });
  return { reporters, close: async () => models?.close() };
}

function summary(model: ReportModel): string {
  return `${joinSections(
    markdownSections(model)
      .filter((s) => SUMMARY_SECTIONS.has(s.id))
      .map((s) => s.variants[0]),
  )}\n`;
}

interface AgentCall {
  prepared: ResolvedRun;
  spec: AgentReporterSpec;
  model: ReportModel;
  file: string;
  n: number;
  models: ScriptedModels;
  redactor: Redactor;
  signal: AbortSignal;
}

/** The agent's answer for one -o file; throws (the ReporterSet records it) when it gave none. */
async function askAgent(call: AgentCall): Promise<string> {
  const { prepared, spec, file } = call;
  const runner = prepared.config.runners.find((r) => r.id === spec.agent)!;
  const request = reporterRequest(call.model, file, spec.options);
  const redact = (text: string) => call.redactor.redact(text).text;
  const dir = path.join(prepared.outDir, "reporters", `${pathSegment(runner.id)}-${call.n}`);
  const shown = path.relative(prepared.outDir, dir);
  try {
    const session = await runHelper({
      runner: { ...runner, timeoutMs: spec.timeoutMs ?? runner.timeoutMs ?? prepared.config.defaults.timeoutMs ?? DEFAULT_TIMEOUT_MS },
      role: "reporter",
      caseId: "report",
      prompt: redact(request.prompt),
      call: call.n,
      dir,
      timeoutMs: DEFAULT_TIMEOUT_MS,
      signal: call.signal,
      modelServerUrl: call.models.urlFor,
      files: [{ name: REQUEST_FILE, content: redact(request.file) }],
    });
    const failed = session.errors[0];
    if (failed && session.finalOutput.trim() === "") throw new Error(`failed: ${failed.message}`);
    return redact(reporterAnswer(session.finalOutput, path.extname(file).toLowerCase()));
  } catch (error) {
    throw new Error(`${path.basename(file)} not written: the agent "${runner.id}" ${describe(error)}; its logs are in ${shown}`, { cause: error });
  }
}

function describe(error: unknown): string {
  const message = (error as Error)?.message ?? String(error);
  // runHelper says `the reporter "<id>" exited with code 3 (see <dir>/stderr.log)`: the runner and the logs are named here.
  return message.replace(/^the reporter "[^"]*" /u, "").replace(/ \(see [^()]*\)$/u, "");
}
