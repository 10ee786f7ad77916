// Claude Code against the scripted model server: base URL, a dummy key, no
// retries and no outside traffic. The user's own Anthropic credentials and
// provider switches are removed so nothing reaches a real provider.

export function scriptedModelEnv(url: string): Record<string, string | undefined> {
  return {
    ANTHROPIC_BASE_URL: url,
    ANTHROPIC_API_KEY: "agent-bench-scripted-model",
    ANTHROPIC_AUTH_TOKEN: undefined,
    CLAUDE_CODE_OAUTH_TOKEN: undefined,
    CLAUDE_CODE_USE_BEDROCK: undefined,
    CLAUDE_CODE_USE_VERTEX: undefined,
    CLAUDE_CODE_USE_FOUNDRY: undefined,
    ANTHROPIC_CUSTOM_HEADERS: undefined,
    // Otherwise a failing request is retried up to 10 times with backoff (minutes).
    CLAUDE_CODE_MAX_RETRIES: "0",
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
  };
}
