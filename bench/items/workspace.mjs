// Item 3: isolated workspace preparation. A template of 10,000 files / 200 MB
// (plus dotfiles, .git and a symlink) is prepared the way agent-bench prepares
// each isolated execution's workspace (copyTemplate in src/execute/workspace.ts),
// against a plain recursive copy (GNU `cp -r --reflink=never`), on the machine's
// own file system and, when one can be made, on a loop-mounted file system that
// clones (reflinks). Then a template of 100 big files against one ten times
// bigger (200 MB vs 2 GB): a copy's time follows the bytes, a clone's does not.
// Every sample starts after `sync` (nothing left dirty by the one before) with
// the template in the page cache (warm reads, for every method alike).

import { spawnSync } from "node:child_process";
import { randomFillSync } from "node:crypto";
import { constants } from "node:fs";
import { cp as fsCp } from "node:fs/promises";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchEnv, ROOT, runArgs } from "../lib/agent-bench.mjs";
import { canReflink, fileSystemOf } from "../lib/machine.mjs";
import { check, measure, median } from "../lib/measure.mjs";
import { mountReflinkFs } from "../lib/reflink-fs.mjs";
import { atMost, row } from "../lib/table.mjs";

const ITEM = "3 workspace";

export async function workspace({ quick }) {
  // The engine's own functions, from src/ whatever --src/--dist say (dist/ bundles the same code).
  const { copyTemplate, removeWorkspace } = await import(path.join(ROOT, "src/execute/workspace.ts"));
  const files = quick ? 2_000 : 10_000;
  const bytes = quick ? 40 * 1024 ** 2 : 200 * 1024 ** 2;
  const reps = quick ? 2 : 5;
  const e2eRuns = quick ? 2 : 5;
  const rows = [];
  const details = { files, bytes, repetitions: reps, fileSystems: [] };
  const places = [{ dir: os.tmpdir(), device: "the machine's temp folder" }];
  const reflink = mountReflinkFs();
  if (reflink.unavailable) details.reflinkFs = `not measured: ${reflink.unavailable}`;
  else places.push(reflink);
  try {
    for (const place of places) {
      const base = mkdtempSync(path.join(place.dir, "agent-bench-bench-ws-"));
      const fsType = fileSystemOf(base);
      const clones = canReflink(base);
      const label = `${fsType}${clones ? ", reflinks" : ", no reflinks"}`;
      try {
        const big = makeTemplate(path.join(base, "template"), files, bytes);
        const time = async (fn, times = reps) => {
          const samples = [];
          for (let i = 0; i < times; i++) {
            const target = path.join(base, `ws-${i}`);
            settle();
            const t = performance.now();
            await fn(target);
            samples.push(performance.now() - t);
            rmSync(target, { recursive: true, force: true });
          }
          return median(samples);
        };
        const cp = (template, reflinkMode) => (target) => run("cp", ["-r", `--reflink=${reflinkMode}`, template, target]);
        const engine = (template) => (target) => copyTemplate(template, target);
        // What agent-bench used before copy-tree.ts: Node's own recursive copy.
        const nodeCp = (template) => (target) =>
          fsCp(template, target, { recursive: true, verbatimSymlinks: true, mode: constants.COPYFILE_FICLONE, force: true });
        const m = {
          fsType,
          clones,
          device: place.device,
          engineMs: await time(engine(big)),
          plainCopyMs: await time(cp(big, "never")),
          nodeCpMs: await time(nodeCp(big)),
        };
        if (clones) m.cpReflinkMs = await time(cp(big, "always"));
        // Same number of files, ten times the bytes.
        const sized = [bytes, bytes * 10].map((total, i) => makeBigFiles(path.join(base, `sized-${i}`), total));
        m.engineSizedMs = [await time(engine(sized[0]), 3), await time(engine(sized[1]), 3)];
        m.plainCopySizedMs = [await time(cp(sized[0], "never"), 3), await time(cp(sized[1], "never"), 3)];
        for (const dir of sized) rmSync(dir, { recursive: true, force: true });
        m.removeMs = await timeRemove(base, big, copyTemplate, removeWorkspace, reps);
        m.rmRfMs = await timeRemove(base, big, copyTemplate, (t) => run("rm", ["-rf", t]), reps);
        m.copiesNotLinks = await copiesNotLinks(base, big, copyTemplate);
        m.perExecutionMs = await endToEnd(base, big, e2eRuns);
        details.fileSystems.push(m);
        const mb = Math.round(bytes / 1024 ** 2);
        rows.push(
          row(ITEM, `${label}: prepare ${files} files / ${mb} MB (agent-bench)`, m.engineMs, "ms"),
          row(ITEM, `${label}: plain copy cp -r --reflink=never`, m.plainCopyMs, "ms"),
          row(ITEM, `${label}: agent-bench / plain copy`, m.engineMs / m.plainCopyMs, "×", atMost(1, "×", round2(m.engineMs / m.plainCopyMs))),
          ...(clones ? [row(ITEM, `${label}: cp -r --reflink=always, for comparison`, m.cpReflinkMs, "ms")] : []),
          row(ITEM, `${label}: Node's fs.cp (agent-bench before), for comparison`, m.nodeCpMs, "ms"),
          row(
            ITEM,
            `${label}: agent-bench, ${BIG_FILES} files, ${mb * 10} MB vs ${mb} MB`,
            m.engineSizedMs[1] / m.engineSizedMs[0],
            "×",
            clones ? atMost(1.5, "×", round2(m.engineSizedMs[1] / m.engineSizedMs[0])) : undefined,
          ),
          row(ITEM, `${label}: plain copy, ${BIG_FILES} files, ${mb * 10} MB vs ${mb} MB`, m.plainCopySizedMs[1] / m.plainCopySizedMs[0], "×"),
          row(ITEM, `${label}: remove a workspace (agent-bench / rm -rf)`, m.removeMs / m.rmRfMs, "×"),
          row(ITEM, `${label}: agent-bench run, isolated: time per execution beyond mode none`, m.perExecutionMs, "ms"),
          row(ITEM, `${label}: workspace files are copies, not hard links`, m.copiesNotLinks ? "yes" : "no", "", { text: "yes", pass: m.copiesNotLinks }),
        );
      } finally {
        rmSync(base, { recursive: true, force: true });
      }
    }
  } finally {
    reflink.unmount?.();
  }
  if (reflink.unavailable) rows.push(row(ITEM, `clone path not measured: ${reflink.unavailable}`, "–", ""));
  return { rows, details };
}

