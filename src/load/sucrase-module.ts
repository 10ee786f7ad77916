// What transform.ts requires to get sucrase, and sucrase's version (part of the
// transform cache's key, known without loading sucrase). Run from the sources,
// that is the package. The bundle gives sucrase a chunk of its own and
// replaces this module with that chunk's path (rollup.sucrase.mjs).

import { createRequire } from "node:module";

export const sucraseModule = "sucrase";

export const sucraseVersion = (createRequire(import.meta.url)("sucrase/package.json") as { version: string }).version;
