// Seeding an artifact without running an upload: from files, a directory or a ready zip, stored in
// the blob store exactly as an upload leaves it (a deflated zip, its sha256 as the digest).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { FakeGitHub } from "./server.ts";
import { timestamp, type Artifact } from "./state.ts";
import { createZip } from "./zip.ts";

export interface ArtifactSeed {
  runId: number;
  name: string;
  /** Relative path → content. One of files, dir or zip. */
  files?: Record<string, string | Buffer>;
  /** A directory whose files become the artifact (paths relative to it). */
  dir?: string;
  /** A zip taken as it is. */
  zip?: Buffer;
  createdAt?: string;
  /** Defaults to 90 days after now; a past time makes the artifact expired. */
  expiresAt?: string;
}

function filesOf(dir: string): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(dir, path).split("\\").join("/")] = readFileSync(path);
  }
  return files;
}

export async function seedArtifact(github: FakeGitHub, seed: ArtifactSeed): Promise<Artifact> {
  const { state } = github;
  const run = state.run(seed.runId);
  if (state.artifactsOf(run.id).some((a) => a.name === seed.name)) throw new Error(`run ${run.id} already has an artifact named ${seed.name}`);
  const sources = [seed.files, seed.dir, seed.zip].filter((s) => s !== undefined).length;
  if (sources !== 1) throw new Error("seed an artifact from exactly one of files, dir or zip");
  const zip = seed.zip ?? createZip(seed.files ?? filesOf(seed.dir as string));
  const createdAt = seed.createdAt ?? timestamp();
  const artifact: Artifact = {
    id: state.nextId("artifact"),
    runId: run.id,
    name: seed.name,
    sizeInBytes: zip.length,
    digest: `sha256:${createHash("sha256").update(zip).digest("hex")}`,
    createdAt,
    updatedAt: createdAt,
    expiresAt: seed.expiresAt ?? timestamp(new Date(Date.parse(createdAt) + 90 * 86_400_000)),
    blob: `${run.backendId}/${run.jobBackendId}/${seed.name}.zip`,
    finalized: true,
  };
  await github.blobs.write(artifact.blob, zip, "application/zip");
  state.artifacts.set(artifact.id, artifact);
  return artifact;
}
