// The machine a bench ran on, and what a folder's file system can do.

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export function machineInfo() {
  const cpuinfo = safeRead("/proc/cpuinfo");
  const osRelease = safeRead("/etc/os-release");
  return {
    cpu: /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? "unknown",
    cores: os.availableParallelism(),
    ramGb: +(os.totalmem() / 1024 ** 3).toFixed(1),
    os: /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(osRelease)?.[1] ?? `${os.type()} ${os.release()}`,
    kernel: os.release(),
    node: process.version,
    loadAverage: os.loadavg().map((l) => +l.toFixed(2)),
    // Share of the last 60 s in which some task waited for a CPU (Linux PSI): other work on the machine.
    cpuPressure60: Number(/some avg10=[\d.]+ avg60=([\d.]+)/.exec(safeRead("/proc/pressure/cpu"))?.[1] ?? NaN),
  };
}

/** `stat -f -c %T` of a folder (e.g. "ext2/ext3" for ext4, "xfs", "btrfs", "tmpfs"). */
export function fileSystemOf(dir) {
  const r = spawnSync("stat", ["-f", "-c", "%T", dir], { encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : "unknown";
}

/** Whether `cp --reflink=always` can clone a file inside dir. */
export function canReflink(dir) {
  const probe = mkdtempSync(path.join(dir, ".reflink-probe-"));
  try {
    writeFileSync(path.join(probe, "a"), "reflink probe\n");
    return spawnSync("cp", ["--reflink=always", path.join(probe, "a"), path.join(probe, "b")]).status === 0;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

function safeRead(file) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}
