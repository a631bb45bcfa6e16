#!/usr/bin/env bash
# Creates .venv with every extra (the embedded model included) from uv.lock.
# llama-cpp-python compiles from source the first time (about 5 minutes on two cores); uv caches it.
set -euo pipefail
cd "$(dirname "$0")/.."
UV_VERSION=0.13.8
if ! python3 -m uv --version >/dev/null 2>&1; then
  echo "installing uv ${UV_VERSION} with pip" >&2
  python3 -m pip install --quiet "uv==${UV_VERSION}"
fi
# llama.cpp's default build is -march=native, which on a CPU with AMX compiles AMX matrix kernels;
# where the kernel or sandbox has not granted the AMX tile state, the first matrix multiply kills
# the process (SIGSEGV in ldtilecfg). A fixed AVX2 build runs on any x86-64 of the last decade.
if [ "$(uname -m)" = x86_64 ]; then
  export CMAKE_ARGS="${CMAKE_ARGS:--DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON}"
fi
# Compiled bytecode up front: imports (Prefect alone is ~2,000 modules) start fast even where
# PYTHONDONTWRITEBYTECODE forbids writing it later.
python3 -m uv sync --locked --all-extras --compile-bytecode >&2
