// Behaviour labels and counts (model/behaviour.ts), in results.json and stability.json.

import { z } from "zod";
import { count, list, table, text } from "./primitives.ts";

const labels = list(text, 100_000);

export const executionBehaviourSchema = z.object({
  skills: labels,
  tools: table(count),
  commands: labels,
  writes: labels,
});

const spread = z.object({ mean: z.number(), std: z.number() }).nullable();

export const behaviourProfileSchema = z.object({
  runs: count,
  skills: table(count),
  tools: table(z.object({ runs: count, calls: count })),
  commands: table(count),
  writes: table(count),
  failedAssertions: table(count),
  turns: spread,
  tokens: spread,
  other: z.partialRecord(z.enum(["skills", "tools", "commands", "writes", "failedAssertions"]), count).optional(),
});
