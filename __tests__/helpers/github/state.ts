// The fake GitHub's memory: one repository with its forks, pull requests, workflow runs and their
// artifacts, comments, check runs, statuses and tokens. Tests seed it directly and read it back;
// the REST routes, the results service and the blob store all work on this one object.
import { randomBytes, randomUUID } from "node:crypto";
import {
  ACTIONS_BOT,
  randomSha,
  splitFullName,
  timestamp,
  type Artifact,
  type BlobRecord,
  type CheckRun,
  type Comment,
  type CommitStatus,
  type Permission,
  type Pull,
  type PullFile,
  type Repository,
  type Token,
  type User,
  type Workflow,
  type WorkflowRun,
} from "./records.ts";

export * from "./records.ts";

export class GitHubState {
  readonly repo: Repository;
  /** The repository and its forks, by full name. */
  readonly repositories = new Map<string, Repository>();
  readonly pulls = new Map<number, Pull>();
  readonly workflows = new Map<number, Workflow>();
  readonly runs = new Map<number, WorkflowRun>();
  readonly artifacts = new Map<number, Artifact>();
  readonly comments = new Map<number, Comment>();
  readonly checkRuns = new Map<number, CheckRun>();
  readonly statuses: CommitStatus[] = [];
  readonly tokens = new Map<string, Token>();
  readonly blobs = new Map<string, BlobRecord>();
  /** The shared per-repository GITHUB_TOKEN budget (1,000 requests per hour). */
  readonly rateLimit = { limit: 1000, used: 0, resetAt: Math.floor(Date.now() / 1000) + 3600 };
  private readonly counters = new Map<string, number>();

  constructor(fullName = "acme/widgets", defaultBranch = "main") {
    this.repo = this.addRepository(fullName, { defaultBranch });
  }

  /** Ids start apart per kind so a comment id is never mistaken for a run id in a test. */
  nextId(kind: "repo" | "pull" | "workflow" | "run" | "artifact" | "comment" | "check" | "status" | "runNumber"): number {
    const bases = {
      repo: 700000,
      pull: 900000,
      workflow: 160000,
      run: 3000000,
      artifact: 5000000,
      comment: 8000000,
      check: 2000000,
      status: 6000000,
      runNumber: 0,
    };
    const next = (this.counters.get(kind) ?? bases[kind]) + 1;
    this.counters.set(kind, next);
    return next;
  }

  /** A repository GitHub knows: the base repository, or a fork (`fork("someone/widgets")`). */
  addRepository(fullName: string, options: { defaultBranch?: string; fork?: boolean } = {}): Repository {
    const { owner, name } = splitFullName(fullName);
    const repo: Repository = {
      id: this.nextId("repo"),
      owner,
      name,
      fullName,
      defaultBranch: options.defaultBranch ?? "main",
      headSha: randomSha(),
      fork: options.fork ?? false,
    };
    this.repositories.set(fullName, repo);
    return repo;
  }

  fork(fullName: string): Repository {
    return this.repositories.get(fullName) ?? this.addRepository(fullName, { fork: true, defaultBranch: this.repo.defaultBranch });
  }

  addToken(permission: Permission, value = `ghs_${permission}_${randomBytes(12).toString("hex")}`): Token {
    const token: Token = { value, permission, user: ACTIONS_BOT };
    this.tokens.set(value, token);
    return token;
  }

  /**
   * The GITHUB_TOKEN a job with these `permissions:` gets. From a fork's pull request (`readOnly`)
   * GitHub caps every scope at read, whatever the workflow asks.
   */
  addScopedToken(permissions: Record<string, string>, options: { readOnly?: boolean } = {}): Token {
    const scopes: Record<string, "read" | "write" | "none"> = {};
    for (const [scope, level] of Object.entries(permissions)) {
      if (level !== "read" && level !== "write" && level !== "none") throw new Error(`permissions: ${scope}: "${level}" is not read, write or none`);
      scopes[scope] = options.readOnly && level === "write" ? "read" : level;
    }
    const permission: Permission = Object.values(scopes).includes("write") ? "write" : "read";
    const token: Token = { value: `ghs_scoped_${randomBytes(12).toString("hex")}`, permission, user: ACTIONS_BOT, scopes };
    this.tokens.set(token.value, token);
    return token;
  }

