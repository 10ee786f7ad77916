// One execution's session.json for the HTML report, parsed with the session
// schema: a missing, damaged or crafted one (from a downloaded artifact) is
// "unreadable" and the page says so; it never reaches the renderer.
//
// Read synchronously: the report is built once the agents are done, and a
// large run's 10,000 small files read through the thread pool (open, stat,
// read, close, each a round trip) took three times as long (bench item 4).

import { readFileSync } from "node:fs";
import type { Session } from "../../model/session.ts";
import { PARSE_ONCE } from "../../model/schema/parse-once.ts";
import { sessionSchema } from "../../model/schema/session.ts";

// A report of a few sessions parses them without zod's compiled parser, a large one compiles it once they are many.
const COMPILED_AFTER = 1_000;
let read = 0;

export function readSession(file: string): Session | undefined {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
  // JSON.parse keeps "__proto__" as an own key, which zod drops; the rest is checked field by field.
  const parsed = sessionSchema.safeParse(json, ++read <= COMPILED_AFTER ? PARSE_ONCE : undefined);
  return parsed.success ? parsed.data : undefined;
}
