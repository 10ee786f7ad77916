// Codex's config.toml for an execution. Always: no update check, no
// analytics. With the scripted model server: a custom provider on the
// Responses API (the built-in openai provider ignores OPENAI_BASE_URL), no
// retries, and a known model slug (an unknown one drops the apply_patch tool).

export const SCRIPTED_PROVIDER = "agent-bench";
export const SCRIPTED_KEY_ENV = "AGENT_BENCH_MODEL_KEY";
export const SCRIPTED_DEFAULT_MODEL = "gpt-5.5";

export function codexConfig(scriptedModelUrl: string | undefined, model: string | undefined): string {
  const lines = ["check_for_update_on_startup = false"];
  if (scriptedModelUrl) {
    lines.push(`model = ${toml(model ?? SCRIPTED_DEFAULT_MODEL)}`, `model_provider = ${toml(SCRIPTED_PROVIDER)}`);
  }
  lines.push("", "[analytics]", "enabled = false");
  if (scriptedModelUrl) {
    lines.push(
      "",
      `[model_providers.${SCRIPTED_PROVIDER}]`,
      `name = "agent-bench scripted model"`,
      `base_url = ${toml(`${scriptedModelUrl}/v1`)}`,
      `env_key = ${toml(SCRIPTED_KEY_ENV)}`,
      `wire_api = "responses"`,
      // Otherwise a failing request is retried five times with backoff.
      "request_max_retries = 0",
      "stream_max_retries = 0",
    );
  }
  return `${lines.join("\n")}\n`;
}

/** A TOML value for `-c key=value` and config.toml (TOML basic strings accept JSON string escapes). */
export function toml(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return `[${value.map(toml).join(", ")}]`;
  if (value !== null && typeof value === "object") {
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)} = ${toml(v)}`)
      .join(", ")} }`;
  }
  return JSON.stringify(String(value));
}
