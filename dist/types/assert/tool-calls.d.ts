import type { ToolCallEvent } from "../model/session.js";
import type { ToolCallAssertions, ToolCallMatcher } from "./types.js";
export declare function describeToolCallMatcher(matcher: ToolCallMatcher): string;
export declare function matchesToolCall(event: ToolCallEvent, matcher: ToolCallMatcher): boolean;
export declare function toolCallAssertions(soft: boolean): ToolCallAssertions;
