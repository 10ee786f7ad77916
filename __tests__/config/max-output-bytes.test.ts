import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { loadConfig } from "../../src/config/config.ts";
import { isAgentBenchError } from "../../src/errors.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject();
after(() => project.remove());

async function load(name: string, maxOutputBytes: unknown) {
  const file = project.write(name, `runners:\n  agent:\n    type: command\n    command: my-agent\n    maxOutputBytes: ${JSON.stringify(maxOutputBytes)}\n`);
  return loadConfig({ configPath: file, searchFrom: project.dir });
}

describe("a runner's maxOutputBytes", () => {
  it("takes bytes or a size with a unit (units of 1024)", async () => {
    assert.equal((await load("a.yaml", "64MB")).runners[0].maxOutputBytes, 64 * 1024 * 1024);
    assert.equal((await load("b.yaml", "512 kb")).runners[0].maxOutputBytes, 512 * 1024);
    assert.equal((await load("c.yaml", "1GB")).runners[0].maxOutputBytes, 1024 ** 3);
    assert.equal((await load("d.yaml", 2_000_000)).runners[0].maxOutputBytes, 2_000_000);
  });

  it("is absent unless set (the engine's default is 64 MB)", async () => {
    const file = project.write("none.yaml", "runners:\n  agent:\n    type: command\n    command: my-agent\n");
    assert.equal((await loadConfig({ configPath: file, searchFrom: project.dir })).runners[0].maxOutputBytes, undefined);
  });

  for (const bad of ["lots", "12TB", 100, -5, 1.5e6 + 0.5]) {
    it(`rejects ${JSON.stringify(bad)} naming the file, line and key`, async () => {
      try {
        await load("bad.yaml", bad);
        assert.fail("should not load");
      } catch (error) {
        assert.ok(isAgentBenchError(error), String(error));
        assert.equal(error.exitCode, 2);
        assert.match(error.message, /bad\.yaml:5: runners\.agent\.maxOutputBytes: invalid size/);
      }
    });
  }
});
