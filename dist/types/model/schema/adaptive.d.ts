import { z } from "zod";
export declare const stopReasonSchema: z.ZodEnum<{
    "no-drop": "no-drop";
    regression: "regression";
    "verdict-decided": "verdict-decided";
    "max-runs": "max-runs";
    settled: "settled";
    "not-compared": "not-compared";
    errored: "errored";
    budget: "budget";
    cancelled: "cancelled";
}>;
export declare const adaptiveCellSchema: z.ZodObject<{
    caseId: z.ZodString;
    runnerId: z.ZodString;
    runs: z.ZodNumber;
    stop: z.ZodEnum<{
        "no-drop": "no-drop";
        regression: "regression";
        "verdict-decided": "verdict-decided";
        "max-runs": "max-runs";
        settled: "settled";
        "not-compared": "not-compared";
        errored: "errored";
        budget: "budget";
        cancelled: "cancelled";
    }>;
    undecided: z.ZodOptional<z.ZodBoolean>;
}, z.core.$strip>;
export declare const adaptiveRecordSchema: z.ZodObject<{
    minRuns: z.ZodNumber;
    maxRuns: z.ZodNumber;
    maxCostUsd: z.ZodOptional<z.ZodNumber>;
    maxMinutes: z.ZodOptional<z.ZodNumber>;
    withBaseline: z.ZodBoolean;
    rounds: z.ZodNumber;
    executions: z.ZodNumber;
    maxExecutions: z.ZodNumber;
    budgetStop: z.ZodOptional<z.ZodObject<{
        kind: z.ZodEnum<{
            cost: "cost";
            time: "time";
        }>;
        limit: z.ZodNumber;
        spentUsd: z.ZodOptional<z.ZodNumber>;
        minutes: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    undecided: z.ZodNumber;
    message: z.ZodString;
    cells: z.ZodArray<z.ZodObject<{
        caseId: z.ZodString;
        runnerId: z.ZodString;
        runs: z.ZodNumber;
        stop: z.ZodEnum<{
            "no-drop": "no-drop";
            regression: "regression";
            "verdict-decided": "verdict-decided";
            "max-runs": "max-runs";
            settled: "settled";
            "not-compared": "not-compared";
            errored: "errored";
            budget: "budget";
            cancelled: "cancelled";
        }>;
        undecided: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$strip>>;
}, z.core.$strip>;
