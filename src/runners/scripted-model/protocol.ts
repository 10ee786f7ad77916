// What each wire protocol module provides to the scripted model server.

import type { ServerResponse } from "node:http";
import type { Answer, ModelRequest } from "./conversation.ts";

export interface Protocol {
  /** Reads what the server needs out of a request body (lenient: odd bodies give an empty request). */
  read(body: unknown, params: { model?: string }): ModelRequest;
  /** Writes the answer in the protocol's own format; a hang writes nothing. */
  write(res: ServerResponse, answer: Answer, ctx: { model: string; stream: boolean }): void;
}
