// agent-bench run --help.

import { docUrl } from "../doc-link.ts";

export const RUN_USAGE = `Usage: agent-bench run [SUITE...] [options]

Runs every selected case against every selected runner, --runs times each. SUITE is a .ts/.js
module or a .jsonl file, or a glob in quotes ('evals/*.ts').

Options:
  -c, --config FILE       config file (default: nearest agent-bench.config.* above the suite)
  -r, --runner ID         runner id(s) to use (repeatable, comma-separated; default all)
  -n, --runs N|auto       runs per case × runner (default 1); auto: rounds of runs only where
                          the comparison with --base is undecided
                          (${docUrl("comparison.md#adaptive-runs")})
      --min-runs N        with --runs auto: runs every cell gets first (default 3)
      --max-runs N        with --runs auto: most runs of a cell (default 10)
      --max-cost-usd USD  with --runs auto: stop scheduling once this much is spent
      --max-minutes MIN   with --runs auto: stop scheduling after this many minutes
  -p, --parallel N        executions in flight (default: CPUs, at most 4)
  -t, --tag TAG           only cases with one of these tags (repeatable, comma-separated)
      --case ID           only these cases (repeatable, comma-separated)
      --variant ID        run every case × runner under each of these config variants
                          (repeatable, comma-separated; "default": the unmodified treatment)
      --timeout DURATION  per-execution timeout for cases without their own; a unit is
                          required: 90s, 5m, 1h30m, 250ms (a bare 600 is refused)
      --max-steps N       stop an agent after N steps
      --out-dir DIR       where results go (default .agent-bench/runs/<timestamp>)
  -o, --output FILE       also write a report; the extension picks the format: .md, .html,
                          .xml (JUnit), .json, .jsonl, or a --reporter's own (repeatable)
      --reporter MODULE   a custom reporter: lifecycle hooks and/or render() for -o files
                          with the extensions it declares (repeatable); agent:RUNNER: that
                          runner writes the -o reports from the run's JSON report
      --shard I/N         run slice I of N of the plan's cells
      --fail-fast         stop scheduling after the first failure
      --strict            a case using a feature agent-bench cannot run (a yao before/after
                          hook, a Yao process script) is a load error (exit 2), not an errored case
      --update-snapshots  record the token snapshots of the cells that ran (config snapshots)
      --snapshots-warn    in CI, a missing or stale snapshot warns instead of failing
      --snapshots FILE    the snapshot file instead of the config's snapshots.path
  -i, --input TEXT|FILE   run one ad-hoc case with this prompt (or a suite file)
      --skill NAME        the skill a trigger eval set tests, when the file does not say
                          (no "skill_name", not in <skill>/evals/)
  -u, --user USER         AGENT_BENCH_USER for the agent (default test-user)
      --team TEAM         AGENT_BENCH_TEAM for the agent (default test-team)
      --model MODEL       override the model of the selected runners
  -v, --verbose           for each failed execution: the failed assertion with its file:line,
                          the last lines of the agent's output and the transcript's path
                          (without it, the first failure of each case × runner says as much
                          but the agent's output)
      --allow-todo        send prompts that still start with TODO (init's starter prompts) to
                          agents that cost money; without it such a run stops before it starts
      --keep-workspaces   keep every execution's workspace (by default only failed ones are kept)
      --base FILE|DIR     compare with a baseline stability.json (or run folder) after the run;
                          github:OWNER/REPO[@BRANCH]: the newest complete baseline that branch's
                          push runs stored (needs GITHUB_TOKEN or GH_TOKEN), pooled with that
                          branch's recent push runs of each case (${docUrl("comparison.md")})
      --baseline-runs N   with --base github:: runs per case the baseline pools (default 20; 0: none)
      --baseline-max-age AGE  with --base github:: older push runs are not pooled (default 14d)
      --resume DIR        complete an interrupted or partly errored run in DIR: run only the
                          missing executions and those that errored (same suite, runners, runs);
                          an adaptive run goes on with its rounds (--max-cost-usd and
                          --max-minutes may replace its budgets)
  -h, --help              show this help

Where the results go:
  <out-dir>/results.json      every execution's result; results.jsonl is written as they finish
  <out-dir>/stability.json    per case × runner statistics, the baseline for a later compare
  <out-dir>/executions/<case>/<runner>/run-<n>/   each execution's stdout.log and session.json
  The last line on stderr names the out-dir; .agent-bench/runs/latest links the newest run.

Exit codes:
  0  every execution passed (a failure marked expectedFail counts as passed)
  1  an execution failed, or --base found a regression
  2  a mistake in a flag, the config or a suite (nothing ran)
  3  agent-bench could not start any agent (missing CLI, workspace or bootstrap failure)
  130/143  interrupted (Ctrl-C / SIGTERM); finished results are kept, --resume completes the run`;
