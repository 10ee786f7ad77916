// Makes a configured value the same on every machine that runs the same
// commit, so saved data compares across checkouts, homes, temp folders and
// tool caches: paths inside the repository become repo-relative, paths under
// HOME or the temp folder get a placeholder, and any other absolute path is
// reduced to its last component (a resolved executable such as
// /opt/hostedtoolcache/node/24.1.0/x64/bin/claude is just "claude").

import os from "node:os";
import path from "node:path";

export interface PortableRoots {
  repoRoot: string;
  home?: string;
  tmp?: string;
}

export function defaultRoots(repoRoot: string): PortableRoots {
  return { repoRoot, home: os.homedir(), tmp: os.tmpdir() };
}

/** A path or a string holding absolute paths, with every machine-specific prefix removed. */
export function portableText(text: string, roots: PortableRoots): string {
  if (!text.includes("/") && !text.includes("\\")) return text;
  if (path.isAbsolute(text)) return portablePath(text, roots);
  // An option such as --config=/home/me/x: rewrite each absolute path inside it.
  return text.replace(/(^|[=:,\s])(\/[^\s=:,]+)/gu, (_, lead: string, p: string) => `${lead}${portablePath(p, roots)}`);
}

export function portablePath(file: string, roots: PortableRoots): string {
  const inside = (root: string | undefined): string | undefined => {
    if (!root) return undefined;
    const rel = path.relative(root, file);
    return rel === "" ? "." : rel.startsWith("..") || path.isAbsolute(rel) ? undefined : rel.split(path.sep).join("/");
  };
  const inRepo = inside(roots.repoRoot);
  if (inRepo !== undefined) return inRepo;
  const inTmp = inside(roots.tmp);
  if (inTmp !== undefined) return `<tmp>/${inTmp}`;
  const inHome = inside(roots.home);
  if (inHome !== undefined) return `~/${inHome}`;
  return path.basename(file);
}

/** Every string in a JSON value made portable (keys kept). */
export function portableValue(value: unknown, roots: PortableRoots): unknown {
  if (typeof value === "string") return portableText(value, roots);
  if (Array.isArray(value)) return value.map((v) => portableValue(v, roots));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, portableValue(v, roots)]));
  }
  return value;
}
