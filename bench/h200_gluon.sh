#!/usr/bin/env bash
# The Gluon kernels' H200 results in one device call: both kernels benchmarked against cuBLAS /
# torch SDPA in the same process (every candidate checked on the benchmark inputs first), every
# candidate config checked in bf16 and fp16 on the workload's small shapes, the default configs
# run under Triton's ConSan, and Nsight Compute profiles of the configs below their targets.
# Seven result files (the device machine returns at most eight).
# On the device machine, from the repository root:  PYTHONPATH=. bash bench/h200_gluon.sh "$OUT"
set -u
OUTDIR=${1:-bench/results/gluon-h200-$(date +%Y%m%d)}
mkdir -p "$OUTDIR"
export PYTHONUNBUFFERED=1
P="python3 -m passlab.cli"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv
rc=0
timeout 200 $P bench fa_hopper_gluon -o "$OUTDIR/bench_fa_hopper_gluon.json" || rc=1
timeout 130 $P bench matmul_hopper_gluon -o "$OUTDIR/bench_matmul_hopper_gluon.json" || rc=1
for k in fa_hopper_gluon matmul_hopper_gluon; do
  timeout 100 $P run $k --autotune --dtype bf16 --dtype fp16 -o "$OUTDIR/run_$k.json" | { grep -v "^ok " || true; }
  [ "${PIPESTATUS[0]}" -eq 0 ] || rc=1
done
timeout 45 python3 bench/gluon_consan.py matmul_hopper_gluon --shape 1024x1024x512 --config default --config pingpong \
    --out "$OUTDIR/consan_matmul.json" || rc=1
timeout 45 python3 bench/gluon_consan.py fa_hopper_gluon --shape 1x2x1024x128 --config default \
    --out "$OUTDIR/consan_fa.json" || rc=1
NCU="ncu --clock-control none --launch-count 1 --section SpeedOfLight --section WarpStateStats --section Occupancy"
{
  timeout 40 $NCU --kernel-name regex:fa_hopper_gluon $P run fa_hopper_gluon --config d64 --shape 4x32x4096x64
  timeout 40 $NCU --kernel-name regex:fa_hopper_gluon $P run fa_hopper_gluon --config default --shape 4x32x4096x128
  timeout 40 $NCU --kernel-name regex:matmul_hopper_gluon $P run matmul_hopper_gluon --shape 8192
} > "$OUTDIR/ncu.txt" 2>&1
exit $rc
