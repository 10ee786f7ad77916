// Gemini CLI's stream has no request count: a model response is the run of
// tool calls and assistant text between tool results. Counted for maxSteps
// (as lines arrive) and for the session's turns (after the run).

/** Feed events in order; returns the model responses seen so far. */
export function modelResponses(): (event: unknown) => number {
  let responses = 0;
  let responding = false;
  return (event) => {
    const e = event as { type?: string; role?: string } | null;
    const fromModel = e?.type === "tool_use" || (e?.type === "message" && e.role === "assistant");
    if (fromModel && !responding) responses++;
    if (fromModel) responding = true;
    else if (e?.type === "tool_result" || e?.type === "init" || e?.type === "message") responding = false;
    return responses;
  };
}
