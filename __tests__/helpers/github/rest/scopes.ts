// GITHUB_TOKEN permission scopes: which scope of a workflow's `permissions:` each REST operation the
// fake serves needs, so a token made from a workflow's `permissions:` (GitHubState.addScopedToken)
// gets 403 "Resource not accessible by integration" exactly where GitHub would refuse it.
import type { Token } from "../records.ts";

// A PR's comments are issue comments: either scope allows them (GitHub's "permissions required for
// GitHub Apps" table lists both).
const SCOPES: Array<[RegExp, string[]]> = [
  [/^actions\//, ["actions"]],
  [/^checks\//, ["checks"]],
  [/^issues\/(list|get|create|update|delete)-comments?$/, ["issues", "pull-requests"]],
  [/^pulls\//, ["pull-requests"]],
  [/^repos\/(create-commit-status|list-commit-statuses-for-ref)$/, ["statuses"]],
  [/^repos\/get$/, ["metadata"]],
];

/** The scopes that allow an operation (any one of them), from its OpenAPI operation id. */
export function scopesOf(operationId: string): string[] {
  const found = SCOPES.find(([pattern]) => pattern.test(operationId));
  if (!found) throw new Error(`the fake knows no permission scope for ${operationId}: add it to rest/scopes.ts`);
  return found[1];
}

/** Whether the token may do this: reads need read (metadata is always readable), writes need write. */
export function tokenAllows(token: Token, scopes: string[], write: boolean): boolean {
  if (write && token.permission !== "write") return false;
  if (!token.scopes) return true;
  return scopes.some((scope) => {
    const level = scope === "metadata" ? "read" : (token.scopes?.[scope] ?? "none");
    return write ? level === "write" : level !== "none";
  });
}
