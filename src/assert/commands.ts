// assert.commands.*: the commands the agent ran, in order. Matchers are a
// substring or RegExp of the raw command, or a structured matcher on the
// parsed command (shell wrappers removed).

import { parseCommand, describeParsed } from "./command-parser.ts";
import { commandPredicate, describeCommandMatcher, isStructured } from "./command-matcher.ts";
import { listGroup, type ListSpec } from "./lists.ts";
import { commandQuestions } from "./questions.ts";
import { commandsOf } from "./session-views.ts";
import type { CommandAssertions, CommandMatcher } from "./types.ts";

export const commandSpec: ListSpec<CommandMatcher> = {
  group: "commands",
  one: "command",
  many: "commands",
  values: commandsOf,
  predicate: commandPredicate,
  describe: describeCommandMatcher,
  questions: commandQuestions,
  // Structured matchers compare the parsed command, so show what it parsed to.
  show: (matchers) => (matchers.some(isStructured) ? (command) => `${command}  (parsed: ${describeParsed(parseCommand(command))})` : undefined),
};

export function commandAssertions(soft: boolean): CommandAssertions {
  return listGroup(commandSpec, soft);
}
