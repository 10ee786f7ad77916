// The lines of `gemini -p … --output-format stream-json` (0.6x): six event
// types. And the one object `--output-format json` prints.

export interface GeminiStats {
  total_tokens?: number;
  /** Includes cached input. */
  input_tokens?: number;
  output_tokens?: number;
  cached?: number;
  input?: number;
  tool_calls?: number;
  models?: Record<string, unknown>;
}

export type GeminiEvent =
  | { type: "init"; timestamp?: string; session_id?: string; model?: string }
  | { type: "message"; timestamp?: string; role?: "user" | "assistant"; content?: string; delta?: boolean }
  | { type: "tool_use"; timestamp?: string; tool_name?: string; tool_id?: string; parameters?: Record<string, unknown> }
  /** `output` is the text shown to the user, not what the model saw; write_file has none. */
  | { type: "tool_result"; timestamp?: string; tool_id?: string; status?: "success" | "error"; output?: string; error?: { type?: string; message?: string } }
  | { type: "error"; timestamp?: string; severity?: "warning" | "error"; message?: string }
  | { type: "result"; timestamp?: string; status?: "success" | "error"; error?: { type?: string; message?: string }; stats?: GeminiStats };

/** --output-format json. */
export interface GeminiJsonOutput {
  session_id?: string;
  response?: string;
  stats?: {
    models?: Record<
      string,
      {
        api?: { totalRequests?: number };
        tokens?: { input?: number; prompt?: number; candidates?: number; total?: number; cached?: number; thoughts?: number };
      }
    >;
  };
  error?: { type?: string; message?: string; code?: number };
}
