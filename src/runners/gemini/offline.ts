// Gemini CLI's ~/.gemini/settings.json for an execution. Always: no usage
// statistics, telemetry or update checks. The auth type must be named, or a
// key-and-base-URL setup fails ("Invalid auth method selected.", exit 41).
// With the scripted model server: one attempt per request (else 5xx errors
// are retried for minutes) and an explicit model (else a hidden router call).

export const SCRIPTED_DEFAULT_MODEL = "gemini-2.5-flash";

export interface SettingsInput {
  authType?: string;
  maxSessionTurns?: number;
  scripted: boolean;
  /** The runner's own settings, merged last. */
  extra?: Record<string, unknown>;
}

export function geminiSettings(input: SettingsInput): Record<string, unknown> {
  const settings: Record<string, unknown> = {
    privacy: { usageStatisticsEnabled: false },
    telemetry: { enabled: false },
    general: { enableAutoUpdate: false, enableAutoUpdateNotification: false, ...(input.scripted ? { maxAttempts: 1 } : {}) },
  };
  if (input.authType) settings.security = { auth: { selectedType: input.authType } };
  if (input.maxSessionTurns !== undefined) settings.model = { maxSessionTurns: input.maxSessionTurns };
  return merge(settings, input.extra ?? {});
}

/** The auth type the environment's credentials call for. */
export function authTypeFor(env: Record<string, string>, scripted: boolean): string | undefined {
  if (scripted) return "gemini-api-key";
  if (env.GOOGLE_GENAI_USE_VERTEXAI === "true" || env.GOOGLE_GENAI_USE_VERTEXAI === "1") return "vertex-ai";
  if (env.GEMINI_API_KEY || env.GOOGLE_API_KEY) return "gemini-api-key";
  return undefined;
}

export function scriptedModelEnv(url: string): Record<string, string | undefined> {
  return {
    GOOGLE_GEMINI_BASE_URL: url,
    GEMINI_API_KEY: "agent-bench-scripted-model",
    GOOGLE_API_KEY: undefined,
    GOOGLE_GENAI_USE_VERTEXAI: undefined,
    GOOGLE_CLOUD_PROJECT: undefined,
    GOOGLE_APPLICATION_CREDENTIALS: undefined,
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
