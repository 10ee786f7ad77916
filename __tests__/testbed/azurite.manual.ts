// Optional, not part of the suite (the file name does not end in .test.ts): the artifact
// round-trip with Azurite as the blob store, to check the fake blob store against Azure's own
// protocol. How to run it: docs/testing.md, "Checking the blob store against Azurite".
import assert from "node:assert/strict";
import { test } from "node:test";
import { azuriteBlobStore } from "../helpers/github/azurite.ts";
import { pullRequestEvent, pushEvent } from "../helpers/github/events.ts";
import { runAction } from "../helpers/github/harness.ts";
import { startFakeGitHub } from "../helpers/github/server.ts";

const PROBE = "__tests__/fixtures/github/probe";
const endpoint = process.env.AZURITE_BLOB_ENDPOINT ?? "http://127.0.0.1:10000/devstoreaccount1";

test("an artifact round-trips through Azurite: upload in one run, findBy download in another, digests equal", async (t) => {
  const blobStore = await azuriteBlobStore({ endpoint, container: `actions-results-${Date.now()}` });
  const github = await startFakeGitHub({ t, blobStore });
  const files = { "results.json": '{"cells":2}' };
  // 20 MiB of random bytes: three 8 MiB blocks staged and committed, as on GitHub.
  const inputs = { steps: "upload,download-internal", "artifact-files": JSON.stringify(files), "padding-bytes": 20 * 1024 * 1024 };
  const upload = await runAction({ github, action: PROBE, event: pushEvent(github), inputs });
  assert.equal(upload.exitCode, 0, upload.stdout);
  assert.deepEqual(JSON.parse(upload.outputs.downloaded ?? ""), files);
  assert.equal(upload.outputs["downloaded-padding-sha256"], upload.outputs["padding-sha256"]);
  assert.ok(
    upload.requests.every((r) => r.origin !== "blob"),
    "no request reached the in-memory blob store",
  );

  const pull = github.state.addPull();
  const download = await runAction({
    github,
    action: PROBE,
    event: pullRequestEvent(github, pull),
    inputs: { steps: "download", "source-run-id": upload.run.id },
  });
  assert.equal(download.exitCode, 0, download.stdout);
  assert.equal(download.outputs["digest-mismatch"], "false");
  assert.equal(download.outputs["download-digest"], `sha256:${upload.outputs["artifact-digest"]}`);
  assert.deepEqual(JSON.parse(download.outputs.downloaded ?? ""), files);
  assert.equal(download.outputs["downloaded-padding-sha256"], upload.outputs["padding-sha256"]);
});
