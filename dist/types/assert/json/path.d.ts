export declare function normalizePath(path: string): string;
/** Why a path is invalid, or undefined when it is fine. jsonpath-plus accepts some broken paths silently, so structure is checked here too. */
export declare function jsonPathProblem(path: string): string | undefined;
/** Every value the path selects (empty when it selects nothing). */
export declare function queryJsonPath(json: unknown, path: string): unknown[];
