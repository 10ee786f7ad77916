import type { Matcher } from "./types.js";
export declare function describeMatcher(matcher: Matcher): string;
export declare function quoteList(values: readonly string[]): string;
/** "Observed commands (2):\n  1. ls\n  2. pnpm test", or "Observed commands: (none)". */
export declare function observedList(label: string, values: readonly string[], show?: (value: string) => string): string;
/** The user's `message` option goes first; the generated detail always follows. */
export declare function compose(detail: string, observed: string | undefined, custom: string | undefined): string;
export declare function matchesText(value: string, matcher: Matcher): boolean;
export declare function safeJson(value: unknown): string;
