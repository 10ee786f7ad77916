export type ParsedValue = string | true;
export interface ParsedCommand {
    raw: string;
    executable?: string;
    positionals: string[];
    options: Map<string, ParsedValue[]>;
    endOfOptions: boolean;
    /** The text that was parsed, when a wrapper was removed. */
    unwrapped?: string;
}
export declare function parseCommand(command: string): ParsedCommand;
/** Splits on unquoted whitespace; quotes group, backslash escapes (not inside single quotes). */
export declare function tokenize(command: string): string[];
/** `executable "pnpm", positionals ["test"], options {"--filter":["unit"]}`: for failure messages. */
export declare function describeParsed(parsed: ParsedCommand): string;
