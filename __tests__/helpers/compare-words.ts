// compare() with its words, as reports get it: the data, then the reason and
// the warnings report/ says for where it was made (a pull request's check by
// default, the setting the committed samples were written in).

import { compare } from "../../src/compare/compare.ts";
import type { DescribedComparison } from "../../src/model/comparison.ts";
import { describeComparison, type ComparisonSetting } from "../../src/report/describe-comparison.ts";

export const PULL_REQUEST: ComparisonSetting = { base: "branch", pullRequest: true };
export const LOCAL_BASE: ComparisonSetting = { base: "file", pullRequest: false };

export function compareInWords(
  base: Parameters<typeof compare>[0],
  head: Parameters<typeof compare>[1],
  options?: Parameters<typeof compare>[2],
  setting: ComparisonSetting = PULL_REQUEST,
): DescribedComparison {
  return describeComparison(compare(base, head, options), setting);
}
