#!/usr/bin/env bash
# On the H200 (from the checkout, PYTHONPATH=.): record the compiles of real runs with
# 'passlab capture', for bench/capture_roundtrip.py to recompile on a CPU and compare.
#   OUT=bench/results/capture-h200-YYYYMMDD bash bench/h200_capture.sh
set -u
OUT=${OUT:-bench/results/capture}
mkdir -p "$OUT"
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH}
P="python -m passlab.cli"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$OUT/device.txt"
python -c "import triton, torch; print('triton', triton.__version__, 'torch', torch.__version__)" >> "$OUT/device.txt"
run() {  # name, seconds, command...
  local name=$1 limit=$2; shift 2
  echo "== $name: $*" | tee -a "$OUT/log.txt"
  timeout "$limit" $P capture -o "$OUT/$name.capture.jsonl" -- "$@" >> "$OUT/log.txt" 2>&1
  echo "exit $?" | tee -a "$OUT/log.txt"
}
run matmul_hopper 170 $P run matmul_hopper --autotune --shape 4096x4096x4096 --dtype bf16
run fa_hopper 170 $P run fa_hopper --autotune --shape 4x32x4096x128 --dtype bf16
run tutorial02 110 python tests/data/tutorials/02-fused-softmax.py
run tutorial03 60 python tests/data/tutorials/03-matrix-multiplication.py
wc -l "$OUT"/*.capture.jsonl | tee -a "$OUT/log.txt"
