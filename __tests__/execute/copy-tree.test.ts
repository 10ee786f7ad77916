import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import { copyTree } from "../../src/execute/copy-tree.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject({ "tpl/README.md": "# template\n", "tpl/bin/run.sh": "#!/bin/sh\necho hi\n", "tpl/.git/HEAD": "ref: refs/heads/main\n" });
after(() => {
  // A read-only folder inside the project must be writable again to be removed.
  for (const dir of ["tpl/locked", "copy/locked", "again/locked"]) if (existsSync(project.file(dir))) chmodSync(project.file(dir), 0o755);
  project.remove();
});

chmodSync(project.file("tpl/bin/run.sh"), 0o755);
mkdirSync(project.file("tpl/empty/nested"), { recursive: true });
symlinkSync("../README.md", project.file("tpl/bin/readme-link"));
symlinkSync("bin", project.file("tpl/bin-link"));
symlinkSync("does-not-exist", project.file("tpl/dangling"));
for (let i = 0; i < 200; i++) project.write(`tpl/many/${i % 7}/file-${i}.txt`, `file ${i}\n`);
project.write("tpl/locked/inside.txt", "read-only folder\n");
chmodSync(project.file("tpl/locked"), 0o555);

describe("copyTree", () => {
  it("copies every file, folder, dotfile and mode; symlinks stay symlinks (dangling ones too)", async () => {
    await copyTree(project.file("tpl"), project.file("copy"));
    assert.equal(readFileSync(project.file("copy/.git/HEAD"), "utf8"), "ref: refs/heads/main\n");
    assert.equal(statSync(project.file("copy/bin/run.sh")).mode & 0o777, 0o755);
    assert.ok(statSync(project.file("copy/empty/nested")).isDirectory());
    assert.equal(readlinkSync(project.file("copy/bin/readme-link")), "../README.md");
    assert.ok(lstatSync(project.file("copy/bin-link")).isSymbolicLink(), "a symlink to a folder is not followed");
    assert.equal(readlinkSync(project.file("copy/dangling")), "does-not-exist");
    for (let i = 0; i < 200; i++) assert.equal(readFileSync(project.file(`copy/many/${i % 7}/file-${i}.txt`), "utf8"), `file ${i}\n`);
    assert.equal(statSync(project.file("copy/locked")).mode & 0o777, 0o555, "a read-only folder is filled, then made read-only");
    assert.equal(readFileSync(project.file("copy/locked/inside.txt"), "utf8"), "read-only folder\n");
  });

  it("gives the workspace its own files: writing to a copy never changes the template", async () => {
    await copyTree(project.file("tpl"), project.file("own"));
    const original = statSync(project.file("tpl/README.md"));
    const copy = statSync(project.file("own/README.md"));
    assert.notEqual(copy.ino, original.ino);
    assert.equal(copy.nlink, 1, "not a hard link");
    writeFileSync(project.file("own/README.md"), "changed by the agent\n");
    assert.equal(readFileSync(project.file("tpl/README.md"), "utf8"), "# template\n");
  });

  it("copies over an existing target", async () => {
    project.write("again/README.md", "old\n");
    symlinkSync("elsewhere", project.file("again/dangling"));
    await copyTree(project.file("tpl"), project.file("again"));
    assert.equal(readFileSync(project.file("again/README.md"), "utf8"), "# template\n");
    assert.equal(readlinkSync(project.file("again/dangling")), "does-not-exist");
  });

  it("names what it cannot copy", async () => {
    const fifo = project.file("odd/pipe");
    mkdirSync(project.file("odd"));
    if (spawnSync("mkfifo", [fifo]).status !== 0) return;
    await assert.rejects(
      copyTree(project.file("odd"), project.file("odd-copy")),
      (error: Error) => error.message.includes(fifo) && /not a file, folder or symlink/.test(error.message),
    );
    await assert.rejects(copyTree(project.file("tpl/README.md"), project.file("x")), /is not a folder/);
    await assert.rejects(copyTree(project.file("missing"), project.file("y")), /ENOENT/);
  });
});
