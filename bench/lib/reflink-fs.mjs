// A file system that can clone (reflinks), for measuring the clone path on a
// machine whose own disk cannot: a sparse XFS (reflink=1) or btrfs image in the
// temp folder, loop-mounted. Needs root, mkfs.xfs or mkfs.btrfs, and loop devices;
// otherwise says why not.

import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync, closeSync, openSync, ftruncateSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { canReflink, fileSystemOf } from "./machine.mjs";

const KINDS = [
  { type: "xfs", mkfs: "mkfs.xfs", args: ["-q", "-m", "reflink=1"] },
  { type: "btrfs", mkfs: "mkfs.btrfs", args: ["-q"] },
];

/** Resolves { dir, fsType, unmount() } or { unavailable: reason }. */
export function mountReflinkFs(sizeGb = 8) {
  if (process.getuid?.() !== 0) return { unavailable: "needs root (loop mount)" };
  const reasons = [];
  for (const kind of KINDS) {
    if (spawnSync("sh", ["-c", `command -v ${kind.mkfs}`]).status !== 0) {
      reasons.push(`${kind.mkfs} not installed`);
      continue;
    }
    const base = mkdtempSync(path.join(os.tmpdir(), `agent-bench-bench-${kind.type}-`));
    const image = path.join(base, "fs.img");
    const mountPoint = path.join(base, "mnt");
    const fd = openSync(image, "w");
    ftruncateSync(fd, sizeGb * 1024 ** 3);
    closeSync(fd);
    const cleanup = () => rmSync(base, { recursive: true, force: true });
    const mkfs = spawnSync(kind.mkfs, [...kind.args, image], { encoding: "utf8" });
    if (mkfs.status !== 0) {
      reasons.push(`${kind.mkfs}: ${mkfs.stderr.trim().split("\n")[0]}`);
      cleanup();
      continue;
    }
    writeFileSync(path.join(base, "README"), "agent-bench bench: a loop-mounted file system; removed when the bench ends\n");
    spawnSync("mkdir", ["-p", mountPoint]);
    const mount = spawnSync("mount", ["-o", "loop", image, mountPoint], { encoding: "utf8" });
    if (mount.status !== 0) {
      reasons.push(`mount -o loop (${kind.type}): ${mount.stderr.trim().split("\n")[0]}`);
      cleanup();
      continue;
    }
    // A bench stopped by Ctrl-C, a timeout or process.exit never reaches its item's `finally`: the image
    // would stay mounted in the temp folder. Unmounted then too, and the signal's own exit follows.
    const onSignal = (signal) => {
      unmount();
      process.kill(process.pid, signal);
    };
    const unmount = () => {
      process.off("SIGINT", onSignal).off("SIGTERM", onSignal).off("exit", unmount);
      spawnSync("umount", [mountPoint]);
      cleanup();
    };
    process.once("SIGINT", onSignal).once("SIGTERM", onSignal).once("exit", unmount);
    if (!canReflink(mountPoint)) {
      reasons.push(`${kind.type}: cp --reflink=always fails`);
      unmount();
      continue;
    }
    return { dir: mountPoint, fsType: fileSystemOf(mountPoint), device: `loop-mounted ${kind.type} image (${sizeGb} GB sparse) in ${os.tmpdir()}`, unmount };
  }
  return { unavailable: reasons.join("; ") };
}
