// The reports that travel in the artifact: report.md and a self-contained
// report.html with transcripts (open it from the downloaded artifact).

import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { ReportModel } from "../report/model.ts";
import { renderMarkdown } from "../report/markdown/render.ts";
import { renderHtml } from "../report/html/render.ts";
import { loadSideBySide } from "../report/html/load-side-by-side.ts";
import { loadTranscripts } from "../report/html/load-transcripts.ts";

/** `baseDir`: the downloaded baseline artifact, for the side-by-side view of flipped cells. */
export async function writeArtifactReports(outDir: string, model: ReportModel, baseDir?: string): Promise<void> {
  await writeFile(path.join(outDir, "report.md"), renderMarkdown(model));
  const transcripts = await loadTranscripts(outDir, model.run.results);
  const sideBySide = baseDir && model.comparison ? await loadSideBySide(baseDir, outDir, model.run.results, model.comparison) : undefined;
  await writeFile(path.join(outDir, "report.html"), renderHtml(model, { transcripts, ...(sideBySide ? { sideBySide } : {}) }));
}
