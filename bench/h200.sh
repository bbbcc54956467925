#!/usr/bin/env bash
# The H200 result files in one command: correctness of every candidate config on every kernel x
# dtype x head dim x causal combination (small shapes), then both kernels benchmarked against
# cuBLAS / torch SDPA timed in the same process. JSON goes to ${1:-bench/results/h200-$(date +%Y%m%d)}.
# On the device machine, from the repository root:  PYTHONPATH=. bash bench/h200.sh "$OUT"
set -u
OUTDIR=${1:-bench/results/h200-$(date +%Y%m%d)}
mkdir -p "$OUTDIR"
export PYTHONUNBUFFERED=1
P="python3 -m passlab.cli"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv
rc=0
for k in matmul_hopper fa_hopper; do
  # every launch line goes to the JSON; the terminal shows failures and the summary
  $P run $k --autotune --dtype bf16 --dtype fp16 -o "$OUTDIR/run_$k.json" | { grep -v "^ok " || true; }
  [ "${PIPESTATUS[0]}" -eq 0 ] || rc=1
done
$P bench matmul_hopper -o "$OUTDIR/bench_matmul.json" || rc=1
$P bench fa_hopper -o "$OUTDIR/bench_fa.json" || rc=1
exit $rc
