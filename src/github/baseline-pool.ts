// Pools the base branch's earlier runs into a baseline that was found
// (baseline.ts): reads the history artifact the baseline's own run carried
// (so every entry is at or before it), checks each entry against the base
// branch's push runs of this repository as the REST API lists them, and
// hands both to the pure rules (history/pool.ts). Shared by the action and
// `--base github:`. A missing or unreadable history is no pool, never a lost
// baseline.

import { mkdir } from "node:fs/promises";
import path from "node:path";
import { HISTORY_FILE, type HistoryFile } from "../history/entry.ts";
import { poolBaseline, type PoolSettings, type TrustedRun } from "../history/pool.ts";
import { readHistoryFile } from "../history/schema.ts";
import type { StabilityFile } from "../model/stability.ts";
import { errorMessage } from "../errors.ts";
import { isTrustedBaseline, usableArtifact, type BaselineRules, type CandidateRun } from "./baseline-select.ts";

/** The listing a pool needs: completed push runs on the branch, newest first, 30 a page (BaselineSource's). */
export interface PoolSource {
  listRuns(filter: { branch: string }, page: number): Promise<CandidateRun[]>;
  listArtifacts(runId: number, name: string): Promise<Array<{ id: number; name: string; expired: boolean }>>;
  download(artifact: { id: number; name: string; expired: boolean }, run: CandidateRun, dir: string): Promise<void>;
}

export interface PoolOptions extends PoolSettings {
  /** Injectable for tests. */
  now?: Date;
}

export interface PooledBaseline {
  /** The pooled baseline, or undefined when nothing could be pooled (pooling off, no full sha). */
  stability?: StabilityFile;
  /** Why the history could not be read (a warning for the reader); the baseline is then the latest run alone. */
  warning?: string;
}

/** Pages of runs listed to check entries: 10 × 30 runs, far more than 14 days of pushes hold for most repositories. */
const MAX_PAGES = 10;
const PAGE = 30;
const DAY_MS = 86_400_000;

export async function poolFoundBaseline(
  source: PoolSource,
  rules: BaselineRules,
  found: { run: CandidateRun; stability: StabilityFile; dir: string },
  options: PoolOptions,
): Promise<PooledBaseline> {
  if (options.maxRuns <= 0) return {};
  const now = options.now ?? new Date();
  let history: HistoryFile | undefined;
  try {
    history = await downloadHistory(source, found.run, `${rules.artifactName}-history`, `${found.dir}-history`);
  } catch (error) {
    return {
      warning: `the history of the baseline's run ${found.run.id} could not be read, so main's earlier runs were not pooled into the baseline: ${errorMessage(error).split("\n")[0]}`,
    };
  }
  // Only a history with earlier entries that could pool needs the runs listed to check them.
  const earlier = history?.entries.filter((e) => e.runId !== found.run.id && e.tests !== undefined) ?? [];
  const trusted = earlier.length > 0 ? await trustedRuns(source, rules, now.getTime() - options.maxAgeDays * DAY_MS) : new Map<number, TrustedRun>();
  const stability = poolBaseline({ stability: found.stability, runId: found.run.id, sha: found.run.headSha }, history, {
    settings: options,
    trusted,
    now,
  });
  return stability ? { stability } : {};
}

async function downloadHistory(source: PoolSource, run: CandidateRun, name: string, dir: string): Promise<HistoryFile | undefined> {
  const artifact = usableArtifact(await source.listArtifacts(run.id, name), name);
  if (!artifact) return undefined;
  await mkdir(dir, { recursive: true });
  await source.download(artifact, run, dir);
  return readHistoryFile(path.join(dir, HISTORY_FILE));
}

/** The base branch's push runs of this repository since `since` (ms), by id: what a history entry must be to pool. */
export async function trustedRuns(source: Pick<PoolSource, "listRuns">, rules: BaselineRules, since: number): Promise<Map<number, TrustedRun>> {
  const trusted = new Map<number, TrustedRun>();
  for (let page = 1; page <= MAX_PAGES; page++) {
    const runs = await source.listRuns({ branch: rules.branch }, page);
    for (const run of runs) if (isTrustedBaseline(run, rules)) trusted.set(run.id, { id: run.id, sha: run.headSha, createdAt: run.createdAt });
    const oldest = Date.parse(runs.at(-1)?.createdAt ?? "");
    if (runs.length < PAGE || !(oldest >= since)) break;
  }
  return trusted;
}