  addPull(
    seed: {
      number?: number;
      title?: string;
      state?: "open" | "closed";
      user?: User;
      head?: { ref?: string; sha?: string; repo?: string };
      base?: { ref?: string; sha?: string };
      createdAt?: string;
      files?: PullFile[];
    } = {},
  ): Pull {
    const number = seed.number ?? Math.max(0, ...this.pulls.keys()) + 1;
    if (this.pulls.has(number)) throw new Error(`pull request #${number} already exists`);
    const headRepo = seed.head?.repo ?? this.repo.fullName;
    if (headRepo !== this.repo.fullName) this.fork(headRepo);
    const createdAt = seed.createdAt ?? timestamp();
    const pull: Pull = {
      number,
      id: this.nextId("pull"),
      title: seed.title ?? `Change #${number}`,
      state: seed.state ?? "open",
      user: seed.user ?? { login: headRepo === this.repo.fullName ? "octocat" : splitFullName(headRepo).owner, id: 583231, type: "User" },
      head: { ref: seed.head?.ref ?? `feature-${number}`, sha: seed.head?.sha ?? randomSha(), repo: headRepo },
      base: { ref: seed.base?.ref ?? this.repo.defaultBranch, sha: seed.base?.sha ?? this.repo.headSha },
      mergeSha: randomSha(),
      createdAt,
      updatedAt: createdAt,
      files: seed.files ?? [],
    };
    this.pulls.set(number, pull);
    return pull;
  }

  /** The workflow with this file name (".github/workflows/<file>"), created on first use. */
  workflow(file: string, name = file.replace(/\.ya?ml$/, "")): Workflow {
    const path = `.github/workflows/${file}`;
    for (const w of this.workflows.values()) if (w.path === path) return w;
    const workflow: Workflow = { id: this.nextId("workflow"), name, path };
    this.workflows.set(workflow.id, workflow);
    return workflow;
  }

  addRun(
    seed: {
      id?: number;
      workflow?: string;
      event?: string;
      headBranch?: string;
      headSha?: string;
      status?: string;
      conclusion?: string | null;
      headRepository?: string;
      pullRequests?: number[];
      createdAt?: string;
      actor?: User;
    } = {},
  ): WorkflowRun {
    const workflow = this.workflow(seed.workflow ?? "bench.yml");
    const id = seed.id ?? this.nextId("run");
    if (this.runs.has(id)) throw new Error(`workflow run ${id} already exists`);
    const headRepository = seed.headRepository ?? this.repo.fullName;
    if (headRepository !== this.repo.fullName) this.fork(headRepository);
    const status = seed.status ?? "completed";
    const createdAt = seed.createdAt ?? timestamp();
    const run: WorkflowRun = {
      id,
      name: workflow.name,
      workflowId: workflow.id,
      runNumber: this.nextId("runNumber"),
      runAttempt: 1,
      event: seed.event ?? "push",
      headBranch: seed.headBranch ?? this.repo.defaultBranch,
      headSha: seed.headSha ?? randomSha(),
      status,
      conclusion: seed.conclusion !== undefined ? seed.conclusion : status === "completed" ? "success" : null,
      headRepository,
      pullRequests: seed.pullRequests ?? [],
      actor: seed.actor ?? { login: "octocat", id: 583231, type: "User" },
      createdAt,
      updatedAt: createdAt,
      backendId: randomUUID(),
      jobBackendId: randomUUID(),
    };
    this.runs.set(id, run);
    return run;
  }

  addComment(seed: { issueNumber: number; body: string; user?: User; createdAt?: string; updatedAt?: string }): Comment {
    const createdAt = seed.createdAt ?? timestamp();
    const comment: Comment = {
      id: this.nextId("comment"),
      issueNumber: seed.issueNumber,
      body: seed.body,
      user: seed.user ?? { login: "octocat", id: 583231, type: "User" },
      createdAt,
      updatedAt: seed.updatedAt ?? createdAt,
      minimized: null,
    };
    this.comments.set(comment.id, comment);
    return comment;
  }

  run(id: number): WorkflowRun {
    const run = this.runs.get(id);
    if (!run) throw new Error(`no workflow run ${id} in the fake GitHub`);
    return run;
  }

  runByBackendId(backendId: string): WorkflowRun | undefined {
    for (const run of this.runs.values()) if (run.backendId === backendId) return run;
    return undefined;
  }

  commentsOn(issueNumber: number): Comment[] {
    return [...this.comments.values()].filter((c) => c.issueNumber === issueNumber).sort((a, b) => a.id - b.id);
  }

  /** Finalized artifacts of a run, oldest first. */
  artifactsOf(runId: number): Artifact[] {
    return [...this.artifacts.values()].filter((a) => a.runId === runId && a.finalized).sort((a, b) => a.id - b.id);
  }

  isExpired(artifact: Artifact, now = Date.now()): boolean {
    return artifact.expiresAt !== null && Date.parse(artifact.expiresAt) <= now;
  }

  /** Makes an artifact expired, as retention does: still listed, `expired: true`, download 410. */
  expireArtifact(id: number): void {
    const artifact = this.artifacts.get(id);
    if (!artifact) throw new Error(`no artifact ${id}`);
    artifact.expiresAt = timestamp(new Date(Date.now() - 60_000));
  }

  statusesFor(sha: string): CommitStatus[] {
    return this.statuses.filter((s) => s.sha === sha);
  }

  checkRunsFor(sha: string): CheckRun[] {
    return [...this.checkRuns.values()].filter((c) => c.headSha === sha);
  }
}
