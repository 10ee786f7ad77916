// The fake GitHub: one in-process state served on three 127.0.0.1 origins (REST API, Actions
// results service, blob store), a request log, and a violation log that fails the test.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestContext } from "node:test";
import { MemoryBlobStore, type BlobStore } from "./blob-store.ts";
import { Faults } from "./faults.ts";
import { Journal, type Origin, type RecordedRequest, type Violation } from "./http.ts";
import { openApi, type OpenApi } from "./openapi.ts";
import type { RenderContext } from "./render-repo.ts";
import { ResultsService } from "./results-service.ts";
import { RestApi } from "./rest/router.ts";
import { GitHubState, type Token } from "./state.ts";
import { readZip } from "./zip.ts";

export interface FakeGitHubOptions {
  /** "owner/name" of the repository (default "acme/widgets"). */
  repository?: string;
  defaultBranch?: string;
  /**
   * Closes the fake after the test and fails the test on any violation it did not take with
   * takeViolations(). Without it, call close() and assertNoViolations() yourself.
   */
  t?: TestContext;
  /** Another blob store (the optional Azurite check); the in-memory one by default. */
  blobStore?: BlobStore;
  /** Refuse unzipped artifact uploads (`skipArchive`), as an older GitHub Enterprise Server would. */
  refuseUnzippedArtifacts?: boolean;
}

function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  journal: Journal,
  origin: Origin,
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    handler(req, res).catch((error: unknown) => {
      // A bug in the fake itself: answer 500 so the client fails, and fail the test with the cause.
      const cause = error instanceof Error ? (error.stack ?? error.message) : String(error);
      journal.violate({ origin, method: req.method ?? "", path: req.url ?? "", kind: "response", problems: [`the fake crashed: ${cause}`] });
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ message: "fake GitHub crashed", code: "internal", msg: "fake GitHub crashed" }));
    });
  });
  // Keep-alive sockets would keep close() waiting; clients reconnect as they would anyway.
  server.keepAliveTimeout = 1000;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
  });
}

export class FakeGitHub {
  readonly state: GitHubState;
  readonly faults = new Faults();
  readonly api: OpenApi = openApi();
  /** GITHUB_API_URL */
  restUrl = "";
  /** ACTIONS_RESULTS_URL (an origin; the client ignores any path) */
  resultsUrl = "";
  blobUrl = "";
  /** A GITHUB_TOKEN with write permissions, as same-repository runs get. */
  readonly writeToken: Token;
  /** A read-only GITHUB_TOKEN, as pull_request runs from forks get. */
  readonly readToken: Token;
  readonly blobs: BlobStore;
  private readonly journal = new Journal();
  private readonly servers: Server[] = [];
  private readonly closers: (() => void)[] = [];
  private readonly memoryBlobs: MemoryBlobStore;
  private readonly rest: RestApi;
  private readonly results: ResultsService;

  constructor(options: FakeGitHubOptions = {}) {
    this.state = new GitHubState(options.repository, options.defaultBranch);
    this.writeToken = this.state.addToken("write");
    this.readToken = this.state.addToken("read");
    this.memoryBlobs = new MemoryBlobStore(this.state, this.journal, this.faults);
    this.blobs = options.blobStore ?? this.memoryBlobs;
    this.rest = new RestApi(this.state, this.journal, this.faults, this.blobs, this.api);
    this.results = new ResultsService(this.state, this.journal, this.faults, this.blobs);
    this.results.refuseUnzipped = options.refuseUnzippedArtifacts ?? false;
  }

  async start(): Promise<this> {
    const rest = await listen((req, res) => this.rest.handle(req, res), this.journal, "rest");
    const results = await listen((req, res) => this.results.handle(req, res), this.journal, "results");
    const blob = await listen((req, res) => this.memoryBlobs.handle(req, res), this.journal, "blob");
    this.servers.push(rest.server, results.server, blob.server);
    this.restUrl = rest.url;
    this.resultsUrl = `${results.url}/`;
    this.blobUrl = blob.url;
    this.rest.listen(rest.url);
    this.memoryBlobs.listen(blob.url);
    return this;
  }

  /** Objects rendered the way this fake answers (for event payloads and assertions). */
  get render(): RenderContext {
    return { state: this.state, api: this.api, apiUrl: this.restUrl };
  }

  /** Every request served so far, in order. */
  get requests(): readonly RecordedRequest[] {
    return this.journal.requests;
  }

  /** Requests to one route: an operationId ("issues/create-comment"), "graphql", "results/<Method>", "blob/upload". */
  requestsTo(route: string): RecordedRequest[] {
    return this.journal.requests.filter((r) => r.route === route);
  }

  get violations(): readonly Violation[] {
    return this.journal.violations;
  }

  /** Returns the violations so far and forgets them: for tests that provoke them on purpose. */
  takeViolations(): Violation[] {
    return this.journal.violations.splice(0);
  }

  assertNoViolations(): void {
    const violations = this.journal.violations;
    if (violations.length === 0) return;
    const lines = violations.map((v) => `  ${v.kind} ${v.method} ${v.path}${v.route ? ` (${v.route})` : ""}:\n    ${v.problems.join("\n    ")}`);
    throw new Error(`the fake GitHub saw ${violations.length} request(s) or response(s) that GitHub's description does not allow:\n${lines.join("\n")}`);
  }

  /** The files of an artifact's zip, read from the blob store; an unzipped artifact is its one file, under its name. */
  async artifactFiles(artifactId: number): Promise<Map<string, Buffer>> {
    const artifact = this.state.artifacts.get(artifactId);
    if (!artifact) throw new Error(`no artifact ${artifactId}`);
    const blob = await this.blobs.read(artifact.blob);
    if (!blob) throw new Error(`artifact ${artifactId} has no committed blob`);
    if (artifact.mimeType !== undefined && artifact.mimeType !== "application/zip") return new Map([[artifact.name, blob.content]]);
    return readZip(blob.content);
  }

  /** Runs `fn` when the fake closes (the harness removes its temp folders this way). */
  onClose(fn: () => void): void {
    this.closers.push(fn);
  }

  async close(): Promise<void> {
    for (const fn of this.closers.splice(0)) fn();
    await Promise.all(
      this.servers.splice(0).map(
        (server) =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          }),
      ),
    );
  }
}

/** Starts a fake GitHub on 127.0.0.1. With `t`, it stops after the test and fails it on violations. */
export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const github = await new FakeGitHub(options).start();
  options.t?.after(async () => {
    await github.close();
    github.assertNoViolations();
  });
  return github;
}
