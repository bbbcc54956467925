#!/usr/bin/env bash
# The 16-core scaling run of issue 28 (bench/pool_scaling.py), in one call on the GPU machine,
# from the repository root (it needs passlab's code and Triton there, no Dask: the local pool):
#
#   run(command="bash bench/pool_scaling.sh", timeout_s=480)
#
# Results go to $OUT (the device tool's folder) or bench/results/; commit them as
# bench/results/pool-scaling-h200.{json,txt}.
set -o pipefail
export PYTHONUNBUFFERED=1 PYTHONPATH="$PWD"
out="${OUT:-bench/results}"
mkdir -p "$out"
python3 -c 'import os, triton; print("triton", triton.__version__, "cpus", os.cpu_count())' | tee "$out/pool-scaling-h200.txt"
timeout 440 python3 bench/pool_scaling.py --workers 1,16,8,4,2 --variants 13 \
    --json "$out/pool-scaling-h200.json" 2>&1 | tee -a "$out/pool-scaling-h200.txt"
