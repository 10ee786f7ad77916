// An in-process client configured like agent-bench's action: @actions/github's getOctokit with
// plugin-throttling and plugin-retry, pointed at the fake. `plugins: false` gives the bare client,
// for tests about the fake's answers rather than recovery (throttling spaces writes 1-3 s apart).
import { getOctokit } from "@actions/github";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import type { FakeGitHub } from "./server.ts";

export type TestOctokit = ReturnType<typeof getOctokit>;

export function testOctokit(github: FakeGitHub, options: { token?: string; plugins?: boolean } = {}): TestOctokit {
  const token = options.token ?? github.writeToken.value;
  if (options.plugins === false) return getOctokit(token, { baseUrl: github.restUrl });
  return getOctokit(
    token,
    {
      baseUrl: github.restUrl,
      throttle: {
        onRateLimit: (_after: number, _options: object, _octokit: object, retryCount: number) => retryCount < 2,
        onSecondaryRateLimit: (_after: number, _options: object, _octokit: object, retryCount: number) => retryCount < 2,
      },
      retry: { retries: 2 },
    },
    throttling,
    retry,
  );
}
