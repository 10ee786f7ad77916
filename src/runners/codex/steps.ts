// Codex's stream has no turn or request count: a model response is the run of
// items that starts after the previous tool results came back. Counted for
// maxSteps (as lines arrive) and for the session's turns (after the run).

const TOOL_ITEMS = new Set(["command_execution", "file_change", "mcp_tool_call", "web_search", "collab_tool_call"]);

/** Feed events in order; returns the model responses seen so far. */
export function modelResponses(): (event: unknown) => number {
  let responses = 0;
  let awaitingModel = true;
  return (event) => {
    const e = event as { type?: unknown; item?: { type?: unknown } } | null;
    if (e?.type === "turn.started") awaitingModel = true;
    if (typeof e?.type !== "string" || !e.type.startsWith("item.")) return responses;
    const type = typeof e.item?.type === "string" ? e.item.type : "";
    if (type === "error") return responses;
    // A tool item shows up when it starts; messages and reasoning only when complete.
    const fromModel = e.type === "item.started" || !TOOL_ITEMS.has(type);
    if (fromModel && awaitingModel) {
      responses++;
      awaitingModel = false;
    }
    if (e.type === "item.completed" && TOOL_ITEMS.has(type)) awaitingModel = true;
    return responses;
  };
}
