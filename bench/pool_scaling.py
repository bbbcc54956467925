"""Scaling of one sweep of plain compiles over 1..N warm workers (``sweep.pool``). Goal: efficiency
(T1 / (n * Tn)) >= 0.8 at 16 workers on the GPU machine's 16 CPU cores.

    python bench/pool_scaling.py --workers 1,16,8,4,2 --fork-workers 16 --variants 13 --json results.json
    python bench/pool_scaling.py --workers 1,2 --fork-workers 1,2 --variants 1   # 16 compiles: a 2-core machine

``--workers``: passlab's default pool, resident workers (``sweep.resident``: each forked once by
the fork server, then compiling one config after another in its own process); ``--fork-workers``:
the same sweep with a child forked per compile (``WarmPool(resident=False)``, the only mode before
resident workers), run after them, for rows side by side. The first resident row is every row's baseline.

The sweep: tutorial 03's 16 autotune configs (fp16 4096^3, sm_90, launch-specialized), each with
``GROUP_SIZE_M`` = 1..variants (16 x 13 = 208 compiles by default), compiled without the cache.
Each run starts its pool fresh (worker start-up, Triton's import and the kernel's load included).
The 1-worker run goes first (the baseline); the table is printed and the JSON rewritten after each.

Beside the efficiency each row says where the time went: ``start-up`` (from the pool's start to
its first compile: Python, Triton and the kernel's module with torch, paid once, before any
compile can run) and its share of the run; ``eff. past start-up`` (the efficiency of the time
after it); the mean ``compile`` seconds inside each child or worker (Triton's own time: when it
grows with the workers, the cores are contended, not passlab); the serial work per compile of the
fork server (its own CPU: forks and kernel loads per compile, or with resident workers only
passing jobs on and forking the workers) and of this process (the sweep's threads, result files);
the CPU seconds per compile of every process of the sweep (this one, the server, its children and
workers: on a shared machine it moves less with the other users' load than the seconds do); and
how many resident workers were started.
At n workers the sweep cannot go faster than start-up + compiles x max(server, parent) per compile.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from passlab.capture.child import CompileRequest  # noqa: E402
from passlab.sweep.engine import compile_sweep  # noqa: E402
from passlab.sweep.pool import WarmPool  # noqa: E402

KERNEL = f"{ROOT}/tests/data/tutorials/03-matrix-multiplication.py:matmul_kernel"
SIG = {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16"}
VALUES = {"M": 4096, "N": 4096, "K": 4096, "stride_am": 4096, "stride_ak": 1, "stride_bk": 4096, "stride_bn": 1,
          "stride_cm": 4096, "stride_cn": 1}
CONFIGS = 16


def sweep_requests(variants: int, configs: int = CONFIGS) -> list[CompileRequest]:
    return [r for g in range(1, variants + 1) for r in sweep_requests_for(g, configs)]


def sweep_requests_for(group: int, configs: int = CONFIGS) -> list[CompileRequest]:
    """The ``configs`` autotune configs with ``GROUP_SIZE_M`` = ``group``."""
    return [CompileRequest(KERNEL, f"autotune{c}", {"ACTIVATION": "", "GROUP_SIZE_M": group}, "cuda:90", SIG,
                           launch={"values": VALUES, "unaligned": []})
            for c in range(configs)]


def timed_sweep(requests: list[CompileRequest], workers: int, resident: bool = True) -> dict:
    """One sweep in a fresh pool: its seconds, start-up, outcomes and serial costs."""
    work = Path(tempfile.mkdtemp(prefix="passlab-scaling-"))
    try:
        cpu = time.process_time()
        children = _children_cpu()
        started = time.perf_counter()
        with WarmPool(workers, resident=resident) as pool:
            done = compile_sweep(requests, work, workers, timeout=600, cache=None, pool=pool)
            stats = pool.stats()
        seconds = time.perf_counter() - started
        parent_cpu = time.process_time() - cpu
        all_cpu = parent_cpu + _children_cpu() - children   # the closed pool's server and workers were reaped
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return {"seconds": seconds, **_tally(done), "startup": stats.startup_seconds or 0.0,
            "server_cpu": stats.server_cpu_seconds, "parent_cpu": parent_cpu, "workers": stats.workers,
            "all_cpu": all_cpu}


def timed_warm_sweep(requests: list[CompileRequest], workers: int, warmup: list[CompileRequest]) -> dict:
    """One sweep in a local pool started and warmed before it (``--warm-workers``): what a process
    that sweeps more than once pays (``compile_sweep(pool=...)``, the corpus runner, the version
    matrix): ``workers`` resident workers, each of which compiled before (``warmup``: other
    ``GROUP_SIZE_M`` values), then the timed sweep."""
    started = time.perf_counter()
    with WarmPool(workers) as pool:
        run = _warmed_then_timed(lambda todo, work: compile_sweep(todo, work, workers, timeout=600, cache=None,
                                                                  pool=pool), warmup, requests, started)
        return {**run, "warm_workers": pool.stats().workers}


def timed_cluster_sweep(requests: list[CompileRequest], workers: int, warmup: list[CompileRequest]) -> dict:
    """One sweep on a Dask cluster started and warmed before it (``--cluster``: a cluster's workers
    outlive a sweep): a ``LocalCluster`` of ``workers`` single-thread worker processes on 127.0.0.1,
    each of whose warm pools has compiled before (``warmup``: other ``GROUP_SIZE_M`` values, so
    the timed compiles are new to Triton's caches too), then the timed sweep through
    ``compile_sweep(cluster=...)``, the same entry point ``trace --autotune --cluster`` takes."""
    from distributed import Client, LocalCluster

    started = time.perf_counter()
    with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, host="127.0.0.1",
                      dashboard_address=None, silence_logs=40) as cluster:
        address = cluster.scheduler_address
        run = _warmed_then_timed(lambda todo, work: compile_sweep(todo, work, workers, timeout=600, cache=None,
                                                                  cluster=address), warmup, requests, started)
        with Client(address, set_as_default=False) as client:
            return {**run, "warm_workers": sum(client.run(_has_warm_pool).values())}


def _warmed_then_timed(sweep, warmup: list[CompileRequest], requests: list[CompileRequest], started: float) -> dict:
    """``sweep(requests, folder)`` run on ``warmup``, then timed on ``requests``: the seconds it took,
    how long the pool took to be ready (from ``started``: its start and the warm-up), the tally."""
    work = Path(tempfile.mkdtemp(prefix="passlab-scaling-warm-"))
    try:
        sweep(warmup, work / "warmup")
        ready = time.perf_counter() - started
        begun = time.perf_counter()
        done = sweep(requests, work / "sweep")
        seconds = time.perf_counter() - begun
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return {"seconds": seconds, "ready": ready, **_tally(done)}


def _tally(done: list) -> dict:
    """Outcomes by code, and Triton's mean compile seconds inside the workers."""
    compiles = [d.result.get("compile_seconds") for d in done if d.result.get("compile_seconds")]
    return {"outcomes": dict(Counter(d.outcome.code.value for d in done)),
            "compile": sum(compiles) / len(compiles) if compiles else None}


def _has_warm_pool() -> int:
    """On a Dask worker: 1 when this process's warm pool exists (a task of the warm-up ran here)."""
    import os as worker_os

    from passlab.sweep import remote
    return int(worker_os.getpid() in remote._POOLS)


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", default="1,16,8,4,2",
                        help="resident worker counts (passlab's default pool), the first one the baseline")
    parser.add_argument("--fork-workers", default="",
                        help="worker counts run after them with a child forked per compile")
    parser.add_argument("--warm-workers", default="",
                        help="worker counts of a local pool started and warmed before its sweep, run after the "
                             "cold rows; the first of them the warm rows' baseline")
    parser.add_argument("--cluster-workers", default="",
                        help="worker counts of a Dask LocalCluster started and warmed before its sweep, run "
                             "last; the first of them the cluster rows' baseline (needs distributed)")
    parser.add_argument("--variants", type=int, default=13, help="GROUP_SIZE_M values per config")
    parser.add_argument("--configs", type=int, default=CONFIGS, help="autotune configs used (of 16)")
    parser.add_argument("--json", type=Path, default=None)
    parser.add_argument("--jobs-per-server", type=int, default=None,
                        help="jobs one fork server serves when it forks a child per compile "
                             "(default: passlab's JOBS_PER_SERVER)")
    args = parser.parse_args(argv)
    runs = [(int(n), "resident") for n in args.workers.split(",") if n] + \
        [(int(n), "fork") for n in args.fork_workers.split(",") if n]
    if args.jobs_per_server:
        from passlab.sweep import pool as pool_module
        pool_module.JOBS_PER_SERVER = args.jobs_per_server
    from passlab.sweep.pool import JOBS_PER_SERVER as per_server
    print(f"fork servers: one per interpreter (resident), one per {per_server} jobs (fork)", flush=True)
    requests = sweep_requests(args.variants, args.configs)
    rows: list[dict] = []
    print(f"{len(requests)} compiles (tutorial 03, {args.configs} configs x {args.variants} GROUP_SIZE_M), "
          f"{os.cpu_count()} CPUs", flush=True)
    print(f"{'mode':>8} {'workers':>7} {'seconds':>8} {'start-up':>8} {'share':>6} {'speedup':>7} {'efficiency':>10} "
          f"{'eff. past start-up':>18} {'compile':>8} {'server/compile':>14} {'parent/compile':>14} "
          f"{'CPU/compile':>11} {'started':>7}"
          f"  outcomes", flush=True)
    for workers, mode in runs:
        run = timed_sweep(requests, workers, resident=mode == "resident")
        seconds, startup = run["seconds"], run["startup"]
        base = rows[0] if rows else None
        speedup = base["seconds"] * base["workers"] / seconds if base else 1.0
        past = (base["seconds"] - base["startup_seconds"]) * base["workers"] / (seconds - startup) if base else 1.0
        row = {"mode": mode, "workers": workers, "seconds": round(seconds, 2),
               "per_compile": round(seconds / len(requests), 3),
               "startup_seconds": round(startup, 2), "startup_share": round(startup / seconds, 3),
               "speedup": round(speedup, 2), "efficiency": round(speedup / workers, 3),
               "efficiency_past_startup": round(past / workers, 3),
               "compile_seconds": None if run["compile"] is None else round(run["compile"], 3),
               "server_cpu_per_compile": None if run["server_cpu"] is None else round(run["server_cpu"] / len(requests), 4),
               "parent_cpu_per_compile": round(run["parent_cpu"] / len(requests), 4),
               "cpu_per_compile": round(run["all_cpu"] / len(requests), 4),
               "resident_workers_started": run["workers"], "outcomes": run["outcomes"]}
        rows.append(row)
        server = "-" if row["server_cpu_per_compile"] is None else f"{row['server_cpu_per_compile'] * 1e3:.1f} ms"
        print(f"{mode:>8} {workers:>7} {seconds:>8.1f} {startup:>7.1f}s {row['startup_share']:>6.0%} {speedup:>7.2f} "
              f"{row['efficiency']:>10.2f} {row['efficiency_past_startup']:>18.2f} {row['compile_seconds'] or 0:>7.3f}s "
              f"{server:>14} {row['parent_cpu_per_compile'] * 1e3:>11.1f} ms {row['cpu_per_compile']:>10.3f}s "
              f"{run['workers']:>7}  {run['outcomes']}",
              flush=True)
        if args.json:
            args.json.write_text(json.dumps({"compiles": len(requests), "cpus": os.cpu_count(), "rows": rows},
                                            indent=1))
    for mode, counts in (("warm", args.warm_workers), ("cluster", args.cluster_workers)):
        started_before(mode, [int(n) for n in counts.split(",") if n], requests, rows, args)
    return 0


