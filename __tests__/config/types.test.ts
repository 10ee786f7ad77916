import assert from "node:assert/strict";
import { test } from "node:test";
import type { z } from "zod";
import { defineConfig, type AgentBenchConfig } from "../../src/api.ts";
import { configSchema } from "../../src/config/schema.ts";

// Compile-time: `npm run typecheck` fails when the published config types and the schema drift apart.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Schema = z.input<typeof configSchema>;
const sameTopLevelKeys: Equal<keyof AgentBenchConfig, keyof Schema> = true;
const sameDefaultsKeys: Equal<keyof NonNullable<AgentBenchConfig["defaults"]>, keyof NonNullable<Schema["defaults"]>> = true;
const sameWorkspace: Equal<
  NonNullable<NonNullable<AgentBenchConfig["defaults"]>["workspace"]>["mode"],
  NonNullable<NonNullable<Schema["defaults"]>["workspace"]>["mode"]
> = true;

test("defineConfig returns the config, which the schema accepts", () => {
  assert.ok(sameTopLevelKeys && sameDefaultsKeys && sameWorkspace);
  const config = defineConfig({
    runners: { claude: { type: "claude-code", model: "sonnet", timeout: "5m" } },
    defaults: { runs: 3, workspace: { mode: "isolated" } },
  });
  assert.equal(configSchema.safeParse(config).success, true);
});
