// The layering the architecture promises, checked on the sources: the engine,
// the renderers and the action never reach into the CLI (so the action runs
// without CLI modules), no two files import each other around a circle, and no
// two folders of src/ do (each top-level file counts as a folder of its own).

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { cycles, graphOf, importsOf, sourceFiles } from "./_graph.ts";

const files = sourceFiles();
const CLI_ONLY = /^src\/(cli|commands)\//u;
// Everything but the CLI itself: the engine, the action, the renderers, the models.
const NOT_CLI = /^src\/(?!cli\/|commands\/|cli\.ts$)/u;

describe("the import graph of src/", () => {
  it("reads the graph: every relative import resolves to a source file", () => {
    assert.ok(files.length > 200, `${files.length} files`);
    const known = new Set(files);
    const missing = files.flatMap((f) =>
      importsOf(f)
        .filter((e) => !known.has(e.to) && !e.to.endsWith(".json"))
        .map((e) => `${f} -> ${e.to}`),
    );
    assert.deepEqual(missing, []);
    // The scanner sees what a circle needs: multi-line, type-only and dynamic imports.
    const edges = importsOf(
      "src/x/a.ts",
      'import {\n  b,\n  c,\n} from "./b.ts";\nimport type { T } from "../y/t.ts";\nconst m = await import("./m.ts");\nexport { d } from "./d.ts";\n',
    );
    assert.deepEqual(edges, [
      { to: "src/x/b.ts", typeOnly: false },
      { to: "src/y/t.ts", typeOnly: true },
      { to: "src/x/d.ts", typeOnly: false },
      { to: "src/x/m.ts", typeOnly: false },
    ]);
  });

  it("nothing outside the CLI (the action, the engine, the renderers, the models) imports from cli/ or commands/", () => {
    const wrong = files
      .filter((f) => NOT_CLI.test(f))
      .flatMap((f) =>
        importsOf(f)
          .filter((e) => CLI_ONLY.test(e.to))
          .map((e) => `${f} -> ${e.to}`),
      );

    assert.deepEqual(wrong, []);
  });

  it("has no import circle", () => {
    assert.deepEqual(cycles(graphOf(files)), [], "a circle of imports that load modules");
    assert.deepEqual(cycles(graphOf(files, true)), [], "a circle of type imports");
  });

  it("has no folder circle", () => {
    const graph = graphOf(files, true);
    // Each circle as the file imports that close it, to find the one to move.
    const circles = cycles(folderGraph(folderEdges(graph))).map((folders) =>
      [...graph].flatMap(([from, tos]) =>
        tos
          .filter((to) => folderOf(from) !== folderOf(to) && folders.includes(folderOf(from)) && folders.includes(folderOf(to)))
          .map((to) => `${from} -> ${to}`),
      ),
    );
    assert.deepEqual(circles, [], "a circle of folder imports");
  });

  it("finds a folder circle when there is one", () => {
    const graph = new Map([
      ["src/execute/engine.ts", ["src/adaptive/rounds.ts", "src/model/result.ts"]],
      ["src/adaptive/rounds.ts", ["src/execute/resume.ts"]],
      ["src/execute/resume.ts", []],
      ["src/model/result.ts", ["src/errors.ts"]],
      ["src/errors.ts", []],
    ]);
    assert.deepEqual(cycles(folderGraph(folderEdges(graph))), [["adaptive", "execute"]]);
  });

  it("finds a circle when there is one", () => {
    // The circle the issue named (run.ts ↔ run-reports.ts), a longer one beside a chain, and a self-import.
    const graph = new Map([
      ["run.ts", ["run-reports.ts", "format.ts"]],
      ["run-reports.ts", ["run.ts"]],
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts", "format.ts"]],
      ["c.ts", ["a.ts"]],
      ["format.ts", []],
      ["self.ts", ["self.ts"]],
    ]);
    assert.deepEqual(cycles(graph).sort(), [["a.ts", "b.ts", "c.ts"], ["run-reports.ts", "run.ts"], ["self.ts"]]);
  });
});

function folderOf(file: string): string {
  const parts = file.split("/");
  // src/x/… is folder x; a top-level file (src/api.ts) is its own.
  return parts[1];
}

/** "a -> b" for every folder a with a file that imports a file of folder b. */
function folderEdges(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const edges = new Set<string>();
  for (const [from, tos] of graph) for (const to of tos) if (folderOf(from) !== folderOf(to)) edges.add(`${folderOf(from)} -> ${folderOf(to)}`);
  return [...edges].sort();
}

function folderGraph(edges: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const edge of edges) {
    const [from, to] = edge.split(" -> ");
    graph.set(from, [...(graph.get(from) ?? []), to]);
    if (!graph.has(to)) graph.set(to, []);
  }
  return graph;
}
