// GitHub's own OpenAPI description (the committed subset, see scripts/extract-openapi.mjs) as a
// route table and a validator. Requests are checked the way GitHub checks them (parameter types,
// enums, required body fields, maxItems) plus what GitHub silently ignores but a test must not
// (unknown query parameters and body fields). Responses the fake builds are checked strictly, so the
// fake cannot invent or drop fields.
import { readFileSync } from "node:fs";
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import formatsModule from "ajv-formats";

type Schema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  schema: Schema;
}

export interface Operation {
  /** "METHOD /path/{template}" */
  key: string;
  operationId: string;
  method: string;
  path: string;
  parameters: Parameter[];
  requestBody?: { required: boolean; schema: Schema };
  responses: Record<string, { schema?: Schema; example?: unknown }>;
}

export interface RouteMatch {
  operation: Operation;
  params: Record<string, string>;
}

export interface RequestCheck {
  /** Problems GitHub rejects with 422. */
  errors: string[];
  /** Problems GitHub ignores silently (unknown parameters or body fields): still a bug in the caller. */
  ignored: string[];
  /** The query with integers and booleans coerced as GitHub reads them. */
  query: Record<string, unknown>;
}

interface Subset {
  operations: Record<string, Omit<Operation, "key">>;
  components: { schemas: Record<string, Schema> };
}

const SUBSET_FILE = new URL("../../fixtures/github/openapi-subset.json", import.meta.url);

// OpenAPI 3.0 schema → JSON Schema for ajv: `nullable`, component $refs under `root`, and, when
// `closed`, additionalProperties: false on objects that list their properties, so unknown fields
// are reported. Branches of anyOf/oneOf and objects built with allOf stay open: they describe a
// part of an object whose other fields are listed elsewhere.
function convert(node: unknown, root: string, closed: boolean, branch = false): unknown {
  if (Array.isArray(node)) return node.map((item) => convert(item, root, closed, branch));
  if (node === null || typeof node !== "object") return node;
  const source = node as Schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === "nullable") continue;
    if (key === "$ref") out.$ref = String(value).replace("#/components/schemas/", `${root}#/definitions/`);
    else if (key === "properties" || key === "patternProperties") {
      out[key] = Object.fromEntries(Object.entries(value as Schema).map(([k, v]) => [k, convert(v, root, closed)]));
    } else out[key] = convert(value, root, closed, key === "anyOf" || key === "oneOf" || key === "allOf");
  }
  const listsFields = out.properties !== undefined && out.allOf === undefined && !branch;
  if (closed && listsFields && out.additionalProperties === undefined) out.additionalProperties = false;
  if (source.nullable !== true) return out;
  if (typeof out.type === "string") {
    out.type = [out.type, "null"];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...(out.enum as unknown[]), null];
    return out;
  }
  return { anyOf: [out, { type: "null" }] };
}

function makeAjv(subset: Subset, root: string, closed: boolean): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: true, verbose: true, validateSchema: false });
  const addFormats = (formatsModule as unknown as { default: (a: Ajv) => Ajv }).default;
  addFormats(ajv);
  ajv.addFormat("int64", true);
  const definitions = Object.fromEntries(Object.entries(subset.components.schemas).map(([name, schema]) => [name, convert(schema, root, closed)]));
  ajv.addSchema({ $id: root, definitions });
  return ajv;
}

function describe(errors: ErrorObject[] | null | undefined, where: string): string[] {
  return (errors ?? []).map((e) => {
    const at = `${where}${e.instancePath}`;
    if (e.keyword === "enum") return `${at}: ${JSON.stringify(e.data)} is not one of ${JSON.stringify(e.params.allowedValues)}`;
    if (e.keyword === "additionalProperties") return `${at}: unknown field "${e.params.additionalProperty}"`;
    if (e.keyword === "required") return `${at}: required field "${e.params.missingProperty}" is missing`;
    return `${at}: ${e.message}`;
  });
}

