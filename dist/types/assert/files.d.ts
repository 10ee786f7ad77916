import { type ListSpec } from "./lists.js";
import type { FileReadAssertions, FileWriteAssertions, Matcher } from "./types.js";
export declare const fileReadSpec: ListSpec<Matcher>;
export declare const fileWriteSpec: ListSpec<Matcher>;
export declare function fileReadAssertions(soft: boolean): FileReadAssertions;
export declare function fileWriteAssertions(soft: boolean): FileWriteAssertions;
