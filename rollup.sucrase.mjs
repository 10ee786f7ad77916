// sucrase (half a megabyte) is required by src/load/transform.ts only when a
// user file must be transformed: a run whose TypeScript is all in the
// transform cache never loads it. A hook of Node's module loader is
// synchronous, so sucrase cannot come from a dynamic import there. This plugin
// gives sucrase a chunk of its own (chunks/sucrase.js, loaded by require of
// ESM) and replaces src/load/sucrase-module.ts, which names what to require,
// with that chunk's path and sucrase's version read here.

import { createRequire } from "node:module";

const VIRTUAL = "\0sucrase-module";
const { version } = createRequire(import.meta.url)("sucrase/package.json");

export default function sucraseChunk() {
  return {
    name: "sucrase-chunk",
    resolveId(source) {
      return source.endsWith("/sucrase-module.ts") ? VIRTUAL : null;
    },
    load(id) {
      if (id !== VIRTUAL) return null;
      const chunk = this.emitFile({ type: "chunk", id: "sucrase", fileName: "chunks/sucrase.js" });
      return [
        'import { fileURLToPath } from "node:url";',
        `export const sucraseModule = fileURLToPath(import.meta.ROLLUP_FILE_URL_${chunk});`,
        `export const sucraseVersion = ${JSON.stringify(version)};`,
        "",
      ].join("\n");
    },
  };
}
