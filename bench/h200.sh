#!/usr/bin/env bash
# Correctness for every kernel x dtype x head dim x causal combination, then benchmarks of both
# kernels against cuBLAS / torch SDPA timed in the same process. Writes JSON under ${1:-bench/results}.
# On the device machine: PYTHONPATH=. bash bench/h200.sh "$OUT"
set -u
OUTDIR=${1:-bench/results}
mkdir -p "$OUTDIR"
export PYTHONUNBUFFERED=1
P="python3 -m passlab.cli"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv
rc=0
$P run matmul_hopper --autotune --dtype bf16 --dtype fp16 -o "$OUTDIR/run_matmul.json" || rc=1
$P run fa_hopper --autotune --dtype bf16 --dtype fp16 -o "$OUTDIR/run_fa.json" || rc=1
$P bench matmul_hopper -o "$OUTDIR/bench_matmul.json" || rc=1
$P bench fa_hopper -o "$OUTDIR/bench_fa.json" || rc=1
exit $rc
