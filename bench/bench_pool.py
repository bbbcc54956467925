"""Warm workers and the torch-free trace path against plain Triton, side by side in one run.

    python bench/bench_pool.py [--jobs 2] [--repeat 3]

Prints three ratios, each from measurements taken in this run (the machine is shared and noisy):

1. per-config cost in a warm worker (``sweep.pool``, one worker already started, tutorial 03's
   16 configs) vs plain ``triton.compile`` of the same configs in this process, config by config
   in alternation (goal <= 1.15x);
2. ``passlab trace --autotune --no-cache -j JOBS`` on tutorial 03 vs a fresh ``python`` that
   imports Triton and the kernel and compiles the 16 configs one after another (goal <= 0.6x on
   2 cores); both timed from the command line;
3. ``passlab trace matmul_hopper`` vs a plain cold compile of it, with torch installed (goal
   <= 1.3x; the median of ``--repeat`` alternated runs).

2 and 3 also print the CPU time of each command with every process under it: on a shared
machine it moves less with the other users' load than the wall time does. 2 also prints what the
same run's CPU times allow on two idle cores: the table's serial CPU (this process, and the fork
server up to its first fork: Python, Triton, torch and the kernel's module) plus the rest over two
cores, against the sequential process's CPU (one core: its wall when idle). When the machine's two
cores are busy with other work, no parallel sweep can reach 0.6x; the projection says whether the
sweep itself could.

The scaling of a 208-compile sweep over 1..16 workers is ``bench/pool_scaling.py``.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bench_autotune import KERNEL, SIG, VALUES  # noqa: E402
from bench_trace import PLAIN  # noqa: E402

from passlab.capture.autotune import list_autotune_configs  # noqa: E402
from passlab.capture.child import CompileRequest  # noqa: E402
from passlab.sweep.engine import compile_sweep  # noqa: E402
from passlab.sweep.pool import WarmPool  # noqa: E402

SEQUENTIAL = """
import sys, time
sys.path.insert(0, {bench!r}); sys.path.insert(0, {root!r})
from bench_autotune import sequential_compiles
from passlab.capture.child import CompileRequest
request = CompileRequest({kernel!r}, None, {{"ACTIVATION": ""}}, "cuda:90", {sig!r},
                         launch={{"values": {values!r}, "unaligned": []}})
sequential_compiles(request, {names!r})
"""


# The table in a process of its own, with the pool's start-up CPU: for the two-core projection.
TABLE = """
import json, resource, sys, time
sys.path.insert(0, {bench!r}); sys.path.insert(0, {root!r})
from bench_autotune import KERNEL, SIG, VALUES
from passlab.capture.child import CompileRequest
from passlab.sweep.autotune import static_autotune
from passlab.sweep.pool import WarmPool
request = CompileRequest(KERNEL, None, {{"ACTIVATION": ""}}, "cuda:90", SIG, launch={{"values": VALUES, "unaligned": []}})
with WarmPool({jobs}) as pool:
    static_autotune(request, jobs={jobs}, pool=pool)
    stats = pool.stats()
mine = resource.getrusage(resource.RUSAGE_SELF)
print(json.dumps({{"parent_cpu": mine.ru_utime + mine.ru_stime, "server_startup_cpu": stats.startup_cpu_seconds}}))
"""


def request() -> CompileRequest:
    return CompileRequest(KERNEL, None, {"ACTIVATION": ""}, "cuda:90", SIG, launch={"values": VALUES, "unaligned": []})


def per_config_costs(names: list[str]) -> tuple[float, float]:
    """Seconds per config: plain ``triton.compile`` in this process and a compile in one warm worker
    (started, Triton and the kernel loaded, before timing), config by config in alternation, so a
    change in the machine's load falls on both."""
    import triton
    from triton.backends.compiler import GPUTarget

    from passlab.capture.compile_child import value_types
    from passlab.frontend.kernelspec import load_user_kernel
    from passlab.frontend.specialize import launch_attrs
    from passlab.frontend.target_driver import activate

    target = GPUTarget("cuda", 90, 32)
    activate(target)
    spec = load_user_kernel(KERNEL, {**value_types(VALUES), **SIG})
    plain = warm = 0.0
    work = Path(tempfile.mkdtemp(prefix="passlab-bench-pool-"))
    try:
        with WarmPool(1) as pool:
            list_autotune_configs(request(), 300, pool=pool)   # starts the worker, loads the kernel
            for i, name in enumerate(names):
                started = time.perf_counter()
                resolved = spec.resolve(name, {"ACTIVATION": ""})
                attrs = launch_attrs(spec.fn, resolved.full_signature(), VALUES, resolved.constexprs, target,
                                     options=resolved.options)
                triton.compile(attrs.ast_source(spec.fn), target=target, options=resolved.options)
                plain += time.perf_counter() - started
                started = time.perf_counter()
                done = compile_sweep([replace(request(), config=name)], work / str(i), 1, 300, pool=pool)
                warm += time.perf_counter() - started
                assert done[0].outcome.ok, done[0].outcome.message
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return plain / len(names), warm / len(names)


