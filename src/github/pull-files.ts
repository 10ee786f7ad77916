// The files a pull request changes (GET /repos/{owner}/{repo}/pulls/{n}/files,
// every page). A renamed file counts under both names: the skill it left was
// edited too. GitHub lists at most 3000 files; a bigger PR is reported as cut.

import type { Octokit } from "./octokit.ts";

/** GitHub's own cap on the files the endpoint lists. */
export const PULL_FILES_LIMIT = 3000;

export interface PullFiles {
  /** Repository-relative paths, "/"-separated, each once. */
  paths: string[];
  /** GitHub listed its limit: the PR may change more files than these. */
  cut: boolean;
}

export async function listPullFiles(octokit: Octokit, target: { owner: string; repo: string; pullNumber: number }): Promise<PullFiles> {
  const paths = new Set<string>();
  let listed = 0;
  for await (const page of octokit.paginate.iterator(octokit.rest.pulls.listFiles, {
    owner: target.owner,
    repo: target.repo,
    pull_number: target.pullNumber,
    per_page: 100,
  })) {
    for (const file of page.data) {
      listed++;
      paths.add(file.filename);
      if (file.previous_filename) paths.add(file.previous_filename);
    }
  }
  return { paths: [...paths], cut: listed >= PULL_FILES_LIMIT };
}
