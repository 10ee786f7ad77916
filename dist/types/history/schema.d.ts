import { z } from "zod";
export declare const historyEntrySchema: z.ZodObject<{
    commit: z.ZodString;
    time: z.ZodString;
    runId: z.ZodOptional<z.ZodNumber>;
    passed: z.ZodNumber;
    runs: z.ZodNumber;
    costUsd: z.ZodOptional<z.ZodNumber>;
    durationMs: z.ZodNumber;
    cli: z.ZodRecord<z.ZodString, z.ZodString>;
    treatment: z.ZodOptional<z.ZodString>;
    cells: z.ZodArray<z.ZodTuple<[z.ZodString, z.ZodString, z.ZodNumber, z.ZodNumber], null>>;
}, z.core.$strict>;
export declare const historyFileSchema: z.ZodObject<{
    version: z.ZodLiteral<1>;
    suite: z.ZodString;
    entries: z.ZodArray<z.ZodObject<{
        commit: z.ZodString;
        time: z.ZodString;
        runId: z.ZodOptional<z.ZodNumber>;
        passed: z.ZodNumber;
        runs: z.ZodNumber;
        costUsd: z.ZodOptional<z.ZodNumber>;
        durationMs: z.ZodNumber;
        cli: z.ZodRecord<z.ZodString, z.ZodString>;
        treatment: z.ZodOptional<z.ZodString>;
        cells: z.ZodArray<z.ZodTuple<[z.ZodString, z.ZodString, z.ZodNumber, z.ZodNumber], null>>;
    }, z.core.$strict>>;
}, z.core.$strict>;
export declare function parseHistory(value: unknown, where: string): z.output<typeof historyFileSchema>;
export declare function readHistoryFile(file: string): Promise<z.output<typeof historyFileSchema>>;
