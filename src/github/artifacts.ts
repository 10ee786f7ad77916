// Results folders in and out of GitHub Actions artifacts.

import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { unzipTo } from "./unzip.ts";

// @actions/artifact (with its archiver and storage clients) is most of the action's
// bundle: loaded when an artifact is first needed, not before the agents start
// (bench/items/startup.mjs, docs/performance.md).
async function artifactClient() {
  const { DefaultArtifactClient } = await import("@actions/artifact");
  return new DefaultArtifactClient();
}

export interface FindBy {
  token: string;
  workflowRunId: number;
  repositoryOwner: string;
  repositoryName: string;
}

export async function uploadFolder(
  name: string,
  dir: string,
  options: { exclude?: readonly string[]; retentionDays?: number } = {},
): Promise<{ id?: number; size?: number }> {
  const excluded = new Set((options.exclude ?? []).map((p) => path.resolve(dir, p)));
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !excluded.has(f));
  const client = await artifactClient();
  const result = await client.uploadArtifact(name, files, dir, options.retentionDays ? { retentionDays: options.retentionDays } : {});
  return { id: result.id, size: result.size };
}

/**
 * One file uploaded without a zip around it (GitHub serves it as is, e.g. an HTML page that opens in
 * the browser). The artifact takes the file's name; its content type comes from the extension.
 */
export async function uploadUnzipped(file: string, options: { retentionDays?: number } = {}): Promise<{ id?: number }> {
  const client = await artifactClient();
  const result = await client.uploadArtifact(path.basename(file), [file], path.dirname(file), {
    skipArchive: true,
    ...(options.retentionDays ? { retentionDays: options.retentionDays } : {}),
  });
  return { id: result.id };
}

/**
 * Downloads an artifact by id (from another run when findBy is given) and expands it into dir. The
 * zip is kept whole on disk and expanded here, within ARTIFACT_LIMITS (unzip.ts), never by the
 * artifact client's own unzip, which has no limit.
 */
export async function downloadArtifact(id: number, dir: string, findBy?: FindBy): Promise<string> {
  const client = await artifactClient();
  const zipDir = `${path.resolve(dir)}.zip`;
  await rm(zipDir, { recursive: true, force: true });
  await mkdir(zipDir, { recursive: true });
  try {
    await client.downloadArtifact(id, { path: zipDir, skipDecompress: true, ...(findBy ? { findBy } : {}) });
    const [zip] = await readdir(zipDir);
    if (zip === undefined) throw new Error(`artifact ${id}: the download wrote no file`);
    await mkdir(dir, { recursive: true });
    await unzipTo(path.join(zipDir, zip), dir);
  } finally {
    await rm(zipDir, { recursive: true, force: true });
  }
  return dir;
}

/** This workflow run's artifacts (no findBy: the results service of the current run). */
export async function listRunArtifacts(): Promise<Array<{ id: number; name: string }>> {
  const client = await artifactClient();
  const { artifacts } = await client.listArtifacts({ latest: true });
  return artifacts.map((a) => ({ id: a.id, name: a.name }));
}
