// Cursor's stream has no turn count: a model response is an assistant line,
// or the tool calls started under a model_call_id not seen before. Counted
// for maxSteps (as lines arrive) and for the session's turns.

/** Feed events in order; returns the model responses seen so far. */
export function modelSteps(): (event: unknown) => number {
  const calls = new Set<string>();
  let responses = 0;
  return (event) => {
    const e = event as { type?: unknown; subtype?: unknown; model_call_id?: unknown } | null;
    const id = typeof e?.model_call_id === "string" ? e.model_call_id : undefined;
    const fromModel = e?.type === "assistant" || (e?.type === "tool_call" && e.subtype === "started");
    if (!fromModel) return responses;
    if (id === undefined) {
      // Without ids every assistant line is a response; an id-less tool call belongs to the response before it.
      if (e?.type === "assistant") responses++;
    } else if (!calls.has(id)) {
      calls.add(id);
      responses++;
    }
    return responses;
  };
}
