import { type ListSpec } from "./lists.js";
import type { CommandAssertions, CommandMatcher } from "./types.js";
export declare const commandSpec: ListSpec<CommandMatcher>;
export declare function commandAssertions(soft: boolean): CommandAssertions;
