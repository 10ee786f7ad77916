// The one way an HTML report is made, for `run -o report.html`, `compare
// --format html` and the action's artifact alike: the run's transcripts from
// its out-dir, and, with a comparison and the base run's folder, the flipped
// cells side by side; then the page.

import type { ReportModel } from "../model.ts";
import { liftViews, readLiftRuns } from "../lift/load-views.ts";
import { loadSideBySide } from "./load-side-by-side.ts";
import { loadTranscripts, type TranscriptOptions } from "./load-transcripts.ts";
import { renderHtml } from "./render.ts";

export interface HtmlReportSources {
  /** The run's out-dir: each execution's session.json. */
  outDir: string;
  /** The base run's folder (results.json and sessions; untrusted when downloaded): the side-by-side view of flipped cells. */
  baseDir?: string;
  /** Page title (default "agent-bench report"). */
  title?: string;
  transcripts?: TranscriptOptions;
  /** The folders of the runs that hold the lifts' arms without the skill (the action's lift/<skill>/): their cells side by side with this run's. */
  liftRuns?: readonly string[];
}

export async function buildHtmlReport(model: ReportModel, sources: HtmlReportSources): Promise<string> {
  const transcripts = loadTranscripts(sources.outDir, model.run.results, sources.transcripts);
  const sideBySide =
    sources.baseDir && model.comparison ? await loadSideBySide(sources.baseDir, sources.outDir, model.run.results, model.comparison) : undefined;
  const lifts = model.lifts ?? [];
  const lift =
    lifts.length > 0 && sources.liftRuns
      ? liftViews(lifts, [{ dir: sources.outDir, results: model.run.results, treatment: model.run.treatment }, ...(await readLiftRuns(sources.liftRuns))])
      : undefined;
  return renderHtml(model, {
    ...(sources.title ? { title: sources.title } : {}),
    transcripts,
    ...(sideBySide ? { sideBySide } : {}),
    ...(lift ? { liftViews: lift } : {}),
  });
}
