// The reports that travel in the artifact: report.md and a self-contained
// report.html with transcripts (open it from the downloaded artifact).

import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { ReportModel } from "../report/model.ts";
import { renderMarkdown } from "../report/markdown/render.ts";
import { renderHtml } from "../report/html/render.ts";
import { loadTranscripts } from "../report/html/load-transcripts.ts";

export async function writeArtifactReports(outDir: string, model: ReportModel): Promise<void> {
  await writeFile(path.join(outDir, "report.md"), renderMarkdown(model));
  const transcripts = await loadTranscripts(outDir, model.run.results);
  await writeFile(path.join(outDir, "report.html"), renderHtml(model, { transcripts }));
}
