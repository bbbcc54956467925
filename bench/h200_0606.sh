#!/usr/bin/env bash
# The device calls of 2026-12-06 for issues 28 and 29, back to back on one warm machine; each packs
# its results in one archive (the device returns at most 8 files). Dask's wheels in .whl (bench/README.md).
#
#   run(command="PART=pool bash bench/h200_0606.sh", carry=[".whl"], timeout_s=600)
#   run(command="PART=attn bash bench/h200_0606.sh", timeout_s=600)
#   run(command="CLUSTER=1 PART=attn2 bash bench/h200_0606.sh", carry=[".whl"], timeout_s=600)
#   run(command="PART=cluster bash bench/h200_0606.sh", carry=[".whl"], timeout_s=600)
#   run(command="PART=attn3 bash bench/h200_0606.sh", timeout_s=420)
#   run(command="PART=lazy bash bench/h200_0606.sh", timeout_s=600)
#   run(command="PART=carry bash bench/h200_0606.sh", timeout_s=600)
#   run(command="PART=nopp bash bench/h200_0606.sh", timeout_s=300)
#   run(command="PART=nopp2 bash bench/h200_0606.sh", timeout_s=400)
#   run(command="PART=nopp3 bash bench/h200_0606.sh", timeout_s=420)
#   run(command="PART=nopp4 bash bench/h200_0606.sh", timeout_s=300)
#   run(command="PART=nopp5 bash bench/h200_0606.sh", timeout_s=330)
#   run(command="PART=n256 bash bench/h200_0606.sh", timeout_s=590)
#   run(command="PART=power bash bench/h200_0606.sh", timeout_s=400)
#   run(command="PART=rounds bash bench/h200_0606.sh", timeout_s=300)
#   run(command="PART=lpt bash bench/h200_0606.sh", timeout_s=590)
#   run(command="PART=lpt2 bash bench/h200_0606.sh", timeout_s=590)
#   run(command="PART=lpt3 bash bench/h200_0606.sh", timeout_s=590)
#   run(command="PART=final bash bench/h200_0606.sh", kind="nvidia-h200", timeout_s=590)
#   run(command="PART=ncu_sched bash bench/h200_0606.sh", timeout_s=300)
#   run(command="PART=tt bash bench/h200_0606.sh", timeout_s=590)
#   run(command="PART=u0 bash bench/h200_0606.sh", timeout_s=440)
#   run(command="SHORT=1 PART=u0 bash bench/h200_0606.sh", timeout_s=360)
#   run(command="PART=ncu_u0 bash bench/h200_0606.sh", timeout_s=150)
#   mkdir -p bench/results/X && tar -xzf FILES_AT/results.tgz -C bench/results/X
#
# pool: the 208-compile sweep at 1 and 16 workers, cold (a pool started by the sweep: Python,
#   Triton, torch and the module's load inside the run) and on a local pool started and warmed
#   before it. The page cache is warmed first (one `import torch, triton`), so the 1-worker row
#   does not pay a fresh machine's disk reads that the 16-worker row then skips.
# attn: FP8 attention with three consumer groups (d128_g3, causal_g3) checked on the check shapes
#   and timed beside d128_kpt / causal_kp_vt4 and the bf16 baselines; then Nsight Compute on
#   d128_kpt and d128_g3 (1x16x16384x128) beside the bf16 kernel, and on causal D64 (d64_causal,
#   2x32x8192x64:causal) beside cuDNN: stall reasons per kernel and per SASS line.
# attn2: VT_LIN (V loaded in KPERM's permuted row order: 4-byte V^T stores), d128_kpl(8, 16) and causal_kpl,
#   and VT_GLOBAL (V^T written by a torch copy in each launch, no transpose in the kernel: the
#   transpose's cost), d128_vtg(_s3) and causal_vtg, VT_ASM (8 byte permutes per 4 x 4 block in inline asm,
#   not Triton's 12) d128_kpa and causal_kpa, checked and timed beside d128_kpt / causal_kp_vt4; then bench/compile_ceiling.py at 1 and 16 processes (the sweep's 208 compiles in
#   independent plain-Triton processes: the efficiency the machine's cores allow any engine), then ncu
#   of d128_kpa and d128_vtg; with CLUSTER=1 the cluster rows last (as PART=cluster, shorter).
# lazy: LAZY (FA4's conditional rescale: a row's running max moves only when passed by 2^LAZY, and a
#   warp whose rows all keep theirs skips O's rescale by a branch). FP8 d128_lz, d128_lz4, causal_lz
#   checked and timed beside d128_kpl8_s3 / causal_kpl; bf16 `passlab bench` (each config checked on
#   the benchmark inputs, then screened; the fastest in alternating rounds) of causal D64
#   (d64_causal, d64_causal_g3 and their _lz) and D64 (d64_g3, d64_g3_lz) against cuDNN.
# carry: CARRY (a tile's block 0 issued with the previous tile's last PV, its softmax under that PV,
#   then the previous epilogue) in the bf16 kernel: causal D64 (d64_causal_cq2, d64_causal_c beside
#   d64_causal, d64_causal_q2), D64 (d64_cq2 beside d64_g3, d64) and causal D128 (causal_cq2 beside
#   causal) through `passlab bench` against cuDNN.
# nopp: causal D64 without the ping-pong turn barriers (d64_causal_nopp, d64_causal_nopp_q2) beside
#   d64_causal and d64_causal_g3_lz.
# nopp2: d64_causal_nopp_q2 (fastest in nopp's screening, 11% slower in its alternating rounds) and
#   d64_causal each alone through `passlab bench` (5 alternating rounds with cuDNN), twice in turn.
# nopp3: d64_causal_nopp_q2 beside CARRY, 4 stages and LAZY on it (each alone, twice in turn).
# nopp4: d64_causal_nopp_s4_q2 (nopp3's best) beside its TREE variant and d64_causal, each alone, twice.
# nopp5: the same for FP8 (d128_kpl8_s3_nq2, causal_kpl_nq2 checked and timed beside d128_kpl8_s3,
#   causal_kpl), and causal D64 with 5 stages (d64_causal_nopp_s5_q2) beside d64_causal_nopp_s4_q2.
# n256: FP8 with 128x256 tiles (d128_n256_ser, _ser_np; d128_n256 with the overlap and its spills) and
#   SERIAL at 128 (d128_ser) checked and timed beside d128_kpl8_s3; causal D64 with three groups, no
#   turn ring and Q double-buffered (d64_causal_g3_nopp_q2, _s4_q2) beside d64_causal_nopp_s4_q2.
# power: bench/power_probe.py (each entry back to back for 4 s after 3 s idle, nvidia-smi sampling the
#   SM clock and power): causal D64 (d64_causal_nopp_s4_q2, d64_causal, cuDNN) at 4k and 16k, FP8
#   (d128_kpl8_s3, d128_n256_ser) beside the bf16 kernel at 16k: is the rounds' drop below the
#   screening the power limit's clock?
# rounds: bench/rounds_probe.py, causal D64 at 4k and 8k: the config timed as the rounds time it after
#   each step `passlab bench` takes before and during them (graph captures, baselines' rounds).
# lpt: SCHED (single tiles dealt longest first to the least-loaded program, kernels/tile_schedule.py)
#   on causal D64 (d64_causal_nopp_s4_q2_lpt beside d64_causal_nopp_s4_q2, each alone, twice in turn)
#   and causal D128 (causal_lpt beside causal in one bench), then both D64 configs under sustained load.
# lpt2: after lpt (LPT 2-6% slower): the default's pairs read from a table (SCHED=2, the table's own
#   cost) and the pairs with their last round and a half dealt out longest first (SCHED=3), each alone
#   beside d64_causal_nopp_s4_q2, twice in turn.
# lpt3: lpt2 again with each program's next table entry loaded one tile ahead (_sched_entry).
# final: the rows with the fixed bench rounds, on whatever GPU comes: causal D64
#   (d64_causal_nopp_s4_q2) and D64 (d64_g3) against cuDNN, FP8 attention (d128_kpl8_s3, d128_n256_ser,
#   causal_kpl) checked and timed beside the bf16 kernel, the FP8 GEMM against torch._scaled_mm.
# ncu_sched: Nsight Compute of d64_causal_nopp_s4_q2 beside its table-driven control (_pt) at
#   4x32x4096x64:causal and 1x16x16384x64:causal: where the table's 1-7% goes.
# tt: after ncu_sched (the table's cost is MUFU contention between the two free-running consumer
#   groups, not the table): PINGPONG=2 (the turn ring at each tile's block 0 only) on the default
#   schedule, LPT and the table control, each alone beside d64_causal_nopp_s4_q2, twice in turn; then
#   Nsight Compute of the default, _tt and _pt_tt at 16k.
# u0: UNMASK0 (a tile's block 0 unmasked where it lies left of the diagonal: every causal tile but a
#   head's first ran its block 0 masked) on causal D64 (d64_causal_nopp_s4_q2_u0 and d64_causal_nopp_s4_q2
#   each alone, twice in turn), checked first on two causal shapes in bf16 and fp16. SHORT=1: one bench
#   of both (screened side by side), then each alone once.
# ncu_u0: Nsight Compute of d64_causal_nopp_s4_q2 beside _u0 at 1x16x16384x64:causal.
# cluster: the sweep on a Dask LocalCluster of 1 and 16 workers started and warmed before it (the
#   poll fix of 2026-12-05 measured on 16 cores).
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
python3 -c 'import torch, triton' 2>&1
ncu_run() {   # name, kernel, configs, shape, baseline
  timeout 200 ncu --clock-control none --target-processes all --kernel-name regex:'fa_|cudnn|sm90|flash' \
      --section SpeedOfLight --section ComputeWorkloadAnalysis --section WarpStateStats \
      --section SchedulerStats --section SourceCounters --section Occupancy ${NCU_EXTRA:-} \
      -o "$stage/ncu/$1" -f python3 bench/d64_ncu_target.py --kernel "$2" --configs "$3" --shape "$4" \
      --baseline "$5" 2>&1 | tail -25 | tee "$stage/ncu/$1.log"
  ncu --import "$stage/ncu/$1.ncu-rep" --csv --page details > "$stage/ncu/$1_details.csv" 2>/dev/null
  ncu --import "$stage/ncu/$1.ncu-rep" --csv --page source --print-source sass > "$stage/ncu/$1_sass.csv" 2>&1 | head -3
}
fp8_step() {   # check args, bench args...: h200_fa_fp8.sh, its summary, then pack what ran
  local check="$1"; shift
  CHECK_ARGS="--configs $check" bash bench/h200_fa_fp8.sh "$stage/fp8" "$@" > /dev/null 2>&1
  grep -E "TFLOP/s|^(ok|FAIL|bad)|exit" "$stage/fp8/log.txt" | grep -v "^ok " | head -40
  tar -czf "$out/results.tgz" -C "$stage" .
}
ceiling_step() {   # timeout: bench/compile_ceiling.py at 1 and 16 processes, then pack what ran
  lscpu > "$stage/pool/lscpu.txt" 2>&1
  timeout "$1" python3 bench/compile_ceiling.py --workers 1,16 --json "$stage/pool/ceiling.json" 2>&1 \
      | tee "$stage/pool/ceiling.txt"
  tar -czf "$out/results.tgz" -C "$stage" .
}
bf16_step() {   # name, timeout, shapes, configs...: passlab bench of fa_hopper_gluon, then pack what ran
  mkdir -p "$stage/bf16"
  local name="$1" limit="$2" shapes="$3"; shift 3
  timeout "$limit" python3 -m passlab.cli bench fa_hopper_gluon --rounds 5 --shapes "$shapes" \
      $(for c in "$@"; do echo --config "$c"; done) -o "$stage/bf16/$name.json" 2>&1 | tail -6 \
      | tee "$stage/bf16/$name.txt"
  tar -czf "$out/results.tgz" -C "$stage" .
}
D64C=4x32x4096x64:causal,2x32x8192x64:causal,1x16x16384x64:causal
alone_twice() {   # configs...: each causal D64 config alone through bf16_step, the list twice in turn
  for run in 1 2; do
    for c in "$@"; do
      bf16_step "${c}_$run" 80 "$D64C" "$c"
    done
  done
}
case "${PART:-pool}" in
pool)
  mkdir -p "$stage/pool"
  OUT="$stage/pool" WORKERS=1,16 FORK_WORKERS= WARM_WORKERS=1,16 CLUSTER_WORKERS= timeout 570 bash bench/pool_scaling.sh 2>&1 | tail -30
  ;;
