export declare function rememberSourceMap(file: string, code: string): void;
/** 1-based line and column in the file as written, for a position in its transformed code. */
export declare function originalPosition(file: string, line: number, column: number): {
    line: number;
    column: number;
};
