import { z } from "zod";
export declare const runnerTreatmentSchema: z.ZodObject<{
    type: z.ZodString;
    model: z.ZodOptional<z.ZodString>;
    command: z.ZodOptional<z.ZodArray<z.ZodString>>;
    args: z.ZodArray<z.ZodString>;
    env: z.ZodArray<z.ZodString>;
    maxSteps: z.ZodOptional<z.ZodNumber>;
    timeoutMs: z.ZodOptional<z.ZodNumber>;
    options: z.ZodRecord<z.ZodString, z.ZodUnknown>;
    files: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
}, z.core.$strip>;
export declare const workspaceTreatmentSchema: z.ZodObject<{
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
export declare const treatmentSchema: z.ZodObject<{
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
}, z.core.$strip>;