def warm_cluster_row(autotune: list[str], sequential: list[str], env: dict[str, str], jobs: int) -> None:
    """2 again, the sweep sent to a running Dask cluster (``--cluster``: its workers and their warm
    pools outlive a sweep, so Python, Triton and the kernel's module are loaded before it; the
    listing runs there too). The cluster's scheduler and ``jobs`` single-thread workers are
    processes of their own on this machine's cores, warmed by one untimed sweep; then the sweep and
    the sequential process in turn, twice, and the medians. The CPU column is the command's own
    processes (the CLI), not the cluster's."""
    from distributed import LocalCluster
    with LocalCluster(n_workers=jobs, threads_per_worker=1, processes=True, host="127.0.0.1",
                      dashboard_address=None, silence_logs=40) as cluster:
        on_cluster = autotune + ["--cluster", cluster.scheduler_address]
        timed(on_cluster, env)   # the warm-up: every worker's pool started, the kernel's module loaded
        rounds = [(timed(on_cluster, env), timed(sequential, env)) for _ in range(2)]
    table = statistics.median(t for (t, _), _ in rounds)
    plain = statistics.median(p for _, (p, _) in rounds)
    print(f"   on a running Dask cluster of {jobs} workers (started and warmed before; not the goal's "
          f"cold start): trace --autotune --cluster {table:.1f} s vs one process {plain:.1f} s: "
          f"{table / plain:.2f}x", flush=True)


def timed(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds, CPU seconds of the command and every process under it). On a shared machine
    the CPU time moves less than the wall time with the other users' load."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    proc = subprocess.run(cmd, env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode not in (0, 1):   # 1: the table found configs a launch would waste
        sys.exit(f"command failed ({proc.returncode}): {' '.join(cmd)}\n{proc.stderr[-2000:]}")
    return elapsed, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--cluster", action="store_true",
                        help="2 also with --cluster on a Dask cluster of JOBS single-thread workers started (and "
                             "warmed by one sweep) before it, against the sequential process again (needs distributed)")
    args = parser.parse_args(argv)
    tmp = Path(tempfile.mkdtemp(prefix="passlab-bench-"))
    env = dict(os.environ, TRITON_ALWAYS_COMPILE="1", TRITON_CACHE_DIR=str(tmp / "cache"), PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
               PASSLAB_CACHE="off")
    os.environ.update(TRITON_ALWAYS_COMPILE="1", TRITON_CACHE_DIR=str(tmp / "cache"))
    names = [f"autotune{i}" for i in range(16)]
    torch = importlib.util.find_spec("torch") is not None
    try:
        print(f"{os.cpu_count()} CPUs, torch {'installed' if torch else 'NOT installed'}", flush=True)

        in_process, warm = per_config_costs(names)
        print(f"1. per config, tutorial 03 (16 configs): plain triton.compile in one process {in_process:.3f} s, "
              f"warm worker {warm:.3f} s: {warm / in_process:.2f}x (goal <= 1.15x)", flush=True)

        sig = [a for name, ty in SIG.items() for a in ("--sig", f"{name}={ty}")]
        values = [a for name, v in VALUES.items() for a in ("--arg", f"{name}={v}")]
        autotune = [sys.executable, str(ROOT / "cli.py"), "trace", KERNEL, *sig, *values, "-c", "ACTIVATION=''",
                    "--autotune", "--no-cache", "-j", str(args.jobs), "--json"]
        sequential = [sys.executable, "-c", SEQUENTIAL.format(bench=str(ROOT / "bench"), root=str(ROOT), kernel=KERNEL,
                                                              sig=SIG, values=VALUES, names=names)]
        (table, table_cpu), (plain, plain_cpu) = timed(autotune, env), timed(sequential, env)
        print(f"2. tutorial 03, 16 configs from the command line: one process compiling them in turn {plain:.1f} s, "
              f"passlab trace --autotune -j {args.jobs} {table:.1f} s: {table / plain:.2f}x (goal <= 0.6x); "
              f"CPU {plain_cpu:.1f} s vs {table_cpu:.1f} s ({table_cpu / plain_cpu:.2f}x)", flush=True)
        inside = [sys.executable, "-c", TABLE.format(bench=str(ROOT / "bench"), root=str(ROOT), jobs=args.jobs)]
        split = subprocess.run(inside, env=env, cwd=ROOT, capture_output=True, text=True)
        if split.returncode == 0:
            parts = json.loads(split.stdout.strip().splitlines()[-1])
            serial = parts["parent_cpu"] + (parts["server_startup_cpu"] or 0.0)
            idle = serial + (table_cpu - serial) / 2
            print(f"   on two idle cores, from these CPU times: serial {serial:.1f} s (passlab's process and the "
                  f"server up to its first fork) + {table_cpu - serial:.1f} s over 2 cores = {idle:.1f} s vs "
                  f"{plain_cpu:.1f} s: {idle / plain_cpu:.2f}x", flush=True)

        if args.cluster:
            warm_cluster_row(autotune, sequential, env, args.jobs)

        traces, plains = [], []
        for i in range(args.repeat):
            cold = [sys.executable, "-c", PLAIN.format(kernel="matmul_hopper", config="default", target="cuda:90")]
            trace = [sys.executable, str(ROOT / "cli.py"), "trace", "matmul_hopper", "--out", str(tmp / f"t{i}"),
                     "--json"]
            plains.append(timed(cold, dict(env, TRITON_CACHE_DIR=str(tmp / f"c{i}"))))
            traces.append(timed(trace, dict(env, TRITON_CACHE_DIR=str(tmp / f"d{i}"))))
        p, t = statistics.median(w for w, _ in plains), statistics.median(w for w, _ in traces)
        pc, tc = statistics.median(c for _, c in plains), statistics.median(c for _, c in traces)
        print(f"3. matmul_hopper, torch {'installed' if torch else 'not installed'}: plain cold compile {p:.2f} s, "
              f"passlab trace {t:.2f} s (medians of {args.repeat}): {t / p:.2f}x (goal <= 1.3x); "
              f"CPU {pc:.2f} s vs {tc:.2f} s ({tc / pc:.2f}x)", flush=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
