export default { runners: { fake: { agent: { type: "claude-code", model: "claude-opus-4-8", command: "/work/main/bench/.skillgym/prof/fake-claude" } } } };
