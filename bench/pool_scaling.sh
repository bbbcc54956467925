#!/usr/bin/env bash
# The 16-core scaling run of issue 28 (bench/pool_scaling.py), in one call on the GPU machine,
# from the repository root (it needs passlab's code and Triton there, no Dask: the local pool):
#
#   run(command="bash bench/pool_scaling.sh", timeout_s=480)
#
# 208 compiles over 1, 16, 8, 4, 2 resident workers (passlab's default pool), then
# over 16 with a child forked per compile (the mode before, side by side); about 320 s on the H200
# host's 16 cores with a child per compile in every row (2026-12-05). Beside each efficiency it
# prints the start-up (the fork server's Python, Triton, torch and tutorial 03, before any compile
# can run) and its share of the run, the efficiency past start-up, Triton's mean compile seconds
# (growing with the workers: contended cores), the serial CPU per compile of the fork server and of
# the sweep's own process, and the resident workers started. A start-up of S seconds caps the
# efficiency at n workers at (S + T1 - S) / (n S + T1 - S) even when every compile scales.
# Results go to $OUT (the device tool's folder) or bench/results/; commit them as
# bench/results/pool-scaling-h200-<date>/pool-scaling-h200.{json,txt}.
# Here (2 cores): WORKERS=1,2 FORK_WORKERS=1,2 VARIANTS=1 bash bench/pool_scaling.sh   (16 compiles)
# FORK_WORKERS=: no fork rows; WORKERS=: no cold rows (only the warm or cluster ones). PER_SERVER=N: one fork server per N jobs in the fork rows.
set -o pipefail
export PYTHONUNBUFFERED=1 PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
out="${OUT:-bench/results}"
mkdir -p "$out"
python3 -c 'import os, triton; print("triton", triton.__version__, "cpus", os.cpu_count())' | tee "$out/pool-scaling-h200.txt"
timeout ${SCALING_TIMEOUT:-540} python3 bench/pool_scaling.py --workers "${WORKERS-1,16,8,4,2}" --fork-workers "${FORK_WORKERS-16}" \
    --variants "${VARIANTS:-13}" ${PER_SERVER:+--jobs-per-server $PER_SERVER} ${WARM_WORKERS:+--warm-workers $WARM_WORKERS} ${CLUSTER_WORKERS:+--cluster-workers $CLUSTER_WORKERS} \
    --json "$out/pool-scaling-h200.json" 2>&1 | tee -a "$out/pool-scaling-h200.txt"
