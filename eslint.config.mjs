// ESLint: typescript-eslint's type-checked rules over the TypeScript sources, tests, bench and scripts
// (types from tsconfig.json through the project service); plain recommended rules for the .mjs files
// and the examples, which tsconfig.json does not type-check. Formatting is Prettier's (config last).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  globalIgnores([
    "dist/",
    "build/",
    "__tests__/fixtures/",
    "__tests__/__outputs__/",
    "bench/results/",
    "bench/.skillgym/",
    ".agent-bench/",
    // The quickstart's workspace is the agent's project under test, not ours.
    "examples/*/workspace/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A leading underscore marks what is left unused on purpose (a destructured-away field, a
      // parameter an interface requires).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // node:test's test()/describe()/it() return promises that the runner itself awaits.
      "@typescript-eslint/no-floating-promises": [
        "error",
        { allowForKnownSafeCalls: [{ from: "package", package: "node:test", name: ["test", "describe", "it", "suite"] }] },
      ],
    },
  },
  {
    rules: {
      // Sanitizers and tests match terminal escapes and other control characters on purpose.
      "no-control-regex": "off",
      // A process handle declared before the callbacks that stop it, assigned once it is spawned.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}", "examples/**"],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  prettier,
);
