import type { AssertionContext } from "../model/case.js";
import type { Session, ToolCallEvent, ToolResultEvent } from "../model/session.js";
export declare function commandsOf(session: Session): string[];
/** Every read in order (a file read twice counts twice); the files summary when a parser left no events. */
export declare function fileReadsOf(session: Session): string[];
export declare function fileWritesOf(session: Session): string[];
export declare function toolCallsOf(session: Session, tool?: string): ToolCallEvent[];
/** The result of a tool call: paired by id, else the next result after the call. */
export declare function resultOf(session: Session, call: ToolCallEvent): ToolResultEvent | undefined;
export interface ContextFacts {
    caseId: string;
    runnerId: string;
    run: number;
    workspace: string;
}
/** The second argument of a suite's assert(report, ctx). */
export declare function createContext(session: Session, facts: ContextFacts): AssertionContext;
