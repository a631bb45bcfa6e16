#!/usr/bin/env bash
# Set up, then run the whole test suite (PostgreSQL tests use the server on 127.0.0.1:5432).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
python3 -m uv run --locked pytest "$@"
