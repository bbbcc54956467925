#!/usr/bin/env bash
# Issue 29, D64 bf16 attention against cuDNN: fa_hopper_gluon's three-group configs (192-row tiles,
# FA3's D64 tile; d64_g3, d64_g3_nopp, d64_causal_g3) beside the two-group ones through
# `passlab bench` (alternating rounds, do_bench with L2 flush and CUDA-graph replay), then Nsight
# Compute of d64 and d64_g3 beside cuDNN at 2x32x8192x64. One device call from the repository root:
#
#   run(command="bash bench/h200_d64_g3.sh", timeout_s=600)
#
# PART=plain, causal, bench (both) or ncu runs a part. JSON, text and the ncu report go to $OUT (or bench/results/).
set -u
export PYTHONUNBUFFERED=1 PYTHONPATH="$PWD"
out="${OUT:-bench/results}"
mkdir -p "$out"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,power.limit --format=csv \
    | tee "$out/gpu.txt"
rc=0
if [ "${PART:-all}" = all ] || [ "${PART:-all}" = bench ] || [ "${PART:-all}" = plain ]; then
  timeout 210 python3 -m passlab.cli bench fa_hopper_gluon --rounds 5 \
      --shapes 4x32x4096x64,2x32x8192x64,1x16x16384x64 \
      $(for c in ${CONFIGS_PLAIN:-d64 d64_nopp d64_g3 d64_g3_nopp}; do echo --config $c; done) \
      -o "$out/bench_d64_g3.json" 2>&1 | tee "$out/bench_d64_g3.txt" || rc=1
fi
if [ "${PART:-all}" = all ] || [ "${PART:-all}" = bench ] || [ "${PART:-all}" = causal ]; then
  timeout 180 python3 -m passlab.cli bench fa_hopper_gluon --rounds 5 \
      --shapes 4x32x4096x64:causal,2x32x8192x64:causal,1x16x16384x64:causal \
      $(for c in ${CONFIGS_CAUSAL:-d64_causal d64_causal_q2 d64_causal_g3}; do echo --config $c; done) \
      -o "$out/bench_d64_causal_g3.json" 2>&1 | tee "$out/bench_d64_causal_g3.txt" || rc=1
fi
if [ "${PART:-all}" = all ] || [ "${PART:-all}" = ncu ]; then
  OUT="$out" CONFIGS=d64,d64_g3 NCU_TIMEOUT=170 bash bench/h200_d64_ncu.sh || rc=1
fi
exit $rc
