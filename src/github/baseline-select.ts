// Which earlier run is the baseline. Pure: the I/O that pages through runs
// and artifacts is in baseline.ts.

export interface CandidateRun {
  id: number;
  event: string;
  headSha: string;
  headBranch: string;
  /** owner/repo the run's head came from. */
  headRepo: string;
  conclusion: string | null;
  createdAt: string;
}

export interface CandidateArtifact {
  id: number;
  name: string;
  expired: boolean;
  createdAt?: string;
}

export interface BaselineRules {
  repository: string;
  branch: string;
  /** The PR's base sha: the exact baseline, preferred when such a run exists. */
  preferSha?: string;
  artifactName: string;
}

/**
 * Trust only push runs of the base repository itself: a fork can have a
 * branch called "main" too, and its runs must never become a baseline. A run
 * whose gate (or another job) failed is still a candidate: whether agent-bench
 * finished is for its artifact to say (isCompleteBaseline).
 */
export function isTrustedBaseline(run: CandidateRun, rules: BaselineRules): boolean {
  return run.event === "push" && run.conclusion !== null && run.headBranch === rules.branch && run.headRepo.toLowerCase() === rules.repository.toLowerCase();
}

/**
 * The artifact's results.json summary says every planned execution ran. Artifacts
 * from before the marker are trusted only from runs that succeeded.
 */
export function isCompleteBaseline(run: CandidateRun, summary: { completed?: boolean; cancelled?: boolean } | undefined): boolean {
  if (summary?.completed !== undefined) return summary.completed && summary.cancelled !== true;
  return run.conclusion === "success" && summary?.cancelled !== true;
}

export function usableArtifact(artifacts: readonly CandidateArtifact[], name: string): CandidateArtifact | undefined {
  // Several with the same name: the newest (highest id) wins, as @actions/artifact does.
  return artifacts.filter((a) => a.name === name && !a.expired).sort((a, b) => b.id - a.id)[0];
}

export function ageOf(createdAt: string, now: Date): string {
  const ms = now.getTime() - new Date(createdAt).getTime();
  const hours = ms / 3_600_000;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (hours < 1) return unit(Math.max(1, Math.round(ms / 60_000)), "minute");
  if (hours < 48) return unit(Math.round(hours), "hour");
  return unit(Math.round(hours / 24), "day");
}
