// Command matchers: a substring or RegExp on the raw command text, or a
// structured matcher (object or builder) on the parsed command. Semantics are
// skillgym's: positionals in order with gaps allowed, options in any order,
// `strict` (alias `exact`) forbids anything not listed.

import { parseCommand, type ParsedCommand, type ParsedValue } from "./command-parser.ts";
import { describeMatcher, matchesText } from "./format.ts";
import type { CommandMatcher, CommandMatcherBuilderLike, CommandValueMatcher, Matcher, StructuredCommandMatcher } from "./types.ts";

export class CommandMatcherBuilder implements CommandMatcherBuilderLike {
  #executable?: Matcher;
  readonly #positionals: Matcher[] = [];
  readonly #options = new Map<string, CommandValueMatcher[]>();
  #endOfOptions?: boolean;
  #strict = false;

  constructor(executable?: Matcher) {
    this.#executable = executable;
  }

  executable(matcher: Matcher): this {
    this.#executable = matcher;
    return this;
  }

  arg(matcher: Matcher): this {
    this.#positionals.push(matcher);
    return this;
  }

  args(...matchers: readonly Matcher[]): this {
    this.#positionals.push(...matchers);
    return this;
  }

  /** An option with a value matcher; without one, a flag (`true`). Repeat for repeated options. */
  option(name: string, value: CommandValueMatcher = true): this {
    this.#options.set(name, [...(this.#options.get(name) ?? []), value]);
    return this;
  }

  flag(name: string): this {
    return this.option(name, true);
  }

  endOfOptions(): this {
    this.#endOfOptions = true;
    return this;
  }

  exact(): this {
    this.#strict = true;
    return this;
  }

  strict(): this {
    this.#strict = true;
    return this;
  }

  build(): StructuredCommandMatcher {
    const options =
      this.#options.size === 0
        ? undefined
        : Object.fromEntries([...this.#options].map(([name, values]) => [name, values.length === 1 ? values[0] : [...values]]));
    return {
      ...(this.#executable !== undefined ? { executable: this.#executable } : {}),
      positionals: [...this.#positionals],
      ...(options ? { options } : {}),
      ...(this.#endOfOptions !== undefined ? { endOfOptions: this.#endOfOptions } : {}),
      strict: this.#strict,
    };
  }

  toString(): string {
    return describeCommandMatcher(this);
  }
}

/** `commandMatcher("pnpm").arg("test").option("--filter", "unit").flag("--watch")` */
export function commandMatcher(executable?: Matcher): CommandMatcherBuilder {
  return new CommandMatcherBuilder(executable);
}

interface Normalized {
  executable?: Matcher;
  positionals: readonly Matcher[];
  options: Map<string, CommandValueMatcher[]>;
  endOfOptions?: boolean;
  strict: boolean;
}

export function isStructured(matcher: CommandMatcher): matcher is StructuredCommandMatcher | CommandMatcherBuilderLike {
  return typeof matcher === "object" && matcher !== null && !(matcher instanceof RegExp);
}

function normalize(matcher: StructuredCommandMatcher | CommandMatcherBuilderLike): Normalized {
  const source = "build" in matcher && typeof matcher.build === "function" ? matcher.build() : (matcher as StructuredCommandMatcher);
  const options = new Map<string, CommandValueMatcher[]>();
  for (const [name, value] of Object.entries(source.options ?? {}))
    options.set(name, Array.isArray(value) ? [...(value as CommandValueMatcher[])] : [value as CommandValueMatcher]);
  return {
    executable: source.executable,
    positionals: source.positionals ?? [],
    options,
    endOfOptions: source.endOfOptions,
    strict: source.strict === true || source.exact === true,
  };
}

export function describeCommandMatcher(matcher: CommandMatcher): string {
  if (!isStructured(matcher)) return describeMatcher(matcher);
  const n = normalize(matcher);
  const parts: string[] = [];
  if (n.executable !== undefined) parts.push(`executable ${describeMatcher(n.executable)}`);
  if (n.positionals.length > 0) parts.push(`positionals [${n.positionals.map(describeMatcher).join(", ")}]`);
  if (n.options.size > 0) {
    const opts = [...n.options].map(([name, values]) => `${name}: ${values.map((v) => (v === true ? "<flag>" : describeMatcher(v))).join(" & ")}`);
    parts.push(`options {${opts.join(", ")}}`);
  }
  if (n.endOfOptions !== undefined) parts.push(`endOfOptions ${n.endOfOptions}`);
  if (n.strict) parts.push("strict");
  return `{${parts.join(", ") || "any command"}}`;
}

/** A matcher checked for one command; structured matchers parse it once. */
export function commandPredicate(matcher: CommandMatcher): (command: string) => boolean {
  if (!isStructured(matcher)) {
    if (typeof matcher !== "string" && !(matcher instanceof RegExp))
      throw new TypeError(`a command matcher must be a string, a RegExp, an object or commandMatcher(…), got ${typeof matcher}`);
    return (command) => matchesText(command, matcher);
  }
  const n = normalize(matcher);
  return (command) => matchesParsed(parseCommand(command), n);
}

export function matchesCommand(command: string, matcher: CommandMatcher): boolean {
  return commandPredicate(matcher)(command);
}

function matchesParsed(parsed: ParsedCommand, m: Normalized): boolean {
  if (m.executable !== undefined && !matchesToken(parsed.executable, m.executable)) return false;
  if (!matchesPositionals(parsed.positionals, m.positionals, m.strict)) return false;
  if (!matchesOptions(parsed.options, m.options, m.strict)) return false;
  return m.endOfOptions === undefined || parsed.endOfOptions === m.endOfOptions;
}

function matchesPositionals(observed: readonly string[], expected: readonly Matcher[], strict: boolean): boolean {
  if (strict) return observed.length === expected.length && expected.every((m, i) => matchesToken(observed[i], m));
  let at = 0;
  for (const m of expected) {
    while (at < observed.length && !matchesToken(observed[at], m)) at++;
    if (at === observed.length) return false;
    at++;
  }
  return true;
}

function matchesOptions(observed: ReadonlyMap<string, readonly ParsedValue[]>, expected: Map<string, CommandValueMatcher[]>, strict: boolean): boolean {
  for (const [name, values] of expected) {
    const seen = observed.get(name);
    if (seen === undefined || !matchesValues(seen, values, strict)) return false;
  }
  return !strict || [...observed.keys()].every((name) => expected.has(name));
}

/** Each expected value takes a different observed value; strict: none left over. */
function matchesValues(observed: readonly ParsedValue[], expected: readonly CommandValueMatcher[], strict: boolean): boolean {
  if (expected.length > observed.length || (strict && observed.length !== expected.length)) return false;
  const used = new Set<number>();
  for (const value of expected) {
    const index = observed.findIndex((o, i) => !used.has(i) && (value === true || o === true ? value === o : matchesToken(o, value)));
    if (index === -1) return false;
    used.add(index);
  }
  return true;
}

/** Tokens compare whole (strings) or by RegExp test. */
function matchesToken(value: string | undefined, matcher: Matcher): boolean {
  if (value === undefined) return false;
  if (typeof matcher === "string") return value === matcher;
  matcher.lastIndex = 0;
  return matcher.test(value);
}