attn)
  mkdir -p "$stage/ncu"
  CHECK_ARGS="--configs d128_g3,causal_g3" CHECK_TIMEOUT=150 BENCH_TIMEOUT=200 bash bench/h200_fa_fp8.sh "$stage/fp8" \
      --configs d128_kpt,d128_g3,causal_kp_vt4,causal_g3 --shapes 1x16x16384x128,1x16x16384x128:causal,4x32x4096x128 \
      > /dev/null 2>&1
  grep -E "TFLOP/s|^(ok|FAIL|bad)|exit" "$stage/fp8/log.txt" | grep -v "^ok " | head -40
  ncu_run fp8 fa_fp8_gluon d128_kpt,d128_g3 1x16x16384x128 fa_hopper_gluon_bf16
  ncu_run d64c fa_hopper_gluon d64_causal 2x32x8192x64:causal sdpa_cudnn
  ;;
attn2)
  # Packed after each step: a call cut short by the session's device time still returns what ran.
  mkdir -p "$stage/ncu" "$stage/pool"
  CHECK_TIMEOUT=150 BENCH_TIMEOUT=240 fp8_step \
      d128_kpl,d128_kpl8,d128_kpl16,causal_kpl,d128_kpa,causal_kpa,d128_vtg,d128_vtg_s3,causal_vtg \
      --configs d128_kpt,d128_kpl,d128_kpl8,d128_kpl16,d128_kpa,d128_vtg,d128_vtg_s3,causal_kp_vt4,causal_kpl,causal_kpa,causal_vtg \
      --shapes 1x16x16384x128,1x16x16384x128:causal,4x32x4096x128
  ceiling_step 160
  ncu_run fp8 fa_fp8_gluon d128_kpa,d128_vtg 1x16x16384x128 fa_hopper_gluon_bf16
  [ -z "${CLUSTER:-}" ] || OUT="$stage/pool" WORKERS= FORK_WORKERS= WARM_WORKERS= CLUSTER_WORKERS=1,16 SCALING_TIMEOUT=240 \
      timeout 250 bash bench/pool_scaling.sh 2>&1 | tail -6
  ;;
