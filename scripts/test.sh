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
# The documentation site builds with no broken link or missing page (strict).
NO_MKDOCS_2_WARNING=1 python3 -m uv run --locked mkdocs build --strict --quiet --site-dir "$(mktemp -d)"
python3 -m uv run --locked pytest "$@"
