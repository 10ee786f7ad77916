import type { AssertionResult } from "../model/result.js";
/** assert.skills.* (skillgym src/assertions/skills.ts). */
export declare const skillQuestions: {
    has: (skill: string, min?: string) => string;
    notHas: (skill: string, min?: string) => string;
    includes: (missing: readonly string[], min?: string) => string;
    count: (skill: string, expected: number, actual: number, min?: string) => string;
    exactlyOne: (skill: string, actual: number, min?: string) => string;
    only: (skills: readonly string[], unexpected: readonly string[], min?: string) => string;
};
/** Questions of the ordered-list helpers, one table per group; `d` is a matcher as described in messages. */
export interface ListQuestions {
    includes: (d: string) => string;
    notIncludes: (d: string) => string;
    count: (d: string, n: number) => string;
    atLeast: (d: string, n: number) => string;
    atMost: (d: string, n: number) => string;
    before: (a: string, b: string) => string;
    only: (list: string) => string;
    size: (n: number, actual: number) => string;
    exactlyOne: (d: string) => string;
    first: (d: string) => string;
    last: (d: string) => string;
}
/** assert.commands.* (skillgym src/assertions/commands.ts). */
export declare const commandQuestions: ListQuestions;
export declare const fileReadQuestions: ListQuestions;
export declare const fileWriteQuestions: ListQuestions;
/** assert.toolCalls.* (skillgym src/assertions/tool-calls.ts). */
export declare const toolCallQuestions: {
    has: (d: string) => string;
    count: (d: string, n: number) => string;
    atLeast: (d: string, n: number) => string;
    atMost: (d: string, n: number) => string;
    before: (a: string, b: string) => string;
    sequence: (chain: readonly string[]) => string;
    only: (list: string) => string;
};
/** For a failed check with no question of its own (output, node:assert, JSONL rules, checkpoints). */
export declare function genericQuestion(name: string, message: string | undefined): string;
/** What the helper's options ask (`explain.question`, a string or a function of the failure), else `fallback`; a blank question is none. */
export declare function helperQuestion(args: readonly unknown[], failure: {
    expected?: unknown;
    actual?: unknown;
    observed?: unknown;
}, fallback: string | undefined): string | undefined;
/** Failed checks of a failed execution that recorded no question get the generic one (a crashed assert hook gets none: it is the suite's fault). */
export declare function withQuestions(assertions: readonly AssertionResult[], hookCrashed: boolean): AssertionResult[];
