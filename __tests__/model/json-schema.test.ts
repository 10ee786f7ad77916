// docs/schema/*.schema.json are generated from the zod schemas the readers
// use, and docs/stability-json.md documents exactly the fields the schema has:
// both are checked here, so neither can drift from the code.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { z } from "zod";
import { adaptiveCellSchema, adaptiveRecordSchema } from "../../src/model/schema/adaptive.ts";
import { behaviourProfileSchema } from "../../src/model/schema/behaviour.ts";
import { stabilityCellSchema, stabilityFileV2Schema, stabilitySummarySchema } from "../../src/model/schema/stability.ts";
import { runnerTreatmentSchema, treatmentSchema, variantTreatmentSchema, workspaceTreatmentSchema } from "../../src/model/schema/treatment.ts";
import { jsonSchemas, SCHEMA_DIR } from "../../scripts/json-schemas.ts";
import { ROOT } from "../helpers/cli.ts";

describe("the published JSON Schemas", () => {
  it("each committed docs/schema file equals a fresh generation (run `node scripts/json-schemas.ts` after changing a schema)", () => {
    const fresh = jsonSchemas();
    assert.ok(fresh.has("stability.schema.json"));
    for (const [file, text] of fresh) assert.equal(readFileSync(path.join(SCHEMA_DIR, file), "utf8"), text, `docs/schema/${file} is stale`);
  });

  it("stability.schema.json lists the fields of stability.json, with the bounds the readers enforce", () => {
    const schema = JSON.parse(readFileSync(path.join(SCHEMA_DIR, "stability.schema.json"), "utf8")) as {
      properties: Record<string, { properties?: Record<string, unknown>; items?: { properties: Record<string, { minimum?: number; maximum?: number }> } }>;
    };
    assert.deepEqual(Object.keys(schema.properties).sort(), Object.keys(stabilityFileV2Schema.shape).sort());
    const cell = schema.properties.cells.items!.properties;
    assert.equal(cell.passRate.maximum, 1);
    assert.equal(cell.runs.minimum, 0);
  });
});

/** The tables of one section of docs/stability-json.md: first-column fields → the meaning of their row. */
function documentedFields(doc: string, heading: string): Map<string, string> {
  const start = doc.indexOf(`\n${heading}\n`);
  assert.ok(start >= 0, `docs/stability-json.md has a "${heading}" section`);
  const body = doc.slice(start + heading.length + 2).split(/\n#{2,3} /u)[0];
  const fields = new Map<string, string>();
  for (const line of body.split("\n")) {
    const cells = /^\| (.+?) \| (.*) \|$/u.exec(line);
    if (!cells || cells[1] === "field" || cells[1].startsWith("---")) continue;
    for (const [, name] of cells[1].matchAll(/`([^`]+)`/gu)) fields.set(name, cells[2]);
  }
  return fields;
}

type Shape = Record<string, z.ZodType>;
function objectOf(schema: z.ZodType): Shape | undefined {
  let s: z.ZodType = schema;
  for (;;) {
    if (s instanceof z.ZodOptional || s instanceof z.ZodNullable) s = s.unwrap() as z.ZodType;
    else if (s instanceof z.ZodArray) s = s.element as z.ZodType;
    else break;
  }
  return s instanceof z.ZodObject ? s.shape : undefined;
}

const DOC = readFileSync(path.join(ROOT, "docs/stability-json.md"), "utf8");
const SECTIONS: Array<{ heading: string; shape: Shape; prefix?: string }> = [
  { heading: "## Top-level fields", shape: stabilityFileV2Schema.shape },
  { heading: "## Cell fields", shape: stabilityCellSchema.shape },
  { heading: "### behaviour", shape: behaviourProfileSchema.shape },
  { heading: "## summary", shape: stabilitySummarySchema.shape },
  { heading: "## adaptive", shape: adaptiveRecordSchema.shape },
  { heading: "## The treatment", shape: treatmentSchema.shape },
  { heading: "## The treatment", shape: workspaceTreatmentSchema.shape, prefix: "workspace." },
  { heading: "### Per runner (`treatment.runners.<id>`)", shape: runnerTreatmentSchema.shape },
  { heading: "### Per variant (`treatment.variants.<id>`, a run with `--variant` only)", shape: variantTreatmentSchema.shape },
];

describe("docs/stability-json.md against the stability.json schema", () => {
  for (const { heading, shape, prefix } of SECTIONS) {
    it(`${heading.replace(/^#+ /u, "")}${prefix ? ` (${prefix}*)` : ""}: every documented field is in the schema, and every schema field is documented`, () => {
      const names = [...documentedFields(DOC, heading).keys()];
      const documented = new Set(prefix ? names.filter((n) => n.startsWith(prefix)).map((n) => n.slice(prefix.length)) : names.map((n) => n.split(".")[0]));
      assert.deepEqual([...documented].sort(), Object.keys(shape).sort());
    });
  }

  it("objects spelled out in a row (`{ low, high }`, `[{ id, type, model?, version? }]`) have exactly the schema's keys", () => {
    let checked = 0;
    for (const { heading, shape, prefix } of SECTIONS) {
      for (const [name, meaning] of documentedFields(DOC, heading)) {
        const key = prefix ? name.slice(prefix.length) : name;
        const spelled = /^`\[?\{ ([\w?, ]+) \}\]?`/u.exec(meaning);
        const field = shape[key];
        if (!spelled || !field) continue;
        const inner = objectOf(field);
        assert.ok(inner, `${name} is documented as an object`);
        const keys = spelled[1].split(", ").map((k) => k.replace(/\?$/u, ""));
        assert.deepEqual(keys.sort(), Object.keys(inner).sort(), `${heading} ${name}`);
        checked++;
      }
    }
    assert.ok(checked >= 8, `checked ${checked} spelled-out objects`);
    assert.deepEqual(Object.keys(adaptiveCellSchema.shape).sort(), ["caseId", "runnerId", "runs", "stop", "undecided"].sort());
  });
});
