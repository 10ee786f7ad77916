// The HTML report of a run with variants, in headless Chromium: each variant of
// a case × runner is its own cell (the page keys cells by case × runner ×
// variant, so two variants never collide), the variant shows beside the case
// as text, the Variant filter and a
// cell's "show runs" pick exactly that variant's executions, and each variant's
// change to the treatment is named in the notes.

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { chmodSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { launchChromium, openReport, SCREENSHOTS } from "../helpers/chromium.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

// Variant ids are letters, digits and . _ : - (config/variants.ts); the page shows them as text all the same.
const TERSE = "terse:v1";
const skill = "---\nname: greet\ndescription: greet things\n---\nSay hi.\n";
const project = tempProject({
  ".claude/skills/greet/SKILL.md": skill,
  "CLAUDE.md": "be thorough\n",
  "terse.md": "be terse\n",
  // The agent passes only where the greet skill is in its workspace.
  "agent.sh": 'if [ -f .claude/skills/greet/SKILL.md ]; then echo "greet present"; else echo "greet absent"; fi\n',
  "agent-bench.config.json": JSON.stringify({
    runners: { agent: { type: "command", command: ["sh", "./agent.sh"] }, other: { type: "command", command: ["sh", "./agent.sh"] } },
    variants: { "no-greet": { skills: { remove: ["greet"] } }, [TERSE]: { files: { "CLAUDE.md": "./terse.md" } } },
  }),
  "suite.jsonl": ['{"id":"sees-greet","input":"hi","assert":{"type":"contains","value":"greet present"}}', '{"id":"any","input":"hi"}'].join("\n") + "\n",
});
chmodSync(project.file("agent.sh"), 0o755);
execFileSync("sh", ["-c", "git init -q -b main && git add -A && git -c user.name=t -c user.email=t@example.com commit -qm fixture"], { cwd: project.dir });

let browser: Browser;
let report: string;

before(async () => {
  const r = await runCli(["run", "suite.jsonl", "--variant", `default,no-greet,${TERSE}`, "-n", "2", "--out-dir", "out", "-o", "report.html"], {
    cwd: project.dir,
  });
  assert.equal(r.code, 1, r.stderr); // no-greet fails sees-greet
  report = project.file("report.html");
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  project.remove();
});

const cellButton = (row: string, col: number) => `#grid-body tbody tr:nth-child(${row}) td:nth-child(${col}) button.cell`;

describe("the HTML report of a run with variants", () => {
  it("shows each variant of a case × runner as its own row, the variant beside the case, as text", async () => {
    const { page, problems } = await openReport(browser, report);
    const rows = await page.locator("#grid-body table.grid tbody tr").allTextContents();
    assert.equal(rows.length, 6, "2 cases × 3 variants");
    assert.match(rows[0], /^sees-greet · default2\/22\/2$/u);
    assert.match(rows[1], /^sees-greet · no-greet0\/20\/2$/u);
    assert.ok(rows[2].startsWith(`sees-greet · ${TERSE}`), rows[2]);
    assert.match((await page.locator("#grid-body thead").textContent()) ?? "", /^Case · variant/u);
    // The two cells of sees-greet × agent: one passed every run, the other none.
    assert.equal(await page.locator(cellButton("1", 2)).textContent(), "2/2");
    assert.equal(await page.locator(cellButton("2", 2)).textContent(), "0/2");
    assert.match((await page.locator(cellButton("2", 2)).getAttribute("title")) ?? "", /^sees-greet · no-greet × agent: 0\/2 passed/u);
    await page.screenshot({ path: path.join(SCREENSHOTS, "report-variants.png"), fullPage: true });
    assert.deepEqual(problems, []);
    await page.close();
  });

  it("a cell's runs and the Variant filter pick exactly that variant's executions", async () => {
    const { page, problems } = await openReport(browser, report);
    await page.locator(cellButton("2", 2)).click();
    assert.match((await page.locator("#cell-filter").textContent()) ?? "", /Showing the runs of sees-greet · no-greet × agent/u);
    const shown = await page.locator("#exec-body tr.exec").allTextContents();
    assert.equal(shown.length, 2, shown.join("\n"));
    for (const row of shown) assert.match(row, /failed.*sees-greet · no-greet.*agent/u);
    await page.locator(cellButton("2", 2)).click(); // unselect

    await page.selectOption("#f-variant", { label: "no-greet" });
    const rows = await page.locator("#grid-body table.grid tbody tr").allTextContents();
    assert.deepEqual(
      rows.map((r) => r.split(/\d/u)[0]),
      ["sees-greet · no-greet", "any · no-greet (no check)"],
    );
    assert.equal(await page.locator("#exec-body tr.exec").count(), 8, "2 cases × 2 runners × 2 runs of no-greet");
    assert.deepEqual(problems, []);
    await page.close();
  });

  it("names what each variant changes in the notes", async () => {
    const { page } = await openReport(browser, report);
    const notes = (await page.locator("#app").textContent()) ?? "";
    assert.ok(notes.includes("Variant no-greet: skill greet removed."), notes.slice(0, 2000));
    assert.ok(notes.includes(`Variant ${TERSE}: file CLAUDE.md replaced.`));
    assert.ok(notes.includes("Variant default: the unmodified treatment."));
    await page.close();
  });
});
