import type { AgentBenchAssert } from "./types.js";
export declare const assert: AgentBenchAssert;
