import type { OutputAssertions } from "./types.js";
export declare function observedOutput(text: string): string;
export declare function outputAssertions(soft: boolean): OutputAssertions;
