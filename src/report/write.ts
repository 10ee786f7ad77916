// Writes the -o report files of a finished run (the renderers stay pure; this
// is their I/O): each file's format follows its extension, a custom reporter's
// extensions first. JSON Lines files were streamed by the engine during the
// run. A file that cannot be written does not stop the others.

import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { configError, errorMessage } from "../errors.ts";
import { builtinFormatOf, unknownFormat, type ReportFormat } from "./formats.ts";
import type { TranscriptOptions } from "./html/load-transcripts.ts";
import { jsonReport, renderJson } from "./json.ts";
import { writeJsonFile } from "./json-file.ts";
import { renderJsonl } from "./jsonl.ts";
import { renderJunit } from "./junit.ts";
import { renderMarkdown } from "./markdown/render.ts";
import type { ReportModel } from "./model.ts";
import type { ReporterSet } from "./reporters/runtime.ts";

export interface WriteOptions {
  /** The run's out-dir: where the HTML report reads each execution's session.json. */
  outDir: string;
  reporters?: ReporterSet;
  transcripts?: TranscriptOptions;
  /** The engine streamed the .jsonl files during the run (agent-bench run); otherwise they are rendered here. */
  jsonlStreamed?: boolean;
  /** The base run's folder (results.json and sessions), for the HTML report's side-by-side view of flipped cells. */
  baseDir?: string;
}

export type OutputKind = ReportFormat | "reporter";

/** What writes each -o file; throws a clear error for an extension nothing renders (check before the run). */
export function outputKind(file: string, reporters?: ReporterSet): OutputKind {
  if (reporters?.rendererFor(file)) return "reporter";
  const format = builtinFormatOf(file);
  if (!format) throw unknownFormat(file, reporters?.extensions ?? []);
  return format;
}

/** Writes every output (except .jsonl ones the engine streamed); returns the files written. */
export async function writeReports(files: readonly string[], model: ReportModel, options: WriteOptions): Promise<string[]> {
  const written: string[] = [];
  const failures: string[] = [];
  for (const file of files) {
    const kind = outputKind(file, options.reporters);
    if (kind === "jsonl" && options.jsonlStreamed !== false) continue;
    if (kind === "json") {
      // Written as it is built: for 100,000 executions the document is over 100 MB.
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeJsonFile(file, jsonReport(model), { trailingNewline: true });
        written.push(file);
      } catch (error) {
        failures.push(`${file}: ${errorMessage(error)}`);
      }
      continue;
    }
    const content = kind === "reporter" ? await options.reporters!.render(file, model) : await renderBuiltin(kind, model, options);
    // A failed reporter is recorded by the ReporterSet; the command reports it after everything else is written.
    if (content === undefined) continue;
    try {
      await writeAtomic(file, content);
      written.push(file);
    } catch (error) {
      failures.push(`${file}: ${errorMessage(error)}`);
    }
  }
  if (failures.length > 0) {
    throw configError(`cannot write ${failures.length === 1 ? "a report" : `${failures.length} reports`}:\n  ${failures.join("\n  ")}`, {
      where: "-o",
      hint: "choose report paths in folders you can write to; the results are in the out-dir",
    });
  }
  return written;
}

export async function renderBuiltin(
  format: ReportFormat,
  model: ReportModel,
  options: Pick<WriteOptions, "outDir" | "transcripts" | "baseDir">,
): Promise<string> {
  switch (format) {
    case "jsonl":
      return renderJsonl(model);
    case "json":
      return renderJson(model);
    case "md":
      return renderMarkdown(model);
    case "junit":
      return renderJunit(model);
    case "html":
      // The HTML builder and its page script load only for runs that write an .html report.
      return (await import("./html/build.ts")).buildHtmlReport(model, options);
  }
}

async function writeAtomic(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}`;
  await writeFile(tmp, content);
  await rename(tmp, file);
}
