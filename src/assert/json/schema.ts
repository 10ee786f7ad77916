// JSON Schema validation through Ajv: draft-07 by default, 2019-09 and 2020-12
// when the schema's $schema says so, formats (email, date-time, …) included.

import type { Ajv, ValidateFunction } from "ajv";
import type { Ajv2019 } from "ajv/dist/2019.js";
import type { Ajv2020 } from "ajv/dist/2020.js";
import { infraError } from "../../errors.ts";

type AnyAjv = Ajv | Ajv2019 | Ajv2020;

interface SchemaEngine {
  draft07: typeof Ajv;
  draft2019: typeof Ajv2019;
  draft2020: typeof Ajv2020;
  addFormats(ajv: AnyAjv): void;
}

// Ajv with its formats (a third of a megabyte) loads only for a suite with a json_schema rule: most runs
// have none, and every module loaded before the first agent is start-up (bench/items/startup.mjs).
let engine: SchemaEngine | undefined;

/** Loads Ajv: awaited (rule-engines.ts) before any schema is compiled. */
export async function loadSchemaEngine(): Promise<void> {
  if (engine) return;
  const [draft07, draft2019, draft2020, formats] = await Promise.all([
    import("ajv"),
    import("ajv/dist/2019.js"),
    import("ajv/dist/2020.js"),
    import("ajv-formats"),
  ]);
  // ajv-formats is CommonJS: its default export is the plugin itself at run time.
  const plugin = formats.default as unknown as { default?: unknown };
  engine = {
    draft07: draft07.Ajv,
    draft2019: draft2019.Ajv2019,
    draft2020: draft2020.Ajv2020,
    addFormats: (plugin.default ?? plugin) as (ajv: AnyAjv) => void,
  };
}

const instances = new Map<string, AnyAjv>();

function textOrEmpty(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function ajvFor(schema: unknown): AnyAjv {
  const dialect = typeof schema === "object" && schema !== null ? textOrEmpty((schema as { $schema?: unknown }).$schema) : "";
  const key = dialect.includes("2020-12") ? "2020" : dialect.includes("2019-09") ? "2019" : "07";
  let ajv = instances.get(key);
  if (!ajv) {
    if (!engine) throw infraError("JSON Schema validation was used before Ajv was loaded (a bug in agent-bench)");
    // addUsedSchema: false, so two rules may use the same $id with different schemas.
    const options = { allErrors: true, strict: false, addUsedSchema: false };
    ajv = key === "2020" ? new engine.draft2020(options) : key === "2019" ? new engine.draft2019(options) : new engine.draft07(options);
    engine.addFormats(ajv);
    instances.set(key, ajv);
  }
  return ajv;
}

/** Compiles a schema; throws with Ajv's message when the schema itself is invalid. */
export function compileSchema(schema: unknown): ValidateFunction {
  if (typeof schema !== "boolean" && (typeof schema !== "object" || schema === null || Array.isArray(schema))) {
    throw new TypeError("a JSON Schema is an object (or true/false)");
  }
  return ajvFor(schema).compile(schema as object);
}

/** "/name must be string; /age must be >= 0" (at most 5 errors). */
export function schemaErrors(validate: ValidateFunction): string {
  const errors = validate.errors ?? [];
  const shown = errors
    .slice(0, 5)
    .map(
      (e) =>
        `${e.instancePath || "(root)"} ${e.message ?? "is invalid"}${e.keyword === "additionalProperties" ? ` (${JSON.stringify((e.params as { additionalProperty?: string }).additionalProperty)})` : ""}`,
    );
  if (errors.length > 5) shown.push(`… ${errors.length - 5} more`);
  return shown.join("; ");
}
