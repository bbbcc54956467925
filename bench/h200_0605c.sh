#!/usr/bin/env bash
# One device call for issues 28 and 29 (2026-12-05, the session's second): the attention figures of
# record that change (FP8 d128_kpt beside d128_kp_vt4, D64 three groups, causal D64 with LATE_WAIT)
# and the 16-core scaling of the warm pool's resident workers against a child per compile
# (bench/pool_scaling.sh). Everything lands in one archive (the device returns at most 8 files):
#
#   run(command="bash bench/h200_0605c.sh", timeout_s=600)
#   mkdir -p bench/results/X && tar -xzf /work/.device/N/results.tgz -C bench/results/X
set -u
export PYTHONUNBUFFERED=1 PYTHONPATH="$PWD"
out="${OUT:-bench/results}"
stage=$(mktemp -d)
mkdir -p "$out" "$stage/attn" "$stage/pool"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,power.draw,power.limit --format=csv | tee "$stage/gpu.txt"
OUT="$stage/attn" D128=0 FP8_CHECK=d128_kpt,d128_kpt_emu8 FP8_CONFIGS=d128_kp_vt4,d128_kpt,d128_kpt_emu8,causal_kp_vt4 \
    FP8_SHAPES=1x16x16384x128,1x16x16384x128:causal D64_PLAIN="d64 d64_g3" D64_CAUSAL="d64_causal d64_causal_lw" \
    timeout 250 bash bench/h200_attn_0605.sh 2>&1 | tee "$stage/attn/log.txt"
OUT="$stage/pool" WORKERS=${WORKERS:-1,16,4} timeout 330 bash bench/pool_scaling.sh 2>&1 | tail -40
tar -czf "$out/results.tgz" -C "$stage" .
cp "$stage/attn/log.txt" "$out/attn-log.txt" 2>/dev/null
cp "$stage/pool/pool-scaling-h200.txt" "$out/pool-scaling.txt" 2>/dev/null