attn3)
  # After attn2: VT_TN=8 for causal and with 3 stages, VT_GLOBAL with K_j issued before V^T_{j-1};
  # the ceiling with a shared queue (attn2's fixed shares measured the slowest config), and the warm
  # pool's 16-worker row beside it.
  mkdir -p "$stage/pool"
  CHECK_TIMEOUT=120 BENCH_TIMEOUT=150 fp8_step causal_kpl8,d128_kpl8_s3,d128_vtg_s3,causal_vtg \
      --configs d128_kpt,d128_kpl8,d128_kpl8_s3,d128_vtg_s3,causal_kp_vt4,causal_kpl,causal_kpl8,causal_vtg \
      --shapes 1x16x16384x128,1x16x16384x128:causal
  ceiling_step 200
  OUT="$stage/pool" WORKERS= FORK_WORKERS= WARM_WORKERS=16 SCALING_TIMEOUT=120 timeout 130 bash bench/pool_scaling.sh 2>&1 | tail -6
  ;;
lazy)
  CHECK_TIMEOUT=110 BENCH_TIMEOUT=150 fp8_step d128_lz,d128_lz4,causal_lz \
      --configs d128_kpl8_s3,d128_lz,d128_lz4,causal_kpl,causal_lz --shapes 1x16x16384x128,1x16x16384x128:causal
  mkdir -p "$stage/bf16"
  timeout 160 python3 -m passlab.cli bench fa_hopper_gluon --rounds 5 \
      --shapes 4x32x4096x64:causal,2x32x8192x64:causal,1x16x16384x64:causal \
      --config d64_causal --config d64_causal_lz --config d64_causal_g3 --config d64_causal_g3_lz \
      -o "$stage/bf16/d64_causal.json" 2>&1 | tail -12 | tee "$stage/bf16/d64_causal.txt"
  tar -czf "$out/results.tgz" -C "$stage" .
  timeout 110 python3 -m passlab.cli bench fa_hopper_gluon --rounds 5 \
      --shapes 4x32x4096x64,1x16x16384x64 --config d64_g3 --config d64_g3_lz \
      -o "$stage/bf16/d64.json" 2>&1 | tail -10 | tee "$stage/bf16/d64.txt"
  ;;
