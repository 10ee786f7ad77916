export type SkillConfidence = "weak" | "medium" | "strong" | "explicit";
export declare const SKILL_CONFIDENCE_ORDER: readonly SkillConfidence[];
export type MessagePhase = "thinking" | "commentary" | "final";
export interface MessageEvent {
    type: "message";
    role: "user" | "assistant" | "system";
    phase?: MessagePhase;
    text: string;
    at?: string;
    /** Set for events produced inside a sub-agent: the parent's tool call id. */
    parentToolCallId?: string;
}
export interface ToolCallEvent {
    type: "toolCall";
    /** The CLI's id for the call, used to pair it with its result. */
    id?: string;
    tool: string;
    args?: unknown;
    at?: string;
    parentToolCallId?: string;
}
export interface ToolResultEvent {
    type: "toolResult";
    id?: string;
    tool?: string;
    output: string;
    isError?: boolean;
    /** Exit code of a shell tool, when the CLI reports one. */
    exitCode?: number;
    at?: string;
    parentToolCallId?: string;
}
export interface CommandEvent {
    type: "command";
    command: string;
    exitCode?: number;
    toolCallId?: string;
    at?: string;
    parentToolCallId?: string;
}
export interface FileReadEvent {
    type: "fileRead";
    /** Absolute path. */
    path: string;
    toolCallId?: string;
    at?: string;
    parentToolCallId?: string;
}
export type FileWriteKind = "create" | "edit" | "delete" | "write";
export interface FileWriteEvent {
    type: "fileWrite";
    /** Absolute path. */
    path: string;
    kind?: FileWriteKind;
    toolCallId?: string;
    at?: string;
    parentToolCallId?: string;
}
export interface SkillSignalEvent {
    type: "skillSignal";
    skill: string;
    /** How the skill was seen, e.g. "tool:Skill", "read:SKILL.md", "prompt:/name". */
    signal: string;
    confidence: SkillConfidence;
    at?: string;
}
export interface SubagentEvent {
    type: "subagent";
    /** The tool call that started the sub-agent. */
    toolCallId?: string;
    status: "started" | "progress" | "completed" | "failed";
    description?: string;
    at?: string;
}
export interface ErrorEvent {
    type: "error";
    kind: SessionErrorKind;
    message: string;
    status?: number;
    /** Non-fatal errors (a retried request, a warning item) do not fail a session. */
    fatal?: boolean;
    at?: string;
}
/** A JSON event of a type the parser does not know, kept as is. */
export interface RawEvent {
    type: "raw";
    raw: unknown;
    at?: string;
}
/** A line of output that is not JSON, kept as text. */
export interface UnparsedEvent {
    type: "unparsed";
    raw: string;
}
export type SessionEvent = MessageEvent | ToolCallEvent | ToolResultEvent | CommandEvent | FileReadEvent | FileWriteEvent | SkillSignalEvent | SubagentEvent | ErrorEvent | RawEvent | UnparsedEvent;
export type UsageSource = "provider" | "derived" | "chars";
export interface Usage {
    /** Gross input tokens, including cached input. */
    inputTokens?: number;
    /** Output tokens as the provider reports them (may include reasoning; see reasoningTokens). */
    outputTokens?: number;
    reasoningTokens?: number;
    cacheReadTokens?: number;
    cacheWriteTokens?: number;
    /** skillgym name for cached input reused (= cacheReadTokens). */
    cacheTokens?: number;
    /** The CLI's own total when it reports one, else input + output (never a component twice). */
    totalTokens?: number;
    inputChars: number;
    outputChars: number;
    reasoningChars: number;
    source: {
        input: UsageSource;
        output: UsageSource;
        reasoning: UsageSource;
    };
}
export interface SkillDetection {
    skill: string;
    confidence: SkillConfidence;
    evidence: string[];
}
export interface SessionFiles {
    observedReads: string[];
    observedSkillReads: string[];
    observedWrites: string[];
}
export type SessionErrorKind = "api" | "authentication" | "rate-limit" | "max-turns" | "permission" | "model-rejected" | "tool" | "crash"
/** The agent's output could not be interpreted (e.g. stdout is not the JSON the runner was told to expect). */
 | "output" | "other";
export interface SessionError {
    kind: SessionErrorKind;
    message: string;
    /** HTTP status of an API error, when known. */
    status?: number;
}
export interface RunnerInfo {
    id: string;
    /** <slug(id)>--<first 8 hex of sha256(id)>: unique and file-system safe. */
    pathKey: string;
    agent: {
        type: string;
        model: string;
    };
}
export interface RawArtifactPaths {
    stdoutPath?: string;
    stderrPath?: string;
    sessionPath?: string;
    exportPath?: string;
    telemetryPath?: string;
}
export interface Session {
    runner: RunnerInfo;
    sessionId?: string;
    prompt: string;
    /** Version of the agent CLI, when it reports one. */
    cliVersion?: string;
    /** Model the agent actually used, when it reports one. */
    model?: string;
    usage: Usage;
    costUsd?: number;
    /** Turns or model calls, as the CLI counts them. */
    turns?: number;
    files: SessionFiles;
    detectedSkills: SkillDetection[];
    events: SessionEvent[];
    finalOutput: string;
    errors: SessionError[];
    startedAt?: string;
    endedAt?: string;
    durationMs?: number;
    exitCode?: number | null;
    rawArtifacts: RawArtifactPaths;
    /** Events of types the parser does not understand, counted by type (each is also a raw event). */
    unknownEvents?: Record<string, number>;
}
/** skillgym's name for the session. */
export type SessionReport = Session;
