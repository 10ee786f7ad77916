export type Duration = string | number;
export interface WorkspaceBootstrap {
    command: string;
    args?: string[];
    env?: Record<string, string | number | boolean>;
    timeout?: Duration;
    timeoutMs?: number;
}
export interface WorkspaceSettings {
    /** "repository" (the default): a copy of the repository per execution; "none": the agent works in your folder. */
    mode: "none" | "shared" | "isolated" | "repository";
    cwd?: string;
    templateDir?: string;
    bootstrap?: WorkspaceBootstrap;
}
/** A runner: `type` names the agent CLI adapter (claude-code, codex, gemini, …); other keys are its options. */
export interface RunnerConfig {
    type: string;
    model?: string;
    command?: string | string[];
    args?: string[];
    env?: Record<string, string | number | boolean>;
    timeout?: Duration;
    maxSteps?: number;
    scriptedModel?: string;
    description?: string;
    [option: string]: unknown;
}
export interface ConfigDefaults {
    runs?: number;
    parallel?: number;
    timeout?: Duration;
    maxSteps?: number;
    workspace?: WorkspaceSettings;
    outDir?: string;
    tags?: string[];
    user?: string;
    team?: string;
    failFast?: boolean;
    retries?: number;
}
/** skillgym's token-regression check: a case × runner fails when its tokens rise past the snapshot's tolerance. */
export interface SnapshotSettings {
    /** Default: skillgym.snapshots.json next to the config file. */
    path?: string;
    metric?: "totalTokens" | "inputTokens" | "outputTokens" | "reasoningTokens" | "cacheTokens";
    /** At least one; exceeding either fails. */
    tolerance: {
        absolute?: number;
        percent?: number;
    };
}
/** A named change to the treatment, run with `--variant ID` (docs/configuration.md#variants). */
export interface VariantSettings {
    /** `remove`: skills (by SKILL.md name) taken out of every agent skill folder; `add`: skill folders copied into each runner's. */
    skills?: {
        remove?: string[];
        add?: string[];
    };
    /** Workspace file → the file (relative to the config) whose content replaces or adds it. */
    files?: Record<string, string>;
    /** Runner id → settings to override (any runner key but `type`). */
    runners?: Record<string, Record<string, unknown>>;
    description?: string;
}
export interface AgentBenchConfig {
    $schema?: string;
    runners: Record<string, RunnerConfig>;
    defaults?: ConfigDefaults;
    judge?: string;
    reporters?: string[];
    outputs?: string[];
    snapshots?: SnapshotSettings;
    variants?: Record<string, VariantSettings>;
}
/** Identity, for types and editor completion in agent-bench.config.ts. */
export declare function defineConfig(config: AgentBenchConfig): AgentBenchConfig;
