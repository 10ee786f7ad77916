// Step counters over JSONL output: each line that parses is fed to a function
// that returns the steps seen so far (other lines leave the count alone).

import type { StepCounter } from "./runner.ts";

export function jsonStepCounter(feed: (event: unknown) => number): StepCounter {
  let steps = 0;
  return (line) => {
    if (!line.trimStart().startsWith("{")) return steps;
    try {
      steps = feed(JSON.parse(line));
    } catch {
      // a line that is not JSON after all
    }
    return steps;
  };
}
