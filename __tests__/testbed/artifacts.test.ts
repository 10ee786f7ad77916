// Artifacts through the real @actions/artifact, run by the harness as the runner would: upload in
// one run, download from another through findBy, duplicates, seeded and expired artifacts.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { pullRequestEvent, pushEvent } from "../helpers/github/events.ts";
import { runAction } from "../helpers/github/harness.ts";
import { testOctokit } from "../helpers/github/octokit.ts";
import { seedArtifact } from "../helpers/github/seed.ts";
import { startFakeGitHub } from "../helpers/github/server.ts";

const PROBE = "__tests__/fixtures/github/probe";
const FILES = { "results.json": JSON.stringify({ cells: 3, passRate: 0.66 }), "transcripts/case-1.jsonl": '{"type":"result"}\n' };

test("an artifact uploaded in a push run downloads in a pull request run through findBy, digest intact", async (t) => {
  const github = await startFakeGitHub({ t });
  const upload = await runAction({
    github,
    action: PROBE,
    event: pushEvent(github),
    inputs: { steps: "upload,list,download-internal", "artifact-files": JSON.stringify(FILES) },
  });
  assert.equal(upload.exitCode, 0, upload.stdout);
  assert.deepEqual(JSON.parse(upload.outputs.artifacts ?? ""), ["bench-results"]);
  assert.deepEqual(JSON.parse(upload.outputs.downloaded ?? ""), FILES, "download within the same run (results service)");
  const stored = github.state.artifacts.get(Number(upload.outputs["artifact-id"]));
  assert.ok(stored?.finalized);
  assert.equal(stored.digest, `sha256:${upload.outputs["artifact-digest"]}`);
  assert.deepEqual(Object.fromEntries([...(await github.artifactFiles(stored.id))].map(([k, v]) => [k, v.toString()])), FILES);
  // list, then getArtifact (name_filter), then downloadArtifact (id_filter) and its signed URL.
  assert.deepEqual(
    upload.requests.filter((r) => r.origin === "results").map((r) => [r.route, Object.keys(r.body as object).filter((k) => k.endsWith("_filter"))]),
    [
      ["results/CreateArtifact", []],
      ["results/FinalizeArtifact", []],
      ["results/ListArtifacts", []],
      ["results/ListArtifacts", ["name_filter"]],
      ["results/ListArtifacts", ["id_filter"]],
      ["results/GetSignedArtifactURL", []],
    ],
  );

  const pull = github.state.addPull({ number: 12 });
  const download = await runAction({
    github,
    action: PROBE,
    event: pullRequestEvent(github, pull),
    inputs: { steps: "download", "source-run-id": upload.run.id },
  });
  assert.equal(download.exitCode, 0, download.stdout);
  assert.deepEqual(JSON.parse(download.outputs.downloaded ?? ""), FILES);
  assert.equal(download.outputs["digest-mismatch"], "false");
  assert.equal(download.outputs["download-digest"], stored.digest);
  const [redirect] = download.requests.filter((r) => r.route === "actions/download-artifact");
  assert.equal(redirect?.status, 302);
  const [blobGet] = download.requests.filter((r) => r.route === "blob/download");
  assert.equal(blobGet?.status, 200);
  assert.equal(blobGet.headers.authorization, undefined, "the token must not follow the redirect to blob storage");
});

test("a 9 MiB upload arrives as staged 8 MiB blocks plus a committed block list, and downloads intact", async (t) => {
  const github = await startFakeGitHub({ t });
  const inputs = { steps: "upload,download-internal", "padding-bytes": 9 * 1024 * 1024 };
  const result = await runAction({ github, action: PROBE, event: pushEvent(github), inputs });
  assert.equal(result.exitCode, 0, result.stdout);
  assert.equal(result.outputs["downloaded-padding-sha256"], result.outputs["padding-sha256"]);
  const uploads = github.requestsTo("blob/upload").map((r) => [r.query.comp, (r.body as { bytes?: number }).bytes ?? "xml"]);
  assert.deepEqual(
    uploads.map(([comp]) => comp),
    ["block", "block", "blocklist"],
  );
  assert.equal(uploads[0]?.[1], 8 * 1024 * 1024);
});

test("a second upload with the same name in one run gets 409 from CreateArtifact and fails the step", async (t) => {
  const github = await startFakeGitHub({ t });
  const result = await runAction({ github, action: PROBE, event: pushEvent(github), inputs: { steps: "upload,upload" } });
  assert.equal(result.exitCode, 1);
  const error = result.commands.find((c) => c.command === "error");
  assert.match(
    error?.message ?? "",
    /^upload: Failed to CreateArtifact: Received non-retryable error: Failed request: \(409\) Conflict: an artifact with this name already exists/,
  );
  assert.deepEqual(
    github.requestsTo("results/CreateArtifact").map((r) => r.status),
    [200, 409],
  );
  assert.equal(github.state.artifactsOf(result.run.id).length, 1);
});

test("an artifact seeded from a directory downloads like an uploaded one, and lists past 100 through findBy", async (t) => {
  const github = await startFakeGitHub({ t });
  const dir = mkdtempSync(join(tmpdir(), "seed-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, "nested"));
  writeFileSync(join(dir, "results.json"), '{"seeded":true}');
  writeFileSync(join(dir, "nested", "notes.md"), "# notes\n");
  const base = github.state.addRun({ event: "push" });
  const seeded = await seedArtifact(github, { runId: base.id, name: "bench-results", dir });
  for (let i = 0; i < 120; i++) await seedArtifact(github, { runId: base.id, name: `extra-${i}`, files: { "x.txt": String(i) } });

  const pull = github.state.addPull();
  const result = await runAction({
    github,
    action: PROBE,
    event: pullRequestEvent(github, pull),
    inputs: { steps: "list-from,download", "source-run-id": base.id },
  });
  assert.equal(result.exitCode, 0, result.stdout);
  assert.deepEqual(JSON.parse(result.outputs.downloaded ?? ""), { "results.json": '{"seeded":true}', "nested/notes.md": "# notes\n" });
  assert.equal(result.outputs["download-digest"], seeded.digest);
  assert.equal((JSON.parse(result.outputs.artifacts ?? "") as unknown[]).length, 121);
  const pages = result.requests.filter((r) => r.route === "actions/list-workflow-run-artifacts" && r.query.per_page === "100");
  assert.deepEqual(
    pages.map((r) => r.query.page),
    ["1", "2"],
  );
});

test("an expired artifact stays listed with expired: true, and its download answers 410", async (t) => {
  const github = await startFakeGitHub({ t });
  const run = github.state.addRun();
  const artifact = await seedArtifact(github, { runId: run.id, name: "bench-results", files: { "a.json": "{}" } });
  github.state.expireArtifact(artifact.id);
  const octokit = testOctokit(github);
  const listed = await octokit.rest.actions.listWorkflowRunArtifacts({ owner: "acme", repo: "widgets", run_id: run.id });
  assert.equal(listed.data.artifacts[0]?.expired, true);
  await assert.rejects(
    octokit.rest.actions.downloadArtifact({ owner: "acme", repo: "widgets", artifact_id: artifact.id, archive_format: "zip", request: { redirect: "manual" } }),
    (error: { status?: number; message?: string }) => error.status === 410 && /expired/.test(error.message ?? ""),
  );
  const zip = await github.blobs.read(artifact.blob);
  assert.equal(
    `sha256:${createHash("sha256")
      .update(zip?.content ?? "")
      .digest("hex")}`,
    artifact.digest,
  );
});
