import assert from "node:assert/strict";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { createHome, removeHome } from "../../src/execute/home.ts";

describe("execution homes", () => {
  it("are fresh and empty, and removed whatever the agent left in them", async () => {
    const homes = await Promise.all([createHome(), createHome(), createHome(), createHome()]);
    assert.equal(new Set(homes).size, 4, "every execution gets its own home");
    const [asMade, withFiles, bare, gone] = homes as [string, string, string, string];
    mkdirSync(path.join(asMade, "tmp"));
    writeFileSync(path.join(asMade, "tmp", ".keep"), "");
    mkdirSync(path.join(withFiles, "tmp"));
    writeFileSync(path.join(withFiles, "tmp", ".keep"), "");
    writeFileSync(path.join(withFiles, "tmp", "scratch.txt"), "agent temp file");
    mkdirSync(path.join(withFiles, ".claude", "projects"), { recursive: true });
    writeFileSync(path.join(withFiles, ".claude", "projects", "session.jsonl"), "{}\n");
    await removeHome(gone);
    for (const home of homes) await removeHome(home);
    for (const home of homes) assert.equal(existsSync(home), false, `${home} is removed`);
    assert.equal(existsSync(bare), false);
  });
});
