import { SourceMap } from "node:module";
import type { TransformResult } from "sucrase";
type RawSourceMap = NonNullable<TransformResult["sourceMap"]>;
export declare function rememberSourceMap(file: string, raw: RawSourceMap): void;
export declare function sourceMapOf(raw: RawSourceMap): SourceMap;
/** 1-based line and column in the file as written, for a position in its transformed code. */
export declare function originalPosition(file: string, line: number, column: number): {
    line: number;
    column: number;
};
/** 1-based line and column through `map` (unchanged without one). */
export declare function mapPosition(map: SourceMap | undefined, line: number, column: number): {
    line: number;
    column: number;
};
export {};
