#!/bin/sh
# Debian packages the end-to-end tests need: chromium (the HTML report's browser test), ripgrep
# (OpenCode needs rg), iproute2 (ip: the real-CLI tests' loopback-only network namespace), python3
# (the peak-memory helper) and git. Installed when missing and apt-get can run (as root, or through
# passwordless sudo); otherwise says what to install, and the tests that need them fail with the
# same hint. On the project's machines all are there; a bare Debian 12 container (the GitHub
# workflows' debian:12) gets them here.
need=""
command -v chromium >/dev/null 2>&1 || need="$need chromium"
command -v rg >/dev/null 2>&1 || need="$need ripgrep"
command -v ip >/dev/null 2>&1 || need="$need iproute2"
command -v python3 >/dev/null 2>&1 || need="$need python3"
command -v git >/dev/null 2>&1 || need="$need git"
[ -z "$need" ] && exit 0
if [ "$(id -u)" = "0" ]; then
  as_root=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root="sudo -n"
else
  as_root="none"
fi
if [ "$as_root" != "none" ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing Debian packages:$need" >&2
  $as_root apt-get update -qq && $as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $need
else
  echo "missing:$need; install them with: sudo apt-get install --no-install-recommends$need" >&2
  exit 1
fi
