// Regenerates __tests__/fixtures/github/openapi-subset.json: the operations the action and the
// test bed use, cut from GitHub's own OpenAPI description (@octokit/openapi). The full package is
// 385 MB, so it is installed into a temporary folder outside the repository, never as a dependency.
//
//   node scripts/extract-openapi.mjs                 # installs @octokit/openapi@23.0.2 into a temp dir
//   node scripts/extract-openapi.mjs --spec <file>   # uses an api.github.com.json you already have
//
// The subset keeps each operation's parameters (resolved), request body and response schemas (with
// $refs into a components section that holds only what is referenced) and the success responses'
// examples, which the fake GitHub uses as templates. Descriptions and x-github metadata are dropped.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGE = "@octokit/openapi@23.0.2";
const OUTPUT = resolve(dirname(fileURLToPath(import.meta.url)), "../__tests__/fixtures/github/openapi-subset.json");

// Keep in step with docs/testing.md ("What the fake serves").
const OPERATIONS = [
  "repos/get",
  "pulls/get",
  "pulls/list",
  "pulls/list-files",
  "issues/list-comments",
  "issues/create-comment",
  "issues/get-comment",
  "issues/update-comment",
  "issues/delete-comment",
  "checks/create",
  "checks/update",
  "checks/get",
  "checks/list-for-ref",
  "checks/list-annotations",
  "repos/create-commit-status",
  "repos/list-commit-statuses-for-ref",
  "actions/list-workflow-runs",
  "actions/list-workflow-runs-for-repo",
  "actions/get-workflow-run",
  "actions/list-workflow-run-artifacts",
  "actions/list-artifacts-for-repo",
  "actions/get-artifact",
  "actions/delete-artifact",
  "actions/download-artifact",
];

// Keywords that only document: dropped wherever they stand in keyword position.
const DOC_KEYWORDS = new Set(["description", "summary", "externalDocs", "tags", "example", "x-github", "x-octokit"]);

function loadSpec() {
  const at = process.argv.indexOf("--spec");
  if (at !== -1) {
    const file = process.argv[at + 1];
    if (!file) throw new Error("--spec needs a path to api.github.com.json");
    return JSON.parse(readFileSync(file, "utf8"));
  }
  const dir = mkdtempSync(join(tmpdir(), "octokit-openapi-"));
  try {
    console.error(`installing ${PACKAGE} into ${dir} (about 385 MB, removed afterwards)`);
    execFileSync("npm", ["install", "--prefix", dir, "--no-save", "--no-package-lock", "--loglevel=error", PACKAGE], {
      stdio: ["ignore", "inherit", "inherit"],
    });
    return JSON.parse(readFileSync(join(dir, "node_modules/@octokit/openapi/generated/api.github.com.json"), "utf8"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function lookup(spec, ref) {
  if (!ref.startsWith("#/")) throw new Error(`external $ref not supported: ${ref}`);
  let node = spec;
  for (const part of ref.slice(2).split("/")) node = node[part.replace(/~1/g, "/").replace(/~0/g, "~")];
  if (node === undefined) throw new Error(`dangling $ref ${ref}`);
  return node;
}

// Copies a schema without documentation keywords; records every components/schemas $ref it meets.
// `names` is true when the object's keys are names (properties, patternProperties), not keywords.
function cleanSchema(node, refs, names = false) {
  if (Array.isArray(node)) return node.map((item) => cleanSchema(item, refs));
  if (node === null || typeof node !== "object") return node;
  const out = {};
  for (const key of Object.keys(node)) {
    if (!names && (DOC_KEYWORDS.has(key) || key === "examples" || key.startsWith("x-"))) continue;
    if (!names && key === "$ref") refs.add(node.$ref);
    out[key] = cleanSchema(node[key], refs, !names && (key === "properties" || key === "patternProperties"));
  }
  return out;
}

function resolveParameter(spec, parameter, refs) {
  const param = parameter.$ref ? lookup(spec, parameter.$ref) : parameter;
  return { name: param.name, in: param.in, required: param.required === true, schema: cleanSchema(param.schema, refs) };
}

function exampleOf(spec, media) {
  const examples = media?.examples;
  if (!examples) return undefined;
  const first = Object.values(examples)[0];
  const example = first.$ref ? lookup(spec, first.$ref) : first;
  return example.value;
}

function extractOperation(spec, path, method, pathItem, op, refs) {
  const parameters = [...(pathItem.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolveParameter(spec, p, refs));
  const responses = {};
  for (const [status, response] of Object.entries(op.responses)) {
    const resolved = response.$ref ? lookup(spec, response.$ref) : response;
    const media = resolved.content?.["application/json"];
    const entry = {};
    if (media?.schema) entry.schema = cleanSchema(media.schema, refs);
    if (/^2/.test(status)) {
      const example = exampleOf(spec, media);
      if (example !== undefined) entry.example = example;
    }
    responses[status] = entry;
  }
  const body = op.requestBody?.content?.["application/json"];
  return {
    operationId: op.operationId,
    method: method.toUpperCase(),
    path,
    parameters,
    ...(body ? { requestBody: { required: op.requestBody.required === true, schema: cleanSchema(body.schema, refs) } } : {}),
    responses,
  };
}

function main() {
  const spec = loadSpec();
  const wanted = new Set(OPERATIONS);
  const refs = new Set();
  const operations = {};
  for (const [path, pathItem] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(pathItem)) {
      if (!op?.operationId || !wanted.has(op.operationId)) continue;
      operations[`${method.toUpperCase()} ${path}`] = extractOperation(spec, path, method, pathItem, op, refs);
      wanted.delete(op.operationId);
    }
  }
  if (wanted.size > 0) throw new Error(`operations not in the description: ${[...wanted].join(", ")}`);

  // Pull in referenced schemas until no new $ref turns up.
  const schemas = {};
  const pending = [...refs];
  while (pending.length > 0) {
    const ref = pending.pop();
    const name = ref.replace("#/components/schemas/", "");
    if (ref === name) throw new Error(`unexpected $ref outside components/schemas: ${ref}`);
    if (schemas[name]) continue;
    const found = new Set();
    schemas[name] = cleanSchema(lookup(spec, ref), found);
    for (const next of found) if (!schemas[next.replace("#/components/schemas/", "")]) pending.push(next);
  }
  const sorted = Object.fromEntries(
    Object.keys(schemas)
      .sort()
      .map((k) => [k, schemas[k]]),
  );
  const subset = {
    source: `${PACKAGE} generated/api.github.com.json (openapi ${spec.openapi}, api ${spec.info.version})`,
    regenerate: "node scripts/extract-openapi.mjs",
    operations: Object.fromEntries(
      Object.keys(operations)
        .sort()
        .map((k) => [k, operations[k]]),
    ),
    components: { schemas: sorted },
  };
  writeFileSync(OUTPUT, JSON.stringify(subset, null, 1) + "\n");
  console.error(`wrote ${OUTPUT}: ${Object.keys(operations).length} operations, ${Object.keys(sorted).length} schemas`);
}

main();
