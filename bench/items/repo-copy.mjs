// Item 3b: the default workspace's cost per execution. A git repository of
// 50,000 files, 1 GB (random bytes in 500 folders, committed, plus untracked
// and ignored files) is copied the way the default workspace copies it: once
// per run into a snapshot (snapshotRepository), then once per execution
// (copyTemplate of the snapshot), and a passed execution's copy removed.
// Against, for the same execution: GNU `cp -r` of the same files
// (--reflink=never; --reflink=always where the file system clones) and
// `git worktree add --detach` (a checkout of HEAD, which has no untracked
// files), with `git worktree remove`. On the machine's temp folder and on a
// loop-mounted XFS that clones (bench/lib/reflink-fs.mjs), in one run. Then
// what the agent-bench repository itself and the quickstart's template cost
// per execution. Every sample starts after `sync`.

import { spawnSync } from "node:child_process";
import { randomFillSync } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "../lib/agent-bench.mjs";
import { canReflink, fileSystemOf } from "../lib/machine.mjs";
import { median } from "../lib/measure.mjs";
import { mountReflinkFs } from "../lib/reflink-fs.mjs";
import { row } from "../lib/table.mjs";

const ITEM = "3b repository copy";

export async function repoCopy({ quick }) {
  const { snapshotRepository } = await import(path.join(ROOT, "src/execute/repository.ts"));
  const { copyTemplate, removeWorkspace } = await import(path.join(ROOT, "src/execute/workspace.ts"));
  const files = quick ? 5_000 : 50_000;
  const bytes = quick ? 100 * 1024 ** 2 : 1024 ** 3;
  const reps = quick ? 2 : 3;
  const rows = [];
  const details = { files, bytes, repetitions: reps, fileSystems: [] };
  const places = [{ dir: os.tmpdir(), device: "the machine's temp folder" }];
  const reflink = mountReflinkFs(16);
  if (reflink.unavailable) details.reflinkFs = `not measured: ${reflink.unavailable}`;
  else places.push(reflink);
  const mb = Math.round(bytes / 1024 ** 2);
  const size = `${files.toLocaleString("en-US")} files / ${mb >= 1024 ? `${mb / 1024} GB` : `${mb} MB`}`;
  const perPlace = [];
  try {
    for (const place of places) {
      const base = mkdtempSync(path.join(place.dir, "agent-bench-bench-repo-"));
      const label = `${fileSystemOf(base)}${canReflink(base) ? ", reflinks" : ", no reflinks"}`;
      try {
        const repo = makeRepository(path.join(base, "repo"), files, bytes);
        const out = path.join(base, "out");
        mkdirSync(out);
        const snapshot = path.join(out, "snapshot");
        settle();
        let t = performance.now();
        await snapshotRepository(repo, snapshot, out);
        const m = { fsType: fileSystemOf(base), clones: canReflink(base), device: place.device, snapshotMs: performance.now() - t };
        const sample = async (make, remove) => {
          const made = [];
          const removed = [];
          for (let i = 0; i < reps; i++) {
            const target = path.join(out, `ws-${i}`);
            settle();
            t = performance.now();
            await make(target);
            made.push(performance.now() - t);
            settle();
            t = performance.now();
            await remove(target);
            removed.push(performance.now() - t);
          }
          return { makeMs: median(made), removeMs: median(removed) };
        };
        const rmRf = (target) => run("rm", ["-rf", target]);
        m.agentBench = await sample((target) => copyTemplate(snapshot, target, out), removeWorkspace);
        m.cp = await sample((target) => run("cp", ["-r", "--reflink=never", snapshot, target]), rmRf);
        if (m.clones) m.cpReflink = await sample((target) => run("cp", ["-r", "--reflink=always", snapshot, target]), rmRf);
        m.worktree = await sample(
          (target) => run("git", ["-C", repo, "worktree", "add", "-q", "--detach", target, "HEAD"]),
          (target) => run("git", ["-C", repo, "worktree", "remove", "--force", target]),
        );
        details.fileSystems.push(m);
        perPlace.push(m);
        const ab = m.agentBench.makeMs;
        rows.push(
          row(ITEM, `${label}: ${size}: agent-bench snapshot, once per run`, m.snapshotMs, "ms"),
          row(ITEM, `${label}: agent-bench copy, per execution`, ab, "ms"),
          row(ITEM, `${label}: cp -r --reflink=never of the same files`, m.cp.makeMs, "ms"),
          ...(m.cpReflink ? [row(ITEM, `${label}: cp -r --reflink=always of the same files`, m.cpReflink.makeMs, "ms")] : []),
          row(ITEM, `${label}: git worktree add (tracked files only)`, m.worktree.makeMs, "ms"),
          row(ITEM, `${label}: agent-bench copy / cp -r --reflink=never`, ab / m.cp.makeMs, "×"),
          ...(m.cpReflink ? [row(ITEM, `${label}: agent-bench copy / cp -r --reflink=always`, ab / m.cpReflink.makeMs, "×")] : []),
          row(ITEM, `${label}: agent-bench copy / git worktree add`, ab / m.worktree.makeMs, "×"),
          row(ITEM, `${label}: remove a passed execution's copy (agent-bench)`, m.agentBench.removeMs, "ms"),
          row(ITEM, `${label}: git worktree remove, for comparison`, m.worktree.removeMs, "ms"),
        );
      } finally {
        rmSync(base, { recursive: true, force: true });
      }
    }
  } finally {
    reflink.unmount?.();
  }
  if (perPlace.length === 2) {
    const [copies, clones] = perPlace;
    rows.push(row(ITEM, "with copy-on-write / without: agent-bench copy per execution", clones.agentBench.makeMs / copies.agentBench.makeMs, "×"));
  } else rows.push(row(ITEM, `clone path not measured: ${reflink.unavailable}`, "–", ""));
  const own = await ownRepository(snapshotRepository, copyTemplate, removeWorkspace, reps);
  details.ownRepository = own;
  rows.push(
    row(ITEM, `the agent-bench repository (${own.files} files, ${own.mb} MB), temp folder: copy per execution`, own.copyMs, "ms"),
    row(ITEM, "the agent-bench repository: remove per execution", own.removeMs, "ms"),
    row(ITEM, "the agent-bench repository: snapshot, once per run", own.snapshotMs, "ms"),
    row(ITEM, "quickstart's templateDir (examples/quickstart/workspace): copy per execution", own.quickstartMs, "ms"),
  );
  return { rows, details };
}

