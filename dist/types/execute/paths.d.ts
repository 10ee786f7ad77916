import type { CellId } from "../model/cell.js";
export declare function sha256(text: string | Buffer): string;
/** Readable and safe: ids that are already safe stay as they are; others get a hash suffix so two ids never collide. */
export declare function pathSegment(id: string): string;
/** skillgym's RunnerInfo.pathKey: <slug(id)>--<first 8 hex chars of sha256(id)>. */
export declare function runnerPathKey(id: string): string;
/** executions/<case>/<runner>/run-<k>, relative to the out-dir (a variant's: <runner>~<variant>). */
export declare function executionDir(cell: CellId, run: number): string;
export declare function workspaceDir(cell: CellId, run: number): string;
/** An ISO timestamp usable as a folder name: 2026-11-21T05-58-00-123Z. */
export declare function timestampSlug(date?: Date): string;
