// Where a hint points a reader: the docs of this very version on GitHub (the
// npm package ships the same files under docs/), so a link never describes
// flags another version has.

import { VERSION } from "./version.ts";

export const DOCS_BASE = `https://github.com/agent-bench/agent-bench/blob/v${VERSION}/docs/`;

/** docUrl("runners.md#scripted") → https://github.com/agent-bench/agent-bench/blob/v0.1.0/docs/runners.md#scripted */
export function docUrl(page: string): string {
  return `${DOCS_BASE}${page}`;
}
