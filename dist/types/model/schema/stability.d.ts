import { z } from "zod";
export declare const distributionSchema: z.ZodObject<{
    mean: z.ZodNumber;
    min: z.ZodNumber;
    max: z.ZodNumber;
    p50: z.ZodNumber;
    p90: z.ZodNumber;
    std: z.ZodNumber;
}, z.core.$strip>;
export declare const stabilityClassificationSchema: z.ZodEnum<{
    stable: "stable";
    "mostly-stable": "mostly-stable";
    unstable: "unstable";
    "highly-unstable": "highly-unstable";
}>;
export declare const stabilityCellSchema: z.ZodObject<{
    caseId: z.ZodString;
    runnerId: z.ZodString;
    testFingerprint: z.ZodString;
    runs: z.ZodNumber;
    passed: z.ZodNumber;
    failed: z.ZodNumber;
    errored: z.ZodNumber;
    passRate: z.ZodNumber;
    wilson: z.ZodObject<{
        low: z.ZodNumber;
        high: z.ZodNumber;
    }, z.core.$strip>;
    passAtK: z.ZodRecord<z.ZodString, z.ZodNumber>;
    passHatK: z.ZodRecord<z.ZodString, z.ZodNumber>;
    classification: z.ZodEnum<{
        stable: "stable";
        "mostly-stable": "mostly-stable";
        unstable: "unstable";
        "highly-unstable": "highly-unstable";
    }>;
    consistency: z.ZodNumber;
    durationMs: z.ZodObject<{
        mean: z.ZodNumber;
        min: z.ZodNumber;
        max: z.ZodNumber;
        p50: z.ZodNumber;
        p90: z.ZodNumber;
        std: z.ZodNumber;
    }, z.core.$strip>;
    tokens: z.ZodNullable<z.ZodObject<{
        mean: z.ZodNumber;
        total: z.ZodNumber;
    }, z.core.$strip>>;
    costUsd: z.ZodNullable<z.ZodObject<{
        mean: z.ZodNumber;
        total: z.ZodNumber;
    }, z.core.$strip>>;
    failureClasses: z.ZodRecord<z.ZodString, z.ZodNumber>;
    behaviour: z.ZodOptional<z.ZodObject<{
        runs: z.ZodNumber;
        skills: z.ZodRecord<z.ZodString, z.ZodNumber>;
        tools: z.ZodRecord<z.ZodString, z.ZodObject<{
            runs: z.ZodNumber;
            calls: z.ZodNumber;
        }, z.core.$strip>>;
        commands: z.ZodRecord<z.ZodString, z.ZodNumber>;
        writes: z.ZodRecord<z.ZodString, z.ZodNumber>;
        failedAssertions: z.ZodRecord<z.ZodString, z.ZodNumber>;
        turns: z.ZodNullable<z.ZodObject<{
            mean: z.ZodNumber;
            std: z.ZodNumber;
        }, z.core.$strip>>;
        tokens: z.ZodNullable<z.ZodObject<{
            mean: z.ZodNumber;
            std: z.ZodNumber;
        }, z.core.$strip>>;
        other: z.ZodOptional<z.ZodRecord<z.ZodEnum<{
            skills: "skills";
            commands: "commands";
            writes: "writes";
            tools: "tools";
            failedAssertions: "failedAssertions";
        }> & z.core.$partial, z.ZodNumber>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export declare const stabilitySummarySchema: z.ZodObject<{
    cases: z.ZodNumber;
    cells: z.ZodNumber;
    executions: z.ZodNumber;
    passed: z.ZodNumber;
    failed: z.ZodNumber;
    errored: z.ZodNumber;
    passRate: z.ZodNumber;
    stableCells: z.ZodNumber;
    unstableCells: z.ZodNumber;
    costUsd: z.ZodNullable<z.ZodNumber>;
    durationMs: z.ZodNumber;
}, z.core.$strip>;
/** stability.json as the code holds it: version 2, or version 1 read with its fingerprints unknown. */
export declare const stabilityFileSchema: z.ZodObject<{
    schemaVersion: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
    tool: z.ZodObject<{
        name: z.ZodString;
        version: z.ZodString;
    }, z.core.$strip>;
    createdAt: z.ZodString;
    suite: z.ZodObject<{
        path: z.ZodString;
        fingerprint: z.ZodString;
    }, z.core.$strip>;
    commit: z.ZodOptional<z.ZodObject<{
        sha: z.ZodString;
        ref: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    runsPerCase: z.ZodNumber;
    runners: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        type: z.ZodString;
        model: z.ZodOptional<z.ZodString>;
        version: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    treatment: z.ZodOptional<z.ZodObject<{
        workspace: z.ZodObject<{
            mode: z.ZodEnum<{
                none: "none";
                shared: "shared";
                isolated: "isolated";
            }>;
            root: z.ZodString;
            scope: z.ZodEnum<{
                template: "template";
                context: "context";
            }>;
            files: z.ZodRecord<z.ZodString, z.ZodString>;
            omitted: z.ZodOptional<z.ZodObject<{
                files: z.ZodNumber;
                hash: z.ZodString;
            }, z.core.$strip>>;
            bootstrap: z.ZodOptional<z.ZodObject<{
                command: z.ZodString;
                args: z.ZodArray<z.ZodString>;
                env: z.ZodArray<z.ZodString>;
            }, z.core.$strip>>;
        }, z.core.$strip>;
        runners: z.ZodRecord<z.ZodString, z.ZodObject<{
            type: z.ZodString;
            model: z.ZodOptional<z.ZodString>;
            command: z.ZodOptional<z.ZodArray<z.ZodString>>;
            args: z.ZodArray<z.ZodString>;
            env: z.ZodArray<z.ZodString>;
            maxSteps: z.ZodOptional<z.ZodNumber>;
            timeoutMs: z.ZodOptional<z.ZodNumber>;
            options: z.ZodRecord<z.ZodString, z.ZodUnknown>;
            files: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    cells: z.ZodArray<z.ZodObject<{
        caseId: z.ZodString;
        runnerId: z.ZodString;
        testFingerprint: z.ZodString;
        runs: z.ZodNumber;
        passed: z.ZodNumber;
        failed: z.ZodNumber;
        errored: z.ZodNumber;
        passRate: z.ZodNumber;
        wilson: z.ZodObject<{
            low: z.ZodNumber;
            high: z.ZodNumber;
        }, z.core.$strip>;
        passAtK: z.ZodRecord<z.ZodString, z.ZodNumber>;
        passHatK: z.ZodRecord<z.ZodString, z.ZodNumber>;
        classification: z.ZodEnum<{
            stable: "stable";
            "mostly-stable": "mostly-stable";
            unstable: "unstable";
            "highly-unstable": "highly-unstable";
        }>;
        consistency: z.ZodNumber;
        durationMs: z.ZodObject<{
            mean: z.ZodNumber;
            min: z.ZodNumber;
            max: z.ZodNumber;
            p50: z.ZodNumber;
            p90: z.ZodNumber;
            std: z.ZodNumber;
        }, z.core.$strip>;
        tokens: z.ZodNullable<z.ZodObject<{
            mean: z.ZodNumber;
            total: z.ZodNumber;
        }, z.core.$strip>>;
        costUsd: z.ZodNullable<z.ZodObject<{
            mean: z.ZodNumber;
            total: z.ZodNumber;
        }, z.core.$strip>>;
        failureClasses: z.ZodRecord<z.ZodString, z.ZodNumber>;
        behaviour: z.ZodOptional<z.ZodObject<{
            runs: z.ZodNumber;
            skills: z.ZodRecord<z.ZodString, z.ZodNumber>;
            tools: z.ZodRecord<z.ZodString, z.ZodObject<{
                runs: z.ZodNumber;
                calls: z.ZodNumber;
            }, z.core.$strip>>;
            commands: z.ZodRecord<z.ZodString, z.ZodNumber>;
            writes: z.ZodRecord<z.ZodString, z.ZodNumber>;
            failedAssertions: z.ZodRecord<z.ZodString, z.ZodNumber>;
            turns: z.ZodNullable<z.ZodObject<{
                mean: z.ZodNumber;
                std: z.ZodNumber;
            }, z.core.$strip>>;
            tokens: z.ZodNullable<z.ZodObject<{
                mean: z.ZodNumber;
                std: z.ZodNumber;
            }, z.core.$strip>>;
            other: z.ZodOptional<z.ZodRecord<z.ZodEnum<{
                skills: "skills";
                commands: "commands";
                writes: "writes";
                tools: "tools";
                failedAssertions: "failedAssertions";
            }> & z.core.$partial, z.ZodNumber>>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    summary: z.ZodObject<{
        cases: z.ZodNumber;
        cells: z.ZodNumber;
        executions: z.ZodNumber;
        passed: z.ZodNumber;
        failed: z.ZodNumber;
        errored: z.ZodNumber;
        passRate: z.ZodNumber;
        stableCells: z.ZodNumber;
        unstableCells: z.ZodNumber;
        costUsd: z.ZodNullable<z.ZodNumber>;
        durationMs: z.ZodNumber;
    }, z.core.$strip>;
    adaptive: z.ZodOptional<z.ZodObject<{
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
    }, z.core.$strip>>;
}, z.core.$strip>;
/** stability.json as agent-bench writes it: docs/schema/stability.schema.json. */
export declare const stabilityFileV2Schema: z.ZodObject<{
    tool: z.ZodObject<{
        name: z.ZodString;
        version: z.ZodString;
    }, z.core.$strip>;
    createdAt: z.ZodString;
    suite: z.ZodObject<{
        path: z.ZodString;
        fingerprint: z.ZodString;
    }, z.core.$strip>;
    commit: z.ZodOptional<z.ZodObject<{
        sha: z.ZodString;
        ref: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    runsPerCase: z.ZodNumber;
    runners: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        type: z.ZodString;
        model: z.ZodOptional<z.ZodString>;
        version: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    treatment: z.ZodOptional<z.ZodObject<{
        workspace: z.ZodObject<{
            mode: z.ZodEnum<{
                none: "none";
                shared: "shared";
                isolated: "isolated";
            }>;
            root: z.ZodString;
            scope: z.ZodEnum<{
                template: "template";
                context: "context";
            }>;
            files: z.ZodRecord<z.ZodString, z.ZodString>;
            omitted: z.ZodOptional<z.ZodObject<{
                files: z.ZodNumber;
                hash: z.ZodString;
            }, z.core.$strip>>;
            bootstrap: z.ZodOptional<z.ZodObject<{
                command: z.ZodString;
                args: z.ZodArray<z.ZodString>;
                env: z.ZodArray<z.ZodString>;
            }, z.core.$strip>>;
        }, z.core.$strip>;
        runners: z.ZodRecord<z.ZodString, z.ZodObject<{
            type: z.ZodString;
            model: z.ZodOptional<z.ZodString>;
            command: z.ZodOptional<z.ZodArray<z.ZodString>>;
            args: z.ZodArray<z.ZodString>;
            env: z.ZodArray<z.ZodString>;
            maxSteps: z.ZodOptional<z.ZodNumber>;
            timeoutMs: z.ZodOptional<z.ZodNumber>;
            options: z.ZodRecord<z.ZodString, z.ZodUnknown>;
            files: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    cells: z.ZodArray<z.ZodObject<{
        caseId: z.ZodString;
        runnerId: z.ZodString;
        testFingerprint: z.ZodString;
        runs: z.ZodNumber;
        passed: z.ZodNumber;
        failed: z.ZodNumber;
        errored: z.ZodNumber;
        passRate: z.ZodNumber;
        wilson: z.ZodObject<{
            low: z.ZodNumber;
            high: z.ZodNumber;
        }, z.core.$strip>;
        passAtK: z.ZodRecord<z.ZodString, z.ZodNumber>;
        passHatK: z.ZodRecord<z.ZodString, z.ZodNumber>;
        classification: z.ZodEnum<{
            stable: "stable";
            "mostly-stable": "mostly-stable";
            unstable: "unstable";
            "highly-unstable": "highly-unstable";
        }>;
        consistency: z.ZodNumber;
        durationMs: z.ZodObject<{
            mean: z.ZodNumber;
            min: z.ZodNumber;
            max: z.ZodNumber;
            p50: z.ZodNumber;
            p90: z.ZodNumber;
            std: z.ZodNumber;
        }, z.core.$strip>;
        tokens: z.ZodNullable<z.ZodObject<{
            mean: z.ZodNumber;
            total: z.ZodNumber;
        }, z.core.$strip>>;
        costUsd: z.ZodNullable<z.ZodObject<{
            mean: z.ZodNumber;
            total: z.ZodNumber;
        }, z.core.$strip>>;
        failureClasses: z.ZodRecord<z.ZodString, z.ZodNumber>;
        behaviour: z.ZodOptional<z.ZodObject<{
            runs: z.ZodNumber;
            skills: z.ZodRecord<z.ZodString, z.ZodNumber>;
            tools: z.ZodRecord<z.ZodString, z.ZodObject<{
                runs: z.ZodNumber;
                calls: z.ZodNumber;
            }, z.core.$strip>>;
            commands: z.ZodRecord<z.ZodString, z.ZodNumber>;
            writes: z.ZodRecord<z.ZodString, z.ZodNumber>;
            failedAssertions: z.ZodRecord<z.ZodString, z.ZodNumber>;
            turns: z.ZodNullable<z.ZodObject<{
                mean: z.ZodNumber;
                std: z.ZodNumber;
            }, z.core.$strip>>;
            tokens: z.ZodNullable<z.ZodObject<{
                mean: z.ZodNumber;
                std: z.ZodNumber;
            }, z.core.$strip>>;
            other: z.ZodOptional<z.ZodRecord<z.ZodEnum<{
                skills: "skills";
                commands: "commands";
                writes: "writes";
                tools: "tools";
                failedAssertions: "failedAssertions";
            }> & z.core.$partial, z.ZodNumber>>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    summary: z.ZodObject<{
        cases: z.ZodNumber;
        cells: z.ZodNumber;
        executions: z.ZodNumber;
        passed: z.ZodNumber;
        failed: z.ZodNumber;
        errored: z.ZodNumber;
        passRate: z.ZodNumber;
        stableCells: z.ZodNumber;
        unstableCells: z.ZodNumber;
        costUsd: z.ZodNullable<z.ZodNumber>;
        durationMs: z.ZodNumber;
    }, z.core.$strip>;
    adaptive: z.ZodOptional<z.ZodObject<{
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
    }, z.core.$strip>>;
    schemaVersion: z.ZodLiteral<2>;
}, z.core.$strip>;
/** What readers accept: version 2, or version 1 read with its fingerprints unknown. */
export declare const stabilityFileReader: z.ZodDiscriminatedUnion<[z.ZodObject<{
    tool: z.ZodObject<{
        name: z.ZodString;
        version: z.ZodString;
    }, z.core.$strip>;
    createdAt: z.ZodString;
    suite: z.ZodObject<{
        path: z.ZodString;
        fingerprint: z.ZodString;
    }, z.core.$strip>;
    commit: z.ZodOptional<z.ZodObject<{
        sha: z.ZodString;
        ref: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    runsPerCase: z.ZodNumber;
    runners: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        type: z.ZodString;
        model: z.ZodOptional<z.ZodString>;
        version: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    treatment: z.ZodOptional<z.ZodObject<{
        workspace: z.ZodObject<{
            mode: z.ZodEnum<{
                none: "none";
                shared: "shared";
                isolated: "isolated";
            }>;
            root: z.ZodString;
            scope: z.ZodEnum<{
                template: "template";
                context: "context";
            }>;
            files: z.ZodRecord<z.ZodString, z.ZodString>;
            omitted: z.ZodOptional<z.ZodObject<{
                files: z.ZodNumber;
                hash: z.ZodString;
            }, z.core.$strip>>;
            bootstrap: z.ZodOptional<z.ZodObject<{
                command: z.ZodString;
                args: z.ZodArray<z.ZodString>;
                env: z.ZodArray<z.ZodString>;
            }, z.core.$strip>>;
        }, z.core.$strip>;
        runners: z.ZodRecord<z.ZodString, z.ZodObject<{
            type: z.ZodString;
            model: z.ZodOptional<z.ZodString>;
            command: z.ZodOptional<z.ZodArray<z.ZodString>>;
            args: z.ZodArray<z.ZodString>;
            env: z.ZodArray<z.ZodString>;
            maxSteps: z.ZodOptional<z.ZodNumber>;
            timeoutMs: z.ZodOptional<z.ZodNumber>;
            options: z.ZodRecord<z.ZodString, z.ZodUnknown>;
            files: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    cells: z.ZodArray<z.ZodObject<{
        caseId: z.ZodString;
        runnerId: z.ZodString;
        testFingerprint: z.ZodString;
        runs: z.ZodNumber;
        passed: z.ZodNumber;
        failed: z.ZodNumber;
        errored: z.ZodNumber;
        passRate: z.ZodNumber;
        wilson: z.ZodObject<{
            low: z.ZodNumber;
            high: z.ZodNumber;
        }, z.core.$strip>;
        passAtK: z.ZodRecord<z.ZodString, z.ZodNumber>;
        passHatK: z.ZodRecord<z.ZodString, z.ZodNumber>;
        classification: z.ZodEnum<{
            stable: "stable";
            "mostly-stable": "mostly-stable";
            unstable: "unstable";
            "highly-unstable": "highly-unstable";
        }>;
        consistency: z.ZodNumber;
        durationMs: z.ZodObject<{
            mean: z.ZodNumber;
            min: z.ZodNumber;
            max: z.ZodNumber;
            p50: z.ZodNumber;
            p90: z.ZodNumber;
            std: z.ZodNumber;
        }, z.core.$strip>;
        tokens: z.ZodNullable<z.ZodObject<{
            mean: z.ZodNumber;
            total: z.ZodNumber;
        }, z.core.$strip>>;
        costUsd: z.ZodNullable<z.ZodObject<{
            mean: z.ZodNumber;
            total: z.ZodNumber;
        }, z.core.$strip>>;
        failureClasses: z.ZodRecord<z.ZodString, z.ZodNumber>;
        behaviour: z.ZodOptional<z.ZodObject<{
            runs: z.ZodNumber;
            skills: z.ZodRecord<z.ZodString, z.ZodNumber>;
            tools: z.ZodRecord<z.ZodString, z.ZodObject<{
                runs: z.ZodNumber;
                calls: z.ZodNumber;
            }, z.core.$strip>>;
            commands: z.ZodRecord<z.ZodString, z.ZodNumber>;
            writes: z.ZodRecord<z.ZodString, z.ZodNumber>;
            failedAssertions: z.ZodRecord<z.ZodString, z.ZodNumber>;
            turns: z.ZodNullable<z.ZodObject<{
                mean: z.ZodNumber;
                std: z.ZodNumber;
            }, z.core.$strip>>;
            tokens: z.ZodNullable<z.ZodObject<{
                mean: z.ZodNumber;
                std: z.ZodNumber;
            }, z.core.$strip>>;
            other: z.ZodOptional<z.ZodRecord<z.ZodEnum<{
                skills: "skills";
                commands: "commands";
                writes: "writes";
                tools: "tools";
                failedAssertions: "failedAssertions";
            }> & z.core.$partial, z.ZodNumber>>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    summary: z.ZodObject<{
        cases: z.ZodNumber;
        cells: z.ZodNumber;
        executions: z.ZodNumber;
        passed: z.ZodNumber;
        failed: z.ZodNumber;
        errored: z.ZodNumber;
        passRate: z.ZodNumber;
        stableCells: z.ZodNumber;
        unstableCells: z.ZodNumber;
        costUsd: z.ZodNullable<z.ZodNumber>;
        durationMs: z.ZodNumber;
    }, z.core.$strip>;
    adaptive: z.ZodOptional<z.ZodObject<{
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
    }, z.core.$strip>>;
    schemaVersion: z.ZodLiteral<2>;
}, z.core.$strip>, z.ZodObject<{
    tool: z.ZodObject<{
        name: z.ZodString;
        version: z.ZodString;
    }, z.core.$strip>;
    createdAt: z.ZodString;
    suite: z.ZodObject<{
        path: z.ZodString;
        fingerprint: z.ZodString;
    }, z.core.$strip>;
    commit: z.ZodOptional<z.ZodObject<{
        sha: z.ZodString;
        ref: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    runsPerCase: z.ZodNumber;
    runners: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        type: z.ZodString;
        model: z.ZodOptional<z.ZodString>;
        version: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    treatment: z.ZodOptional<z.ZodObject<{
        workspace: z.ZodObject<{
            mode: z.ZodEnum<{
                none: "none";
                shared: "shared";
                isolated: "isolated";
            }>;
            root: z.ZodString;
            scope: z.ZodEnum<{
                template: "template";
                context: "context";
            }>;
            files: z.ZodRecord<z.ZodString, z.ZodString>;
            omitted: z.ZodOptional<z.ZodObject<{
                files: z.ZodNumber;
                hash: z.ZodString;
            }, z.core.$strip>>;
            bootstrap: z.ZodOptional<z.ZodObject<{
                command: z.ZodString;
                args: z.ZodArray<z.ZodString>;
                env: z.ZodArray<z.ZodString>;
            }, z.core.$strip>>;
        }, z.core.$strip>;
        runners: z.ZodRecord<z.ZodString, z.ZodObject<{
            type: z.ZodString;
            model: z.ZodOptional<z.ZodString>;
            command: z.ZodOptional<z.ZodArray<z.ZodString>>;
            args: z.ZodArray<z.ZodString>;
            env: z.ZodArray<z.ZodString>;
            maxSteps: z.ZodOptional<z.ZodNumber>;
            timeoutMs: z.ZodOptional<z.ZodNumber>;
            options: z.ZodRecord<z.ZodString, z.ZodUnknown>;
            files: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    summary: z.ZodObject<{
        cases: z.ZodNumber;
        cells: z.ZodNumber;
        executions: z.ZodNumber;
        passed: z.ZodNumber;
        failed: z.ZodNumber;
        errored: z.ZodNumber;
        passRate: z.ZodNumber;
        stableCells: z.ZodNumber;
        unstableCells: z.ZodNumber;
        costUsd: z.ZodNullable<z.ZodNumber>;
        durationMs: z.ZodNumber;
    }, z.core.$strip>;
    adaptive: z.ZodOptional<z.ZodObject<{
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
    }, z.core.$strip>>;
    schemaVersion: z.ZodLiteral<1>;
    cells: z.ZodArray<z.ZodObject<{
        testFingerprint: z.ZodPipe<z.ZodUnknown, z.ZodTransform<string, unknown>>;
        caseId: z.ZodString;
        runnerId: z.ZodString;
        runs: z.ZodNumber;
        passed: z.ZodNumber;
        failed: z.ZodNumber;
        errored: z.ZodNumber;
        passRate: z.ZodNumber;
        wilson: z.ZodObject<{
            low: z.ZodNumber;
            high: z.ZodNumber;
        }, z.core.$strip>;
        passAtK: z.ZodRecord<z.ZodString, z.ZodNumber>;
        passHatK: z.ZodRecord<z.ZodString, z.ZodNumber>;
        classification: z.ZodEnum<{
            stable: "stable";
            "mostly-stable": "mostly-stable";
            unstable: "unstable";
            "highly-unstable": "highly-unstable";
        }>;
        consistency: z.ZodNumber;
        durationMs: z.ZodObject<{
            mean: z.ZodNumber;
            min: z.ZodNumber;
            max: z.ZodNumber;
            p50: z.ZodNumber;
            p90: z.ZodNumber;
            std: z.ZodNumber;
        }, z.core.$strip>;
        tokens: z.ZodNullable<z.ZodObject<{
            mean: z.ZodNumber;
            total: z.ZodNumber;
        }, z.core.$strip>>;
        costUsd: z.ZodNullable<z.ZodObject<{
            mean: z.ZodNumber;
            total: z.ZodNumber;
        }, z.core.$strip>>;
        failureClasses: z.ZodRecord<z.ZodString, z.ZodNumber>;
        behaviour: z.ZodOptional<z.ZodObject<{
            runs: z.ZodNumber;
            skills: z.ZodRecord<z.ZodString, z.ZodNumber>;
            tools: z.ZodRecord<z.ZodString, z.ZodObject<{
                runs: z.ZodNumber;
                calls: z.ZodNumber;
            }, z.core.$strip>>;
            commands: z.ZodRecord<z.ZodString, z.ZodNumber>;
            writes: z.ZodRecord<z.ZodString, z.ZodNumber>;
            failedAssertions: z.ZodRecord<z.ZodString, z.ZodNumber>;
            turns: z.ZodNullable<z.ZodObject<{
                mean: z.ZodNumber;
                std: z.ZodNumber;
            }, z.core.$strip>>;
            tokens: z.ZodNullable<z.ZodObject<{
                mean: z.ZodNumber;
                std: z.ZodNumber;
            }, z.core.$strip>>;
            other: z.ZodOptional<z.ZodRecord<z.ZodEnum<{
                skills: "skills";
                commands: "commands";
                writes: "writes";
                tools: "tools";
                failedAssertions: "failedAssertions";
            }> & z.core.$partial, z.ZodNumber>>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
}, z.core.$strip>], "schemaVersion">;
export declare const STABILITY_FILE_VERSIONS: readonly [1, 2];
