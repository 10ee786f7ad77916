// Provider API errors as agent CLIs print them → the session's error kinds.
// The engine maps "api", "authentication" and "rate-limit" to failure origin
// api (errored: the provider failed, not the agent) and "model-rejected" to
// model-rejected (the runner's later executions are not spawned).

import type { SessionErrorKind } from "../model/session.ts";

export function kindForStatus(status: number | undefined): SessionErrorKind {
  if (status === 401 || status === 403) return "authentication";
  if (status === 429) return "rate-limit";
  return "api";
}

/** The HTTP status an error message names ("status 401", "API Error: 500", "(429)", `"code":404`), if any. */
export function statusIn(text: string): number | undefined {
  const match =
    /\bstatus:? (\d{3})\b/i.exec(text) ??
    /\bAPI Error:? (\d{3})\b/i.exec(text) ??
    /"code":\s*(\d{3})\b/.exec(text) ??
    /\((\d{3})\)/.exec(text) ??
    /\b(\d{3}) (?:Unauthorized|Forbidden|Not Found|Too Many Requests|Bad Request|Internal Server Error|Service Unavailable|Bad Gateway)\b/i.exec(text);
  const status = match ? Number(match[1]) : undefined;
  return status !== undefined && status >= 400 && status <= 599 ? status : undefined;
}
