import type { ExecutionResult } from "../../model/result.js";
import type { ReportModel } from "../model.js";
/** What onSuiteStart receives: the plan, before the first execution. */
export interface SuiteStartInfo {
    suite: string;
    cases: Array<{
        id: string;
        tags: string[];
        prompt: string;
    }>;
    runners: Array<{
        id: string;
        type: string;
        model?: string;
    }>;
    runs: number;
    executions: number;
    outDir: string;
}
export interface AskOptions {
    /** A runner id from the config (default: the first configured runner). */
    runner?: string;
    /** Per-execution timeout in milliseconds (default: the runner's or config's). */
    timeoutMs?: number;
}
/** What `render` (and onSuiteFinish, as a second argument) can use besides the report. */
export interface ReporterContext {
    /** The run's out-dir (absolute). */
    outDir: string;
    /** The configured runners. */
    runners: Array<{
        id: string;
        type: string;
        model?: string;
    }>;
    /**
     * Runs one ad-hoc prompt against a configured runner, as `agent-bench run -i`
     * does, and resolves with the agent's final output; rejects when the
     * execution does not pass. Artifacts go to <out-dir>/reporters/ask-<n>.
     */
    ask(prompt: string, options?: AskOptions): Promise<string>;
}
export interface RenderOptions extends ReporterContext {
    /** The -o file being written (absolute). */
    file: string;
    /** Its extension, lower case with the dot (".txt"). */
    extension: string;
}
export interface Reporter {
    /** Extensions this reporter renders for -o, e.g. [".txt"]; they win over built-in formats. */
    extensions?: readonly string[];
    onSuiteStart?(info: SuiteStartInfo): void | Promise<void>;
    onExecutionFinish?(result: ExecutionResult): void | Promise<void>;
    onSuiteFinish?(report: ReportModel, context: ReporterContext): void | Promise<void>;
    render?(report: ReportModel, options: RenderOptions): string | Promise<string>;
}
export declare const HOOKS: readonly ["onSuiteStart", "onExecutionFinish", "onSuiteFinish", "render"];
export type HookName = (typeof HOOKS)[number];
