// Docs are reachable from every hint: each doc a message, a hint, a help text or a file init writes
// names is a link to this version's docs on GitHub (docUrl), and the page, and the heading the
// link points at, are in the npm package (`npm pack` ships docs/). No message names a doc by a bare
// repository path a user of the package could not open.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { DOCS_BASE, docUrl } from "../../src/doc-link.ts";
import { ROOT, runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";
import { readSource, sourceFiles } from "../source/_graph.ts";

const GENERATED = /^src\/report\/html\/client-script\.ts$/u;
const sources = sourceFiles()
  .filter((f) => !GENERATED.test(f))
  .map((f) => [f, readSource(f)] as const);
const isComment = (line: string) => /^\s*(\/\/|\*|\/\*)/u.test(line);

/** Every docUrl("page.md#anchor") in the sources, with where it is. */
function references(): Array<{ page: string; at: string }> {
  return sources.flatMap(([file, text]) =>
    text.split("\n").flatMap((line, i) => [...line.matchAll(/\bdocUrl\(\s*"([^"]+)"\s*\)/gu)].map((m) => ({ page: m[1], at: `${file}:${i + 1}` }))),
  );
}

/** The files `npm pack` puts in the tarball (what a user installs). */
function packedFiles(): Set<string> {
  const r = spawnSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, npm_config_update_notifier: "false" },
  });
  assert.equal(r.status, 0, r.stderr);
  const [pack] = JSON.parse(r.stdout) as Array<{ files: Array<{ path: string }> }>;
  return new Set(pack.files.map((f) => f.path));
}

/** GitHub's anchors for a Markdown file's headings. */
function anchors(markdown: string): Set<string> {
  const out = new Set<string>();
  for (const m of markdown.matchAll(/^#{1,6}\s+(.+?)\s*$/gmu)) {
    const slug = m[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .trim()
      .replace(/\s/gu, "-");
    out.add(slug);
  }
  return out;
}

describe("docs reachable from every hint", () => {
  const packed = packedFiles();

  it("the package ships docs/, and every doc a hint links is in it, with the heading the link names", () => {
    assert.ok(packed.has("docs/configuration.md") && packed.has("docs/suites.md"), [...packed].filter((f) => f.startsWith("docs")).join(", "));
    const refs = references();
    assert.ok(refs.length >= 15, `${refs.length} doc links found`);
    const broken = refs.flatMap(({ page, at }) => {
      const [file, anchor] = page.split("#");
      if (!packed.has(`docs/${file}`)) return [`${at}: docs/${file} is not in the package`];
      if (anchor && !anchors(readFileSync(path.join(ROOT, "docs", file), "utf8")).has(anchor)) return [`${at}: docs/${file} has no heading #${anchor}`];
      return [];
    });
    assert.deepEqual(broken, []);
  });

  it("no message names a doc by a bare path: every one goes through docUrl, a link to this version", () => {
    const bare = sources.flatMap(([file, text]) =>
      file === "src/doc-link.ts"
        ? []
        : text.split("\n").flatMap((line, i) => (!isComment(line) && /\bdocs\/[\w-]+\.md/u.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    assert.deepEqual(bare, []);
    const version = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string }).version;
    assert.equal(docUrl("runners.md#scripted"), `https://github.com/agent-bench/agent-bench/blob/v${version}/docs/runners.md#scripted`);
  });

  it("a config mistake's hint, as printed, links a page the package has", async () => {
    const p = tempProject({
      "s.jsonl": '{"id":"a","input":"hi","assert":{"type":"contains","value":"x"}}\n',
      "agent-bench.config.yaml": "runner:\n  a:\n    type: scripted\n",
    });
    try {
      const r = await runCli(["run", "s.jsonl"], { cwd: p.dir });
      assert.equal(r.code, 2);
      const links = [...r.stderr.matchAll(new RegExp(`${DOCS_BASE.replace(/[.]/g, "\\.")}([\\w-]+\\.md)`, "gu"))].map((m) => m[1]);
      assert.ok(links.length > 0, r.stderr);
      for (const page of links) assert.ok(packed.has(`docs/${page}`), page);
    } finally {
      p.remove();
    }
  });
});
