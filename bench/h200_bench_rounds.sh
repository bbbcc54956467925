#!/usr/bin/env bash
# Issue 29's figures through `passlab bench` itself (alternating rounds, do_bench and CUDA-graph
# replay, nvidia-smi per shape), in one device call from the repository root:
#
#   run(command="bash bench/h200_bench_rounds.sh", timeout_s=600)
#
# FP8 GEMM vs torch._scaled_mm at 4096^3 and 8192^3 (per-tensor and row-wise), then D64 bf16
# attention vs torch SDPA on the benchmark rows. JSON and text go to $OUT (or bench/results/).
# PART=gemm or PART=d64 runs one half.
set -u
export PYTHONUNBUFFERED=1 PYTHONPATH="$PWD"
out="${OUT:-bench/results}"
mkdir -p "$out"
P="timeout 280 python3 -m passlab.cli"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,power.limit --format=csv \
    | tee "$out/gpu.txt"
rc=0
if [ "${PART:-all}" != d64 ]; then
  $P bench matmul_fp8_gluon --shapes 4096,8192,4096:rowwise,8192:rowwise --rounds 7 \
      -o "$out/bench_fp8_gemm.json" 2>&1 | tee "$out/bench_fp8_gemm.txt" || rc=1
fi
if [ "${PART:-all}" != gemm ]; then
  $P bench fa_hopper_gluon --rounds 5 \
      --shapes 4x32x4096x64,2x32x8192x64,1x16x16384x64,4x32x4096x64:causal,2x32x8192x64:causal,1x16x16384x64:causal \
      -o "$out/bench_d64.json" 2>&1 | tee "$out/bench_d64.txt" || rc=1
fi
exit $rc
