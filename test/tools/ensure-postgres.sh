#!/usr/bin/env bash
# Finds the PostgreSQL server the gateway's store tests start a throw-away cluster of
# (POSTGRES_BIN, then Debian's /usr/lib/postgresql/<version>/bin, newest first). When there is none
# and this runs as root on Debian, installs Debian's postgresql package; the tests start their own
# cluster on a free port (test/gateway/postgres.ts) and never use the package's own.
set -euo pipefail

find_postgres() {
  if [ -n "${POSTGRES_BIN:-}" ]; then
    if [ -x "$POSTGRES_BIN/initdb" ] && [ -x "$POSTGRES_BIN/postgres" ]; then
      echo "$POSTGRES_BIN"; return 0
    fi
    echo "POSTGRES_BIN is set to '$POSTGRES_BIN', which holds no initdb and postgres." >&2
    exit 1
  fi
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -rn); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/postgres" ]; then echo "$dir"; return 0; fi
  done
  return 1
}

if path=$(find_postgres); then
  echo "PostgreSQL for the gateway's store tests: $path"
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "PostgreSQL is missing; installing Debian's postgresql package (apt-get)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  if path=$(find_postgres); then
    echo "PostgreSQL for the gateway's store tests: $path"
    exit 0
  fi
fi

cat >&2 <<'MSG'
No PostgreSQL server was found for the gateway's store tests, and it could not be installed here
(that needs root and apt-get). Install Debian's package (sudo apt-get install postgresql), or set
POSTGRES_BIN to a folder holding initdb and postgres, then run the tests again.
MSG
exit 1
