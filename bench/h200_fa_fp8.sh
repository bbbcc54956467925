#!/usr/bin/env bash
# fa_fp8_gluon on the H200 in one device call: every config checked on the check shapes of its
# head dim and mask (bf16 out; fp16 out for --fp16-configs), then timed against this project's bf16
# attention (fa_hopper_gluon) and cuDNN bf16 SDPA on the dequantized inputs, with do_bench (L2
# flushed) and CUDA-graph replay, the baselines alternating in every round; the GPU's clocks and
# power before, between and after. Results: check.json, bench.json, log.txt in OUTDIR.
# On the device machine, from the repository root:  PYTHONPATH=. bash bench/h200_fa_fp8.sh "$OUT" [bench args]
set -u
OUTDIR=${1:-bench/results/fp8-attn-h200-$(date +%Y%m%d)}
shift || true
mkdir -p "$OUTDIR"
export PYTHONUNBUFFERED=1
Q="nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,clocks.mem,power.draw,temperature.gpu --format=csv"
{
  echo "# before"; $Q
  rc=0
  timeout ${CHECK_TIMEOUT:-240} python3 bench/fa_fp8_h200.py check --out "$OUTDIR/check.json" ${CHECK_ARGS:-}
  [ $? -eq 0 ] || rc=1
  echo "# between"; $Q
  timeout ${BENCH_TIMEOUT:-300} python3 bench/fa_fp8_h200.py bench --out "$OUTDIR/bench.json" "$@" || rc=1
  echo "# after"; $Q
  echo "exit $rc"
} 2>&1 | tee "$OUTDIR/log.txt"
