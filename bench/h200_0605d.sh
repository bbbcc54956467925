#!/usr/bin/env bash
# Two device calls for issues 28 and 29 (2026-12-05, evening session), back to back on one warm
# machine; each packs its results in one archive (the device returns at most 8 files):
#
#   run(command="PART=pool bash bench/h200_0605d.sh", carry=[".whl"], timeout_s=600)
#   run(command="PART=attn bash bench/h200_0605d.sh", carry=[".whl"], timeout_s=600)
#   mkdir -p bench/results/X && tar -xzf FILES_AT/results.tgz -C bench/results/X
#
# pool: the 208-compile sweep over 1 and 16 resident workers (a fresh pool each: start-up
# included), then over a Dask LocalCluster of 1 and 16 single-thread workers started and warmed
# before its sweep (`--cluster-workers`); Dask travels as wheels in .whl (bench/README.md says
# which), installed under /tmp/site.
# attn: the attention figures of record on this GPU (FP8 d128_kpt, d128_kp_vt4, causal_kp_vt4
# against the bf16 kernel; D64 bf16 d64, d64_g3 and causal d64_causal, d64_causal_g3 against
# cuDNN), then issue 28's 2-core goals on two of the host's cores (`taskset -c 0,1`), the
# `--autotune` row also against a running local cluster.
set -u
export PYTHONUNBUFFERED=1
if ls .whl/*.whl > /dev/null 2>&1; then
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl \
      && export PYTHONPATH="/tmp/site:$PWD" || exit 1
else
  export PYTHONPATH="$PWD"
fi
out="${OUT:-bench/results}"
stage=$(mktemp -d)
mkdir -p "$out"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,power.draw,power.limit --format=csv | tee "$stage/gpu.txt"
case "${PART:-pool}" in
pool)
  mkdir -p "$stage/pool"
  OUT="$stage/pool" WORKERS=${WORKERS:-1,16} FORK_WORKERS= WARM_WORKERS=${WARM_WORKERS-} CLUSTER_WORKERS=${CLUSTER_WORKERS-1,16} timeout 560 bash bench/pool_scaling.sh 2>&1 | tail -30
  ;;
attn)
  mkdir -p "$stage/attn" "$stage/pool"
  OUT="$stage/attn" D128=0 FP8_CHECK=d128_kpt,causal_kp_vt4 FP8_CONFIGS=d128_kp_vt4,d128_kpt,causal_kp_vt4 \
      FP8_SHAPES=1x16x16384x128,1x16x16384x128:causal,4x32x4096x128 D64_PLAIN="d64 d64_g3" \
      D64_CAUSAL="d64_causal d64_causal_g3" timeout 420 bash bench/h200_attn_0605.sh 2>&1 | tee "$stage/attn/log.txt"
  timeout 150 taskset -c 0,1 python3 bench/bench_pool.py --jobs 2 --repeat 3 --cluster 2>&1 \
      | tee "$stage/pool/bench_pool_2cores.txt"
  ;;
esac
nvidia-smi --query-gpu=clocks.sm,power.draw,temperature.gpu --format=csv | tee -a "$stage/gpu.txt"
tar -czf "$out/results.tgz" -C "$stage" .
