// Copilot against the scripted model server: BYOK offline mode (no GitHub
// sign-in, telemetry, web tools, GitHub MCP or update checks). A Claude model
// id goes through the Anthropic provider (its create/edit tools are plain
// function tools); any other id through Chat Completions (GPT ids get
// apply_patch instead). The user's GitHub and provider credentials are removed.

export const SCRIPTED_DEFAULT_MODEL = "claude-sonnet-4.5";

export function scriptedModelEnv(url: string, model: string | undefined): Record<string, string | undefined> & { COPILOT_MODEL: string } {
  const id = model || SCRIPTED_DEFAULT_MODEL;
  const anthropic = /^claude/i.test(id);
  return {
    COPILOT_OFFLINE: "true",
    COPILOT_PROVIDER_TYPE: anthropic ? "anthropic" : "openai",
    COPILOT_PROVIDER_BASE_URL: anthropic ? url : `${url}/v1`,
    COPILOT_PROVIDER_API_KEY: "agent-bench-scripted-model",
    COPILOT_MODEL: id,
    COPILOT_PROVIDER_BEARER_TOKEN: undefined,
    COPILOT_PROVIDER_API_KEY_COMMAND: undefined,
    COPILOT_PROVIDER_WIRE_API: undefined,
    COPILOT_PROVIDER_TRANSPORT: undefined,
    COPILOT_PROVIDER_HEADERS: undefined,
    COPILOT_PROVIDER_MODEL_ID: undefined,
    COPILOT_PROVIDER_WIRE_MODEL: undefined,
    COPILOT_GITHUB_TOKEN: undefined,
    GH_TOKEN: undefined,
    GITHUB_TOKEN: undefined,
  };
}