const round2 = (x) => Math.round(x * 100) / 100;

const BIG_FILES = 100;

/** BIG_FILES files sharing `total` bytes: random, but one buffer for all (neither file system deduplicates). */
function makeBigFiles(dir, total) {
  const buffer = randomFillSync(Buffer.alloc(Math.floor(total / BIG_FILES)));
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < BIG_FILES; i++) writeFileSync(path.join(dir, `blob-${i}.bin`), buffer);
  return dir;
}

/** files spread over 100 folders, random bytes (nothing to compress or deduplicate), plus a dotfile, .git and a symlink. */
function makeTemplate(dir, files, bytes) {
  const size = Math.floor(bytes / files);
  const buffer = Buffer.alloc(size);
  const perDir = Math.ceil(files / 100);
  for (let i = 0; i < files; i++) {
    const sub = path.join(dir, `src-${String(Math.floor(i / perDir)).padStart(3, "0")}`);
    if (i % perDir === 0) mkdirSync(sub, { recursive: true });
    randomFillSync(buffer);
    writeFileSync(path.join(sub, `file-${i}.dat`), buffer);
  }
  mkdirSync(path.join(dir, ".git"), { recursive: true });
  writeFileSync(path.join(dir, ".git", "HEAD"), "ref: refs/heads/main\n");
  writeFileSync(path.join(dir, ".env.example"), "TOKEN=\n");
  symlinkSync("src-000/file-0.dat", path.join(dir, "link.dat"));
  return dir;
}

async function timeRemove(base, template, copyTemplate, remove, reps) {
  const samples = [];
  for (let i = 0; i < reps; i++) {
    const target = path.join(base, `rm-${i}`);
    await copyTemplate(template, target);
    settle();
    const t = performance.now();
    await remove(target);
    samples.push(performance.now() - t);
  }
  return median(samples);
}

/** An agent's write to its workspace must never reach the template (hard links would let it). */
async function copiesNotLinks(base, template, copyTemplate) {
  const target = path.join(base, "links-check");
  await copyTemplate(template, target);
  const file = "src-000/file-0.dat";
  const before = readFileSync(path.join(template, file));
  const copy = statSync(path.join(target, file));
  writeFileSync(path.join(target, file), "changed by the agent");
  const unchanged = readFileSync(path.join(template, file)).equals(before);
  rmSync(target, { recursive: true, force: true });
  return unchanged && copy.ino !== statSync(path.join(template, file)).ino && copy.nlink === 1;
}

/** agent-bench run -p 1 with an instant scripted agent, isolated from the template vs mode none: the difference per execution. */
async function endToEnd(base, template, runs) {
  const dir = path.join(base, "e2e");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "suite.jsonl"), `${JSON.stringify({ id: "edit", input: "edit a file", assert: { type: "contains", value: "done" } })}\n`);
  const runner = { type: "scripted", steps: [{ tool: "write", path: "src-000/file-0.dat", content: "edited" }, { text: "done" }] };
  const wall = async (mode) => {
    writeFileSync(
      path.join(dir, "agent-bench.config.json"),
      JSON.stringify({ defaults: { workspace: mode === "isolated" ? { mode, templateDir: template } : { mode } }, runners: { agent: runner } }),
    );
    const out = path.join(dir, `out-${mode}`);
    const r = check(
      await measure(process.execPath, runArgs(["suite.jsonl", "-n", String(runs), "-p", "1", "--out-dir", out]), { cwd: dir, env: benchEnv() }),
      `agent-bench run (${mode})`,
    );
    rmSync(out, { recursive: true, force: true });
    return r.wallMs;
  };
  const none = await wall("none");
  const isolated = await wall("isolated");
  return (isolated - none) / runs;
}

/** Writes back what earlier copies left dirty, so each sample starts from the same state. */
function settle() {
  spawnSync("sync");
}

function run(command, args) {
  const r = spawnSync(command, args, { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${command} ${args.join(" ")}: ${r.stderr}`);
}
