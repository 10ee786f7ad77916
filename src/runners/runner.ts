// The runner interface: the main extension point. A runner builds the process
// for one execution and parses what it printed into a session. The engine owns
// spawning, timeouts, step limits, workspaces and artifacts; a runner never
// spawns by itself. Adding an agent = one folder, one line in registry.ts.

import type { z } from "zod";
import type { SuiteCase } from "../model/case.ts";
import type { ProcessEnd } from "../model/process-end.ts";
import type { RunnerInfo, Session } from "../model/session.ts";

/** A runner type's own options, after its optionsSchema parsed them (defaults applied). */
export type RunnerOptions = Record<string, unknown>;

/**
 * A configured runner after validation (config file, skillgym config or CLI). O: its type's options, parsed once by
 * the adapter's optionsSchema where the runner is made (config/runners.ts), so every use reads them typed.
 */
export interface RunnerConfig<O extends RunnerOptions = RunnerOptions> {
  id: string;
  type: string;
  model?: string;
  /** Executable plus launcher arguments, e.g. ["claude"] or ["npx", "-y", "@openai/codex@0.169.0"]. Absent: the adapter's default. */
  command?: string[];
  /** Extra arguments appended to the adapter's own. */
  args: string[];
  env: Record<string, string>;
  timeoutMs?: number;
  maxSteps?: number;
  /** Cap on what one execution prints (stdout and stderr together); absent: 64 MB. */
  maxOutputBytes?: number;
  /** A scripted-model script: start the local model server and point the CLI at it. */
  scriptedModel?: string;
  /** Type-specific options, parsed by the adapter's optionsSchema. */
  options: O;
  /** Directory of the file that declared the runner; relative paths resolve against it. */
  baseDir: string;
}

export interface ExecutionContext<O extends RunnerOptions = RunnerOptions> {
  case: SuiteCase;
  runner: RunnerConfig<O>;
  runnerInfo: RunnerInfo;
  run: number;
  /** The directory the agent works in. */
  workspace: string;
  /** A fresh, empty directory for HOME and settings; outside the artifact tree; deleted after the execution. */
  home: string;
  /** Absolute path of this execution's artifact folder (stdout.log etc. are written by the engine). */
  artifactDir: string;
  /** process.env + AGENT_BENCH_* + case env + runner env. Adapters add to it; secrets stay as env values. */
  env: Record<string, string>;
  /** Base URL of the scripted model server when runner.scriptedModel is set. */
  scriptedModelUrl?: string;
  user: string;
  team: string;
  /** Turns 2… of a multi-turn case: `case.prompt` is the new user message; continue this session. */
  resume?: { sessionId: string; turn: number };
}

export interface SpawnSpec {
  kind: "spawn";
  executable: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
  /** Text written to stdin (then closed). Stdin is closed immediately otherwise. */
  stdin?: string;
  /** Files written before the process starts (absolute paths, normally under ctx.home). */
  files?: Array<{ path: string; content: string }>;
  /** Files read after the process exits and handed to parse() (e.g. a usage file), by name. */
  collect?: Record<string, string>;
}

export interface InProcessIO {
  /** Emits one line of stdout (no trailing newline). */
  stdout(line: string): void;
  stderr(text: string): void;
  signal: AbortSignal;
  cwd: string;
}

/** For built-in agents that need no process (the scripted runner): cheap and deterministic. */
export interface InProcessSpec {
  kind: "in-process";
  /** The workspace the agent acts in (io.cwd). */
  cwd: string;
  run(io: InProcessIO): Promise<{ exitCode: number }>;
}

export type ProcessSpec = SpawnSpec | InProcessSpec;

export interface CapturedOutput {
  stdout: string;
  stderr: string;
  /** How the process ended (exitCodeOf(end) is its exit code). */
  end: ProcessEnd;
  /** Contents of SpawnSpec.collect files that existed, by name. */
  files: Record<string, string>;
}

