// Everything a report renders: the run, its stability and, with a baseline, the comparison.

import type { Comparison } from "../model/comparison.ts";
import type { RunFile } from "../model/result.ts";
import type { StabilityFile } from "../model/stability.ts";

export interface ReportModel {
  run: RunFile;
  stability?: StabilityFile;
  comparison?: Comparison;
}
