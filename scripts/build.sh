#!/bin/sh
# Clean build of dist/: type-check first (rollup's TypeScript plugin only warns), then bundle,
# then the suite API's declarations (dist/types, with ".js" specifiers as published packages need).
set -e
tsc --noEmit -p tsconfig.json
tsc --noEmit -p src/report/html/client
rm -rf dist
rollup --config rollup.config.mjs --silent
tsc -p tsconfig.types.json
node scripts/types-specifiers.mjs dist/types
# dist/ is committed: readable code only (no minified bundles, vendored copies or source maps).
node scripts/check-dist.mjs dist