export interface ParseContext<O extends RunnerOptions = RunnerOptions> {
  runner: RunnerInfo;
  prompt: string;
  /** The agent's working directory, to make reported paths absolute. */
  cwd: string;
  stdoutPath?: string;
  stderrPath?: string;
  /** The runner's type-specific options (parsed by its optionsSchema). */
  options?: O;
  /** Skills the workspace offers (front-matter name and absolute folder), so a SKILL.md read maps to the skill's real name. */
  knownSkills?: KnownSkill[];
  /** The agents' skill folders in this workspace (absolute): a SKILL.md read there of no known skill found nothing. */
  skillRoots?: string[];
}

export interface KnownSkill {
  name: string;
  /** Absolute path of the folder holding SKILL.md. */
  dir: string;
}

/** Counts steps as stdout lines arrive; returns the number of steps seen so far. */
export type StepCounter = (line: string) => number;

export type ModelProtocol = "anthropic" | "openai-responses" | "openai-chat" | "gemini";

/**
 * What an agent CLI reads from the folder it works in: what the treatment manifest records of the
 * workspace, and where the skills it offers are found. Paths are relative to the working folder.
 */
export interface AgentContext {
  /** Instruction files; those without a folder are also read in the folders above, up to the repository. */
  instructionFiles?: readonly string[];
  /** Folders (and files in folders) read whole as configuration, rules, prompts or commands. */
  configPaths?: readonly string[];
  /** Settings files (MCP servers, the CLI's own settings). */
  settingsFiles?: readonly string[];
  /** Folders holding skills as <folder>/<name>/SKILL.md. */
  skillFolders?: readonly string[];
}

/** How `agent-bench init` sets an agent up. Versions are those the end-to-end tests drive (scripts/install-clis.mjs). */
export interface InitDetails {
  /** Files or folders (repository-relative) whose presence says the repository uses this agent. */
  markers: readonly string[];
  /** What the workflow installs: an exact npm package version, or a shell command; "" for nothing. */
  install: string;
  /** The environment variable the agent reads its key from; the workflow passes it from a secret. */
  secret?: string;
  /** The executable the runner starts (what must be on PATH to run it here). */
  executable?: string;
}

/**
 * One agent CLI. O is its options' type: the registry holds adapters of different O, and the engine hands each
 * only runners whose options its own optionsSchema parsed (config/runners.ts), so its methods read them typed.
 */
export interface RunnerAdapter<O extends RunnerOptions = RunnerOptions> {
  type: string;
  /** Human name for docs and messages, e.g. "Claude Code". */
  displayName: string;
  /** Parses runner.options (the keys this type adds to the common ones): strict, so an unknown key is a config error. */
  optionsSchema: z.ZodType<O>;
  /** Whether `model` is required in the runner config. */
  requiresModel?: boolean;
  /** Whether `command` is required (there is no default executable). */
  requiresCommand?: boolean;
  /**
   * Continues its own session between the turns of a multi-turn case (ctx.resume: the CLI's
   * resume option). Without it, each turn gets the whole conversation so far as its prompt.
   */
  resumes?: boolean;
  /**
   * Folders of the execution's home (relative to it) where the CLI keeps the sessions it resumes: a
   * failed execution keeps them in its artifacts (agent-session/) so `agent-bench explain` can resume
   * it after the run. Session transcripts only, never settings or credentials.
   */
  sessionFiles?: readonly string[];
  /** Its agents run inside agent-bench (prepare returns an in-process spec): no process helper is needed. */
  inProcess?: boolean;
  /** false: its sessions can never show a skill in use (no tool calls or file reads), so trigger evals are not run on it. */
  detectsSkills?: boolean;
  /** Checks a runner before the run starts (files it needs, option combinations); throws configError. */
  preflight?(runner: RunnerConfig<O>): void | Promise<void>;
  prepare(ctx: ExecutionContext<O>): ProcessSpec | Promise<ProcessSpec>;
  /** Pure and lenient: never throws on odd input. */
  parse(output: CapturedOutput, ctx: ParseContext<O>): Session;
  createStepCounter?(): StepCounter;
  /** A message when the output shows the configured model was rejected. */
  detectModelRejection?(output: CapturedOutput, session: Session): string | undefined;
  /** The wire protocol the CLI speaks, for the scripted model server. */
  modelProtocol?: ModelProtocol;
  /** What it reads from its working folder (treatment, skills). */
  context?: AgentContext;
  /** Offered by `agent-bench init` when set. */
  init?: InitDetails;
}
