// The treatment manifest (model/treatment.ts), in results.json and stability.json.

import { z } from "zod";
import { count, hash, id, list, table, text } from "./primitives.ts";

const hashes = table(hash);
const args = list(text, 10_000);

export const runnerTreatmentSchema = z.object({
  type: id,
  model: id.optional(),
  command: args.optional(),
  args,
  env: list(id, 10_000),
  maxSteps: z.number().optional(),
  timeoutMs: z.number().optional(),
  options: table(z.unknown()),
  files: hashes.optional(),
});

export const workspaceTreatmentSchema = z.object({
  mode: z.enum(["none", "shared", "isolated"]),
  root: text,
  scope: z.enum(["template", "context"]),
  files: hashes,
  omitted: z.object({ files: count, hash }).optional(),
  bootstrap: z.object({ command: text, args, env: list(id, 10_000) }).optional(),
});

export const variantTreatmentSchema = z.object({
  skillsRemoved: list(id, 10_000).optional(),
  skillsAdded: hashes.optional(),
  files: hashes.optional(),
  runners: table(runnerTreatmentSchema).optional(),
});

export const treatmentSchema = z.object({
  workspace: workspaceTreatmentSchema,
  runners: table(runnerTreatmentSchema),
  variants: table(variantTreatmentSchema).optional(),
});
