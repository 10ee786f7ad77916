import assert from "node:assert/strict";
import { existsSync, mkdirSync, readdirSync, rmdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { createHome, removeHome } from "../../src/execute/home.ts";

describe("execution homes", () => {
  it("are fresh, with only an empty tmp/ (the agent's TMPDIR), and removed whatever the agent left in them", async () => {
    const homes = await Promise.all([createHome(), createHome(), createHome(), createHome()]);
    assert.equal(new Set(homes).size, 4, "every execution gets its own home");
    for (const home of homes) {
      assert.deepEqual(readdirSync(home), ["tmp"]);
      assert.deepEqual(readdirSync(path.join(home, "tmp")), []);
    }
    const [, withFiles, noTmp, gone] = homes as [string, string, string, string];
    writeFileSync(path.join(withFiles, "tmp", "scratch.txt"), "agent temp file");
    mkdirSync(path.join(withFiles, ".claude", "projects"), { recursive: true });
    writeFileSync(path.join(withFiles, ".claude", "projects", "session.jsonl"), "{}\n");
    rmdirSync(path.join(noTmp, "tmp"));
    await removeHome(gone);
    for (const home of homes) await removeHome(home);
    for (const home of homes) assert.equal(existsSync(home), false, `${home} is removed`);
  });
});
