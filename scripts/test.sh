#!/usr/bin/env bash
# Set up, then run the whole test suite (PostgreSQL tests use the server on 127.0.0.1:5432).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
# The benchmark report test opens the HTML page in Debian's headless Chromium.
if ! command -v chromium >/dev/null 2>&1; then
  echo "installing Debian's chromium for the benchmark HTML test" >&2
  apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
fi
python3 -m uv run --locked pytest "$@"
