// Qwen Code's ~/.qwen/settings.json for an execution: no usage statistics,
// telemetry or update checks (else it reaches aliyuncs.com), no retries of the
// OpenAI client, and the runner's own settings merged last. With the scripted
// model server: an OpenAI-compatible endpoint at its URL and a dummy key.

export const SCRIPTED_DEFAULT_MODEL = "qwen3-coder-plus";

export function qwenSettings(input: { scripted: boolean; extra?: Record<string, unknown> }): Record<string, unknown> {
  const settings: Record<string, unknown> = {
    $version: 4,
    privacy: { usageStatisticsEnabled: false },
    telemetry: { enabled: false },
    general: { enableAutoUpdate: false, disableAutoUpdate: true },
    ...(input.scripted ? { model: { generationConfig: { maxRetries: 0 } } } : {}),
  };
  return merge(settings, input.extra ?? {});
}

export function scriptedModelEnv(url: string, model: string | undefined): Record<string, string | undefined> {
  return {
    OPENAI_BASE_URL: `${url}/v1`,
    OPENAI_API_KEY: "agent-bench-scripted-model",
    OPENAI_MODEL: model || SCRIPTED_DEFAULT_MODEL,
    DASHSCOPE_API_KEY: undefined,
    ANTHROPIC_API_KEY: undefined,
    GEMINI_API_KEY: undefined,
    HTTP_PROXY: undefined,
    HTTPS_PROXY: undefined,
    http_proxy: undefined,
    https_proxy: undefined,
  };
}

function merge(base: Record<string, unknown>, extra: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] = isPlain(current) && isPlain(value) ? merge(current, value) : value;
  }
  return out;
}

function isPlain(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
