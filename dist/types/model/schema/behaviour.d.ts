import { z } from "zod";
export declare const executionBehaviourSchema: z.ZodObject<{
    skills: z.ZodArray<z.ZodString>;
    tools: z.ZodRecord<z.ZodString, z.ZodNumber>;
    commands: z.ZodArray<z.ZodString>;
    writes: z.ZodArray<z.ZodString>;
}, z.core.$strip>;
export declare const behaviourProfileSchema: z.ZodObject<{
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
}, z.core.$strip>;
