// What a reporter agent is given and what is written from its answer. It gets
// yao's message, the JSON of {report, format, options}, with one sentence of
// instructions added; a report too large for a command-line argument goes in
// a file in its workspace instead. Pure.

import path from "node:path";
import { jsonReport } from "../json.ts";
import type { ReportModel } from "../model.ts";

/** Linux caps one argument at 128 KiB; agent CLIs take the prompt as one. */
export const INLINE_LIMIT = 96 * 1024;
/** The whole request ({report, format, options}), in the reporter agent's working folder. */
export const REQUEST_FILE = "agent-bench-report.json";

const FORMATS: Record<string, string> = { ".md": "markdown", ".markdown": "markdown", ".html": "html", ".htm": "html", ".json": "json", ".xml": "junit" };
const LABELS: Record<string, string> = { markdown: "a Markdown", html: "an HTML", json: "a JSON", junit: "a JUnit XML" };

/** yao's format names (markdown, html, json), plus junit, else the extension without its dot. */
export function formatName(extension: string): string {
  return FORMATS[extension] ?? (extension.replace(/^\./u, "") || "text");
}

export interface ReporterRequest {
  /** The prompt: the request inline, or a pointer to REQUEST_FILE when the report is large. */
  prompt: string;
  /** The whole request, for REQUEST_FILE. */
  file: string;
}

export function reporterRequest(model: ReportModel, outputFile: string, options: Record<string, unknown>): ReporterRequest {
  const format = formatName(path.extname(outputFile).toLowerCase());
  const report = trimmed(jsonReport(model), options);
  const name = path.basename(outputFile);
  const document = `${LABELS[format] ?? `a "${format}"`} document for ${name}`;
  const answer = "Your final answer is written to the file exactly as you give it: reply with the document only.";
  const file = JSON.stringify({ report, format, options });
  const inline = JSON.stringify({
    report,
    format,
    options,
    instructions: `Write the report of this agent-bench run as ${document}, from "report" (agent-bench's JSON report: summary, results, stability, comparison). ${answer}`,
  });
  if (inline.length <= INLINE_LIMIT) return { prompt: inline, file };
  const pointer = JSON.stringify({
    report_file: REQUEST_FILE,
    format,
    options,
    instructions: `The report is too large to send here: read ${REQUEST_FILE} in your working folder (JSON: {report, format, options}) and write the report of this agent-bench run as ${document}. ${answer}`,
  });
  return { prompt: pointer, file };
}

/** yao's include_outputs / include_inputs: false leaves the agent's outputs / the prompts out of the report. */
function trimmed(report: Record<string, unknown>, options: Record<string, unknown>): Record<string, unknown> {
  const outputs = options.include_outputs !== false;
  const inputs = options.include_inputs !== false;
  if (outputs && inputs) return report;
  type Result = { finalOutput?: string; dialog?: { turns: Array<{ user?: string; agent?: string }> } };
  const results = (report.results as Result[]).map(({ finalOutput, dialog, ...rest }) => ({
    ...rest,
    ...(outputs && finalOutput !== undefined ? { finalOutput } : {}),
    ...(dialog
      ? { dialog: { ...dialog, turns: dialog.turns.map(({ user, agent, ...t }) => ({ ...t, ...(inputs ? { user } : {}), ...(outputs ? { agent } : {}) })) } }
      : {}),
  }));
  const cases = inputs ? report.cases : (report.cases as Array<{ prompt?: string }>).map(({ prompt: _prompt, ...rest }) => rest);
  return { ...report, results, cases };
}

/**
 * The file's content from the agent's final output: one code fence around the whole answer is
 * taken off, and an HTML page gets a Content-Security-Policy so no script in it runs and nothing
 * loads (it may quote agent output). Throws when there is nothing to write.
 */
export function reporterAnswer(finalOutput: string, extension: string): string {
  let text = finalOutput.trim();
  const fenced = /^(`{3,}|~{3,})[^\n]*\n([\s\S]*?)\n\1\s*$/u.exec(text);
  if (fenced && !fenced[2].includes(fenced[1])) text = fenced[2].trim();
  if (text === "") throw new Error("gave an empty answer");
  return `${formatName(extension) === "html" ? withPolicy(text) : text}\n`;
}

const POLICY = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">`;

function withPolicy(html: string): string {
  const head = /<head(\s[^>]*)?>/iu.exec(html);
  if (head) return `${html.slice(0, head.index + head[0].length)}${POLICY}${html.slice(head.index + head[0].length)}`;
  const doctype = /^\s*<!doctype[^>]*>/iu.exec(html);
  return doctype ? `${doctype[0]}${POLICY}${html.slice(doctype[0].length)}` : `${POLICY}${html}`;
}
