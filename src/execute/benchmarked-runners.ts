// Which runners a run benchmarks: the configured ones and runner types named
// with --runner, less the runners that serve the suite (judges, simulated
// users, reporter agents); a run left with none is an error.

import { configError } from "../errors.ts";
import type { ReporterEntry, ResolvedConfig } from "../config/config.ts";
import { defaultRunner } from "../config/runners.ts";
import type { RunSettings } from "../config/settings.ts";
import type { LoadedSuite, SuiteCase } from "../model/case.ts";
import { reporterRunnerIds } from "../report/reporters/agent-spec.ts";
import { getAdapter, runnerTypes } from "../runners/registry.ts";
import type { RunnerConfig } from "../runners/runner.ts";
import { splitList } from "../suite/tags.ts";

/**
 * The runners to benchmark and the run's reporters. Judges, simulated users and reporter agents
 * serve the suite; a run where nothing is left to benchmark is an error.
 */
export function benchmarkedRunners(suite: LoadedSuite, config: ResolvedConfig, settings: RunSettings): { runners: RunnerConfig[]; reporters: ReporterEntry[] } {
  const helpers = checkHelpers(suite, config);
  // A reporter agent's runner writes the report; it is benchmarked only when --runner names it.
  const named = new Set(splitList(settings.runners ?? []));
  const reporters = [...(settings.reporters ?? []), ...config.reporters];
  const reporting = new Set(reporterRunnerIds(reporters).filter((id) => !named.has(id)));
  const runners = agentRunners(selectableRunners(config, settings), helpers, settings).filter((r) => !reporting.has(r.id));
  const serving = [...new Set([...helpers.keys(), ...[...reporting].filter((id) => config.runners.some((r) => r.id === id))])];
  if (runners.length === 0 && serving.length > 0 && config.runners.length > 0) {
    throw configError(`every configured runner serves the suite (${serving.join(", ")}): none is left to benchmark`, {
      where: config.file,
      hint: "add a runner for the agent under test",
    });
  }
  if (runners.length === 0) {
    throw configError("no runners configured", {
      where: config.file ?? "agent-bench.config.*",
      hint: `add runners to agent-bench.config.{ts,json,yaml} next to the suite, or name a runner type with --runner (${runnerTypes().join(", ")})`,
    });
  }
  return { runners, reporters };
}

/**
 * Every runner the run may use works in-process (scripted, http): the configured ones (judge, helper and
 * reporter runners are configured too) and those --runner adds. Known once the config is loaded, before the suite.
 * Wrong only on the safe side: a process helper stopped too early is started again by the first spawn.
 */
export function onlyInProcess(config: ResolvedConfig, settings: RunSettings): boolean {
  return selectableRunners(config, settings).every((r) => getAdapter(r.type)?.inProcess === true);
}

/** Configured runners, plus runner types named with --runner when no runner has that id; --model overrides models. */
function selectableRunners(config: ResolvedConfig, settings: RunSettings): RunnerConfig[] {
  const runners = [...config.runners];
  for (const id of splitList(settings.runners ?? [])) {
    if (runners.some((r) => r.id === id)) continue;
    const adapter = getAdapter(id);
    if (adapter && !adapter.requiresCommand && !adapter.requiresModel) {
      runners.push(defaultRunner(adapter, config.dir, undefined));
    } else if (adapter && adapter.requiresModel && settings.model) {
      runners.push(defaultRunner(adapter, config.dir, settings.model));
    }
  }
  if (!settings.model) return runners;
  return runners.map((r) => ({ ...r, model: settings.model }));
}

/**
 * Runners that serve the suite: every judge (its rules' runner or the config's default) and every
 * simulated user must be configured. Returns their ids: they judge or play the user, they are not benchmarked.
 */
function checkHelpers(suite: LoadedSuite, config: ResolvedConfig): Map<string, string> {
  const helpers = new Map<string, string>();
  if (config.judge) helpers.set(config.judge, "the config's judge");
  const need = (c: SuiteCase, id: string | undefined, what: string, hint: string) => {
    const where = `${c.source.file}${c.source.line ? `:${c.source.line}` : ""}`;
    if (!id) throw configError(`${where}: case "${c.id}" has a ${what} but no runner for it`, { hint });
    if (!config.runners.some((r) => r.id === id)) {
      throw configError(`${where}: case "${c.id}": the ${what} runner "${id}" is not configured`, {
        hint: `configured runners: ${config.runners.map((r) => r.id).join(", ") || "none"}`,
      });
    }
    if (!helpers.has(id)) helpers.set(id, `the ${what} of case "${c.id}"`);
  };
  for (const c of suite.cases) {
    const rules = [...(c.rules ?? []), ...(c.dialog?.checkpoints.flatMap((cp) => cp.rules) ?? [])];
    for (const rule of rules) {
      if (rule.type !== "judge" && rule.type !== "agent") continue;
      need(
        c,
        rule.runner ?? rule.use?.replace(/^agents:/, "") ?? config.judge,
        "judge",
        'add "judge": "<runner id>" to the config, or "runner": "<id>" to the rule',
      );
    }
    if (c.dialog) need(c, c.dialog.simulator.runner, "simulated user", 'set "simulator": {"use": "<runner id>"} to a runner in the config');
  }
  return helpers;
}

/** The runners to benchmark: judges and simulated users only serve; naming one with --runner is an error. */
function agentRunners(runners: RunnerConfig[], helpers: Map<string, string>, settings: RunSettings): RunnerConfig[] {
  for (const id of splitList(settings.runners ?? [])) {
    const role = helpers.get(id);
    if (role)
      throw configError(`--runner ${id}: "${id}" is ${role}, not an agent to benchmark`, {
        where: "--runner",
        hint: "a runner that judges or plays the user is not benchmarked; configure a second runner of the same type to benchmark it",
      });
  }
  return runners.filter((r) => !helpers.has(r.id));
}
