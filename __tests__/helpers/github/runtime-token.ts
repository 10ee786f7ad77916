// The ACTIONS_RUNTIME_TOKEN: a JWT whose `scp` claim carries "Actions.Results:<run>:<job>". The
// client never checks its signature, so an unsigned token is what the runner's looks like to it.

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

export function runtimeToken(backendId: string, jobBackendId: string): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = { scp: `Actions.ExampleScope Actions.Results:${backendId}:${jobBackendId}`, iat: now, exp: now + 6 * 3600 };
  return `${base64url({ alg: "none", typ: "JWT" })}.${base64url(claims)}.unsigned`;
}

/** The backend ids in a runtime token, or undefined for anything that is not one. */
export function decodeRuntimeToken(token: string): { backendId: string; jobBackendId: string } | undefined {
  const payload = token.split(".")[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { scp?: unknown };
    if (typeof claims.scp !== "string") return undefined;
    for (const scope of claims.scp.split(" ")) {
      const [kind, backendId, jobBackendId] = scope.split(":");
      if (kind === "Actions.Results" && backendId && jobBackendId) return { backendId, jobBackendId };
    }
  } catch {
    return undefined;
  }
  return undefined;
}
