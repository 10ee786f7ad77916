// comparison.json beside a run's results.json and stability.json: written by
// `agent-bench run --base` and by the action through this one function.

import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Comparison } from "../model/comparison.ts";

export const COMPARISON_FILE = "comparison.json";

export async function writeComparisonFile(outDir: string, comparison: Comparison): Promise<void> {
  await writeFile(path.join(outDir, COMPARISON_FILE), `${JSON.stringify(comparison, null, 2)}\n`);
}
