// Whole numbers are grouped ("12,345") by formatCount in src/format.ts, never
// by toLocaleString: the first toLocaleString of a process loads ICU's number
// data, tens of milliseconds (51 ms of a one-execution action run, in the HTML
// report's token note). formatCount gives the same text and falls back to
// toLocaleString itself for what is not a safe integer. The page script runs in
// the browser, where ICU is already loaded.

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { readSource, sourceFiles } from "./_graph.ts";

const HOME = "src/format.ts";
const IN_THE_BROWSER = (file: string) => file.startsWith("src/report/html/client/") || file === "src/report/html/client-script.ts";

describe("grouping whole numbers", () => {
  it("goes through formatCount: no toLocaleString outside src/format.ts and the page script", () => {
    const found = sourceFiles()
      .filter((file) => file !== HOME && !IN_THE_BROWSER(file))
      .flatMap((file) =>
        readSource(file)
          .split("\n")
          .flatMap((line, i) => (/\.toLocaleString\(/u.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    assert.deepEqual(found, [], "use formatCount from src/format.ts");
  });
});
