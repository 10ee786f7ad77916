// What a person needs to see why an execution failed without opening files:
// each failed assertion with its file:line and its whole message (the
// commands the agent ran, the input that did not match), bounded to a
// readable length, and where the full transcript is; with -v also the last
// lines of the agent's output and the kept workspace.

import { closeSync, openSync, readSync, statSync } from "node:fs";
import path from "node:path";
import type { CaseSource } from "../model/case.ts";
import type { ExecutionResult } from "../model/result.ts";
import { plural } from "../format.ts";
import { terminalSafe, truncate } from "../report/sanitize.ts";

const TAIL_LINES = 8;
const TAIL_BYTES = 4096;
/** A failure message past these is cut, and the cut is counted. */
const MESSAGE_LINES = 20;
const MESSAGE_CHARS = 2000;

export interface DetailOptions {
  /** The last lines of the agent's output and the kept workspace (-v). */
  verbose: boolean;
  cwd?: string;
}

export function failureDetails(r: ExecutionResult, outDir: string, source: CaseSource | undefined, options: DetailOptions): string[] {
  const cwd = options.cwd ?? process.cwd();
  const shown = (file: string) => {
    const relative = path.relative(cwd, file);
    return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file;
  };
  const lines: string[] = [];
  const failed = r.assertions.filter((a) => !a.passed);
  for (const a of failed) {
    const at = a.location ? `${a.location.file}${a.location.line ? `:${a.location.line}` : ""}` : source ? caseAt(source, shown) : "";
    lines.push(...messageLines(`    ${a.name}${at ? ` (${at})` : ""}: `, a.message ?? "failed", shown(path.join(outDir, "results.json"))));
  }
  if (failed.length === 0 && r.error)
    lines.push(
      ...messageLines(
        `    ${r.failureOrigin ?? "error"}${source ? ` (${caseAt(source, shown)})` : ""}: `,
        r.error.message,
        shown(path.join(outDir, "results.json")),
      ),
    );
  const dir = path.join(outDir, r.artifactDir);
  if (!options.verbose) {
    lines.push(`    transcript: ${shown(path.join(dir, "session.json"))}`);
    return lines;
  }
  const tail = lastLines(r.finalOutput) ?? lastLines(readTail(path.join(dir, "stderr.log"))) ?? lastLines(readTail(path.join(dir, "stdout.log")));
  if (tail) {
    lines.push(`    last lines of the agent's output:`);
    for (const l of tail) lines.push(`    │ ${terminalSafe(l)}`);
  } else lines.push("    the agent printed nothing");
  lines.push(`    transcript: ${shown(path.join(dir, "session.json"))} (raw: stdout.log${exists(path.join(dir, "stderr.log")) ? ", stderr.log" : ""})`);
  if (r.workspacePath) lines.push(`    workspace: ${shown(path.join(outDir, r.workspacePath))}`);
  return lines;
}

/** The whole message under its label, continuation lines indented, cut past MESSAGE_LINES lines or MESSAGE_CHARS characters, saying how much was cut. */
function messageLines(label: string, message: string, whole: string): string[] {
  const text = message.replace(/\r\n?/gu, "\n").replace(/\s+$/u, "");
  const all = text.split("\n");
  const { text: kept } = truncate(all.slice(0, MESSAGE_LINES).join("\n"), MESSAGE_CHARS);
  const shown = kept.split("\n");
  const out = [`${label}${terminalSafe(shown[0])}`, ...shown.slice(1).map((l) => `      ${terminalSafe(l)}`.trimEnd())];
  const cut = [...text].length - [...kept].length;
  if (cut > 0) {
    const lines = all.length - shown.length;
    out.push(`      … ${lines > 0 ? `${plural(lines, "more line")}, ` : ""}${plural(cut, "character")} cut; the whole message is in ${whole}`);
  }
  return out;
}

function caseAt(source: CaseSource, shown: (f: string) => string): string {
  return `${shown(source.file)}${source.line ? `:${source.line}` : ""}`;
}

function lastLines(text: string | undefined): string[] | undefined {
  const lines = (text ?? "")
    .split("\n")
    .map((l) => l.trimEnd())
    .filter((l) => l !== "");
  if (lines.length === 0) return undefined;
  return lines.slice(-TAIL_LINES).map((l) => (l.length > 200 ? `${l.slice(0, 199)}…` : l));
}

/** The end of a log, without reading a large one whole. */
function readTail(file: string): string | undefined {
  try {
    const size = statSync(file).size;
    const length = Math.min(size, TAIL_BYTES);
    const buffer = Buffer.alloc(length);
    const fd = openSync(file, "r");
    try {
      readSync(fd, buffer, 0, length, size - length);
    } finally {
      closeSync(fd);
    }
    return buffer.toString("utf8");
  } catch {
    return undefined;
  }
}

function exists(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
