// The HTML report's page script is src/report/html/client/ (typed TypeScript)
// bundled by rollup.client.mjs into a string module that render.ts inlines.
// The committed module must be exactly what a fresh build writes, so the page
// can never run a stale copy of the sources.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, it } from "node:test";
import vm from "node:vm";
import { rollup } from "rollup";
import { loadConfigFile } from "rollup/loadConfigFile";
import { CLIENT_SCRIPT } from "../../src/report/html/client-script.ts";

const root = (file: string) => fileURLToPath(new URL(`../../${file}`, import.meta.url));

describe("HTML report page script", () => {
  it("is a fresh rollup build of src/report/html/client/ (after changing it, run `npm run build`)", async () => {
    const { options, warnings } = await loadConfigFile(root("rollup.client.mjs"), {});
    assert.equal(options.length, 1);
    const config = options[0];
    const bundle = await rollup(config);
    try {
      const { output } = await bundle.generate(config.output[0]);
      assert.equal(output.length, 1);
      const committed = readFileSync(root("src/report/html/client-script.ts"), "utf8");
      assert.ok(output[0].code === committed, "src/report/html/client-script.ts is stale: run `npm run build` and commit it");
      assert.equal(warnings.count, 0, "the client builds without warnings");
    } finally {
      await bundle.close();
    }
  });

  it("is one readable, unminified script that parses and cannot end its <script> element", () => {
    assert.doesNotThrow(() => new vm.Script(CLIENT_SCRIPT));
    assert.match(CLIENT_SCRIPT, /^\(function \(\) \{\n {4}'use strict';\n/u);
    assert.match(CLIENT_SCRIPT, /\n {4}\/\/ Failures first: what a reader opens the page for\.\n/u, "the sources' comments are kept");
    assert.ok(
      CLIENT_SCRIPT.split("\n").every((line) => line.length < 400),
      "no minified line",
    );
    assert.doesNotMatch(CLIENT_SCRIPT, /<\/script|<!--/iu);
    assert.doesNotMatch(CLIENT_SCRIPT, /innerHTML|outerHTML|insertAdjacentHTML|document\.write/u, "data reaches the page as text nodes only");
  });
});
