// Types of install-clis.mjs, for the end-to-end tests that locate the installed CLIs.

export interface AgentCli {
  /** The folder name and the tests' name for it: claude-code, codex, gemini, opencode, copilot, qwen. */
  name: string;
  /** The npm package. */
  package: string;
  /** The exact version installed. */
  version: string;
  /** Its node_modules/.bin name. */
  bin: string;
  /** More packages installed next to it ("name@version"), e.g. OpenCode's @opencode-ai/plugin. */
  with?: string[];
}

export declare const CLIS: readonly AgentCli[];
export declare function cacheDir(): string;
/** "pinned" (the versions in CLIS) or "latest" (AGENT_BENCH_CLI_CHANNEL=latest: the newest releases, installed apart). */
export declare function channel(): "pinned" | "latest";
export declare function cliDir(cli: AgentCli): string;
export declare function findCli(name: string): AgentCli;
/** The installed binary of a CLI in the current channel, or undefined when it is not installed. */
export declare function installedCli(name: string): { path: string; version: string } | undefined;
/** PATH with the running Node first: the CLIs' JS launchers use `#!/usr/bin/env node`. */
export declare function pathWithNode(base?: string): string;
