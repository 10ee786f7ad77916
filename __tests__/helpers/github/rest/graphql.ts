// POST /graphql: only the comment mutations a sticky comment needs (minimizeComment and
// unminimizeComment). GraphQL is not in the REST description, so its shape is checked here by hand:
// anything else is answered with a GraphQL error and recorded as a violation.
import { commentNodeId } from "../render-activity.ts";
import type { Comment, GitHubState, Token } from "../state.ts";
import { tokenAllows } from "./scopes.ts";

const CLASSIFIERS = ["ABUSE", "DUPLICATE", "OFF_TOPIC", "OUTDATED", "RESOLVED", "SPAM"];
const MUTATION = /\b(minimizeComment|unminimizeComment)\s*\(\s*input\s*:\s*(\$\w+|\{[^}]*\})\s*\)/;

export interface GraphqlResult {
  status: number;
  body: unknown;
  /** Problems with the request itself (recorded as violations). */
  problems: string[];
}

function errorResult(message: string, problems: string[] = [message]): GraphqlResult {
  return { status: 200, body: { errors: [{ message }] }, problems };
}

// The input either comes whole from a variable ($input) or is written inline with literals or variables.
function readInput(source: string, variables: Record<string, unknown>): Record<string, unknown> | string {
  if (source.startsWith("$")) {
    const value = variables[source.slice(1)];
    return value !== null && typeof value === "object" ? (value as Record<string, unknown>) : `variable ${source} is not an input object`;
  }
  const input: Record<string, unknown> = {};
  for (const field of source
    .slice(1, -1)
    .split(",")
    .map((f) => f.trim())
    .filter(Boolean)) {
    const [key, raw] = field.split(":").map((s) => s.trim());
    if (!key || !raw) return `cannot read the input field "${field}"`;
    input[key] = raw.startsWith("$") ? variables[raw.slice(1)] : raw.startsWith('"') ? JSON.parse(raw) : raw;
  }
  return input;
}

export function handleGraphql(state: GitHubState, token: Token, body: unknown): GraphqlResult {
  const request = (body ?? {}) as { query?: unknown; variables?: unknown };
  if (typeof request.query !== "string") return errorResult("A query attribute must be specified and must be a string.");
  const found = MUTATION.exec(request.query);
  if (!/^\s*mutation\b/.test(request.query) || !found) {
    return errorResult("the fake GitHub answers only the minimizeComment and unminimizeComment mutations over GraphQL");
  }
  const [, name = "", source = ""] = found;
  const input = readInput(source, (request.variables ?? {}) as Record<string, unknown>);
  if (typeof input === "string") return errorResult(input);
  const unknown = Object.keys(input).filter((k) => !["subjectId", "classifier", "clientMutationId"].includes(k));
  if (unknown.length > 0)
    return errorResult(
      `InputObject '${name === "minimizeComment" ? "MinimizeCommentInput" : "UnminimizeCommentInput"}' doesn't accept argument '${unknown[0]}'`,
    );
  if (typeof input.subjectId !== "string") return errorResult("Argument 'subjectId' on InputObject is required. Expected type ID!");
  const classifier = input.classifier;
  if (name === "minimizeComment" && (typeof classifier !== "string" || !CLASSIFIERS.includes(classifier))) {
    return errorResult(`Argument 'classifier' must be one of ${CLASSIFIERS.join(", ")}`);
  }
  if (!tokenAllows(token, ["issues", "pull-requests"], true)) {
    return {
      status: 200,
      body: { data: { [name]: null }, errors: [{ type: "FORBIDDEN", path: [name], message: "Resource not accessible by integration" }] },
      problems: [],
    };
  }
  const comment = [...state.comments.values()].find((c: Comment) => commentNodeId(c.id) === input.subjectId);
  if (!comment) {
    const message = `Could not resolve to a node with the global id of '${input.subjectId}'`;
    return { status: 200, body: { data: { [name]: null }, errors: [{ type: "NOT_FOUND", path: [name], message }] }, problems: [] };
  }
  // GitHub reports the reason lower-cased and hyphenated: OFF_TOPIC → "off-topic".
  comment.minimized = name === "minimizeComment" ? { reason: String(classifier).toLowerCase().replaceAll("_", "-") } : null;
  const selected: Record<string, unknown> = {};
  if (request.query.includes("isMinimized")) selected.isMinimized = comment.minimized !== null;
  if (request.query.includes("minimizedReason")) selected.minimizedReason = comment.minimized?.reason ?? null;
  const field = name === "minimizeComment" ? "minimizedComment" : "unminimizedComment";
  return { status: 200, body: { data: { [name]: { [field]: selected, clientMutationId: input.clientMutationId ?? null } } }, problems: [] };
}