/** A git repository: `files` files of random bytes in 500 folders, committed; a few untracked and ignored files besides. */
function makeRepository(dir, files, bytes) {
  const size = Math.floor(bytes / files);
  const buffer = Buffer.alloc(size);
  const perDir = Math.ceil(files / 500);
  for (let i = 0; i < files; i++) {
    const sub = path.join(dir, `pkg-${String(Math.floor(i / perDir)).padStart(3, "0")}`);
    if (i % perDir === 0) mkdirSync(sub, { recursive: true });
    randomFillSync(buffer);
    writeFileSync(path.join(sub, `file-${i}.dat`), buffer);
  }
  writeFileSync(path.join(dir, ".gitignore"), "build/\n");
  // Random bytes do not compress: storing them as they are keeps the set-up to the disk's speed.
  git(dir, ["init", "-q", "-b", "main"]);
  git(dir, ["-c", "core.compression=0", "add", "-A"]);
  git(dir, ["-c", "user.name=bench", "-c", "user.email=bench@example.com", "commit", "-q", "-m", "bench"]);
  mkdirSync(path.join(dir, "build"));
  writeFileSync(path.join(dir, "build", "ignored.bin"), Buffer.alloc(1024 * 1024));
  writeFileSync(path.join(dir, "untracked.txt"), "not committed yet\n");
  return dir;
}

/** What the default workspace costs on this repository, and the quickstart's template (what `npm run example` copies). */
async function ownRepository(snapshotRepository, copyTemplate, removeWorkspace, reps) {
  const base = mkdtempSync(path.join(os.tmpdir(), "agent-bench-bench-own-"));
  try {
    const out = path.join(base, "out");
    mkdirSync(out);
    const snapshot = path.join(out, "snapshot");
    settle();
    let t = performance.now();
    await snapshotRepository(ROOT, snapshot, out);
    const snapshotMs = performance.now() - t;
    const du = spawnSync("du", ["-sk", snapshot], { encoding: "utf8" }).stdout.split("\t")[0];
    const count = spawnSync("sh", ["-c", `find '${snapshot}' -type f | wc -l`], { encoding: "utf8" }).stdout.trim();
    const copies = [];
    const removals = [];
    const quickstart = [];
    for (let i = 0; i < reps * 2; i++) {
      const target = path.join(out, `ws-${i}`);
      settle();
      t = performance.now();
      await copyTemplate(snapshot, target, out);
      copies.push(performance.now() - t);
      settle();
      t = performance.now();
      await removeWorkspace(target);
      removals.push(performance.now() - t);
      settle();
      t = performance.now();
      await copyTemplate(path.join(ROOT, "examples/quickstart/workspace"), target, out);
      quickstart.push(performance.now() - t);
      await removeWorkspace(target);
    }
    return {
      files: Number(count),
      mb: Math.round(Number(du) / 1024),
      snapshotMs,
      copyMs: median(copies),
      removeMs: median(removals),
      quickstartMs: median(quickstart),
    };
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

function git(cwd, args) {
  const r = spawnSync("git", args, { cwd, encoding: "utf8", maxBuffer: 1024 ** 3 });
  if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${r.stderr}`);
}

/** Writes back what earlier copies left dirty, so each sample starts from the same state. */
function settle() {
  spawnSync("sync");
}

function run(command, args) {
  const r = spawnSync(command, args, { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${command} ${args.join(" ")}: ${r.stderr}`);
}
