import type { SourceLocation } from "../model/result.js";
/** Where the current call came from in the user's code (absolute path), or undefined. */
export interface CallerFrame {
    file: string;
    line: number;
    column: number;
}
/**
 * The first frame of the current call outside agent-bench and Node: the suite's line that called an
 * assertion helper. Read from V8's structured call sites, a few frames deep first: formatting a
 * 60-frame stack as text was most of what a passing assertion cost. With source maps on, the text
 * stack is used, since only it maps positions back to the sources.
 */
export declare function callerFrame(): CallerFrame | undefined;
/** The first frame of `stack` in the user's code, relative to `repoRoot` when inside it. */
export declare function userLocation(stack: string | undefined, repoRoot: string): SourceLocation | undefined;
/** A caller frame as results show it: repository-relative when inside the repository. */
export declare function locationIn(frame: CallerFrame, repoRoot: string): SourceLocation;
/**
 * A stack for results.json: the message, then only the user's frames, with
 * repository-relative paths (agent-bench's and Node's own frames say nothing
 * about the suite, and absolute paths differ per machine).
 */
export declare function userStack(stack: string, repoRoot: string): string;
export declare function repoRelative(file: string, repoRoot: string): string;
