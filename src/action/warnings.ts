// Warnings the action gives: each once, in the log as an annotation and in
// the job summary. A write GitHub refuses is explained once per cause: on a
// fork PR the token is read-only whatever the workflow asks; otherwise the
// workflow did not grant the permission that write needs.

import { docUrl } from "../doc-link.ts";
import * as core from "@actions/core";
import { isForbidden } from "../github/octokit.ts";

/** The `permissions:` entry each write needs. */
const PERMISSION_FOR: Record<string, string> = {
  "the PR comment": "pull-requests: write",
  "the check run": "checks: write",
};

export class Warnings {
  readonly #seen = new Set<string>();
  readonly #explained = new Set<string>();
  readonly #forkPr: boolean;

  constructor(options: { forkPr?: boolean } = {}) {
    this.#forkPr = options.forkPr === true;
  }

  add(message: string): void {
    if (this.#seen.has(message)) return;
    this.#seen.add(message);
    core.warning(message);
  }

  /** A write to GitHub failed: explain a refusal once per cause, report anything else as it is. */
  githubWrite(what: string, error: unknown): void {
    if (isForbidden(error)) {
      const permission = PERMISSION_FOR[what];
      const cause = this.#forkPr || !permission ? "read-only" : permission;
      if (this.#explained.has(cause)) return;
      this.#explained.add(cause);
      if (cause === "read-only") {
        this.add(
          `could not write ${what}: the token is read-only (a pull request from a fork gets a read-only GITHUB_TOKEN, whatever the workflow's permissions say). ` +
            `The results are in the job summary and the artifact; for comments and checks on fork PRs use the two-workflow pattern (${docUrl("action.md#fork-pull-requests")}).`,
        );
      } else {
        this.add(
          `could not write ${what}: GitHub refused it (403). The workflow's token lacks the "${permission}" permission: add it under permissions: in the workflow (${docUrl("action.md#permissions")}).`,
        );
      }
      return;
    }
    this.add(`could not write ${what}: ${(error as Error).message}`);
  }

  list(): string[] {
    return [...this.#seen];
  }
}
