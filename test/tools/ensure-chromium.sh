#!/usr/bin/env bash
# Finds the Chromium the end-to-end tests drive (CHROMIUM_PATH, then Debian's /usr/bin/chromium).
# When there is none and this runs as root on Debian, installs Debian's chromium package.
# No test tool downloads a browser of its own.
set -euo pipefail

find_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    if [ -x "$CHROMIUM_PATH" ]; then echo "$CHROMIUM_PATH"; return 0; fi
    echo "CHROMIUM_PATH is set to '$CHROMIUM_PATH', which is not an executable file." >&2
    exit 1
  fi
  for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
    if [ -x "$candidate" ]; then echo "$candidate"; return 0; fi
  done
  return 1
}

if path=$(find_chromium); then
  echo "Chromium for the end-to-end tests: $path"
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing; installing Debian's chromium package (apt-get)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  if path=$(find_chromium); then
    echo "Chromium for the end-to-end tests: $path"
    exit 0
  fi
fi

cat >&2 <<'MSG'
No Chromium was found for the end-to-end tests, and it could not be installed here
(that needs root and apt-get). Install Debian's package (sudo apt-get install chromium),
or set CHROMIUM_PATH to a Chromium or Chrome executable, then run the tests again.
MSG
exit 1
