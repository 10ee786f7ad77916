// results.jsonl (and any -o *.jsonl report): one line per event, appended and
// handed to the OS as each execution finishes, so nothing finished is lost
// even if the run is killed, and `jq` can read the file while the run goes.

import { closeSync, openSync, writeSync } from "node:fs";
import type { RunEventLine } from "../model/result.ts";

export class ResultsLog {
  private fds: number[];

  constructor(files: readonly string[]) {
    this.fds = files.map((file) => openSync(file, "a"));
  }

  append(line: RunEventLine): void {
    const text = `${JSON.stringify(line)}\n`;
    for (const fd of this.fds) writeSync(fd, text);
  }

  close(): void {
    for (const fd of this.fds) closeSync(fd);
    this.fds = [];
  }
}
