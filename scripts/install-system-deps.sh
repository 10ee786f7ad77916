#!/bin/sh
# Debian packages the end-to-end tests need: chromium (the HTML report's browser test) and
# ripgrep (OpenCode needs rg). Installed when missing and apt-get can run (as root);
# otherwise says what to install, and the tests that need them fail with the same hint.
need=""
command -v chromium >/dev/null 2>&1 || need="$need chromium"
command -v rg >/dev/null 2>&1 || need="$need ripgrep"
[ -z "$need" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing Debian packages:$need" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $need
else
  echo "missing:$need; install them with: sudo apt-get install --no-install-recommends$need" >&2
  exit 1
fi