carry)
  bf16_step d64_causal 170 4x32x4096x64:causal,2x32x8192x64:causal,1x16x16384x64:causal \
      d64_causal d64_causal_q2 d64_causal_c d64_causal_cq2
  bf16_step d64 120 4x32x4096x64,1x16x16384x64 d64 d64_g3 d64_cq2
  bf16_step causal 120 4x32x4096x128:causal,1x16x16384x128:causal causal causal_cq2
  ;;
nopp)
  bf16_step d64_causal 200 4x32x4096x64:causal,2x32x8192x64:causal,1x16x16384x64:causal \
      d64_causal d64_causal_nopp d64_causal_nopp_q2 d64_causal_g3_lz
  ;;
nopp2)
  for run in 1 2; do
    for c in d64_causal_nopp_q2 d64_causal; do
      bf16_step "${c}_$run" 90 4x32x4096x64:causal,2x32x8192x64:causal,1x16x16384x64:causal "$c"
    done
  done
  ;;
nopp3)
  alone_twice d64_causal_nopp_q2 d64_causal_nopp_cq2 d64_causal_nopp_s4_q2 d64_causal_nopp_lz_q2
  ;;
nopp4)
  alone_twice d64_causal_nopp_s4_q2 d64_causal_nopp_s4_q2_tree d64_causal
  ;;
