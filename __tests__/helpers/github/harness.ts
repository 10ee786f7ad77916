// Runs a JavaScript action the way the Actions runner does: `node <main>` in the workspace with an
// environment built from scratch (INPUT_*, GITHUB_*, RUNNER_*, the runtime token), the event
// payload in GITHUB_EVENT_PATH and empty file-command files; then collects what the step left.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { evaluateDefault, inputVariable, readActionMetadata } from "./action-metadata.ts";
import { maskSecrets, parseCommands, parseFileCommand, type WorkflowCommand } from "./commands.ts";
import type { GitHubEvent } from "./events.ts";
import type { RecordedRequest } from "./http.ts";
import { runtimeToken } from "./runtime-token.ts";
import type { FakeGitHub } from "./server.ts";
import { timestamp, type WorkflowRun } from "./state.ts";

const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

export interface RunActionOptions {
  github: FakeGitHub;
  event: GitHubEvent;
  /** Folder holding action.yml (default: the repository root). Its inputs' defaults are applied. */
  action?: string;
  /** Script to run, relative to `action` (default: runs.main of action.yml, else "dist/index.js"). */
  entry?: string;
  /** The step's `with:`; names as in action.yml (hyphens kept). */
  inputs?: Record<string, string | number | boolean>;
  /** GITHUB_TOKEN: "write", "read", or a token value (default: read for pull requests from forks, else write). */
  token?: string;
  /** The workflow run this job belongs to (default: a new in_progress run made from the event). */
  runId?: number;
  /** Workflow file of the new run (default "bench.yml"). */
  workflow?: string;
  /** Extra environment (the step's `env:`). */
  env?: Record<string, string>;
  /** GITHUB_WORKSPACE (default: a fresh temp folder). */
  workspace?: string;
  /** The action is killed after this long and runAction rejects (default 60 s). */
  timeoutMs?: number;
  /** Complete the run afterwards, success or failure by exit code (default true). */
  completeRun?: boolean;
  /** Cancel the job as the runner does (SIGINT to the action's process) once its output matches. */
  cancelWhen?: (stdout: string) => boolean;
}

export interface ActionResult {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** stdout as the runner's log shows it, with ::add-mask:: values replaced by ***. */
  log: string;
  commands: WorkflowCommand[];
  outputs: Record<string, string>;
  summary: string;
  state: Record<string, string>;
  /** Variables the step exported through GITHUB_ENV, and paths added through GITHUB_PATH. */
  exportedEnv: Record<string, string>;
  addedPath: string[];
  /** The requests the fake served while the action ran. */
  requests: RecordedRequest[];
  run: WorkflowRun;
  workspace: string;
  runnerTemp: string;
}

function tokenFor(options: RunActionOptions): string {
  const { github, event, token } = options;
  const fromFork = event.run.headRepository !== github.state.repo.fullName && event.name === "pull_request";
  const choice = token ?? (fromFork ? "read" : "write");
  if (choice === "write") return github.writeToken.value;
  if (choice === "read") return github.readToken.value;
  return choice;
}

function startRun(options: RunActionOptions): WorkflowRun {
  const { state } = options.github;
  if (options.runId !== undefined) return state.run(options.runId);
  return state.addRun({ ...options.event.run, workflow: options.workflow ?? "bench.yml", status: "in_progress", conclusion: null });
}

