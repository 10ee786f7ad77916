// -v: what a person needs to see why an execution failed without opening
// files: each failed assertion with its file:line, the last lines of the
// agent's output and where the full transcript is.

import { closeSync, openSync, readSync, statSync } from "node:fs";
import path from "node:path";
import type { CaseSource } from "../model/case.ts";
import type { ExecutionResult } from "../model/result.ts";
import { firstLine, terminalSafe } from "../report/sanitize.ts";

const TAIL_LINES = 8;
const TAIL_BYTES = 4096;

export function failureDetails(r: ExecutionResult, outDir: string, source: CaseSource | undefined, cwd = process.cwd()): string[] {
  const shown = (file: string) => {
    const relative = path.relative(cwd, file);
    return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file;
  };
  const lines: string[] = [];
  const failed = r.assertions.filter((a) => !a.passed);
  for (const a of failed) {
    const at = a.location ? `${a.location.file}${a.location.line ? `:${a.location.line}` : ""}` : source ? caseAt(source, shown) : "";
    lines.push(`    ${a.name}${at ? ` (${at})` : ""}: ${firstLine(a.message, 300)}`);
  }
  if (failed.length === 0 && r.error)
    lines.push(`    ${r.failureOrigin ?? "error"}${source ? ` (${caseAt(source, shown)})` : ""}: ${firstLine(r.error.message, 300)}`);
  const dir = path.join(outDir, r.artifactDir);
  const tail = lastLines(r.finalOutput) ?? lastLines(readTail(path.join(dir, "stderr.log"))) ?? lastLines(readTail(path.join(dir, "stdout.log")));
  if (tail) {
    lines.push(`    last lines of the agent's output:`);
    for (const l of tail) lines.push(`    │ ${terminalSafe(l)}`);
  } else lines.push("    the agent printed nothing");
  lines.push(`    transcript: ${shown(path.join(dir, "session.json"))} (raw: stdout.log${exists(path.join(dir, "stderr.log")) ? ", stderr.log" : ""})`);
  if (r.workspacePath) lines.push(`    workspace: ${shown(path.join(outDir, r.workspacePath))}`);
  return lines;
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
