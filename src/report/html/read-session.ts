// One execution's session.json for the HTML report, parsed with the session
// schema: a missing, damaged or crafted one (from a downloaded artifact) is
// "unreadable" and the page says so; it never reaches the renderer.

import { readFile } from "node:fs/promises";
import type { Session } from "../../model/session.ts";
import { sessionSchema } from "../../model/schema/session.ts";

export async function readSession(file: string): Promise<Session | undefined> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch {
    return undefined;
  }
  // JSON.parse keeps "__proto__" as an own key, which zod drops; the rest is checked field by field.
  const parsed = sessionSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
