// results.jsonl (and any -o *.jsonl report): one line per event, appended and
// handed to the OS as each execution finishes, so nothing finished is lost
// even if the run is killed, and `jq` can read the file while the run goes.

import { closeSync, openSync, writeSync } from "node:fs";
import type { RunEventLine } from "../model/result.ts";

export class ResultsLog {
  private fds: number[];
  /** The first write that failed (a full disk): the run goes on, and says so at its end. */
  failure: { file: string; error: NodeJS.ErrnoException } | undefined;
  private readonly files: readonly string[];

  constructor(files: readonly string[]) {
    this.files = files;
    this.fds = files.map((file) => openSync(file, "a"));
  }

  append(line: RunEventLine): void {
    const text = `${JSON.stringify(line)}\n`;
    this.fds.forEach((fd, i) => {
      try {
        writeSync(fd, text);
      } catch (error) {
        this.failure ??= { file: this.files[i], error: error as NodeJS.ErrnoException };
      }
    });
  }

  close(): void {
    for (const fd of this.fds) closeSync(fd);
    this.fds = [];
  }
}
