// The import graph of src/, read from the sources: each file's relative
// imports and re-exports (static and dynamic), resolved to repository paths.

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../helpers/cli.ts";

export interface Edge {
  to: string;
  /** `import type` / `export type`: erased at build time, no module is loaded. */
  typeOnly: boolean;
}

export function sourceFiles(dir = "src"): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))
    .map((f) => path.posix.join(dir, f.split(path.sep).join("/")))
    .sort();
}

export function readSource(file: string): string {
  return readFileSync(path.join(ROOT, file), "utf8");
}

const STATIC = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?["']([^"']+)["']/gmu;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/gu;

export function importsOf(file: string, text = readSource(file)): Edge[] {
  const edges: Edge[] = [];
  const add = (spec: string, typeOnly: boolean) => {
    if (spec.startsWith(".")) edges.push({ to: path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)), typeOnly });
  };
  for (const m of text.matchAll(STATIC)) add(m[3], Boolean(m[2]));
  for (const m of text.matchAll(DYNAMIC)) add(m[1], false);
  return edges;
}

/** File → the files it imports; type-only imports only with `withTypes`. */
export function graphOf(files: readonly string[], withTypes = false): Map<string, string[]> {
  return new Map(
    files.map((f) => [
      f,
      importsOf(f)
        .filter((e) => withTypes || !e.typeOnly)
        .map((e) => e.to),
    ]),
  );
}

/** The files of every circle, once each (its strongly connected component), sorted. */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's strongly connected components.
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)!.includes(v)) found.push(component.sort());
    }
  };
  for (const f of graph.keys()) if (!idx.has(f)) visit(f);
  return found;
}
