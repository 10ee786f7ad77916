// Bundles the action entry, the CLI and the suite-author API into dist/.
// One build with shared chunks, so the API a suite imports and the engine
// that runs it are the same module instances (soft assertions, failure classes).
import commonjs from "@rollup/plugin-commonjs";
import json from "@rollup/plugin-json";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import typescript from "@rollup/plugin-typescript";
import { existsSync } from "node:fs";
import builtinsWithoutFacade, { isProvidedBuiltin } from "./rollup.builtins.mjs";
import clientScript from "./rollup.client.mjs";
import sucraseChunk from "./rollup.sucrase.mjs";

const input = Object.fromEntries(
  [
    ["index", "src/index.ts"],
    ["cli", "src/cli.ts"],
    ["api", "src/api.ts"],
  ].filter(([, file]) => existsSync(file)),
);

const bundle = {
  input,
  output: {
    dir: "dist",
    format: "es",
    entryFileNames: "[name].js",
    chunkFileNames: "chunks/[name]-[hash].js",
    sourcemap: false,
    generatedCode: "es2015",
    // Chunks under 20 KB are merged into the chunks that load them where that changes no side effect:
    // each module Node loads costs its own resolution, read and compile, and a run loaded 37 before its
    // first agent, 29 with this (~25 ms less CPU per start-up; docs/performance.md). The lazy parts stay
    // lazy (__tests__/package/dist-start-up.test.ts).
    experimentalMinChunkSize: 20_000,
  },
  // Node built-ins stay imports (but http and https: rollup.builtins.mjs); everything else is bundled.
  external: (id) => id.startsWith("node:") && !isProvidedBuiltin(id),
  plugins: [
    builtinsWithoutFacade(),
    sucraseChunk(),
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
