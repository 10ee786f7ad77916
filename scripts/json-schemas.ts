// The JSON Schemas under docs/schema/, generated from the zod schemas that
// agent-bench itself reads its files with, for other tools. `node
// scripts/json-schemas.ts` writes them; __tests__/model/json-schema.test.ts
// fails when a committed file differs from a fresh generation.

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { comparisonSchema } from "../src/model/schema/comparison.ts";
import { explanationsFileSchema } from "../src/model/schema/explanations.ts";
import { liftFileSchema } from "../src/model/schema/lift.ts";
import { runFileSchema } from "../src/model/schema/run-file.ts";
import { stabilityFileV2Schema } from "../src/model/schema/stability.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SCHEMA_DIR = path.join(ROOT, "docs/schema");

const SCHEMAS: Array<{ file: string; title: string; description: string; schema: z.ZodType }> = [
  {
    file: "stability.schema.json",
    title: "agent-bench stability.json",
    description: "Per-cell statistics over the runs of one run (docs/stability-json.md).",
    schema: stabilityFileV2Schema,
  },
  {
    file: "results.schema.json",
    title: "agent-bench results.json",
    description: "Every execution of one run, with the plan and the environment (docs/reports.md).",
    schema: runFileSchema,
  },
  {
    file: "explanations.schema.json",
    title: "agent-bench explanations.json",
    description: "What agent-bench explain asked failed executions and what the agents answered (docs/cli.md#agent-bench-explain).",
    schema: explanationsFileSchema,
  },
  {
    file: "comparison.schema.json",
    title: "agent-bench comparison",
    description: "comparison.json, `agent-bench compare --format json` and report.json's comparison (docs/comparison.md).",
    schema: comparisonSchema,
  },
  {
    file: "lift.schema.json",
    title: "agent-bench lift.json",
    description: "A skill lift: each skill's verdict, pass rates, measures and cases with and without it (`agent-bench lift -o lift.json`, docs/lift.md).",
    schema: liftFileSchema,
  },
];

/** File name → the JSON text to commit. */
export function jsonSchemas(): Map<string, string> {
  return new Map(
    SCHEMAS.map(({ file, title, description, schema }) => {
      // "input": what a file may hold (a version-1 results.json may lack a test fingerprint).
      const json = {
        ...z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }),
        $id: `https://github.com/agent-bench/agent-bench/blob/main/docs/schema/${file}`,
        title,
        description,
      };
      return [file, `${JSON.stringify(json, null, 2)}\n`];
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(SCHEMA_DIR, { recursive: true });
  for (const [file, text] of jsonSchemas()) writeFileSync(path.join(SCHEMA_DIR, file), text);
  process.stdout.write(`wrote ${[...jsonSchemas().keys()].join(", ")} to ${path.relative(process.cwd(), SCHEMA_DIR) || "."}\n`);
}