// Query and path values arrive as text; GitHub reads integers and booleans out of them.
function coerce(value: string, schema: Schema): unknown {
  const types = [schema.type].flat();
  if ((types.includes("integer") || types.includes("number")) && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (types.includes("boolean") && (value === "true" || value === "false")) return value === "true";
  return value;
}

export class OpenApi {
  readonly operations: Operation[];
  private readonly routes: { operation: Operation; pattern: RegExp; names: string[]; literals: number }[];
  private readonly loose: Ajv;
  private readonly closed: Ajv;
  private readonly cache = new Map<string, ValidateFunction>();
  private readonly schemas: Record<string, Schema>;

  constructor(subset: Subset) {
    this.schemas = subset.components.schemas;
    this.operations = Object.entries(subset.operations).map(([key, op]) => ({ key, ...op }));
    this.routes = this.operations.map((operation) => {
      const names: string[] = [];
      const source = operation.path.replace(/\{([^}]+)\}|[^{]+/g, (part, name: string | undefined) => {
        if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
        names.push(name);
        return "([^/]+)";
      });
      const literals = operation.path.split("/").filter((s) => s && !s.startsWith("{")).length;
      return { operation, pattern: new RegExp(`^${source}$`), names, literals };
    });
    this.routes.sort((a, b) => b.literals - a.literals);
    this.loose = makeAjv(subset, "gh", false);
    this.closed = makeAjv(subset, "gh-closed", true);
  }

  match(method: string, pathname: string): RouteMatch | undefined {
    for (const route of this.routes) {
      if (route.operation.method !== method) continue;
      const found = route.pattern.exec(pathname);
      if (!found) continue;
      const params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(found[i + 1] ?? "")]));
      return { operation: route.operation, params };
    }
    return undefined;
  }

  /** Whether any operation serves this path with another method (then GitHub answers 404 too, but the cause differs). */
  knowsPath(pathname: string): boolean {
    return this.routes.some((r) => r.pattern.test(pathname));
  }

  checkRequest(op: Operation, params: Record<string, string>, search: URLSearchParams, body: unknown): RequestCheck {
    const errors: string[] = [];
    const ignored: string[] = [];
    const query: Record<string, unknown> = {};
    const declared = new Set(op.parameters.filter((p) => p.in === "query").map((p) => p.name));
    for (const name of new Set(search.keys())) {
      if (!declared.has(name)) ignored.push(`query: unknown parameter "${name}" (${op.operationId} takes: ${[...declared].join(", ") || "none"})`);
    }
    for (const param of op.parameters) {
      if (param.in !== "path" && param.in !== "query") continue;
      const raw = param.in === "path" ? params[param.name] : (search.get(param.name) ?? undefined);
      if (raw === undefined) {
        if (param.required) errors.push(`${param.in}: required parameter "${param.name}" is missing`);
        continue;
      }
      const value = coerce(raw, param.schema);
      if (param.in === "query") query[param.name] = value;
      const validate = this.compile(this.loose, `${op.key} ${param.in}:${param.name}`, param.schema);
      if (!validate(value)) errors.push(...describe(validate.errors, `${param.in}/${param.name}`));
    }
    if (op.requestBody) {
      if (body === undefined) {
        if (op.requestBody.required) errors.push("body: a JSON body is required");
      } else {
        const validate = this.compile(this.loose, `${op.key} body`, op.requestBody.schema);
        if (!validate(body)) errors.push(...describe(validate.errors, "body"));
        const strict = this.compile(this.closed, `${op.key} body`, op.requestBody.schema);
        if (!strict(body)) {
          const extra = (strict.errors ?? []).filter((e) => e.keyword === "additionalProperties");
          ignored.push(...describe(extra, "body"));
        }
      }
    }
    return { errors, ignored, query };
  }

  /** Problems with a response the fake built; empty when it matches the description exactly. */
  checkResponse(op: Operation, status: number, body: unknown): string[] {
    const declared = op.responses[String(status)];
    if (!declared) return [`status ${status} is not a documented response of ${op.operationId}`];
    if (!declared.schema) return [];
    const validate = this.compile(this.closed, `${op.key} ${status}`, declared.schema);
    return validate(body) ? [] : describe(validate.errors, "response");
  }

  /** A deep copy of the documented example of a success response: the template fake responses start from. */
  example(operationId: string, status = 200): unknown {
    const op = this.operations.find((o) => o.operationId === operationId);
    const example = op?.responses[String(status)]?.example;
    if (example === undefined) throw new Error(`no ${status} example for ${operationId} in the OpenAPI subset`);
    return structuredClone(example);
  }

  /** The property names a component schema documents (to cut a template down to that schema). */
  schemaProperties(name: string): string[] {
    const schema = this.schemas[name];
    if (!schema) throw new Error(`no schema "${name}" in the OpenAPI subset`);
    return Object.keys((schema.properties as Schema | undefined) ?? {});
  }

  private compile(ajv: Ajv, key: string, schema: Schema): ValidateFunction {
    const cacheKey = `${ajv === this.loose ? "loose" : "closed"} ${key}`;
    let validate = this.cache.get(cacheKey);
    if (!validate) {
      validate = ajv.compile(convert(schema, ajv === this.loose ? "gh" : "gh-closed", ajv === this.closed) as Schema);
      this.cache.set(cacheKey, validate);
    }
    return validate;
  }
}

let shared: OpenApi | undefined;

/** The description, parsed once per process. */
export function openApi(): OpenApi {
  shared ??= new OpenApi(JSON.parse(readFileSync(SUBSET_FILE, "utf8")) as Subset);
  return shared;
}
