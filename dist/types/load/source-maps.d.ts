/** A transformed file beside its text as written, line by line, aligned on demand. */
export declare class LineAlignment {
    #private;
    constructor(written: string, transformed: string);
    /** 1-based line and column as written, for a position in the transformed code. */
    position(line: number, column: number): {
        line: number;
        column: number;
    };
}
/** Remembers what a user file was transformed into, for its positions. */
export declare function rememberTransform(file: string, written: string, transformed: string): void;
/** 1-based line and column in the file as written, for a position in its transformed code. */
export declare function originalPosition(file: string, line: number, column: number): {
    line: number;
    column: number;
};
/** 1-based line and column through `alignment` (unchanged without one). */
export declare function mapPosition(alignment: LineAlignment | undefined, line: number, column: number): {
    line: number;
    column: number;
};
