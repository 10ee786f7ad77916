// zod compiles a parser for an object schema (new Function) on the schema's
// first parse, unless told not to: 7–10 ms for the config's or a session's
// schema. It pays for itself only after ~1,000 parses of that schema (each is
// then 3–10 µs faster; docs/performance.md), so a value read once per run, a
// config or a handful of sessions, is parsed without it.
const PARSE_ONCE = { jitless: true };

export { PARSE_ONCE as P };
