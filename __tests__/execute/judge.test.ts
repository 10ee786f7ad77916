import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import type { RunFile } from "../../src/model/result.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject({
  "suite.jsonl":
    [
      '{"id":"polite","input":"Greet the user","assert":{"type":"judge","value":"The answer is polite"}}',
      '{"id":"rude","input":"Greet the user rudely","assert":{"type":"judge","value":"The answer is polite","runner":"strict-judge"}}',
    ].join("\n") + "\n",
  "agent-bench.config.json": JSON.stringify({
    runners: {
      agent: { type: "scripted", steps: [{ text: "Hello, nice to meet you!" }] },
      judge: { type: "scripted", steps: [{ text: 'Looks fine. {"passed": true, "reason": "it greets politely"}' }] },
      "strict-judge": { type: "scripted", steps: [{ text: '```json\n{"passed": false, "reason": "too curt"}\n```' }] },
    },
    judge: "judge",
  }),
});
after(() => project.remove());

describe("the judge rule", () => {
  it("asks the configured judge runner and records its call in the execution's folder", async () => {
    const out = project.file("out");
    const r = await runCli(["run", "suite.jsonl", "-r", "agent", "--out-dir", out], { cwd: project.dir });
    assert.equal(r.code, 1, r.stderr);
    const run = JSON.parse(readFileSync(`${out}/results.json`, "utf8")) as RunFile;
    const polite = run.results.find((x) => x.caseId === "polite")!;
    const rude = run.results.find((x) => x.caseId === "rude")!;
    assert.equal(polite.status, "passed");
    assert.equal(rude.status, "failed");
    assert.match(rude.assertions[0].message!, /judge: too curt/);
    const judgeDir = `${out}/${polite.artifactDir}/judge-1`;
    for (const f of ["stdout.log", "session.json", "verdict.json"]) assert.ok(existsSync(`${judgeDir}/${f}`), f);
    const { prompt } = JSON.parse(readFileSync(`${judgeDir}/session.json`, "utf8")) as { prompt: string };
    assert.match(prompt, /<criteria>\nThe answer is polite\n<\/criteria>/);
    assert.match(prompt, /<answer>\nHello, nice to meet you!\n<\/answer>/);
  });

  it("a judge rule naming a runner that is not configured is a configuration error before anything runs", async () => {
    project.write("bad.jsonl", '{"id":"x","input":"hi","assert":{"type":"judge","value":"ok","runner":"nobody"}}\n');
    const r = await runCli(["run", "bad.jsonl", "-r", "agent", "--out-dir", project.file("out2")], { cwd: project.dir });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /bad\.jsonl:1: case "x": the judge runner "nobody" is not configured/);
    assert.equal(existsSync(project.file("out2")), false);
  });
});
