// The one Octokit the action uses: GitHub's own client (it honours
// GITHUB_API_URL and proxies) with retries for transient failures and
// rate-limit handling, so a flaky API never loses a comment.

import * as core from "@actions/core";
import { getOctokit } from "@actions/github";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";

export type Octokit = ReturnType<typeof getOctokit>;

const MAX_RATE_LIMIT_RETRIES = 3;

interface ThrottledRequest {
  method: string;
  url: string;
}

export function createOctokit(token: string): Octokit {
  return getOctokit(token, { throttle: throttleOptions((message) => core.warning(message)) }, throttling, retry);
}

/**
 * The throttling plugin's handlers, for the action's client and the CLI's (@octokit/rest, for
 * `--base github:`): say what happened, and retry a rate-limited request a few times.
 */
export function throttleOptions(warn: (message: string) => void) {
  return {
    onRateLimit: (retryAfter: number, options: ThrottledRequest, _octokit: unknown, retryCount: number) => {
      warn(`GitHub rate limit hit on ${options.method} ${options.url}; retrying in ${retryAfter}s`);
      return retryCount < MAX_RATE_LIMIT_RETRIES;
    },
    onSecondaryRateLimit: (retryAfter: number, options: ThrottledRequest, _octokit: unknown, retryCount: number) => {
      warn(`GitHub secondary rate limit on ${options.method} ${options.url}; retrying in ${retryAfter}s`);
      return retryCount < MAX_RATE_LIMIT_RETRIES;
    },
  };
}

/** HTTP status of an Octokit error, when it has one. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown })?.status;
  return typeof status === "number" ? status : undefined;
}

/** A read-only token (fork pull requests) cannot write: GitHub answers 403 "Resource not accessible by integration". */
export function isForbidden(error: unknown): boolean {
  return statusOf(error) === 403 && /not accessible by integration|forbidden|permission/i.test((error as Error).message ?? "");
}
