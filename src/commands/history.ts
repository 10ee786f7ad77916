// `agent-bench history SOURCE [--format text|md|html|json] [-o FILE] [--suite PATH] [--limit N]`

import { docUrl } from "../doc-link.ts";
import { existsSync, statSync } from "node:fs";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { intFlag, parseFlags } from "../cli/args.ts";
import { configError } from "../errors.ts";
import { DEFAULT_HISTORY_LENGTH, historyEntry, historyVersion, type HistoryFile } from "../history/entry.ts";
import { historyHtml, historyMarkdown, historyText } from "../report/history-page.ts";
import { readHistoryFile } from "../history/schema.ts";
import { buildTrend } from "../history/trend.ts";
import { readRunFile } from "../model/run-file.ts";

export const HISTORY_USAGE = `Usage: agent-bench history SOURCE [options]

Shows how a suite's results moved over a series of runs: the pass rate with
its 95% interval, cost, duration, where the agent CLI or the treatment
changed, and the cells that are flaky (${docUrl("history.md")}). SOURCE is a
history.json (the GitHub Action's history artifact) or a folder of run
out-dirs (e.g. .agent-bench/runs), read oldest first.

Options:
  --format text|md|html|json
                     output format (default: from -o's extension, else text);
                     json writes a history.json built from the runs
  -o, --output FILE  write to FILE instead of stdout
  --suite PATH       the suite to show when the folder holds runs of several
  --limit N          the last N runs (default: ${DEFAULT_HISTORY_LENGTH})
  -h, --help         show this help
`;

const FORMATS = ["text", "md", "html", "json"] as const;

export async function historyCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseFlags(
    argv,
    {
      format: { type: "string" },
      output: { type: "string", short: "o" },
      suite: { type: "string" },
      limit: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    "history",
  );
  if (values.help) {
    process.stdout.write(HISTORY_USAGE);
    return 0;
  }
  if (positionals.length !== 1)
    throw configError(`history takes one SOURCE (got ${positionals.length})`, {
      where: "agent-bench history",
      hint: "agent-bench history .agent-bench/runs, or agent-bench history history.json",
    });
  const format = values.format ?? formatOfFile(values.output) ?? "text";
  if (!(FORMATS as readonly string[]).includes(format))
    throw configError(`--format must be one of ${FORMATS.join(", ")} (got "${format}")`, { where: "--format" });
  const limit = intFlag(values.limit, "--limit") ?? DEFAULT_HISTORY_LENGTH;
  const source = positionals[0];
  const loaded = await load(source, values.suite);
  const history: HistoryFile = { ...loaded, entries: loaded.entries.slice(-limit) };
  if (history.entries.length === 0)
    throw configError("no runs to show", { where: source, hint: "a folder of agent-bench out-dirs (each with results.json), or a history.json" });
  const trend = buildTrend(history);
  const text =
    format === "json"
      ? `${JSON.stringify(history, null, 2)}\n`
      : format === "md"
        ? historyMarkdown(trend)
        : format === "html"
          ? historyHtml(trend)
          : historyText(trend);
  if (values.output) {
    await mkdir(path.dirname(path.resolve(values.output)), { recursive: true });
    await writeFile(values.output, text);
    process.stdout.write(`${history.entries.length} runs of ${history.suite} written to ${values.output}\n`);
  } else process.stdout.write(text);
  return 0;
}

async function load(source: string, suite: string | undefined): Promise<HistoryFile> {
  if (!existsSync(source)) throw configError("no such file or folder", { where: source });
  if (!statSync(source).isDirectory()) {
    const history = await readHistoryFile(source);
    if (suite && history.suite !== suite) throw configError(`the history is of ${history.suite}, not ${suite}`, { where: "--suite" });
    return history;
  }
  const folders = existsSync(path.join(source, "results.json"))
    ? [source]
    : (await readdir(source, { withFileTypes: true }))
        .filter((e) => e.isDirectory() && existsSync(path.join(source, e.name, "results.json")))
        .map((e) => path.join(source, e.name));
  const runs = await Promise.all(folders.map((dir) => readRunFile(dir)));
  const suites = [...new Set(runs.map((r) => r.suite.path))].sort();
  const chosen = suite ?? (suites.length === 1 ? suites[0] : undefined);
  if (chosen === undefined) {
    if (suites.length === 0) throw configError("the folder holds no agent-bench runs (no */results.json)", { where: source });
    throw configError(`the folder holds runs of ${suites.length} suites: ${suites.join(", ")}`, { where: source, hint: "choose one with --suite" });
  }
  const entries = runs
    .filter((r) => r.suite.path === chosen)
    .sort((a, b) => a.startedAt.localeCompare(b.startedAt))
    .map((r) => historyEntry(r));
  if (entries.length === 0) throw configError(`no runs of ${chosen} in the folder (it holds ${suites.join(", ")})`, { where: "--suite" });
  return { version: historyVersion(entries), suite: chosen, entries };
}

function formatOfFile(file: string | undefined): string | undefined {
  const ext = file ? path.extname(file).toLowerCase() : "";
  return { ".md": "md", ".html": "html", ".htm": "html", ".json": "json", ".txt": "text" }[ext];
}
