// The treatment manifest of a run with variants records what each variant
// changes (skills removed or added by name, files by path and content hash,
// runner overrides as settings), so two variants have different treatment
// hashes and the reports name the change in words; a run without variants
// records the manifest, hash and fingerprint the build before variants wrote.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { chmodSync, readFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import { variantChanges } from "../../src/compare/variant-changes.ts";
import type { RunFile } from "../../src/model/result.ts";
import { treatmentSchema } from "../../src/model/schema/treatment.ts";
import { treatmentHash } from "../../src/model/treatment-hash.ts";
import { variantManifest } from "../../src/model/variant-treatment.ts";
import { variantChangePhrase } from "../../src/report/variant-text.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";
import { plainProject } from "./treatment-compat-project.ts";

const fixture = JSON.parse(readFileSync(new URL("../fixtures/treatment/plain.json", import.meta.url), "utf8")) as {
  suite: RunFile["suite"];
  treatment: RunFile["treatment"];
  treatmentHash: string;
};

const skill = (name: string) => `---\nname: ${name}\ndescription: ${name} things\n---\nDo ${name} things.\n`;
const project = tempProject({
  ".claude/skills/greet/SKILL.md": skill("greet"),
  "extra/SKILL.md": skill("extra"),
  "variants/terse.md": "be terse\n",
  "variants/new.md": "new\n",
  "CLAUDE.md": "be thorough\n",
  "agent.sh": "echo hello\n",
  "agent-bench.config.json": JSON.stringify({
    runners: { agent: { type: "command", command: ["sh", "./agent.sh"] } },
    variants: {
      "no-greet": { skills: { remove: ["greet"] } },
      "with-extra": { skills: { add: ["./extra"] } },
      terse: { files: { "CLAUDE.md": "./variants/terse.md", "docs/NEW.md": "./variants/new.md" } },
      slow: { runners: { agent: { timeout: "45s", args: ["--fast"] } } },
    },
  }),
  "suite.jsonl": '{"id":"hello","input":"hi","assert":{"type":"contains","value":"hello"}}\n',
});
chmodSync(project.file("agent.sh"), 0o755);
execFileSync("sh", ["-c", "git init -q -b main && git add -A && git -c user.name=t -c user.email=t@example.com commit -qm fixture"], { cwd: project.dir });
after(() => project.remove());

let outs = 0;
async function run(dir: string, args: string[]): Promise<RunFile> {
  const out = `out-${++outs}`;
  const r = await runCli(["run", "suite.jsonl", "--out-dir", out, "-n", "1", ...args], { cwd: dir });
  assert.ok(r.code === 0 || r.code === 1, r.stderr); // 1: a case failed, as in the fixture's run
  return JSON.parse(readFileSync(`${dir}/${out}/results.json`, "utf8")) as RunFile;
}

let variantRun: Promise<RunFile> | undefined;
const withVariants = () => (variantRun ??= run(project.dir, ["--variant", "default,no-greet,with-extra,terse,slow"]));

describe("the treatment manifest of a run with variants", () => {
  it("a run without variants records the manifest, hash and suite fingerprint the build before variants wrote", async () => {
    const plain = plainProject();
    try {
      const written = await run(plain.dir, []);
      assert.deepEqual(written.treatment, fixture.treatment);
      assert.equal(treatmentHash(written.treatment!), fixture.treatmentHash);
      assert.equal(written.suite.fingerprint, fixture.suite.fingerprint);
      assert.equal("variants" in written.treatment!, false);
    } finally {
      plain.remove();
    }
  });

  it("records each variant's changes by name, path and content hash, and runner overrides as settings", async () => {
    const written = await withVariants();
    const t = written.treatment!;
    assert.ok(treatmentSchema.safeParse(t).success, "results.json's treatment parses with its schema");
    const variants = t.variants!;
    assert.deepEqual(Object.keys(variants).sort(), ["default", "no-greet", "slow", "terse", "with-extra"]);
    assert.deepEqual(variants.default, {});
    assert.deepEqual(variants["no-greet"], { skillsRemoved: ["greet"] });
    assert.match(variants["with-extra"].skillsAdded?.extra ?? "", /^[0-9a-f]{12}$/);
    assert.deepEqual(Object.keys(variants.terse.files ?? {}), ["CLAUDE.md", "docs/NEW.md"]);
    assert.notEqual(variants.terse.files!["CLAUDE.md"], t.workspace.files["CLAUDE.md"], "the replaced content's hash, not the original's");
    assert.equal(variants.slow.runners?.agent.timeoutMs, 45_000);
    assert.deepEqual(variants.slow.runners?.agent.args, ["--fast"]);
  });

  it("gives each variant its own treatment hash; `default`'s is the hash of the same run without variants", async () => {
    const treatment = (await withVariants()).treatment!;
    const hashes = ["default", "no-greet", "with-extra", "terse", "slow"].map((v) => treatmentHash(variantManifest(treatment, v)));
    assert.equal(new Set(hashes).size, 5, `five different hashes: ${hashes.join(" ")}`);
    const plain = await run(project.dir, []);
    assert.equal(hashes[0], treatmentHash(plain.treatment!));
    assert.equal(treatmentHash(variantManifest(treatment, undefined)), treatmentHash(plain.treatment!));
  });

  it("names each change in words", async () => {
    const written = await withVariants();
    const words = (v: string) => variantChanges(written.treatment, v).map((c) => variantChangePhrase(c, (s) => `\`${s}\``));
    assert.deepEqual(words("default"), []);
    assert.deepEqual(words("no-greet"), ["skill `greet` removed"]);
    assert.deepEqual(words("with-extra"), ["skill `extra` added"]);
    assert.deepEqual(words("terse"), ["file `CLAUDE.md` replaced", "file `docs/NEW.md` added"]);
    assert.deepEqual(words("slow"), ["runner `agent`: args `--fast`", "runner `agent`: timeoutMs `45000`"]);
  });
});
