#!/usr/bin/env bash
# The real-browser tests drive Debian's chromium; nothing here downloads a browser of its own.
# If it is missing we install it when we can (root with apt), and otherwise stop with how to.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "wealthkit: $CHROMIUM is missing; installing Debian's chromium (apt-get)..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
fi
if [ ! -x "$CHROMIUM" ]; then
  cat >&2 <<MSG
wealthkit: the browser tests need Chromium at $CHROMIUM and it is not installed.
Install Debian's package as root:   apt-get update && apt-get install -y chromium
or point CHROMIUM_PATH at an existing Chromium binary. The run stops here rather than skip them.
MSG
  exit 1
fi
