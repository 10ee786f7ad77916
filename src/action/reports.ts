// The reports that travel in the artifact: report.md and a self-contained
// report.html with transcripts (open it from the downloaded artifact).
// Secrets are redacted from the raw files and from the data first, then the
// reports are rendered from them, then the rendered files are scanned again:
// escaping (JSON in a <script> block, HTML, Markdown) never runs on a secret.

import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { ReportModel } from "../report/model.ts";
import { renderMarkdown } from "../report/markdown/render.ts";
import { redactFolder, type FolderRedaction } from "../github/redact-files.ts";
import type { Redactor } from "../github/redact.ts";
import { liftArmDirs } from "./lift.ts";

const REPORTS = ["report.md", "report.html"];

/** `baseDir`: the downloaded baseline artifact, for the side-by-side view of flipped cells. */
export async function writeArtifactReports(outDir: string, model: ReportModel, redactor: Redactor, baseDir?: string): Promise<FolderRedaction> {
  const raw = await redactFolder(outDir, redactor);
  if (baseDir) await redactFolder(baseDir, redactor);
  const safe = redactor.redactValue(model).value;
  await writeFile(path.join(outDir, "report.md"), renderMarkdown(safe));
  // Each measured skill's arm without it ran in its own folder inside the out-dir (redacted above with it).
  const liftRuns = (model.lifts ?? []).flatMap((l) => liftArmDirs(outDir, l.skill));
  await writeFile(
    path.join(outDir, "report.html"),
    // Loaded here, after the agents: not part of the action's start-up.
    await (
      await import("../report/html/build.ts")
    ).buildHtmlReport(safe, { outDir, ...(baseDir ? { baseDir } : {}), ...(liftRuns.length ? { liftRuns } : {}) }),
  );
  const rendered = await redactFolder(outDir, redactor, REPORTS);
  return { files: raw.files + rendered.files, redactions: raw.redactions + rendered.redactions, unscannable: [...raw.unscannable, ...rendered.unscannable] };
}
