// action.yml meets the GitHub Marketplace's rules for an action's metadata: it validates against
// GitHub's action schema (branding icon from the Feather icons GitHub accepts, a color from its list,
// every input described), the description is under the Marketplace's 125 characters, and every
// input says its default (in `default:` or in words) and every output what it holds.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { validateAction } from "@action-validator/core";
import { parse } from "yaml";
import { ROOT } from "../helpers/cli.ts";

const TEXT = readFileSync(path.join(ROOT, "action.yml"), "utf8");
const ACTION = parse(TEXT) as {
  name: string;
  description: string;
  author?: string;
  branding?: { icon?: string; color?: string };
  inputs: Record<string, { description?: string; default?: string; required?: boolean }>;
  outputs: Record<string, { description?: string }>;
};

// The schema bundled in @action-validator/core 0.6.0 predates the node24 runtime, so runs.using is
// read as node20 here (__tests__/action/agreement.test.ts holds it to node24 and dist/index.js).
const schemaErrors = (text: string) => validateAction(text.replace(/^(\s+using:\s*)node24\s*$/m, "$1node20")).errors;

describe("action.yml for the Marketplace", () => {
  it("validates against GitHub's action schema", () => {
    assert.deepEqual(schemaErrors(TEXT), []);
  });

  it("has branding: a Feather icon GitHub accepts and one of its colors (a planted wrong one fails)", () => {
    assert.ok(ACTION.branding?.icon && ACTION.branding.color, "branding.icon and branding.color");
    // GitHub leaves some Feather icons out (coffee, smile, …) and allows nine colors.
    for (const [key, bad] of [
      ["icon", "coffee"],
      ["icon", "smile"],
      ["color", "pink"],
    ]) {
      const planted = TEXT.replace(new RegExp(`^(  ${key}: ).*$`, "m"), `$1${bad}`);
      assert.ok(
        schemaErrors(planted).some((e) => "path" in e && e.path === `/branding/${key}`),
        `${key}: ${bad} is refused`,
      );
    }
  });

  it("has a name, an author and a description under 125 characters", () => {
    assert.ok(ACTION.name && ACTION.author);
    assert.ok(ACTION.description.length < 125, `${ACTION.description.length} characters: ${ACTION.description}`);
  });

  it("describes every input with its default, and every output", () => {
    for (const [name, input] of Object.entries(ACTION.inputs)) {
      assert.ok(input.description && input.description.length >= 20, `input ${name} is described`);
      assert.ok(
        input.default !== undefined || /\bdefault\b/i.test(input.description),
        `input ${name}: a default: or its default in words ("Default: …") in its description`,
      );
    }
    for (const [name, output] of Object.entries(ACTION.outputs))
      assert.ok(output.description && output.description.length >= 10, `output ${name} is described`);
  });
});
