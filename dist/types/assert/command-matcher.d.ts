import type { CommandMatcher, CommandMatcherBuilderLike, CommandValueMatcher, Matcher, StructuredCommandMatcher } from "./types.js";
export declare class CommandMatcherBuilder implements CommandMatcherBuilderLike {
    #private;
    constructor(executable?: Matcher);
    executable(matcher: Matcher): this;
    arg(matcher: Matcher): this;
    args(...matchers: readonly Matcher[]): this;
    /** An option with a value matcher; without one, a flag (`true`). Repeat for repeated options. */
    option(name: string, value?: CommandValueMatcher): this;
    flag(name: string): this;
    endOfOptions(): this;
    exact(): this;
    strict(): this;
    build(): StructuredCommandMatcher;
    toString(): string;
}
/** `commandMatcher("pnpm").arg("test").option("--filter", "unit").flag("--watch")` */
export declare function commandMatcher(executable?: Matcher): CommandMatcherBuilder;
export declare function isStructured(matcher: CommandMatcher): matcher is StructuredCommandMatcher | CommandMatcherBuilderLike;
export declare function describeCommandMatcher(matcher: CommandMatcher): string;
/** A matcher checked for one command; structured matchers parse it once. */
export declare function commandPredicate(matcher: CommandMatcher): (command: string) => boolean;
export declare function matchesCommand(command: string, matcher: CommandMatcher): boolean;
