"""What the machine allows a parallel sweep: bench/pool_scaling.py's 208 compiles split over N
independent Python processes that each compile with plain ``triton.compile`` (no passlab pool, no
dumps, no result files), timed from a common start after every process has imported Triton, loaded
tutorial 03 and compiled one warm-up config. Its efficiency T1 / (N * TN) is the ceiling for any
sweep engine on this machine: what is left when the start-up and every overhead of the engine are
zero, and only the cores' own slow-down under load remains (shared caches, memory bandwidth, turbo
clocks falling with more busy cores, two hardware threads per core).

    python bench/compile_ceiling.py --workers 1,16            # the GPU machine's 16 cores
    python bench/compile_ceiling.py --workers 1,2 --variants 1   # 16 compiles: a 2-core machine

Each row's processes get their own empty Triton cache, so nothing is read from an earlier row.
The processes take the requests one at a time from a shared counter, as a pool's queue hands them
out: the configs differ in cost, so a fixed share per process (the first version:
process i got config i of the 16 every time) measured its slowest config, not the machine (0.53
at 16 on an H100 host, 2026-12-06).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import queue
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.pool_scaling import CONFIGS, KERNEL, SIG, VALUES  # noqa: E402


def _compile_share(requests: list[tuple[str, int]], taken, cache: str, ready, start, results) -> None:
    """One process's part; whatever it raises goes to ``results`` and breaks the barriers, so the
    parent reports it instead of waiting for a process that is gone."""
    try:
        _compile_timed(requests, taken, cache, ready, start, results)
    except BaseException as exc:
        ready.abort()
        start.abort()
        results.put({"error": f"{type(exc).__name__}: {exc}"})


def _compile_timed(requests: list[tuple[str, int]], taken, cache: str, ready, start, results) -> None:
    os.environ["TRITON_CACHE_DIR"] = cache
    sys.path.insert(0, str(ROOT))
    import triton
    from triton.backends.compiler import GPUTarget

    from passlab.capture.compile_child import value_types
    from passlab.frontend.kernelspec import load_user_kernel
    from passlab.frontend.specialize import launch_attrs
    from passlab.frontend.target_driver import activate

    target = GPUTarget("cuda", 90, 32)
    activate(target)
    spec = load_user_kernel(KERNEL, {**value_types(VALUES), **SIG})

    def compile_one(config: str, group: int) -> float:
        began = time.perf_counter()
        resolved = spec.resolve(config, {"ACTIVATION": "", "GROUP_SIZE_M": group})
        attrs = launch_attrs(spec.fn, resolved.full_signature(), VALUES, resolved.constexprs, target,
                             options=resolved.options)
        triton.compile(attrs.ast_source(spec.fn), target=target, options=resolved.options)
        return time.perf_counter() - began

    compile_one("autotune0", 99)   # warm-up: lazy imports, ptxas --version
    ready.wait()
    start.wait()
    began = time.time()
    seconds = []
    while True:   # the next request not taken yet, as a pool's queue hands them out
        with taken.get_lock():
            index = taken.value
            taken.value += 1
        if index >= len(requests):
            break
        seconds.append(compile_one(*requests[index]))
    results.put({"began": began, "ended": time.time(), "compiles": len(seconds),
                 "mean": statistics.mean(seconds) if seconds else None})


class _Stopped(Exception):
    """A process ended early (its exit status) or a wait ran out of time."""


def _watched(procs, call, seconds: float):
    """``call()`` (a barrier wait, a result) in a thread while the processes are polled: one that
    dies (killed, out of memory) ends the wait within a second, not at the timeout."""
    box: dict = {}

    def target():
        try:
            box["value"] = call()
        except BaseException as exc:
            box["error"] = exc

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    deadline = time.monotonic() + seconds
    while thread.is_alive():
        thread.join(0.5)
        dead = [f"process {i} exited with {p.exitcode}" for i, p in enumerate(procs) if p.exitcode not in (None, 0)]
        if dead:
            raise _Stopped(dead[0])
        if time.monotonic() > deadline:
            raise _Stopped(f"no result within {seconds:.0f} s")
    if "error" in box:
        raise _Stopped(f"{type(box['error']).__name__}: {box['error']}")
    return box["value"]


def timed_row(workers: int, requests: list[tuple[str, int]]) -> dict:
    ctx = mp.get_context("spawn")
    ready, start, results = ctx.Barrier(workers + 1), ctx.Barrier(workers + 1), ctx.Queue()
    taken = ctx.Value("i", 0)
    with tempfile.TemporaryDirectory(prefix="passlab-ceiling-") as caches:
        procs = [ctx.Process(target=_compile_share,
                             args=(requests, taken, f"{caches}/{i}", ready, start, results))
                 for i in range(workers)]
        for p in procs:
            p.start()
        try:
            _watched(procs, ready.wait, 600)
            _watched(procs, start.wait, 60)
            done = [_watched(procs, lambda: results.get(timeout=1800), 1800) for _ in procs]
            failed = [d["error"] for d in done if "error" in d]
        except _Stopped as stop:
            ready.abort()
            start.abort()
            said = []   # what the processes that raised said; a broken barrier is only the echo
            while True:
                try:
                    said.append(results.get(timeout=2)["error"])
                except queue.Empty:
                    break
            # the cause first: a process that died, else what a process raised, else the wait itself
            real = [m for m in said if not m.startswith("BrokenBarrierError")]
            failed = ([str(stop)] if str(stop).startswith("process ") else []) + real + [str(stop)]
        for p in procs:
            p.join(timeout=30 if not failed else 2)
            if p.is_alive():
                p.kill()
        if failed:
            raise SystemExit(f"compile_ceiling: {workers} processes: {failed[0]}")
    seconds = max(d["ended"] for d in done) - min(d["began"] for d in done)
    means = [d["mean"] for d in done if d["mean"] is not None]
    return {"workers": workers, "seconds": round(seconds, 2), "compile_seconds": round(statistics.mean(means), 3)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", default="1,16", help="process counts, the first one the baseline")
    parser.add_argument("--variants", type=int, default=13, help="GROUP_SIZE_M values per config")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args(argv)
    try:
        counts = [int(n) for n in args.workers.split(",") if n]
    except ValueError:
        parser.error(f"--workers {args.workers!r}: comma-separated process counts, e.g. 1,16")
    if not counts or min(counts) < 1 or args.variants < 1:
        parser.error("--workers needs counts >= 1 and --variants a value >= 1")
    requests = [(f"autotune{c}", g) for g in range(1, args.variants + 1) for c in range(CONFIGS)]
    print(f"{len(requests)} plain triton.compile calls (tutorial 03), {os.cpu_count()} CPUs; independent "
          "processes started, loaded and warmed before a common start", flush=True)
    print(f"{'processes':>9} {'seconds':>8} {'speedup':>7} {'efficiency':>10} {'compile':>8}", flush=True)
    rows: list[dict] = []
    for workers in counts:
        row = timed_row(workers, requests)
        base = rows[0] if rows else row
        row["speedup"] = round(base["seconds"] * base["workers"] / row["seconds"], 2)
        row["efficiency"] = round(row["speedup"] / workers, 3)
        rows.append(row)
        print(f"{workers:>9} {row['seconds']:>8.1f} {row['speedup']:>7.2f} {row['efficiency']:>10.2f} "
              f"{row['compile_seconds']:>7.3f}s", flush=True)
        if args.json:
            args.json.write_text(json.dumps({"compiles": len(requests), "cpus": os.cpu_count(), "rows": rows},
                                            indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
