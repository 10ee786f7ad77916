#!/usr/bin/env bash
# The CI gates, one step at a time: `bash .ci/steps.sh STEP`. .ci/run runs every step in order (the
# single source of CI truth); .github/workflows/ci.yml runs the same steps one by one, so GitHub's
# log shows which gate failed. __tests__/repo/ci-gates.test.ts holds the two to the same list.
#   system-deps  Debian packages the end-to-end tests need (chromium, ripgrep)
#   install      Node 24 and the locked dependencies; the lockfile must come out unchanged
#   dist         dist/ (and the bundled page script) is what a clean build produces
#   lint         ESLint
#   format       Prettier
#   knip         unused files, exports and dependencies
#   test         the README's test command
set -euo pipefail
cd "$(dirname "$0")/.."
export CI=true

gate() {
  label="$1"; fix="$2"; shift 2
  if ! sh scripts/with-node24.sh "$@"; then
    echo "$label failed: $fix" >&2
    exit 1
  fi
}

step="${1:-}"
case "$step" in
  system-deps)
    echo "== Debian packages (chromium for the HTML report test, ripgrep for OpenCode)"
    sh scripts/install-system-deps.sh
    ;;
  install)
    echo "== Node 24 and dependencies"
    sh scripts/with-node24.sh node --version
    # npm install keeps the locked versions (npm ci rejects a lockfile without other platforms' optional
    # packages, which this registry does not carry); the lockfile must come out unchanged.
    sh scripts/with-node24.sh npm install --no-audit --no-fund
    if ! git diff --quiet -- package-lock.json; then
      git diff --stat -- package-lock.json
      echo "package-lock.json is out of date: run 'npm install' under Node 24 and commit it" >&2
      exit 1
    fi
    ;;
  dist)
    echo "== dist/ (and the HTML report's bundled page script) is what a clean build produces"
    sh scripts/with-node24.sh sh scripts/build.sh
    if ! git diff --quiet -- dist src/report/html/client-script.ts || [ -n "$(git status --porcelain -- dist)" ]; then
      git status --short -- dist src/report/html/client-script.ts
      echo "dist/ or src/report/html/client-script.ts differs from a clean rebuild: run 'npm run build' and commit them" >&2
      exit 1
    fi
    if git ls-files dist | grep -E '\.map$'; then
      echo "source maps must not be committed" >&2
      exit 1
    fi
    ;;
  lint)
    echo "== lint (docs/development.md, \"Lint, format and dead code\")"
    gate "ESLint (npm run lint)" "run 'npm run lint:fix', then fix what is left by hand" npm run --silent lint
    ;;
  format)
    echo "== format"
    gate "Prettier (npm run format:check)" "run 'npm run format' and commit the result" npm run --silent format:check
    ;;
  knip)
    echo "== dead code"
    gate "knip (npx knip)" "remove the unused file, export or dependency it names, or list a real entry in knip.jsonc" npm run --silent knip
    ;;
  test)
    echo "== tests (the README's test command)"
    npm test
    ;;
  *)
    echo "usage: bash .ci/steps.sh system-deps|install|dist|lint|format|knip|test (got \"$step\")" >&2
    exit 2
    ;;
esac
