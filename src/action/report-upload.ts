// The HTML report as its own artifact, uploaded without a zip so GitHub
// serves it in the browser: one click from the PR comment, the check run and
// the job summary. Where the unzipped upload is refused (an older GitHub
// Enterprise Server), the report goes up zipped on its own, and the links say
// why it has to be downloaded.

import * as core from "@actions/core";
import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { sha256 } from "../execute/paths.ts";
import { uploadFolder, uploadUnzipped } from "../github/artifacts.ts";
import { runUrl } from "../github/context.ts";
import { oneLine } from "../report/sanitize.ts";
import type { PublishContext, SuiteRun, UploadedReport } from "./context.ts";
import { reportArtifactName } from "./naming.ts";

/** The report (unzipped, or its zipped fallback) and the history: artifacts beside a suite's results, not results. */
export function isCompanionArtifact(name: string): boolean {
  return /-(report\.html|report|history)$/u.test(name);
}

export async function uploadReport(p: PublishContext, results: SuiteRun): Promise<UploadedReport | undefined> {
  const name = reportArtifactName(p, results.suiteKey);
  const dir = path.join(process.env.RUNNER_TEMP ?? results.outDir, "agent-bench-report-html", sha256(results.suiteKey).slice(0, 8));
  const file = path.join(dir, name);
  // The artifact belongs to this workflow run (in report mode, not the run that produced the results).
  const link = (id: number | undefined) => `${runUrl(p.ctx)}/artifacts/${id}`;
  try {
    await mkdir(dir, { recursive: true });
    await copyFile(path.join(results.outDir, "report.html"), file);
  } catch (error) {
    p.warnings.add(`could not prepare the HTML report for upload: ${(error as Error).message}`);
    return undefined;
  }
  const retention = p.inputs.retentionDays ? { retentionDays: p.inputs.retentionDays } : {};
  try {
    const { id } = await uploadUnzipped(file, retention);
    core.info(`uploaded ${name} unzipped (${id})`);
    return { url: link(id) };
  } catch (error) {
    const why = `the unzipped upload was refused: ${oneLine((error as Error).message).slice(0, 300)}`;
    core.warning(`${name}: ${why}; uploading it zipped instead`);
    try {
      const zipName = name.replace(/\.html$/u, "");
      const { id } = await uploadFolder(zipName, dir, retention);
      return { url: link(id), zipped: why };
    } catch (zipError) {
      p.warnings.add(`could not upload the HTML report (${why}; zipped: ${(zipError as Error).message}); it is in the ${p.inputs.artifactName} artifact`);
      return undefined;
    }
  }
}
