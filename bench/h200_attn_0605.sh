#!/usr/bin/env bash
# Issue 29, one device call (2026-12-05): FP8 attention with P's K order permuted (KPERM), PV's
# wgmma wait kept after the softmax in the SASS (LATE_WAIT, EARLY_RESCALE), the shallow-tree row
# reductions (TREE), and D64 bf16 attention with three consumer groups (GROUPS=3), each against its
# baselines in alternating rounds (do_bench with L2 flush and CUDA-graph replay).
#
#   run(command="bash bench/h200_attn_0605.sh", timeout_s=600)
#
# Writes 8 files under $OUT (the device's limit): gpu.txt, fp8/{check,bench}.json, fp8/log.txt,
# bench_d64_g3.{json,txt}, bench_d64_causal_g3.{json,txt}; the D128 bf16 TREE comparison is printed.
# LIGHT=1 D64_PART=causal: a short call (the new FP8 configs on two shapes, causal D64 only).
# FP8_CHECK, FP8_CONFIGS, FP8_SHAPES (comma-separated), D64_PLAIN, D64_CAUSAL (space-separated) and
# D128=0 (no bf16 D128 comparison) choose what runs.
set -u
export PYTHONUNBUFFERED=1 PYTHONPATH="$PWD"
out="${OUT:-bench/results}"
mkdir -p "$out"
if [ -n "${LIGHT:-}" ]; then   # a short call: the new configs only, two shapes
  fp8_check="d128_kp_lw,causal_kp_lw"; fp8_configs="d128_kp_vt4,d128_kp_lw,causal_kp_vt4,causal_kp_lw"
  fp8_shapes="1x16x16384x128,1x16x16384x128:causal"
else
  fp8_check="d128_kp_lw,d128_kp_erlw,causal_kp_lw,d128_kpt,causal_kpt"
  fp8_configs="d128_kp_vt4,d128_kp_lw,d128_kp_erlw,d128_kpt,causal_kp_vt4,causal_kp_lw,causal_kpt"
  fp8_shapes="1x16x16384x128,1x16x16384x128:causal,4x32x4096x128"
fi
fp8_check=${FP8_CHECK:-$fp8_check}; fp8_configs=${FP8_CONFIGS:-$fp8_configs}; fp8_shapes=${FP8_SHAPES:-$fp8_shapes}
CHECK_ARGS="--configs $fp8_check" CHECK_TIMEOUT=150 BENCH_TIMEOUT=240 bash bench/h200_fa_fp8.sh "$out/fp8" \
    --configs "$fp8_configs" --shapes "$fp8_shapes" > /dev/null 2>&1
grep -E "TFLOP/s|^(ok|FAIL|bad)" "$out/fp8/log.txt" | grep -v "^ok " | head -40
PART=${D64_PART:-bench} CONFIGS_PLAIN="${D64_PLAIN:-d64_g3 d64_g3_lw d64_g3_tree}" CONFIGS_CAUSAL="${D64_CAUSAL:-d64_causal d64_causal_g3 d64_causal_g3_lw}" \
    bash bench/h200_d64_g3.sh
[ -n "${LIGHT:-}" ] || [ "${D128:-1}" = 0 ] || timeout 120 python3 -m passlab.cli bench fa_hopper_gluon --rounds 5 --shapes 1x16x16384x128,1x16x16384x128:causal \
    --config default --config d128_lw --config d128_tree --config causal --config causal_lw 2>&1 | tail -12
