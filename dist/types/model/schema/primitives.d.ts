import { z } from "zod";
/** Runs of one cell: the exact tests allocate per run, so a crafted count must not reach them. */
export declare const MAX_RUNS_PER_CELL = 100000;
export declare const count: z.ZodNumber;
export declare const cellCount: z.ZodNumber;
export declare const rate: z.ZodNumber;
/** A p-value or a significance level. */
export declare const probability: z.ZodNumber;
export declare const nonNegative: z.ZodNumber;
/** Money, durations, token counts: finite and not negative. */
export declare const amount: z.ZodNumber;
/** A difference of rates. */
export declare const delta: z.ZodNumber;
/** Case and runner ids, labels, versions: one line of text. */
export declare const id: z.ZodString;
export declare const shortText: z.ZodString;
/** Paths and messages. */
export declare const text: z.ZodString;
/** Stack traces and outputs cut by the writer. */
export declare const longText: z.ZodString;
export declare const isoTime: z.ZodString;
export declare const hash: z.ZodString;
export declare function list<T extends z.ZodType>(item: T, max?: number): z.ZodArray<T>;
/** A record keyed by labels (skills, tools, paths, k). */
export declare function table<T extends z.ZodType>(value: T): z.ZodRecord<z.ZodString, T>;
export declare const commitSchema: z.ZodObject<{
    sha: z.ZodString;
    ref: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export declare const toolSchema: z.ZodObject<{
    name: z.ZodLiteral<"agent-bench">;
    version: z.ZodString;
}, z.core.$strip>;
export declare const runnerRefSchema: z.ZodObject<{
    id: z.ZodString;
    type: z.ZodString;
    model: z.ZodOptional<z.ZodString>;
    version: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
