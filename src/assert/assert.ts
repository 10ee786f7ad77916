// The `assert` suites import: node:assert/strict (callable, every method
// recorded) plus the grouped helpers, `soft` mirroring all of it, and
// `classify`. Node's own assert object is left untouched.

import { classify } from "./classify.ts";
import { commandAssertions } from "./commands.ts";
import { fileReadAssertions, fileWriteAssertions } from "./files.ts";
import { recordedNodeAssert } from "./node-assert.ts";
import { outputAssertions } from "./output.ts";
import { skillAssertions } from "./skills.ts";
import { toolCallAssertions } from "./tool-calls.ts";
import type { AgentBenchAssert, AgentBenchSoftAssert } from "./types.ts";

function groups(soft: boolean) {
  return {
    skills: skillAssertions(soft),
    commands: commandAssertions(soft),
    fileReads: fileReadAssertions(soft),
    fileWrites: fileWriteAssertions(soft),
    toolCalls: toolCallAssertions(soft),
    output: outputAssertions(soft),
  };
}

const softAssert: AgentBenchSoftAssert = Object.assign(recordedNodeAssert(true), groups(true));

export const assert: AgentBenchAssert = Object.assign(recordedNodeAssert(false), groups(false), { soft: softAssert, classify });
