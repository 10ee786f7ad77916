// The agent-bench config file: runners plus defaults. Validated strictly, so
// a typo is an error that names the key, never a silently ignored setting.

import { z } from "zod";
import { parseDuration, durationHint } from "../duration.ts";
import { SNAPSHOT_METRICS } from "../model/snapshot-metric.ts";

export const durationSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const ms = parseDuration(value);
  if (ms === undefined) {
    ctx.addIssue({ code: "custom", message: `invalid duration ${JSON.stringify(value)}: ${durationHint(value)}` });
    return z.NEVER;
  }
  return ms;
});

const SIZE_UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** A size in bytes: a whole number, or text such as "64MB", "512KB", "1GB" (units of 1024). */
export const sizeSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const match = typeof value === "string" ? /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(value) : undefined;
  const bytes = typeof value === "number" ? value : match ? Number(match[1]) * SIZE_UNITS[(match[2] ?? "b").toLowerCase()] : NaN;
  if (!Number.isFinite(bytes) || bytes < 1024 || (typeof value === "number" && !Number.isInteger(value))) {
    ctx.addIssue({
      code: "custom",
      message: `invalid size ${JSON.stringify(value)}: write a number of bytes (at least 1024) or a size such as "64MB", "512KB", "1GB"`,
    });
    return z.NEVER;
  }
  return Math.floor(bytes);
});

const envSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String));

export const bootstrapSchema = z.strictObject({
  command: z.string().min(1),
  args: z.array(z.string()).optional(),
  env: envSchema.optional(),
  timeout: durationSchema.optional(),
  timeoutMs: z.number().int().positive().optional(),
});

export const workspaceSchema = z.strictObject({
  mode: z.enum(["none", "shared", "isolated", "repository"]),
  cwd: z.string().optional(),
  templateDir: z.string().optional(),
  bootstrap: bootstrapSchema.optional(),
});

/** Keys every runner accepts; the rest are the runner type's own options. */
export const COMMON_RUNNER_KEYS = ["type", "model", "command", "args", "env", "timeout", "maxSteps", "maxOutputBytes", "scriptedModel", "description"] as const;

export const runnerCommonSchema = z.object({
  type: z.string().min(1),
  model: z.string().min(1).optional(),
  command: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).optional(),
  args: z.array(z.string()).optional(),
  env: envSchema.optional(),
  timeout: durationSchema.optional(),
  maxSteps: z.number().int().positive().optional(),
  /** Cap on what one execution of the runner may print (stdout and stderr); past it the agent is stopped. */
  maxOutputBytes: sizeSchema.optional(),
  scriptedModel: z.string().min(1).optional(),
  description: z.string().optional(),
});

export const defaultsSchema = z.strictObject({
  runs: z.number().int().positive().optional(),
  parallel: z.number().int().positive().optional(),
  timeout: durationSchema.optional(),
  maxSteps: z.number().int().positive().optional(),
  workspace: workspaceSchema.optional(),
  outDir: z.string().optional(),
  tags: z.array(z.string()).optional(),
  user: z.string().optional(),
  team: z.string().optional(),
  failFast: z.boolean().optional(),
  retries: z.number().int().nonnegative().optional(),
});

/** skillgym's token-regression check (docs/configuration.md#snapshots). */
export const snapshotsSchema = z.strictObject({
  path: z.string().min(1).optional(),
  metric: z.enum(SNAPSHOT_METRICS).optional(),
  tolerance: z
    .strictObject({ absolute: z.number().nonnegative().optional(), percent: z.number().nonnegative().optional() })
    .refine((t) => t.absolute !== undefined || t.percent !== undefined, "expected at least one of absolute or percent"),
});

/** Variant ids: like runner ids, plus ":" so a program can say `without:greet`. */
export const VARIANT_ID = /^[A-Za-z0-9][\w.:-]*$/;

const variantSchema = z.strictObject({
  skills: z
    .strictObject({
      remove: z.array(z.string().min(1)).optional(),
      add: z.array(z.string().min(1)).optional(),
    })
    .optional(),
  files: z.record(z.string().min(1), z.string().min(1)).optional(),
  runners: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  description: z.string().optional(),
});

export const variantsSchema = z.record(z.string().regex(VARIANT_ID, "variant ids use letters, digits, '.', '_', ':' and '-'"), variantSchema);

export const configSchema = z.strictObject({
  $schema: z.string().optional(),
  runners: z.record(z.string().regex(/^[A-Za-z0-9][\w.-]*$/, "runner ids use letters, digits, '.', '_' and '-'"), z.record(z.string(), z.unknown())),
  defaults: defaultsSchema.optional(),
  judge: z.string().optional(),
  reporters: z
    .array(
      z.union([
        z.string(),
        // A reporter agent (docs/reports.md#reporter-agents).
        z.strictObject({
          agent: z.string().min(1),
          extensions: z
            .array(z.string().regex(/^\.?[\w.-]+$/u, 'an extension such as ".md"'))
            .min(1)
            .optional(),
          options: z.record(z.string(), z.unknown()).optional(),
          timeout: durationSchema.optional(),
        }),
      ]),
    )
    .optional(),
  outputs: z.array(z.string()).optional(),
  snapshots: snapshotsSchema.optional(),
  variants: variantsSchema.optional(),
});

export type RawConfig = z.infer<typeof configSchema>;
export type RawWorkspace = z.infer<typeof workspaceSchema>;
