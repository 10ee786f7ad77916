// The peak resident memory of a command and everything it waited for (the CLI,
// its process helper, the agents the helper reaped): wait4(2)'s ru_maxrss, the
// largest of them. Node cannot read a child's rusage, so a few lines of Python
// (on every Linux CI image) run the command and write the number to a file.

import { readFileSync } from "node:fs";

const WRAPPER = `
import os, sys
out = sys.argv[1]
pid = os.fork()
if pid == 0:
    os.execvp(sys.argv[2], sys.argv[2:])
_, status, usage = os.wait4(pid, 0)
open(out, "w").write(str(usage.ru_maxrss * 1024))
sys.exit(os.waitstatus_to_exitcode(status) & 255)
`;

/** runCli's prefix that records the peak RSS (bytes) of the CLI run in `file`. */
export function peakRssPrefix(file: string): string[] {
  return ["python3", "-c", WRAPPER, file];
}

export function readPeakRss(file: string): number {
  return Number(readFileSync(file, "utf8"));
}
