// The Actions results service (twirp, JSON) that @actions/artifact talks to without findBy:
// CreateArtifact, FinalizeArtifact, ListArtifacts, GetSignedArtifactURL, DeleteArtifact. The run
// comes from the runtime token's backend ids; bodies are checked field by field (snake_case, int64
// as strings) and every answer, errors included, is JSON: the client retries anything else.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { BlobStore } from "./blob-store.ts";
import type { Faults } from "./faults.ts";
import { queryObject, readBody, recordBody, recordHeaders, type Journal } from "./http.ts";
import { decodeRuntimeToken } from "./runtime-token.ts";
import { twirpBodyProblems } from "./twirp-schema.ts";
import { timestamp, type Artifact, type GitHubState, type WorkflowRun } from "./state.ts";

const PREFIX = "/twirp/github.actions.results.api.v1.ArtifactService/";
const UPLOAD_URL_SECONDS = 6 * 3600;
const DOWNLOAD_URL_SECONDS = 3600;
const DEFAULT_RETENTION_DAYS = 90;

interface TwirpReply {
  status: number;
  body: Record<string, unknown>;
}

// Bodies are checked by twirpBodyProblems before a method reads them.
type Body = Record<string, string | number | undefined>;
type Method = (run: WorkflowRun, body: Body) => Promise<TwirpReply>;

function twirpError(status: number, code: string, msg: string): TwirpReply {
  return { status, body: { code, msg } };
}

export class ResultsService {
  private readonly state: GitHubState;
  private readonly journal: Journal;
  private readonly faults: Faults;
  private readonly blobs: BlobStore;
  private readonly methods: Record<string, Method>;

  /** Refuse uploads that are not zips, as a GitHub Enterprise Server without unzipped artifacts does. */
  refuseUnzipped = false;

