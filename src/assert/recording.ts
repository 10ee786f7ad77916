// Per-evaluation state: the assertion results being recorded and the soft
// failures being collected. Kept in an AsyncLocalStorage registered under a
// global symbol, so that a second copy of agent-bench loaded by a suite (and the
// bundled dist/) still records into the engine's evaluation.

import { AsyncLocalStorage } from "node:async_hooks";
import type { AssertionResult, FailureClass } from "../model/result.ts";

export interface SoftFailure {
  error: Error;
  failureClass?: FailureClass;
}

export interface EvaluationStore {
  results: AssertionResult[];
  softFailures: SoftFailure[];
  /** Errors already listed in `results`, so the hook entry does not repeat them. */
  recorded: WeakSet<Error>;
  repoRoot: string;
}

const STORE_KEY = Symbol.for("agent-bench.assertions.store");
const CLASS_KEY = Symbol.for("agent-bench.assertions.class");
const shared = globalThis as unknown as Record<symbol, unknown>;

const storage = (shared[STORE_KEY] ??= new AsyncLocalStorage<EvaluationStore>()) as AsyncLocalStorage<EvaluationStore>;
/** The failure class of the innermost assert.classify() around the running code. */
export const classStorage = (shared[CLASS_KEY] ??= new AsyncLocalStorage<FailureClass>()) as AsyncLocalStorage<FailureClass>;

export function currentStore(): EvaluationStore | undefined {
  return storage.getStore();
}

export function withStore<T>(store: EvaluationStore, fn: () => Promise<T>): Promise<T> {
  return storage.run(store, fn);
}

export function newStore(repoRoot: string): EvaluationStore {
  return { results: [], softFailures: [], recorded: new WeakSet(), repoRoot };
}

export function recordResult(result: AssertionResult, error?: Error): void {
  const store = storage.getStore();
  if (!store) return;
  store.results.push(result);
  if (error) store.recorded.add(error);
}
