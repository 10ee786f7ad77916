// Warnings the action gives: each once, in the log as an annotation and in
// the job summary. A write GitHub refuses (a fork PR's read-only token) is
// explained once, not once per call.

import * as core from "@actions/core";
import { isForbidden } from "../github/octokit.ts";

export class Warnings {
  readonly #seen = new Set<string>();
  #forbiddenExplained = false;

  add(message: string): void {
    if (this.#seen.has(message)) return;
    this.#seen.add(message);
    core.warning(message);
  }

  /** A write to GitHub failed: explain a read-only token once, report anything else as it is. */
  githubWrite(what: string, error: unknown): void {
    if (isForbidden(error)) {
      if (this.#forbiddenExplained) return;
      this.#forbiddenExplained = true;
      this.add(
        `could not write ${what}: the token is read-only (a pull request from a fork gets a read-only GITHUB_TOKEN). ` +
          "The results are in the job summary and the artifact; for comments and checks on fork PRs use the two-workflow pattern (docs/action.md#fork-pull-requests).",
      );
      return;
    }
    this.add(`could not write ${what}: ${(error as Error).message}`);
  }

  list(): string[] {
    return [...this.#seen];
  }
}
