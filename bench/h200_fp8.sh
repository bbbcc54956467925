#!/usr/bin/env bash
# matmul_fp8_gluon on the H200 in one device call: every config checked on the check shapes
# (per-tensor and row-wise scales, bf16 and fp16 out), then timed against torch._scaled_mm
# (fast and promoted accumulation) at 4096^3, 8192^3 and 8192x8192x1024, per-tensor and row-wise,
# with do_bench (L2 flushed) and CUDA-graph replay, the baseline alternating in every round; the
# GPU's clocks and power before and after. Results: check.json, bench.json, log.txt in OUTDIR.
# On the device machine, from the repository root:  PYTHONPATH=. bash bench/h200_fp8.sh "$OUT" [bench args]
set -u
OUTDIR=${1:-bench/results/fp8-gemm-h200-$(date +%Y%m%d)}
shift || true
mkdir -p "$OUTDIR"
export PYTHONUNBUFFERED=1
Q="nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,clocks.mem,power.draw,temperature.gpu --format=csv"
{
  echo "# before"; $Q
  rc=0
  timeout 200 python3 bench/fp8_gemm_h200.py check --out "$OUTDIR/check.json" ${CHECK_ARGS:-} | grep -v "^ok " || true
  [ "${PIPESTATUS[0]}" -eq 0 ] || rc=1
  echo "# between"; $Q
  timeout 400 python3 bench/fp8_gemm_h200.py bench --out "$OUTDIR/bench.json" "$@" || rc=1
  echo "# after"; $Q
  echo "exit $rc"
} 2>&1 | tee "$OUTDIR/log.txt"
