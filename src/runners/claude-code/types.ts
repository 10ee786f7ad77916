// The lines of `claude -p --output-format stream-json --verbose` (2.1.x), as
// far as the parser reads them. Every field is optional: versions add, drop
// and reorder fields, and a line may be cut off.

export interface ClaudeUsage {
  input_tokens?: number;
  output_tokens?: number;
  cache_read_input_tokens?: number;
  cache_creation_input_tokens?: number;
  output_tokens_details?: { thinking_tokens?: number } | null;
}

export interface ClaudeModelUsage {
  inputTokens?: number;
  outputTokens?: number;
  cacheReadInputTokens?: number;
  cacheCreationInputTokens?: number;
  thinkingTokens?: number;
  costUSD?: number;
}

export type ClaudeContentBlock =
  | { type: "text"; text?: string }
  | { type: "thinking"; thinking?: string }
  | { type: "tool_use"; id?: string; name?: string; input?: Record<string, unknown> }
  | { type: "tool_result"; tool_use_id?: string; content?: unknown; is_error?: boolean }
  /** Any other block (images; block types newer than this parser). */
  | { type: "image" | "redacted_thinking" | "server_tool_use" | "(other)"; [key: string]: unknown };

export interface ClaudeInit {
  type: "system";
  subtype: "init";
  session_id?: string;
  cwd?: string;
  model?: string;
  claude_code_version?: string;
  permissionMode?: string;
  skills?: string[];
  tools?: string[];
}

export interface ClaudeAssistant {
  type: "assistant";
  message?: { id?: string; model?: string; content?: ClaudeContentBlock[]; usage?: ClaudeUsage };
  parent_tool_use_id?: string | null;
  session_id?: string;
  timestamp?: string;
  /** Set on the synthetic message of a failed request: authentication_failed, rate_limit, server_error, model_not_found, invalid_request, … */
  error?: string;
}

export interface ClaudeUser {
  type: "user";
  message?: { role?: string; content?: ClaudeContentBlock[] | string };
  parent_tool_use_id?: string | null;
  timestamp?: string;
  /** Structured result of the tool (Write: {type:"create"|"update", filePath}; a string "Error: …" when it failed). */
  tool_use_result?: unknown;
  isSynthetic?: boolean;
}

export interface ClaudeResult {
  type: "result";
  /** success, error_max_turns, error_during_execution, error_max_budget_usd, or a newer CLI's own. */
  subtype?: string;
  is_error?: boolean;
  api_error_status?: number | null;
  result?: string;
  errors?: string[];
  num_turns?: number;
  session_id?: string;
  total_cost_usd?: number;
  usage?: ClaudeUsage;
  /** Cumulative over the session (sub-agents included), per model. */
  modelUsage?: Record<string, ClaudeModelUsage>;
  permission_denials?: Array<{ tool_name?: string; tool_use_id?: string; tool_input?: Record<string, unknown> }>;
  terminal_reason?: string;
}
