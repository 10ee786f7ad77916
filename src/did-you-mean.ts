// The end of an error message that names the nearest known name, when there is one.

import { suggest } from "./suggest.ts";

/** " (did you mean "x"?)" or "". */
export function didYouMean(word: string, candidates: readonly string[]): string {
  const near = suggest(word, candidates);
  return near === undefined ? "" : ` (did you mean "${near}"?)`;
}
