// Workflow runs and artifacts: the lookups a baseline search makes, and the artifact download that
// redirects to the blob store (410 once the artifact expired).
import { renderArtifact, renderRun } from "../render-actions.ts";
import type { Artifact, WorkflowRun } from "../state.ts";
import { integer, notFound, paginate, type RestRequest, type RestRoute } from "./common.ts";

/** With any filter, GitHub returns at most this many runs. */
const FILTERED_RUN_LIMIT = 1000;
const STATUSES = new Set(["completed", "in_progress", "queued", "requested", "waiting", "pending"]);
/** The download URL is valid this long (GitHub: "expires after 1 minute"). */
const DOWNLOAD_URL_SECONDS = 60;

function workflowOf(req: RestRequest): number | undefined {
  const id = req.params.workflow_id ?? "";
  const { workflows } = req.ctx.state;
  if (/^\d+$/.test(id)) return workflows.has(Number(id)) ? Number(id) : undefined;
  for (const w of workflows.values()) if (w.path === `.github/workflows/${id}`) return w.id;
  return undefined;
}

function filterRuns(req: RestRequest, runs: WorkflowRun[]): WorkflowRun[] {
  const q = req.query;
  let out = runs;
  if (typeof q.actor === "string") out = out.filter((r) => r.actor.login === q.actor);
  if (typeof q.branch === "string") out = out.filter((r) => r.headBranch === q.branch);
  if (typeof q.event === "string") out = out.filter((r) => r.event === q.event);
  if (typeof q.head_sha === "string") out = out.filter((r) => r.headSha === q.head_sha);
  if (typeof q.check_suite_id === "number") out = out.filter((r) => r.id + 1 === q.check_suite_id);
  if (typeof q.created === "string") out = out.filter((r) => Date.parse(r.createdAt) >= Date.parse(String(q.created)));
  // `status` takes a status or a conclusion.
  if (typeof q.status === "string") {
    const value = q.status;
    out = out.filter((r) => (STATUSES.has(value) ? r.status === value : r.conclusion === value));
  }
  const filtered = ["actor", "branch", "event", "head_sha", "check_suite_id", "created", "status"].some((k) => q[k] !== undefined);
  // Newest first.
  out = [...out].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  return filtered ? out.slice(0, FILTERED_RUN_LIMIT) : out;
}

function runsReply(req: RestRequest, runs: WorkflowRun[]): ReturnType<RestRoute> {
  const all = filterRuns(req, runs);
  const { page, headers } = paginate(all, req);
  const bare = req.query.exclude_pull_requests === true;
  const rendered = page.map((r) => ({ ...renderRun(req.ctx, r), ...(bare ? { pull_requests: [] } : {}) }));
  return { status: 200, body: { total_count: all.length, workflow_runs: rendered }, headers };
}

const listWorkflowRuns: RestRoute = (req) => {
  const workflowId = workflowOf(req);
  if (workflowId === undefined) return notFound();
  return runsReply(
    req,
    [...req.ctx.state.runs.values()].filter((r) => r.workflowId === workflowId),
  );
};

const listRepoRuns: RestRoute = (req) => runsReply(req, [...req.ctx.state.runs.values()]);

const getRun: RestRoute = (req) => {
  const run = req.ctx.state.runs.get(integer(req.params.run_id));
  if (!run) return notFound();
  const body = renderRun(req.ctx, run);
  if (req.query.exclude_pull_requests === true) body.pull_requests = [];
  return { status: 200, body };
};

function artifactsReply(req: RestRequest, artifacts: Artifact[]): ReturnType<RestRoute> {
  const named = typeof req.query.name === "string" ? artifacts.filter((a) => a.name === req.query.name) : artifacts;
  const { page, headers } = paginate(named, req);
  return { status: 200, body: { total_count: named.length, artifacts: page.map((a) => renderArtifact(req.ctx, a)) }, headers };
}

const listRunArtifacts: RestRoute = (req) => {
  const run = req.ctx.state.runs.get(integer(req.params.run_id));
  if (!run) return notFound();
  const artifacts = req.ctx.state.artifactsOf(run.id);
  if ((req.query.direction ?? "desc") === "desc") artifacts.reverse();
  return artifactsReply(req, artifacts);
};

const listRepoArtifacts: RestRoute = (req) => {
  const artifacts = [...req.ctx.state.artifacts.values()].filter((a) => a.finalized).sort((a, b) => b.id - a.id);
  return artifactsReply(req, artifacts);
};

function findArtifact(req: RestRequest): Artifact | undefined {
  const artifact = req.ctx.state.artifacts.get(integer(req.params.artifact_id));
  return artifact?.finalized ? artifact : undefined;
}

const getArtifact: RestRoute = (req) => {
  const artifact = findArtifact(req);
  return artifact ? { status: 200, body: renderArtifact(req.ctx, artifact) } : notFound();
};

const deleteArtifact: RestRoute = (req) => {
  const artifact = findArtifact(req);
  if (!artifact) return notFound();
  req.ctx.state.artifacts.delete(artifact.id);
  void req.blobs.remove(artifact.blob);
  return { status: 204 };
};

const downloadArtifact: RestRoute = (req) => {
  const artifact = findArtifact(req);
  if (!artifact || req.params.archive_format !== "zip") return notFound();
  if (req.ctx.state.isExpired(artifact)) {
    return { status: 410, body: { message: "Artifact has expired", documentation_url: "https://docs.github.com/rest", status: "410" } };
  }
  return { status: 302, headers: { location: req.blobs.sign(artifact.blob, "r", DOWNLOAD_URL_SECONDS) } };
};

export const actionsRoutes: Record<string, RestRoute> = {
  "actions/list-workflow-runs": listWorkflowRuns,
  "actions/list-workflow-runs-for-repo": listRepoRuns,
  "actions/get-workflow-run": getRun,
  "actions/list-workflow-run-artifacts": listRunArtifacts,
  "actions/list-artifacts-for-repo": listRepoArtifacts,
  "actions/get-artifact": getArtifact,
  "actions/delete-artifact": deleteArtifact,
  "actions/download-artifact": downloadArtifact,
};