  constructor(state: GitHubState, journal: Journal, faults: Faults, blobs: BlobStore) {
    this.state = state;
    this.journal = journal;
    this.faults = faults;
    this.blobs = blobs;
    this.methods = {
      CreateArtifact: (run, body) => Promise.resolve(this.create(run, body)),
      FinalizeArtifact: (run, body) => this.finalize(run, body),
      ListArtifacts: (run, body) => Promise.resolve(this.list(run, body)),
      GetSignedArtifactURL: (run, body) => Promise.resolve(this.signedUrl(run, body)),
      DeleteArtifact: (run, body) => this.remove(run, body),
    };
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const raw = await readBody(req);
    const method = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : "";
    const route = `results/${method || url.pathname}`;
    const fault = this.faults.take(route);
    const auth = req.headers.authorization ?? "";
    const token = decodeRuntimeToken(auth.replace(/^Bearer /, ""));
    res.on("close", () =>
      this.journal.record({
        origin: "results",
        method: req.method ?? "POST",
        path: url.pathname,
        query: queryObject(url.searchParams),
        headers: recordHeaders(req, token ? "Bearer <runtime token>" : undefined),
        body: recordBody(raw, req.headers["content-type"]),
        status: fault?.kind === "drop-connection" ? 0 : res.statusCode,
        route,
        ...(fault ? { fault: fault.kind } : {}),
      }),
    );
    if (fault?.kind === "drop-connection") {
      res.socket?.destroy();
      return;
    }
    const reply = fault
      ? fault.kind === "server-error"
        ? twirpError(fault.status, "internal", "injected server error")
        : twirpError(429, "resource_exhausted", "too many requests")
      : await this.dispatch(req, method, raw, token?.backendId);
    res.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.body));
  }

  private async dispatch(req: IncomingMessage, method: string, raw: Buffer, backendId: string | undefined): Promise<TwirpReply> {
    const handler = this.methods[method];
    if (req.method !== "POST" || !handler) return twirpError(404, "bad_route", `no handler for path ${req.url}`);
    if (!String(req.headers["content-type"]).startsWith("application/json")) {
      return twirpError(400, "malformed", "the fake results service speaks JSON only (Content-Type: application/json)");
    }
    const run = backendId === undefined ? undefined : this.state.runByBackendId(backendId);
    if (!run) return twirpError(401, "unauthenticated", "the runtime token does not name a workflow run the fake GitHub knows");
    let body: Body;
    try {
      body = JSON.parse(raw.toString("utf8")) as Body;
    } catch {
      return twirpError(400, "malformed", "the request body is not JSON");
    }
    const problems = twirpBodyProblems(method, body);
    if (body.workflow_run_backend_id !== run.backendId) problems.push("workflow_run_backend_id does not match the runtime token");
    if (problems.length > 0) {
      this.journal.violate({ origin: "results", method: "POST", path: req.url ?? "", route: `results/${method}`, kind: "request", problems });
      return twirpError(400, "invalid_argument", problems.join("; "));
    }
    return handler(run, body);
  }

  private named(run: WorkflowRun, name: unknown, finalized: boolean): Artifact | undefined {
    for (const a of this.state.artifacts.values()) if (a.runId === run.id && a.name === name && a.finalized === finalized) return a;
    return undefined;
  }

  private create(run: WorkflowRun, body: Body): TwirpReply {
    const name = String(body.name);
    if (this.named(run, name, true) || this.named(run, name, false)) {
      return twirpError(409, "already_exists", `an artifact with this name already exists on the workflow run: ${name}`);
    }
    // An unzipped upload (skipArchive) announces the file's own type; the blob is the file itself.
    const mimeType = typeof body.mime_type === "string" ? body.mime_type : "application/zip";
    const unzipped = mimeType !== "application/zip";
    if (unzipped && this.refuseUnzipped) {
      return twirpError(400, "invalid_argument", `unzipped artifacts are not supported by this server (mime_type ${mimeType}); upload a zip`);
    }
    const now = timestamp();
    const retention = new Date(Date.now() + DEFAULT_RETENTION_DAYS * 86_400_000);
    const artifact: Artifact = {
      id: this.state.nextId("artifact"),
      runId: run.id,
      name,
      sizeInBytes: 0,
      digest: null,
      createdAt: now,
      updatedAt: now,
      expiresAt: typeof body.expires_at === "string" ? timestamp(new Date(body.expires_at)) : timestamp(retention),
      blob: `${run.backendId}/${run.jobBackendId}/${unzipped ? name : `${name}.zip`}`,
      mimeType,
      finalized: false,
    };
    this.state.artifacts.set(artifact.id, artifact);
    return { status: 200, body: { ok: true, signed_upload_url: this.blobs.sign(artifact.blob, "cw", UPLOAD_URL_SECONDS) } };
  }

  private async finalize(run: WorkflowRun, body: Body): Promise<TwirpReply> {
    const artifact = this.named(run, body.name, false);
    if (!artifact) return twirpError(404, "not_found", `no artifact named ${body.name} is being uploaded in this run`);
    const blob = await this.blobs.read(artifact.blob);
    if (!blob) return twirpError(412, "failed_precondition", "the artifact's blob was never committed to storage");
    artifact.sizeInBytes = Number(body.size);
    artifact.digest = typeof body.hash === "string" ? body.hash : null;
    artifact.finalized = true;
    artifact.updatedAt = timestamp();
    return { status: 200, body: { ok: true, artifact_id: String(artifact.id) } };
  }

  private list(run: WorkflowRun, body: Body): TwirpReply {
    const artifacts = this.state
      .artifactsOf(run.id)
      .filter((a) => !this.state.isExpired(a))
      .filter((a) => body.name_filter === undefined || a.name === body.name_filter)
      .filter((a) => body.id_filter === undefined || String(a.id) === String(body.id_filter));
    return {
      status: 200,
      body: {
        artifacts: artifacts.map((a) => ({
          workflow_run_backend_id: run.backendId,
          workflow_job_run_backend_id: run.jobBackendId,
          database_id: String(a.id),
          name: a.name,
          size: String(a.sizeInBytes),
          created_at: new Date(a.createdAt).toISOString(),
          ...(a.digest ? { digest: a.digest } : {}),
        })),
      },
    };
  }

  private signedUrl(run: WorkflowRun, body: Body): TwirpReply {
    const artifact = this.named(run, body.name, true);
    if (!artifact || this.state.isExpired(artifact)) return twirpError(404, "not_found", `artifact ${body.name} not found`);
    return { status: 200, body: { signed_url: this.blobs.sign(artifact.blob, "r", DOWNLOAD_URL_SECONDS) } };
  }

  private async remove(run: WorkflowRun, body: Body): Promise<TwirpReply> {
    const artifact = this.named(run, body.name, true);
    if (!artifact) return twirpError(404, "not_found", `artifact ${body.name} not found`);
    this.state.artifacts.delete(artifact.id);
    await this.blobs.remove(artifact.blob);
    return { status: 200, body: { ok: true, artifact_id: String(artifact.id) } };
  }
}
