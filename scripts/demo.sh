#!/usr/bin/env bash
# Set up, then rewrite the sample corpus (Polish and English) with the embedded local model.
# Extra arguments go to `skryba rewrite`, e.g. --language pl.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh || exit $?
python3 -m uv run --locked skryba rewrite samples/corpus \
  --minimum-quality 0.5 --out skryba-output "$@"
status=$?
echo "outputs and report.md / report.json are in: $(pwd)/skryba-output (exit status ${status})"
exit "$status"
