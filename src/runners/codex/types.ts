// The lines of `codex exec --json` (0.16x), as far as the parser reads them.
// Every field is optional: versions add fields and item types.

export interface CodexUsage {
  /** Includes cached input. */
  input_tokens?: number;
  cached_input_tokens?: number;
  cache_write_input_tokens?: number;
  /** Includes reasoning output. */
  output_tokens?: number;
  reasoning_output_tokens?: number;
}

export type CodexItem =
  | { id?: string; type: "agent_message"; text?: string }
  | { id?: string; type: "reasoning"; text?: string }
  | {
      id?: string;
      type: "command_execution";
      command?: string;
      aggregated_output?: string;
      exit_code?: number | null;
      status?: "in_progress" | "completed" | "failed" | "declined";
    }
  | { id?: string; type: "file_change"; changes?: Array<{ path?: string; kind?: "add" | "delete" | "update" }>; status?: string }
  | {
      id?: string;
      type: "mcp_tool_call";
      server?: string;
      tool?: string;
      arguments?: unknown;
      result?: { content?: unknown[]; structured_content?: unknown } | null;
      error?: { message?: string } | null;
      status?: string;
    }
  | { id?: string; type: "collab_tool_call"; tool?: "spawn_agent" | "send_input" | "wait" | "close_agent"; prompt?: string; status?: string }
  | { id?: string; type: "web_search"; query?: string }
  | { id?: string; type: "error"; message?: string }
  | { id?: string; type: "todo_list" | "plan"; [key: string]: unknown };

export type CodexEvent =
  | { type: "thread.started"; thread_id?: string }
  | { type: "turn.started" }
  | { type: "turn.completed"; usage?: CodexUsage }
  | { type: "turn.failed"; error?: { message?: string } }
  | { type: "item.started" | "item.updated" | "item.completed"; item?: CodexItem }
  /** A stream error; "Reconnecting... n/m (…)" while the CLI retries. */
  | { type: "error"; message?: string };
