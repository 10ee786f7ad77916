// The records the fake GitHub keeps, in the words of its API, and the small helpers that make them.
import { randomBytes } from "node:crypto";

export type Permission = "write" | "read";

export interface User {
  login: string;
  id: number;
  type: "User" | "Bot" | "Organization";
}

/** The author of everything written with a workflow's GITHUB_TOKEN. */
export const ACTIONS_BOT: User = { login: "github-actions[bot]", id: 41898282, type: "Bot" };

export interface Repository {
  id: number;
  owner: string;
  name: string;
  fullName: string;
  defaultBranch: string;
  /** The newest commit of the default branch (GITHUB_SHA of push and workflow_run runs). */
  headSha: string;
  fork: boolean;
}

export interface Pull {
  number: number;
  id: number;
  title: string;
  state: "open" | "closed";
  user: User;
  head: { ref: string; sha: string; repo: string };
  base: { ref: string; sha: string };
  /** The synthetic merge commit a pull_request run checks out (GITHUB_SHA). */
  mergeSha: string;
  createdAt: string;
  updatedAt: string;
  /** The files the pull request changes (pulls/list-files), in the order GitHub lists them. */
  files: PullFile[];
}

export interface PullFile {
  filename: string;
  status: "added" | "removed" | "modified" | "renamed";
  /** A renamed file's old path. */
  previousFilename?: string;
}

export interface Workflow {
  id: number;
  name: string;
  /** e.g. ".github/workflows/bench.yml" */
  path: string;
}

export interface WorkflowRun {
  id: number;
  name: string;
  workflowId: number;
  runNumber: number;
  runAttempt: number;
  event: string;
  headBranch: string;
  headSha: string;
  status: string;
  conclusion: string | null;
  /** full_name of the repository the head commit lives in (a fork for fork pull requests). */
  headRepository: string;
  /** Pull request numbers; GitHub lists none for runs from forks. */
  pullRequests: number[];
  actor: User;
  createdAt: string;
  updatedAt: string;
  /** The ids the runtime token carries (Actions.Results:<backendId>:<jobBackendId>). */
  backendId: string;
  jobBackendId: string;
}

export interface Artifact {
  id: number;
  runId: number;
  name: string;
  sizeInBytes: number;
  /** "sha256:<hex>" of the zip, as the results service stores it. */
  digest: string | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string | null;
  /** Key of the zip (or, for an unzipped upload, of the file) in the blob store. */
  blob: string;
  /** The content type CreateArtifact announced: application/zip, or the file's type for an unzipped upload. */
  mimeType?: string;
  /** Uploads are invisible until FinalizeArtifact. */
  finalized: boolean;
}

export interface Comment {
  id: number;
  issueNumber: number;
  body: string;
  user: User;
  createdAt: string;
  updatedAt: string;
  /** Set by the GraphQL minimizeComment mutation: the classifier as GitHub shows it ("outdated", "off-topic"). */
  minimized: { reason: string } | null;
}

export interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: string;
  message: string;
  title?: string;
  raw_details?: string;
}

export interface CheckRun {
  id: number;
  name: string;
  headSha: string;
  status: string;
  conclusion: string | null;
  startedAt: string;
  completedAt: string | null;
  externalId: string;
  detailsUrl: string | null;
  output: { title: string | null; summary: string | null; text: string | null };
  /** Every annotation sent, in order, across create and all updates. */
  annotations: Annotation[];
}

export interface CommitStatus {
  id: number;
  sha: string;
  state: string;
  context: string;
  description: string | null;
  targetUrl: string | null;
  creator: User;
  createdAt: string;
  updatedAt: string;
}

export interface Token {
  value: string;
  /** "read": no write anywhere; "write": writes allowed (unless `scopes` says otherwise). */
  permission: Permission;
  user: User;
  /** A workflow's `permissions:` (scope → read | write | none); a scope not listed is none. Unset: every scope at `permission`. */
  scopes?: Record<string, "read" | "write" | "none">;
}

export interface BlobRecord {
  content: Buffer;
  contentType: string;
  /** Staged but not yet committed blocks, by block id. */
  blocks: Map<string, Buffer>;
  committed: boolean;
  lastModified: string;
  etag: string;
}

export function timestamp(date: Date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

export function randomSha(): string {
  return randomBytes(20).toString("hex");
}

export function splitFullName(fullName: string): { owner: string; name: string } {
  const [owner, name, extra] = fullName.split("/");
  if (!owner || !name || extra !== undefined) throw new Error(`expected "owner/name", got "${fullName}"`);
  return { owner, name };
}
