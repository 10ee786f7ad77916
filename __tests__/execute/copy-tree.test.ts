import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import { copyListed, copyTree } from "../../src/execute/copy-tree.ts";
import { isOwnFolder, withoutOwnFolders } from "../../src/execute/own-folders.ts";
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

  it("leaves out the folders agent-bench wrote: any .agent-bench, the out-dir wherever it is, and other runs' folders", async () => {
    project.write("mine/src/a.ts", "a\n");
    project.write("mine/.agent-bench/runs/old/results.jsonl", "{}\n");
    project.write("mine/custom/results.jsonl", "{}\n");
    project.write("mine/custom/results.json", "{}\n");
    project.write("mine/data/results.jsonl", "a user's own file, alone\n");
    project.write("mine/out/model-server.log", "the run being written\n");
    symlinkSync(project.file("mine/out"), project.file("out-link"));
    await copyTree(project.file("mine"), project.file("mine-copy"), { skipFolder: isOwnFolder(project.file("out-link")) });
    assert.deepEqual(readdirSync(project.file("mine-copy")).sort(), ["data", "src"]);
    assert.deepEqual(
      withoutOwnFolders(
        [
          "src/a.ts",
          ".agent-bench/runs/x/results.jsonl",
          "custom/results.jsonl",
          "custom/executions/c/r/run-1/stdout.log",
          "data/results.jsonl",
          "out/x",
          "results.jsonl",
        ],
        project.file("mine"),
        project.file("mine/out"),
      ),
      ["src/a.ts", "data/results.jsonl", "results.jsonl"],
    );
  });

  it("copies a list of files (modes kept, symlinks as links, folders made), skipping what is gone; sockets and FIFOs can be skipped", async () => {
    await copyListed(
      project.file("tpl"),
      project.file("listed"),
      ["bin/run.sh", "bin/readme-link", "many/3/file-3.txt", "gone.txt", "empty/nested"],
      (link) => `${link}#`,
    );
    assert.equal(statSync(project.file("listed/bin/run.sh")).mode & 0o777, 0o755);
    assert.equal(readlinkSync(project.file("listed/bin/readme-link")), "../README.md#");
    assert.equal(readFileSync(project.file("listed/many/3/file-3.txt"), "utf8"), "file 3\n");
    assert.deepEqual(readdirSync(project.file("listed")).sort(), ["bin", "many"], "nothing for a missing path or a folder");
    mkdirSync(project.file("sock"));
    project.write("sock/kept.txt", "kept\n");
    if (spawnSync("mkfifo", [project.file("sock/pipe")]).status !== 0) return;
    await copyTree(project.file("sock"), project.file("sock-copy"), { skipSpecial: true });
    assert.deepEqual(readdirSync(project.file("sock-copy")), ["kept.txt"]);
  });
});
