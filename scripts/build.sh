#!/bin/sh
# Clean build of dist/: type-check first (rollup's TypeScript plugin only warns), then bundle.
set -e
tsc --noEmit -p tsconfig.json
rm -rf dist
rollup --config rollup.config.mjs --silent
