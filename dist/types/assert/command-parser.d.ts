export type ParsedValue = string | true;
/** Shared between callers (parses are remembered), so read-only. */
export interface ParsedCommand {
    readonly raw: string;
    readonly executable?: string;
    readonly positionals: readonly string[];
    readonly options: ReadonlyMap<string, readonly ParsedValue[]>;
    readonly endOfOptions: boolean;
    /** The text that was parsed, when a wrapper was removed. */
    readonly unwrapped?: string;
}
export declare function parseCommand(command: string): ParsedCommand;
/** Splits on unquoted whitespace; quotes group, backslash escapes (not inside single quotes). */
export declare function tokenize(command: string): string[];
/** `executable "pnpm", positionals ["test"], options {"--filter":["unit"]}`: for failure messages. */
export declare function describeParsed(parsed: ParsedCommand): string;
