// The request messages of github.actions.results.api.v1.ArtifactService in their JSON form (proto
// field names, int64 as decimal strings, wrappers as bare values, Timestamps as RFC 3339), from the
// generated client in @actions/artifact. Fields left at their default are omitted by the client.
import { Ajv, type ValidateFunction } from "ajv";
import formatsModule from "ajv-formats";

const ids = {
  workflow_run_backend_id: { type: "string", minLength: 1 },
  workflow_job_run_backend_id: { type: "string", minLength: 1 },
};
const int64 = { type: "string", pattern: "^-?[0-9]+$" };
const name = { type: "string", minLength: 1 };

function message(properties: Record<string, object>, required: string[]): object {
  return {
    type: "object",
    properties: { ...ids, ...properties },
    required: ["workflow_run_backend_id", "workflow_job_run_backend_id", ...required],
    additionalProperties: false,
  };
}

const SCHEMAS: Record<string, object> = {
  CreateArtifact: message(
    { name, expires_at: { type: "string", format: "date-time" }, version: { type: "integer", const: 7 }, mime_type: { type: "string" } },
    ["name", "version"],
  ),
  FinalizeArtifact: message({ name, size: int64, hash: { type: "string", pattern: "^sha256:[0-9a-f]{64}$" } }, ["name"]),
  ListArtifacts: message({ name_filter: { type: "string" }, id_filter: int64 }, []),
  GetSignedArtifactURL: message({ name }, ["name"]),
  DeleteArtifact: message({ name }, ["name"]),
};

const ajv = new Ajv({ allErrors: true });
(formatsModule as unknown as { default: (a: Ajv) => Ajv }).default(ajv);
const validators = new Map<string, ValidateFunction>(Object.entries(SCHEMAS).map(([method, schema]) => [method, ajv.compile(schema)]));

/** What is wrong with a twirp request body; empty when it is what the real client sends. */
export function twirpBodyProblems(method: string, body: unknown): string[] {
  const validate = validators.get(method);
  if (!validate) return [`unknown method ${method}`];
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => {
    if (e.keyword === "additionalProperties") return `${method}: unknown field "${e.params.additionalProperty}"`;
    return `${method}${e.instancePath || ""}: ${e.message}`;
  });
}
