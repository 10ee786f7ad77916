// Bundles the action entry, the CLI and the suite-author API into dist/.
// One build with shared chunks, so the API a suite imports and the engine
// that runs it are the same module instances (soft assertions, failure classes).
import commonjs from "@rollup/plugin-commonjs";
import json from "@rollup/plugin-json";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import typescript from "@rollup/plugin-typescript";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import clientScript from "./rollup.client.mjs";

const input = Object.fromEntries(
  [
    ["index", "src/index.ts"],
    ["cli", "src/cli.ts"],
    ["api", "src/api.ts"],
  ].filter(([, file]) => existsSync(file)),
);

// jiti (the user-module loader) requires its Babel transform lazily, by a path relative to its own
// file; in the bundle that file is ours. The transform ships next to the bundle and is required from
// wherever the chunk that needs it ends up.
function jitiTransform() {
  const jitiMain = createRequire(import.meta.url).resolve("jiti/package.json").replace(/package\.json$/, "");
  const call = 'createRequire(import.meta.url)("../dist/babel.cjs")';
  return {
    name: "jiti-transform",
    transform(code, id) {
      if (id !== `${jitiMain}lib/jiti.mjs`) return null;
      if (!code.includes(call)) this.error(`jiti's lib/jiti.mjs no longer contains ${call}: update rollup.config.mjs`);
      const ref = this.emitFile({ type: "asset", fileName: "vendor/jiti-babel.cjs", source: readFileSync(`${jitiMain}dist/babel.cjs`) });
      return { code: code.replace(call, `createRequire(import.meta.ROLLUP_FILE_URL_${ref})("./jiti-babel.cjs")`), map: null };
    },
  };
}

const bundle = {
  input,
  output: {
    dir: "dist",
    format: "es",
    entryFileNames: "[name].js",
    chunkFileNames: "chunks/[name]-[hash].js",
    sourcemap: false,
    generatedCode: "es2015",
  },
  // Node built-ins stay imports; everything else is bundled.
  external: (id) => id.startsWith("node:"),
  plugins: [
    jitiTransform(),
    typescript({ tsconfig: "./tsconfig.build.json", noEmitOnError: false }),
    nodeResolve({ preferBuiltins: true, exportConditions: ["node"] }),
    commonjs(),
    json(),
  ],
  onwarn(warning, warn) {
    // Sources import "./x.ts" (Node runs them as they are); the bundle does not need
    // TypeScript to rewrite those paths, and type errors are caught by `tsc --noEmit`.
    if (warning.plugin === "typescript" && warning.pluginCode === "TS5096") return;
    if (["THIS_IS_UNDEFINED", "CIRCULAR_DEPENDENCY", "INVALID_ANNOTATION"].includes(warning.code)) return;
    warn(warning);
  },
};

// The HTML report's page script first: the bundle inlines the string module it writes.
export default [clientScript, bundle];