def started_before(mode: str, counts: list[int], requests: list[CompileRequest], rows: list[dict], args) -> None:
    """The rows of pools started and warmed before their sweep: ``warm`` (a local pool) or
    ``cluster`` (a Dask LocalCluster); speedup and efficiency against the first row of the mode."""
    if not counts:
        return
    what = {"warm": "local pool, resident workers", "cluster": "Dask LocalCluster, single-thread workers"}[mode]
    print(f"\n{what} started and warmed before the sweep (compiles of other GROUP_SIZE_M, two per worker at "
          f"least); speedup and efficiency against the first {mode} row", flush=True)
    print(f"{'mode':>8} {'workers':>7} {'seconds':>8} {'ready in':>8} {'warm':>5} {'speedup':>7} "
          f"{'efficiency':>10} {'vs local 1':>10} {'compile':>8}  outcomes", flush=True)
    base = None
    for workers in counts:
        warmup = [r for g in range(args.variants + 1, args.variants + 1 + max(1, -(-2 * workers // args.configs)))
                  for r in sweep_requests_for(g, args.configs)]
        run = (timed_cluster_sweep if mode == "cluster" else timed_warm_sweep)(requests, workers, warmup)
        seconds = run["seconds"]
        base = base or (seconds, workers)
        speedup = base[0] * base[1] / seconds
        local = rows[0]["seconds"] - rows[0]["startup_seconds"] if rows and rows[0]["workers"] == 1 else None
        row = {"mode": mode, "workers": workers, "seconds": round(seconds, 2),
               "per_compile": round(seconds / len(requests), 3), "ready_seconds": round(run["ready"], 2),
               "warm_workers": run["warm_workers"], "speedup": round(speedup, 2),
               "efficiency": round(speedup / workers, 3),
               "efficiency_vs_local_past_startup": None if local is None else round(local / (workers * seconds), 3),
               "compile_seconds": None if run["compile"] is None else round(run["compile"], 3),
               "outcomes": run["outcomes"]}
        rows.append(row)
        versus = "-" if row["efficiency_vs_local_past_startup"] is None else f"{row['efficiency_vs_local_past_startup']:.2f}"
        print(f"{mode:>8} {workers:>7} {seconds:>8.1f} {run['ready']:>7.1f}s {run['warm_workers']:>5} "
              f"{speedup:>7.2f} {row['efficiency']:>10.2f} {versus:>10} {row['compile_seconds'] or 0:>7.3f}s  "
              f"{run['outcomes']}", flush=True)
        if args.json:
            args.json.write_text(json.dumps({"compiles": len(requests), "cpus": os.cpu_count(), "rows": rows},
                                            indent=1))


if __name__ == "__main__":
    sys.exit(main())
