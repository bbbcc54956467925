#!/usr/bin/env bash
# Issue 29, D64 bf16 attention below cuDNN: Nsight Compute on the H200 of fa_hopper_gluon's d64 and
# d64_nopp beside cuDNN's SDPA kernel at 2x32x8192x64, in one device call from the repository root:
#
#   run(command="bash bench/h200_d64_ncu.sh", timeout_s=600)
#
# Sections: speed of light, compute workload (pipe utilization), warp state (stall reasons),
# scheduler, memory workload (shared-memory bank conflicts), source counters (stalls per
# instruction); sections only, no metric named by hand (an unknown name stops ncu). On gVisor ncu
# reads no counters (KINDS.md): the first lines of ncu.txt say so. Writes $OUT/d64.ncu-rep and a CSV of every metric (details page) beside it.
set -u
export PYTHONUNBUFFERED=1 PYTHONPATH="$PWD"
out="${OUT:-bench/results}"
mkdir -p "$out"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,power.limit --format=csv \
    | tee "$out/gpu.txt"
python3 -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__, 'cudnn', torch.backends.cudnn.version())" \
    | tee "$out/versions.txt"
timeout "${NCU_TIMEOUT:-560}" ncu --clock-control none --target-processes all \
    --section SpeedOfLight --section ComputeWorkloadAnalysis --section WarpStateStats \
    --section SchedulerStats --section MemoryWorkloadAnalysis --section MemoryWorkloadAnalysis_Tables \
    --section SourceCounters --section LaunchStats --section Occupancy \
    -o "$out/d64" -f \
    python3 bench/d64_ncu_target.py --configs "${CONFIGS:-d64,d64_nopp}" --shape "${SHAPE:-2x32x8192x64}" \
    2>&1 | tail -40 | tee "$out/ncu.txt"
rc=${PIPESTATUS[0]}
ncu --import "$out/d64.ncu-rep" --csv --page details > "$out/d64_details.csv" 2>/dev/null || true
ncu --import "$out/d64.ncu-rep" --print-summary per-kernel > "$out/d64_summary.txt" 2>/dev/null || true
exit $rc
