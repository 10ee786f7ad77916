// The `assert` suites import: node:assert/strict (callable, every method
// recorded) plus the grouped helpers, `soft` mirroring all of it, and
// `classify`. Node's own assert object is left untouched. A name that looks
// like a real one (assert.skill) says which it meant.

import { classify } from "./classify.ts";
import { withDidYouMean } from "./did-you-mean.ts";
import { commandAssertions } from "./commands.ts";
import { fileReadAssertions, fileWriteAssertions } from "./files.ts";
import { recordedNodeAssert } from "./node-assert.ts";
import { outputAssertions } from "./output.ts";
import { skillAssertions } from "./skills.ts";
import { toolCallAssertions } from "./tool-calls.ts";
import type { AgentBenchAssert, AgentBenchSoftAssert } from "./types.ts";

function groups(soft: boolean) {
  const at = soft ? "assert.soft" : "assert";
  return {
    skills: withDidYouMean(skillAssertions(soft), `${at}.skills`),
    commands: withDidYouMean(commandAssertions(soft), `${at}.commands`),
    fileReads: withDidYouMean(fileReadAssertions(soft), `${at}.fileReads`),
    fileWrites: withDidYouMean(fileWriteAssertions(soft), `${at}.fileWrites`),
    toolCalls: withDidYouMean(toolCallAssertions(soft), `${at}.toolCalls`),
    output: withDidYouMean(outputAssertions(soft), `${at}.output`),
  };
}

const softAssert: AgentBenchSoftAssert = withDidYouMean(Object.assign(recordedNodeAssert(true), groups(true)), "assert.soft");

export const assert: AgentBenchAssert = withDidYouMean(Object.assign(recordedNodeAssert(false), groups(false), { soft: softAssert, classify }), "assert");