export async function runAction(options: RunActionOptions): Promise<ActionResult> {
  const { github, event } = options;
  const root = mkdtempSync(join(tmpdir(), "agent-bench-action-"));
  github.onClose(() => rmSync(root, { recursive: true, force: true }));
  const runnerTemp = join(root, "runner-temp");
  const workspace = options.workspace ?? join(root, "workspace");
  mkdirSync(runnerTemp, { recursive: true });
  mkdirSync(workspace, { recursive: true });
  const files = Object.fromEntries(["output", "summary", "state", "env", "path"].map((name) => [name, join(root, `${name}.txt`)]));
  for (const file of Object.values(files)) writeFileSync(file, "");
  const eventPath = join(root, "event.json");
  writeFileSync(eventPath, JSON.stringify(event.payload, null, 2));

  const run = startRun(options);
  const token = tokenFor(options);
  const { repo } = github.state;
  const actionDir = resolve(REPO_ROOT, options.action ?? ".");
  const metadata = readActionMetadata(actionDir);
  const entry = options.entry ?? metadata?.main ?? "dist/index.js";
  const script = isAbsolute(entry) ? entry : join(actionDir, entry);

  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: process.env.HOME ?? root,
    CI: "true",
    GITHUB_ACTIONS: "true",
    RUNNER_OS: "Linux",
    RUNNER_ARCH: "X64",
    RUNNER_NAME: "GitHub Actions 1",
    RUNNER_ENVIRONMENT: "github-hosted",
    RUNNER_TEMP: runnerTemp,
    RUNNER_TOOL_CACHE: join(root, "toolcache"),
    GITHUB_WORKSPACE: workspace,
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_API_URL: github.restUrl,
    GITHUB_GRAPHQL_URL: `${github.restUrl}/graphql`,
    ACTIONS_RESULTS_URL: github.resultsUrl,
    ACTIONS_RUNTIME_TOKEN: runtimeToken(run.backendId, run.jobBackendId),
    GITHUB_REPOSITORY: repo.fullName,
    GITHUB_REPOSITORY_ID: String(repo.id),
    GITHUB_REPOSITORY_OWNER: repo.owner,
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REF: event.ref,
    GITHUB_REF_NAME: event.ref.replace(/^refs\/(heads|tags)\//, "").replace(/^refs\/pull\/(\d+)\/merge$/, "$1/merge"),
    GITHUB_REF_TYPE: "branch",
    GITHUB_SHA: event.sha,
    GITHUB_HEAD_REF: event.headRef ?? "",
    GITHUB_BASE_REF: event.baseRef ?? "",
    GITHUB_RUN_ID: String(run.id),
    GITHUB_RUN_NUMBER: String(run.runNumber),
    GITHUB_RUN_ATTEMPT: String(run.runAttempt),
    GITHUB_WORKFLOW: run.name,
    GITHUB_WORKFLOW_REF: `${repo.fullName}/${github.state.workflows.get(run.workflowId)?.path}@${event.ref}`,
    GITHUB_JOB: "bench",
    GITHUB_ACTION: "__run",
    GITHUB_ACTOR: run.actor.login,
    GITHUB_ACTOR_ID: String(run.actor.id),
    GITHUB_TRIGGERING_ACTOR: run.actor.login,
    GITHUB_RETENTION_DAYS: "90",
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_STATE: files.state,
    GITHUB_ENV: files.env,
    GITHUB_PATH: files.path,
    NO_PROXY: "127.0.0.1,localhost",
    no_proxy: "127.0.0.1,localhost",
  };
  const context = {
    github: { token, repository: repo.fullName, event: event.payload, sha: event.sha, ref: event.ref, run_id: String(run.id), event_name: event.name },
    runner: { temp: runnerTemp },
    env: options.env ?? {},
  };
  for (const [name, spec] of Object.entries(metadata?.inputs ?? {})) {
    if (spec.default !== undefined) env[inputVariable(name)] = evaluateDefault(String(spec.default), context, `action.yml input "${name}"`);
  }
  for (const [name, value] of Object.entries(options.inputs ?? {})) {
    if (metadata && !(name in metadata.inputs)) {
      throw new Error(`input "${name}" is not declared in ${actionDir}/action.yml (declared: ${Object.keys(metadata.inputs).join(", ")})`);
    }
    env[inputVariable(name)] = String(value);
  }
  Object.assign(env, options.env);

  const started = github.requests.length;
  const { exitCode, stdout, stderr } = await spawnAction(script, workspace, env, options.timeoutMs ?? 60_000, options.cancelWhen);
  if (options.completeRun ?? true) {
    Object.assign(run, { status: "completed", conclusion: exitCode === 0 ? "success" : "failure", updatedAt: timestamp() });
  }
  const commands = parseCommands(stdout);
  const read = (name: string): string => readFileSync(files[name], "utf8");
  return {
    exitCode,
    stdout,
    stderr,
    log: maskSecrets(stdout, commands),
    commands,
    outputs: parseFileCommand(read("output")),
    summary: read("summary"),
    state: parseFileCommand(read("state")),
    exportedEnv: parseFileCommand(read("env")),
    addedPath: read("path").split(/\r?\n/).filter(Boolean),
    requests: github.requests.slice(started),
    run,
    workspace,
    runnerTemp,
  };
}

// Async spawn: the fake GitHub answers from this same event loop, so it must keep running.
function spawnAction(
  script: string,
  cwd: string,
  env: Record<string, string>,
  timeoutMs: number,
  cancelWhen?: (stdout: string) => boolean,
): Promise<{ exitCode: number | null; stdout: string; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [script], { cwd, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    let cancelled = false;
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      if (cancelWhen && !cancelled && cancelWhen(stdout) && child.pid !== undefined) {
        cancelled = true;
        process.kill(child.pid, "SIGINT");
      }
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      timedOut = true;
      // The whole process group, so anything the action started stops too.
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    }, timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    // Settles only once the process is gone, so nothing outlives the test.
    child.on("close", (code) => {
      clearTimeout(timer);
      if (!timedOut) return resolvePromise({ exitCode: code, stdout, stderr });
      const tail = `--- stdout (tail)\n${stdout.slice(-2000)}\n--- stderr (tail)\n${stderr.slice(-2000)}`;
      reject(new Error(`the action (pid ${child.pid}) did not finish within ${timeoutMs} ms and was killed\n${tail}`));
    });
  });
}
