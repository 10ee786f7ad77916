// -o FILE: the format follows the extension. Custom reporters may add
// extensions of their own (src/report/reporters/).

import path from "node:path";
import { configError } from "../errors.ts";

export type ReportFormat = "json" | "jsonl" | "md" | "html" | "junit";

export const BUILTIN_EXTENSIONS: Readonly<Record<string, ReportFormat>> = {
  ".json": "json",
  ".jsonl": "jsonl",
  ".ndjson": "jsonl",
  ".md": "md",
  ".markdown": "md",
  ".html": "html",
  ".htm": "html",
  ".xml": "junit",
};

export function extensionOf(file: string): string {
  return path.extname(file).toLowerCase();
}

export function builtinFormatOf(file: string): ReportFormat | undefined {
  return BUILTIN_EXTENSIONS[extensionOf(file)];
}

/** The built-in format of a report file; a clear error for any other extension. */
export function formatOf(file: string, reporterExtensions: readonly string[] = []): ReportFormat {
  const format = builtinFormatOf(file);
  if (!format) throw unknownFormat(file, reporterExtensions);
  return format;
}

export function unknownFormat(file: string, reporterExtensions: readonly string[]) {
  const ext = extensionOf(file) || "(no extension)";
  const custom = reporterExtensions.length ? `; your reporters add ${reporterExtensions.join(", ")}` : "";
  return configError(`-o ${shown(file)}: unknown report format "${ext}"`, {
    hint: `the extension chooses the format: ${Object.keys(BUILTIN_EXTENSIONS).join(", ")}${custom}; a --reporter module can render others (export const extensions = [".txt"])`,
  });
}

/** The path as the user likely typed it: relative to the working folder when inside it. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file;
}
