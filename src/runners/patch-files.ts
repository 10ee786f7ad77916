// The files an apply_patch input touches ("*** Add File: p", "*** Update File: p",
// "*** Delete File: p", "*** Move to: p"): the patch format of Codex, which
// OpenCode and Copilot also offer GPT models as a tool.

import type { FileWriteKind } from "../model/session.ts";

export interface PatchedFile {
  path: string;
  kind: FileWriteKind;
}

const HEADERS: Array<[RegExp, FileWriteKind]> = [
  [/^\*\*\* Add File: (.+)$/, "create"],
  [/^\*\*\* Update File: (.+)$/, "edit"],
  [/^\*\*\* Delete File: (.+)$/, "delete"],
  [/^\*\*\* Move to: (.+)$/, "create"],
];

export function patchedFiles(patch: string): PatchedFile[] {
  const files: PatchedFile[] = [];
  for (const line of patch.split(/\r?\n/)) {
    for (const [pattern, kind] of HEADERS) {
      const m = pattern.exec(line.trimEnd());
      if (m) files.push({ path: m[1].trim(), kind });
    }
  }
  return files;
}
