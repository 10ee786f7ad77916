// Temporary projects for tests: a folder with the given files, removed by the caller's after().

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface TempProject {
  dir: string;
  file(rel: string): string;
  write(rel: string, content: string): string;
  remove(): void;
}

export function tempProject(files: Record<string, string> = {}): TempProject {
  const dir = mkdtempSync(path.join(os.tmpdir(), "agent-bench-test-"));
  const project: TempProject = {
    dir,
    file: (rel) => path.join(dir, rel),
    write(rel, content) {
      const abs = path.join(dir, rel);
      mkdirSync(path.dirname(abs), { recursive: true });
      writeFileSync(abs, content);
      return abs;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
  for (const [rel, content] of Object.entries(files)) project.write(rel, content);
  return project;
}
