// -o FILE: the format follows the extension.

import path from "node:path";
import { configError } from "../errors.ts";
import type { ReportModel } from "./model.ts";

export type ReportFormat = "json" | "jsonl";

const EXTENSIONS: Record<string, ReportFormat> = { ".json": "json", ".jsonl": "jsonl" };

export function formatOf(file: string): ReportFormat {
  const format = EXTENSIONS[path.extname(file).toLowerCase()];
  if (!format) {
    throw configError(`-o ${file}: unknown report format "${path.extname(file) || "(no extension)"}"`, {
      where: "-o",
      hint: `the extension chooses the format: ${Object.keys(EXTENSIONS).join(", ")}`,
    });
  }
  return format;
}

/** The full report as one JSON document. */
export function renderJson(model: ReportModel): string {
  const { run } = model;
  return `${JSON.stringify(
    {
      schemaVersion: 1,
      tool: run.tool,
      summary: run.summary,
      environment: run.environment,
      suite: run.suite,
      plan: run.plan,
      startedAt: run.startedAt,
      endedAt: run.endedAt,
      cases: run.cases,
      results: run.results,
      stability: model.stability ?? null,
      comparison: model.comparison ?? null,
    },
    null,
    2,
  )}\n`;
}
