// Calls custom reporters during and after a run. A reporter's error is
// recorded with the reporter and the hook that threw, and never stops the run
// or the other reports: results, built-in reports and the other reporters'
// files are all written before the command reports the failures.

import { pathToFileURL } from "node:url";
import { errorMessage } from "../../errors.ts";
import type { RunListener } from "../run-listener.ts";
import type { ExecutionResult } from "../../model/result.ts";
import type { ReportModel } from "../model.ts";
import { extensionOf } from "../formats.ts";
import { isMachineExtension } from "./agent-spec.ts";
import type { LoadedReporter } from "./load.ts";
import type { HookName, ReporterContext, SuiteStartInfo } from "./types.ts";

export interface ReporterFailure {
  reporter: string;
  file: string;
  hook: HookName;
  message: string;
}

export class ReporterSet {
  readonly failures: ReporterFailure[] = [];
  readonly #reporters: LoadedReporter[];
  readonly #context: ReporterContext;
  readonly #onFailure: (failure: ReporterFailure) => void;
  // Hooks of one reporter run one after another, in event order, even when they are async.
  readonly #queues = new Map<LoadedReporter, Promise<void>>();

  constructor(reporters: LoadedReporter[], context: ReporterContext, onFailure: (failure: ReporterFailure) => void = () => {}) {
    this.#reporters = reporters;
    this.#context = context;
    this.#onFailure = onFailure;
  }

  get extensions(): string[] {
    return this.#reporters.flatMap((r) => r.extensions);
  }

  rendererFor(file: string): LoadedReporter | undefined {
    const ext = extensionOf(file);
    return this.#reporters.find((r) => r.extensions.includes(ext)) ?? (isMachineExtension(ext) ? undefined : this.#reporters.find((r) => r.claimsRest));
  }

  /** The engine's listener: plan → onSuiteStart, each result → onExecutionFinish. */
  listener(suitePath: string): RunListener {
    return {
      onStart: ({ plan, outDir }) => {
        const info: SuiteStartInfo = deepFreeze({
          suite: suitePath,
          cases: plan.cases.map((c) => ({ id: c.id, tags: [...c.tags], prompt: c.prompt })),
          runners: plan.runners.map((r) => ({ id: r.id, type: r.type, ...(r.model ? { model: r.model } : {}) })),
          runs: plan.runs,
          executions: plan.executions.length,
          outDir,
        });
        this.#each("onSuiteStart", (r) => r.reporter.onSuiteStart?.(info));
      },
      onExecutionEnd: (result: ExecutionResult) => {
        if (!this.#reporters.some((r) => typeof r.reporter.onExecutionFinish === "function")) return;
        const copy = deepFreeze(structuredClone(result));
        this.#each("onExecutionFinish", (r) => r.reporter.onExecutionFinish?.(copy));
      },
    };
  }

  /** Content for an -o file this set renders; undefined when the reporter failed (recorded). */
  async render(file: string, model: ReportModel): Promise<string | undefined> {
    const loaded = this.rendererFor(file);
    if (!loaded?.reporter.render) return undefined;
    await this.#settled();
    try {
      const content = await loaded.reporter.render(deepFreeze(model), { ...this.#context, file, extension: extensionOf(file) });
      if (typeof content !== "string") throw new TypeError(`render() returned ${content === null ? "null" : typeof content}, not a string`);
      return content;
    } catch (error) {
      this.#fail(loaded, "render", error);
      return undefined;
    }
  }

  /** onSuiteFinish for every reporter, after their pending hooks. */
  async finish(model: ReportModel): Promise<void> {
    // Frozen only for a reporter that reads it: a run's whole model is every result (~17 ms for 500).
    if (!this.#reporters.some((r) => typeof r.reporter.onSuiteFinish === "function")) return this.#settled();
    const frozen = deepFreeze(model);
    this.#each("onSuiteFinish", (r) => r.reporter.onSuiteFinish?.(frozen, this.#context));
    await this.#settled();
  }

  #each(hook: HookName, call: (r: LoadedReporter) => unknown): void {
    for (const r of this.#reporters) {
      if (typeof (r.reporter as Record<string, unknown>)[hook] !== "function") continue;
      const previous = this.#queues.get(r) ?? Promise.resolve();
      this.#queues.set(
        r,
        previous.then(async () => {
          try {
            await call(r);
          } catch (error) {
            this.#fail(r, hook, error);
          }
        }),
      );
    }
  }

  async #settled(): Promise<void> {
    await Promise.all(this.#queues.values());
  }

  #fail(r: LoadedReporter, hook: HookName, error: unknown): void {
    const name = error instanceof Error ? `${error.name}: ` : "";
    const failure = { reporter: r.name, file: r.file, hook, message: `${name}${errorMessage(error)}${location(error, r.file)}` };
    this.failures.push(failure);
    this.#onFailure(failure);
  }
}

/** " (reporter.mjs:12)" from the first stack frame in the reporter's file, when there is one. */
function location(error: unknown, file: string): string {
  const url = pathToFileURL(file).href;
  const frame = ((error as Error)?.stack ?? "").split("\n").find((l) => l.includes(url) || l.includes(file));
  const match = frame ? /:(\d+):\d+\)?$/u.exec(frame) : null;
  return match ? ` (${file}:${match[1]})` : "";
}

export function formatFailure(f: ReporterFailure): string {
  return `reporter ${f.reporter}: ${f.hook} failed: ${f.message}`;
}

/** Reporters get read-only data: one that mutates what it is given cannot change other reports. */
function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
  return value;
}
