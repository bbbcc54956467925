"""Run a sweep of plain compiles: from the cache where it has them, else in warm workers here or
on a Dask cluster (``--cluster`` / ``PASSLAB_CLUSTER``), each stored as it finishes.

``compile_sweep`` is the one entry point the sweeps share (``trace --autotune``, the scaling
benchmark). Results come back in request order; ``progress`` hears of each as it finishes.
Every compile, local or remote, is ``compile_plain`` through a pool (``pool.WarmPool`` here,
``cluster.ClusterPool`` on a cluster: the child's files come back) and ends as a cache entry's
form (``cache.write_entry``) before it is read back, so a table built from a cluster's results
equals one built from the local pool's.
"""

from __future__ import annotations

import contextlib
import shutil
from concurrent.futures import as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from passlab.capture.child import CompileRequest, PlainCompile, compile_plain, parallel_children
from passlab.sweep.cache import CompileCache, compile_keys, read_entry, write_entry
from passlab.sweep.pool import WarmPool


@dataclass
class SweepProgress:
    """One finished compile of a sweep, as ``progress`` hears of it."""

    done: int          # how many have finished, this one included
    total: int
    index: int         # its place in the requests
    compile: PlainCompile
    cached: bool       # served from the cache, not compiled now
    where: str         # "cache", "local" or the cluster's address


Progress = Callable[[SweepProgress], None]


def compile_sweep(requests: list[CompileRequest], work: Path, jobs: int, timeout: float,
                  cache: CompileCache | None = None, cluster: str | None = None, progress: Progress | None = None,
                  pool: WarmPool | None = None) -> list[PlainCompile]:
    """Compile every request without dumps; one ``PlainCompile`` each, in request order.

    ``cluster`` (a Dask scheduler address) sends the compiles there (through ``pool`` when it is a
    ``ClusterPool`` of the caller's); otherwise ``pool`` (or a pool of ``jobs`` warm workers made
    here) runs them. Results not from the cache keep their artifacts
    under ``work`` (the caller's folder). An interrupt stops every compile at once; what finished
    before it is in the cache."""
    keys = compile_keys(requests) if cache is not None else [None] * len(requests)
    results: list[PlainCompile | None] = [None] * len(requests)
    finished = 0

    def record(index: int, done: PlainCompile, where: str) -> None:
        nonlocal finished
        folder = work / f"entry-{index:05d}"
        write_entry(folder, done)    # local and remote compiles alike end in an entry's form
        if done.work_dir is not None and done.work_dir != folder:
            shutil.rmtree(done.work_dir, ignore_errors=True)
        done = read_entry(folder)
        if cache is not None:
            done = cache.put(keys[index], done)
        results[index] = done
        finished += 1
        if progress:
            progress(SweepProgress(finished, len(requests), index, done, where == "cache", where))

    todo = []
    for index, key in enumerate(keys):
        hit = cache.get(key) if cache is not None else None
        if hit is not None:
            results[index] = hit
            finished += 1
            if progress:
                progress(SweepProgress(finished, len(requests), index, hit, True, "cache"))
        else:
            todo.append(index)
    if todo and cluster:
        from passlab.sweep.cluster import ClusterPool
        # the caller's open client of the cluster (trace --autotune listed the configs through it), else one
        with contextlib.nullcontext(pool) if isinstance(pool, ClusterPool) else ClusterPool(cluster) as remote:
            # as many compiles in flight as the cluster has threads
            _run(requests, todo, max(jobs, remote.threads()), timeout, remote, work, record, cluster)
    elif todo:
        own = pool is None
        pool = pool or WarmPool(jobs)
        try:
            _run(requests, todo, jobs, timeout, pool, work, record, "local")
        finally:
            if own:
                pool.close()
    return results  # type: ignore[return-value]


def _run(requests, todo, jobs, timeout, pool, work: Path, record, where: str) -> None:
    """Each request of ``todo`` compiled through ``pool`` (warm workers or a cluster), ``jobs`` at
    a time, recorded as it finishes."""
    with parallel_children(jobs) as threads:
        futures = {threads.submit(compile_plain, requests[i], work / f"c{i:05d}", timeout, pool=pool): i
                   for i in todo}
        for future in as_completed(futures):
            record(futures[future], future.result(), where)
