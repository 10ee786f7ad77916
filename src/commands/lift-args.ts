// agent-bench lift's own flags, taken out of argv; the rest are run's flags
// and go to run's parser (commands/run.ts settingsFromArgv), so -c, -r, -n,
// -p, --case, --tag and the others mean exactly what they mean for run.

import { docUrl } from "../doc-link.ts";
import { configError } from "../errors.ts";

export type LiftFormat = "text" | "md" | "json";

export interface LiftArgs {
  skills: string[];
  format: LiftFormat;
  outputs: string[];
  failIfNotHelping: boolean;
  /** --runs auto: a first look at min-runs, then max-runs for the skills still undecided. */
  auto?: { minRuns: number; maxRuns: number };
  help: boolean;
  /** Everything else, for run's parser. */
  runArgv: string[];
}

export const LIFT_USAGE = `Usage: agent-bench lift [SUITE...] [--skill NAME]... [options]

Runs each case with every named skill present and with it removed, and says whether the skill
helps, hurts, or makes no detectable difference (${docUrl("lift.md")}).

Options:
      --skill NAME        a skill to measure (repeatable, comma-separated; default: every skill
                          the workspace's agent skill folders hold)
                          SUITE defaults to each skill's own evals/evals.json
  -n, --runs N|auto       runs per case and variant (default 1); auto: --min-runs for every
                          skill, then --max-runs for the skills still undecided
      --min-runs N        with --runs auto: the first look (default 3)
      --max-runs N        with --runs auto: the second look (default 10)
      --format FORMAT     what it prints: text (default), md or json
  -o, --output FILE       also write lift.md, lift.html, lift.json or lift.xml (JUnit)
      --fail-if-not-helping  exit 1 when a skill hurts or makes no detectable difference
  -c, -r, -p, --case, --tag, --timeout, …  as for agent-bench run (agent-bench run --help)
  -h, --help              show this help

Exit codes: 0 the lift was measured; 1 with --fail-if-not-helping when a skill does not help;
2 on bad input; 130/143 interrupted (Ctrl-C / SIGTERM): finished results are kept, no lift is given.`;

/** run's flags that make no sense for a lift: a lift compares two variants of one run, not a run with a base. */
const NOT_FOR_LIFT = ["--base", "--resume", "--shard", "--variant", "--baseline-runs", "--baseline-max-age", "--input", "-i", "--update-snapshots"];

export function parseLiftArgs(argv: readonly string[]): LiftArgs {
  const out: LiftArgs = { skills: [], format: "text", outputs: [], failIfNotHelping: false, help: false, runArgv: [] };
  let runs: string | undefined;
  let minRuns: string | undefined;
  let maxRuns: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = splitInline(argv[i]);
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || (inline === undefined && v.startsWith("-") && v.length > 1))
        throw configError(`${flag} needs a value`, { where: flag, hint: LIFT_HINTS[flag] });
      return v;
    };
    if (NOT_FOR_LIFT.includes(flag))
      throw configError(`${flag} is not a lift flag`, {
        where: flag,
        hint: "a lift compares each skill present and removed within one run; use agent-bench run for that",
      });
    switch (flag) {
      case "--skill":
        for (const s of value().split(",")) {
          if (s.trim() === "") throw configError("--skill: the skill name is empty", { where: "--skill", hint: "--skill greet (the name in its SKILL.md)" });
          out.skills.push(s.trim());
        }
        break;
      case "--format": {
        const f = value();
        if (f !== "text" && f !== "md" && f !== "json")
          throw configError(`--format: "${f}" is not a lift format`, { where: "--format", hint: "text, md or json" });
        out.format = f;
        break;
      }
      case "-o":
      case "--output":
        out.outputs.push(value());
        break;
      case "--fail-if-not-helping":
        out.failIfNotHelping = true;
        break;
      case "-n":
      case "--runs":
        runs = value();
        break;
      case "--min-runs":
        minRuns = value();
        break;
      case "--max-runs":
        maxRuns = value();
        break;
      case "-h":
      case "--help":
        out.help = true;
        break;
      default:
        out.runArgv.push(argv[i]);
    }
  }
  if (runs === "auto" || minRuns !== undefined || maxRuns !== undefined) {
    if (runs !== undefined && runs !== "auto")
      throw configError("--min-runs and --max-runs go with --runs auto", { where: "--runs", hint: "--runs auto --min-runs 3 --max-runs 10" });
    const min = whole(minRuns ?? "3", "--min-runs");
    const max = whole(maxRuns ?? String(Math.max(10, min)), "--max-runs");
    if (max < min) throw configError(`--max-runs (${max}) is below --min-runs (${min})`, { where: "--max-runs", hint: "the default is 10" });
    out.auto = { minRuns: min, maxRuns: max };
  } else if (runs !== undefined) {
    out.runArgv.push("--runs", runs);
  }
  return out;
}

const LIFT_HINTS: Record<string, string> = {
  "--skill": "--skill greet (the name in its SKILL.md)",
  "--format": "text, md or json",
  "-o": "-o lift.md (or .html, .json, .xml)",
  "--output": "-o lift.md (or .html, .json, .xml)",
  "--runs": "a whole number, or auto",
  "-n": "a whole number, or auto",
  "--min-runs": "the default is 3",
  "--max-runs": "the default is 10",
};

function splitInline(arg: string): [string, string | undefined] {
  const eq = arg.startsWith("--") ? arg.indexOf("=") : -1;
  return eq > 0 ? [arg.slice(0, eq), arg.slice(eq + 1)] : [arg, undefined];
}

function whole(value: string, flag: string): number {
  const n = Number(value);
  if (!/^\d+$/u.test(value) || n < 1) throw configError(`${flag} must be a whole number of at least 1 (got ${value})`, { where: flag, hint: LIFT_HINTS[flag] });
  return n;
}
