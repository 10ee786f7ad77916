// assert.fileReads.* and assert.fileWrites.*: absolute paths the agent read or
// wrote, in order. Matchers are a substring or a RegExp of the path.

import type { Session } from "../model/session.ts";
import { describeMatcher, matchesText } from "./format.ts";
import { listGroup, type ListSpec } from "./lists.ts";
import { fileReadQuestions, fileWriteQuestions, type ListQuestions } from "./questions.ts";
import { fileReadsOf, fileWritesOf } from "./session-views.ts";
import type { FileReadAssertions, FileWriteAssertions, Matcher } from "./types.ts";

function pathSpec(group: string, one: string, many: string, values: (s: Session) => string[], questions: ListQuestions): ListSpec<Matcher> {
  return {
    group,
    questions,
    one,
    many,
    values,
    predicate: (matcher) => {
      if (typeof matcher !== "string" && !(matcher instanceof RegExp))
        throw new TypeError(`assert.${group}: a path matcher must be a string or a RegExp, got ${typeof matcher}`);
      return (value) => matchesText(value, matcher);
    },
    describe: describeMatcher,
  };
}

export const fileReadSpec = pathSpec("fileReads", "file read", "file reads", fileReadsOf, fileReadQuestions);
export const fileWriteSpec = pathSpec("fileWrites", "file write", "file writes", fileWritesOf, fileWriteQuestions);

export function fileReadAssertions(soft: boolean): FileReadAssertions {
  return listGroup(fileReadSpec, soft);
}

export function fileWriteAssertions(soft: boolean): FileWriteAssertions {
  return listGroup(fileWriteSpec, soft);
}
