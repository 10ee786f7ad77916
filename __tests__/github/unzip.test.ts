import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { unzipTo } from "../../src/github/unzip.ts";
import { createRawZip, createZip } from "../helpers/github/zip.ts";
import { deflateRawSync } from "node:zlib";

const dir = mkdtempSync(path.join(os.tmpdir(), "agent-bench-unzip-"));
after(() => rmSync(dir, { recursive: true, force: true }));

test("extracts an artifact's files, nested folders included", async () => {
  const big = "x".repeat(10_000);
  const written = await unzipTo(createZip({ "stability.json": '{"a":1}', "executions/c/1/session.json": big }), path.join(dir, "ok"));
  assert.deepEqual(written.sort(), ["executions/c/1/session.json", "stability.json"]);
  assert.equal(readFileSync(path.join(dir, "ok", "executions/c/1/session.json"), "utf8"), big);
});

test("refuses an entry that would land outside the folder", async () => {
  await assert.rejects(unzipTo(createZip({ "../evil.txt": "x" }), path.join(dir, "bad")), /outside its folder: "\.\.\/evil\.txt"/);
  assert.equal(existsSync(path.join(dir, "evil.txt")), false);
  await assert.rejects(unzipTo(Buffer.from("not a zip at all, just text"), path.join(dir, "bad2")), /not a zip archive/);
});

test("checks the sizes the archive declares before expanding anything, and holds each entry to its declared size", async () => {
  const limits = { zipBytes: 1_000_000, totalBytes: 5000, fileBytes: 3000, entries: 3 };
  const big = Buffer.alloc(4000, 0x61);
  await assert.rejects(
    unzipTo(createRawZip([{ path: "a.txt", packed: deflateRawSync(big), size: big.length }]), path.join(dir, "declared"), limits),
    /the artifact entry "a\.txt" expands to .*per file/,
  );
  assert.equal(existsSync(path.join(dir, "declared", "a.txt")), false, "nothing expanded");
  await assert.rejects(
    unzipTo(createRawZip([{ path: "a.txt", packed: deflateRawSync(big), size: 10 }]), path.join(dir, "lying"), limits),
    /entry "a\.txt" expands past its declared 10 bytes/,
  );
  const four = Object.fromEntries(["a", "b", "c", "d"].map((n) => [`${n}.txt`, "x"]));
  await assert.rejects(unzipTo(createZip(four), path.join(dir, "many"), limits), /holds 4 entries \(limit: 3 entries\)/);
  const two = [1, 2].map((n) => ({ path: `f${n}.txt`, packed: deflateRawSync(Buffer.alloc(2600)), size: 2600 }));
  await assert.rejects(unzipTo(createRawZip(two), path.join(dir, "total"), limits), /expands to more than/);
});

test("streams an archive from a file on disk", async () => {
  const file = path.join(dir, "on-disk.zip");
  writeFileSync(file, createZip({ "results.json": '{"ok":true}', "executions/a/session.json": "{}" }));
  assert.deepEqual((await unzipTo(file, path.join(dir, "disk"))).sort(), ["executions/a/session.json", "results.json"]);
  assert.equal(readFileSync(path.join(dir, "disk", "results.json"), "utf8"), '{"ok":true}');
});

test("refuses a name that is both a file and a folder", async () => {
  await assert.rejects(
    unzipTo(createZip({ "report.md": "x", "report.md/y.txt": "y" }), path.join(dir, "both")),
    /holds "report\.md" both as a file and as a folder/,
  );
});
