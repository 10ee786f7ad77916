// JSON Schema validation through Ajv: draft-07 by default, 2019-09 and 2020-12
// when the schema's $schema says so, formats (email, date-time, …) included.

import { Ajv, type ValidateFunction } from "ajv";
import { Ajv2019 } from "ajv/dist/2019.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import formatsModule from "ajv-formats";

// ajv-formats is CommonJS: its default export is the plugin itself at run time.
const addFormats = ((formatsModule as unknown as { default?: unknown }).default ?? formatsModule) as unknown as (ajv: unknown) => void;

type AnyAjv = Ajv | Ajv2019 | Ajv2020;
const instances = new Map<string, AnyAjv>();

function textOrEmpty(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function ajvFor(schema: unknown): AnyAjv {
  const dialect = typeof schema === "object" && schema !== null ? textOrEmpty((schema as { $schema?: unknown }).$schema) : "";
  const key = dialect.includes("2020-12") ? "2020" : dialect.includes("2019-09") ? "2019" : "07";
  let ajv = instances.get(key);
  if (!ajv) {
    // addUsedSchema: false, so two rules may use the same $id with different schemas.
    const options = { allErrors: true, strict: false, addUsedSchema: false };
    ajv = key === "2020" ? new Ajv2020(options) : key === "2019" ? new Ajv2019(options) : new Ajv(options);
    addFormats(ajv);
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
