// The run's snapshot checks from the config's `snapshots` and the flags, set
// up before any agent starts: the file is read (a malformed one is a mistake,
// exit 2), and a snapshot flag without a `snapshots` config is one too.

import { docUrl } from "../doc-link.ts";
import path from "node:path";
import type { ResolvedConfig } from "../config/config.ts";
import type { RunSettings } from "../config/settings.ts";
import { configError } from "../errors.ts";
import type { RunnerConfig } from "../runners/runner.ts";
import { SnapshotChecks } from "./checker.ts";
import { readSnapshots } from "./file.ts";

/** skillgym's names for agent types where agent-bench's differ: snapshot files name the agent type. */
const SKILLGYM_TYPES: Record<string, string> = { cursor: "cursor-agent" };

export async function setUpSnapshots(settings: RunSettings, config: ResolvedConfig, runners: readonly RunnerConfig[]): Promise<SnapshotChecks | undefined> {
  const snapshots = config.snapshots;
  if (!snapshots) {
    const flag = settings.updateSnapshots
      ? "--update-snapshots"
      : settings.snapshotsWarn
        ? "--snapshots-warn"
        : settings.snapshotsPath
          ? "--snapshots"
          : undefined;
    if (flag)
      throw configError(`${flag}: the config has no snapshots`, {
        where: flag,
        hint: `add snapshots: { tolerance: { percent: 10 } } to the config (${docUrl("configuration.md#snapshots")}), or drop the flag`,
      });
    return undefined;
  }
  const file = settings.snapshotsPath ? path.resolve(settings.cwd, settings.snapshotsPath) : snapshots.file;
  const shownFile = shown(file, settings.cwd);
  return new SnapshotChecks({
    file,
    shownFile,
    settings: { metric: snapshots.metric, tolerance: snapshots.tolerance },
    entries: await readSnapshots(file),
    update: settings.updateSnapshots === true,
    warnOnly: settings.snapshotsWarn === true,
    ci: Boolean(process.env.CI),
    runners: new Map(runners.map((r) => [r.id, { agentType: SKILLGYM_TYPES[r.type] ?? r.type, ...(r.model ? { model: r.model } : {}) }])),
    acceptCommand: (caseId, runnerId) =>
      [
        "agent-bench run",
        ...settings.suites.map((s) => quote(shown(path.resolve(settings.cwd, s), settings.cwd))),
        ...(settings.config ? ["-c", quote(shown(path.resolve(settings.cwd, settings.config), settings.cwd))] : []),
        "--case",
        quote(caseId),
        "--runner",
        quote(runnerId),
        ...(settings.snapshotsPath ? ["--snapshots", quote(shownFile)] : []),
        "--update-snapshots",
      ].join(" "),
  });
}

function shown(file: string, cwd: string): string {
  const rel = path.relative(cwd, file);
  return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel : file;
}

function quote(word: string): string {
  return /^[\w./:@%+=,-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}
