// Check runs: create and update (annotations append, at most 50 per request by the schema), get,
// list for a ref, list annotations.
import { renderAnnotation, renderCheckRun } from "../render-activity.ts";
import { timestamp, type Annotation, type CheckRun } from "../state.ts";
import { integer, invalidRequest, notFound, paginate, resolveRef, type RestRequest, type RestRoute } from "./common.ts";

interface CheckInput {
  name?: string;
  head_sha?: string;
  details_url?: string;
  external_id?: string;
  status?: string;
  conclusion?: string;
  started_at?: string;
  completed_at?: string;
  output?: { title?: string; summary?: string; text?: string; annotations?: Annotation[] };
}

// Setting a conclusion completes the run; completing needs a conclusion (GitHub's anyOf rule).
function apply(check: CheckRun, input: CheckInput): string | undefined {
  if (input.name !== undefined) check.name = input.name;
  if (input.details_url !== undefined) check.detailsUrl = input.details_url;
  if (input.external_id !== undefined) check.externalId = input.external_id;
  if (input.started_at !== undefined) check.startedAt = input.started_at;
  if (input.status !== undefined) check.status = input.status;
  if (input.conclusion !== undefined) {
    check.conclusion = input.conclusion;
    check.status = "completed";
  }
  if (check.status === "completed" && check.conclusion === null) return '"conclusion" wasn\'t supplied.';
  if (check.status === "completed") check.completedAt = input.completed_at ?? check.completedAt ?? timestamp();
  if (input.output) {
    check.output = {
      title: input.output.title ?? check.output.title,
      summary: input.output.summary ?? check.output.summary,
      text: input.output.text ?? check.output.text,
    };
    check.annotations.push(...(input.output.annotations ?? []).map((a) => ({ ...a })));
  }
  return undefined;
}

const create: RestRoute = (req) => {
  const input = req.body as CheckInput;
  const check: CheckRun = {
    id: req.ctx.state.nextId("check"),
    name: String(input.name),
    headSha: String(input.head_sha),
    status: "queued",
    conclusion: null,
    startedAt: timestamp(),
    completedAt: null,
    externalId: "",
    detailsUrl: null,
    output: { title: null, summary: null, text: null },
    annotations: [],
  };
  const problem = apply(check, input);
  if (problem) return invalidRequest([problem]);
  req.ctx.state.checkRuns.set(check.id, check);
  return { status: 201, body: renderCheckRun(req.ctx, check) };
};

function findCheck(req: RestRequest): CheckRun | undefined {
  return req.ctx.state.checkRuns.get(integer(req.params.check_run_id));
}

const update: RestRoute = (req) => {
  const check = findCheck(req);
  if (!check) return notFound();
  const draft = structuredClone(check);
  const problem = apply(draft, req.body);
  if (problem) return invalidRequest([problem]);
  Object.assign(check, draft);
  return { status: 200, body: renderCheckRun(req.ctx, check) };
};

const get: RestRoute = (req) => {
  const check = findCheck(req);
  return check ? { status: 200, body: renderCheckRun(req.ctx, check) } : notFound();
};

const listForRef: RestRoute = (req) => {
  const sha = resolveRef(req, req.params.ref ?? "");
  if (!sha) return notFound();
  let checks = req.ctx.state.checkRunsFor(sha).sort((a, b) => b.id - a.id);
  if (req.query.check_name !== undefined) checks = checks.filter((c) => c.name === req.query.check_name);
  if (req.query.status !== undefined) checks = checks.filter((c) => c.status === req.query.status);
  if ((req.query.filter ?? "latest") === "latest") {
    const seen = new Set<string>();
    checks = checks.filter((c) => !seen.has(c.name) && seen.add(c.name));
  }
  const { page, headers } = paginate(checks, req);
  return { status: 200, body: { total_count: checks.length, check_runs: page.map((c) => renderCheckRun(req.ctx, c)) }, headers };
};

const listAnnotations: RestRoute = (req) => {
  const check = findCheck(req);
  if (!check) return notFound();
  const { page, headers } = paginate(check.annotations, req);
  return { status: 200, body: page.map((a) => renderAnnotation(req.ctx, check, a)), headers };
};

export const checkRoutes: Record<string, RestRoute> = {
  "checks/create": create,
  "checks/update": update,
  "checks/get": get,
  "checks/list-for-ref": listForRef,
  "checks/list-annotations": listAnnotations,
};
