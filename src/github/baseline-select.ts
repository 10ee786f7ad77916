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
 * Trust only successful push runs of the base repository itself: a fork can
 * have a branch called "main" too, and its runs must never become a baseline.
 */
export function isTrustedBaseline(run: CandidateRun, rules: BaselineRules): boolean {
  return run.event === "push" && run.conclusion === "success" && run.headBranch === rules.branch && run.headRepo.toLowerCase() === rules.repository.toLowerCase();
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
