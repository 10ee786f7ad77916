// The blob store on its own origin: signed URLs only, no credentials, the Azure operations
// @actions/artifact uses.
import assert from "node:assert/strict";
import { test } from "node:test";
import { startFakeGitHub } from "../helpers/github/server.ts";

test("a signed URL uploads with a single PUT or staged blocks, and a read URL downloads with the stored type", async (t) => {
  const github = await startFakeGitHub({ t });
  const upload = github.blobs.sign("run/job/one.zip", "cw", 60);
  assert.ok(upload.startsWith(github.blobUrl) && !upload.startsWith(github.restUrl), "the blob store is its own origin");
  const put = await fetch(upload, { method: "PUT", body: "single", headers: { "x-ms-blob-type": "BlockBlob", "x-ms-blob-content-type": "application/zip" } });
  assert.equal(put.status, 201);

  const blocks = github.blobs.sign("run/job/two.bin", "cw", 60);
  for (const [id, part] of [
    ["YQ==", "hello "],
    ["Yg==", "world"],
  ] as const) {
    const staged = await fetch(`${blocks}&comp=block&blockid=${encodeURIComponent(id)}`, { method: "PUT", body: part });
    assert.equal(staged.status, 201);
  }
  const list = '<?xml version="1.0" encoding="utf-8"?><BlockList><Latest>YQ==</Latest><Latest>Yg==</Latest></BlockList>';
  const committed = await fetch(`${blocks}&comp=blocklist`, { method: "PUT", body: list, headers: { "x-ms-blob-content-type": "text/plain" } });
  assert.equal(committed.status, 201);
  assert.ok(committed.headers.get("etag"));

  const one = await fetch(github.blobs.sign("run/job/one.zip", "r", 60));
  assert.equal(one.headers.get("content-type"), "application/zip");
  assert.equal(await one.text(), "single");
  const two = await fetch(github.blobs.sign("run/job/two.bin", "r", 60));
  assert.equal(await two.text(), "hello world");
  assert.equal((await fetch(github.blobs.sign("run/job/none.zip", "r", 60))).status, 404);
});

test("requests without a valid signature, with the wrong permission, expired, or carrying Authorization are refused", async (t) => {
  const github = await startFakeGitHub({ t });
  await github.blobs.write("k.zip", Buffer.from("zip"), "application/zip");
  const read = new URL(github.blobs.sign("k.zip", "r", 60));

  const unsigned = new URL(read);
  unsigned.searchParams.delete("sig");
  assert.equal((await fetch(unsigned)).status, 403);
  const tampered = new URL(read);
  tampered.searchParams.set("sp", "rcw");
  assert.equal((await fetch(tampered, { method: "PUT", body: "x", headers: { "x-ms-blob-type": "BlockBlob" } })).status, 403);
  const wrongPermission = await fetch(read, { method: "PUT", body: "x", headers: { "x-ms-blob-type": "BlockBlob" } });
  assert.equal(wrongPermission.status, 403);
  assert.equal(wrongPermission.headers.get("x-ms-error-code"), "AuthorizationPermissionMismatch");
  const expired = await fetch(github.blobs.sign("k.zip", "r", -1));
  assert.equal(expired.status, 403);
  assert.match(await expired.text(), /Signed expiry time/);

  const withToken = await fetch(read, { headers: { authorization: `token ${github.writeToken.value}` } });
  assert.equal(withToken.status, 400);
  const [violation] = github.takeViolations();
  assert.match(violation?.problems[0] ?? "", /carried an Authorization header/);
  assert.equal((await fetch(read)).status, 200, "the blob itself is untouched");
});
