import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { unzipTo } from "../../src/github/unzip.ts";
import { createZip } from "../helpers/github/zip.ts";

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
