import type { z } from "zod";
export interface SavedFormat {
    /** What the file is, for messages: "stability.json", "results.json". */
    name: string;
    /** How to get a good one. */
    hint: string;
    /** The version field and the versions this agent-bench reads, newest last. */
    version?: {
        key: string;
        supported: readonly number[];
    };
}
/** Reads and parses one saved file; any problem is a config error (exit 2) naming the file and the JSON path. */
export declare function readSavedFile<T extends z.ZodType>(file: string, schema: T, format: SavedFormat): Promise<z.output<T>>;
/** The JSON of a saved file, not yet checked: for a reader that picks the schema by what the file holds. */
export declare function readSavedJson(file: string, format: SavedFormat): Promise<unknown>;
export declare function parseSavedJson(text: string, file: string, format: SavedFormat): unknown;
/** Parses a value already read from JSON (a run log line, a file read by a caller). */
export declare function parseSaved<T extends z.ZodType>(data: unknown, file: string, schema: T, format: SavedFormat): z.output<T>;
/** zod's issue path as a JSON path: cells[3].runs, passAtK["1"]. */
export declare function jsonPath(path: readonly PropertyKey[]): string;