nopp5)
  CHECK_TIMEOUT=90 BENCH_TIMEOUT=130 fp8_step d128_kpl8_s3_nq2,causal_kpl_nq2 \
      --configs d128_kpl8_s3,d128_kpl8_s3_nq2,causal_kpl,causal_kpl_nq2 --shapes 1x16x16384x128,1x16x16384x128:causal
  for c in d64_causal_nopp_s5_q2 d64_causal_nopp_s4_q2; do
    bf16_step "$c" 70 4x32x4096x64:causal,2x32x8192x64:causal,1x16x16384x64:causal "$c"
  done
  ;;
n256)
  CHECK_TIMEOUT=130 BENCH_TIMEOUT=200 fp8_step d128_ser,d128_n256_ser,d128_n256_ser_np,d128_n256 \
      --configs d128_kpl8_s3,d128_ser,d128_n256_ser,d128_n256_ser_np,d128_n256 --shapes 1x16x16384x128,4x32x4096x128
  bf16_step d64_causal_g3 170 4x32x4096x64:causal,2x32x8192x64:causal,1x16x16384x64:causal \
      d64_causal_nopp_s4_q2 d64_causal_g3_nopp_q2 d64_causal_g3_nopp_s4_q2
  ;;
power)
  mkdir -p "$stage/power"
  probe() {   # name, args...
    local name="$1"; shift
    timeout 150 python3 bench/power_probe.py --json "$stage/power/$name.json" "$@" 2>&1 | tee "$stage/power/$name.txt"
    tar -czf "$out/results.tgz" -C "$stage" .
  }
  probe d64c_4k --kernel fa_hopper_gluon --shape 4x32x4096x64:causal \
      --entries d64_causal_nopp_s4_q2,sdpa_cudnn,d64_causal
  probe d64c_16k --kernel fa_hopper_gluon --shape 1x16x16384x64:causal --entries d64_causal_nopp_s4_q2,sdpa_cudnn
  probe fp8_16k --kernel fa_fp8_gluon --shape 1x16x16384x128 --entries d128_kpl8_s3,d128_n256_ser,fa_hopper_gluon_bf16
  ;;
rounds)
  mkdir -p "$stage/rounds"
  for shape in 4x32x4096x64:causal 2x32x8192x64:causal; do
    timeout 120 python3 bench/rounds_probe.py --shape "$shape" --json "$stage/rounds/${shape%%:*}.json" 2>&1 \
        | tee "$stage/rounds/${shape%%:*}.txt"
    tar -czf "$out/results.tgz" -C "$stage" .
  done
  ;;
lpt)
  alone_twice d64_causal_nopp_s4_q2_lpt d64_causal_nopp_s4_q2
  bf16_step causal 90 4x32x4096x128:causal,1x16x16384x128:causal causal causal_lpt
  mkdir -p "$stage/power"
  timeout 80 python3 bench/power_probe.py --kernel fa_hopper_gluon --shape 4x32x4096x64:causal \
      --entries d64_causal_nopp_s4_q2_lpt,d64_causal_nopp_s4_q2,sdpa_cudnn --json "$stage/power/d64c_4k.json" 2>&1 \
      | tee "$stage/power/d64c_4k.txt"
  ;;
lpt2)
  alone_twice d64_causal_nopp_s4_q2_ptl d64_causal_nopp_s4_q2_pt d64_causal_nopp_s4_q2
  ;;
lpt3)
  alone_twice d64_causal_nopp_s4_q2_ptl d64_causal_nopp_s4_q2_pt d64_causal_nopp_s4_q2
  ;;
final)
  bf16_step d64_causal 80 4x32x4096x64:causal,2x32x8192x64:causal,1x16x16384x64:causal d64_causal_nopp_s4_q2
  bf16_step d64 80 4x32x4096x64,2x32x8192x64,1x16x16384x64 d64_g3
  CHECK_TIMEOUT=100 BENCH_TIMEOUT=130 fp8_step d128_kpl8_s3,d128_n256_ser,causal_kpl \
      --configs d128_kpl8_s3,d128_n256_ser,causal_kpl --shapes 1x16x16384x128,1x16x16384x128:causal
  mkdir -p "$stage/fp8gemm"
  timeout 220 python3 -m passlab.cli bench matmul_fp8_gluon --rounds 5 --shapes 4096,8192,8192:rowwise \
      -o "$stage/fp8gemm/bench.json" 2>&1 | tail -8 | tee "$stage/fp8gemm/bench.txt"
  ;;
tt)
  alone_twice d64_causal_nopp_s4_q2 d64_causal_nopp_s4_q2_tt d64_causal_nopp_s4_q2_lpt_tt d64_causal_nopp_s4_q2_pt_tt
  mkdir -p "$stage/ncu"
  export NCU_EXTRA="--section MemoryWorkloadAnalysis --section LaunchStats"
  ncu_run tt16k fa_hopper_gluon d64_causal_nopp_s4_q2,d64_causal_nopp_s4_q2_tt,d64_causal_nopp_s4_q2_pt_tt \
      1x16x16384x64:causal sdpa_cudnn
  ;;
u0)
  mkdir -p "$stage/check"
  timeout 100 python3 -m passlab.cli run fa_hopper_gluon --config d64_causal_nopp_s4_q2_u0 --dtype bf16 --dtype fp16 \
      --shape 2x4x1024x64:causal --shape 2x2x384x64:causal \
      -o "$stage/check/u0.json" 2>&1 | tail -7 | tee "$stage/check/u0.txt"
  if [ -n "${SHORT:-}" ]; then   # one bench of both (screened side by side), then each alone once
    bf16_step u0_both 100 "$D64C" d64_causal_nopp_s4_q2_u0 d64_causal_nopp_s4_q2
    bf16_step d64_causal_nopp_s4_q2_u0_1 80 "$D64C" d64_causal_nopp_s4_q2_u0
    bf16_step d64_causal_nopp_s4_q2_1 80 "$D64C" d64_causal_nopp_s4_q2
  else
    alone_twice d64_causal_nopp_s4_q2_u0 d64_causal_nopp_s4_q2
  fi
  ;;
ncu_u0)
  mkdir -p "$stage/ncu"
  export NCU_EXTRA="--section MemoryWorkloadAnalysis --section LaunchStats"
  ncu_run u0_16k fa_hopper_gluon d64_causal_nopp_s4_q2,d64_causal_nopp_s4_q2_u0 1x16x16384x64:causal sdpa_cudnn
  ;;
ncu_sched)
  mkdir -p "$stage/ncu"
  export NCU_EXTRA="--section MemoryWorkloadAnalysis --section LaunchStats"
  ncu_run sched fa_hopper_gluon d64_causal_nopp_s4_q2,d64_causal_nopp_s4_q2_pt 4x32x4096x64:causal sdpa_cudnn
  ncu_run sched16k fa_hopper_gluon d64_causal_nopp_s4_q2,d64_causal_nopp_s4_q2_pt 1x16x16384x64:causal sdpa_cudnn
  ;;
cluster)
  mkdir -p "$stage/pool"
  OUT="$stage/pool" WORKERS= FORK_WORKERS= WARM_WORKERS= CLUSTER_WORKERS=1,16 timeout 540 bash bench/pool_scaling.sh 2>&1 | tail -12
  ;;
esac
nvidia-smi --query-gpu=clocks.sm,power.draw,temperature.gpu --format=csv | tee -a "$stage/gpu.txt"
tar -czf "$out/results.tgz" -C "$stage" .
