"""``--autotune``: every ``@triton.autotune`` config of a kernel compiled as one sweep, one row each.

The configs come from ``capture.autotune.list_autotune_configs`` (loaded in a warm worker), the
compiles from ``engine.compile_sweep`` (cache, warm workers or a Dask cluster), the rows from
``capture.autotune.config_row``.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from passlab import settings
from passlab.capture.autotune import AutotuneReport, config_row, list_autotune_configs, prune_note
from passlab.capture.child import CompileRequest, PlainCompile
from passlab.capture.outcome import Outcome, OutcomeCode
from passlab.sweep.cache import compile_key
from passlab.sweep.engine import compile_sweep
from passlab.sweep.pool import WarmPool


def static_autotune(request: CompileRequest, jobs: int | None = None, timeout: float | None = None,
                    progress=None, cache=None, cluster: str | None = None, pool: WarmPool | None = None) -> AutotuneReport:
    """Compile every autotune config of ``request``'s kernel; one ``ConfigRow`` each, in config order.

    The compiles run in warm workers (``sweep.pool``: Triton and the kernel's module loaded once per
    worker, a crash or hang costs its config only), or on a Dask cluster at ``cluster``; ``cache``
    (a ``sweep.cache.CompileCache``) serves what an earlier sweep compiled. ``progress(row, done,
    total, cached)`` hears of each config as it finishes. ``pool``: a ``WarmPool`` of the caller's
    (kept open after), else one of ``jobs`` workers made for the table."""
    timeout = settings.compile_timeout() if timeout is None else settings.parse_timeout(timeout)
    jobs = jobs or max(1, os.cpu_count() or 1)
    sm = int(request.target.partition(":")[2] or 90) // 10
    started = time.perf_counter()
    root = Path(tempfile.mkdtemp(prefix="passlab-autotune-"))
    try:
        with _engine(pool, jobs, cluster) as pool:
            configs = _configs(request, timeout, pool, cache)
            requests = [replace(request, config=c["name"]) for c in configs]
            cached = 0

            def heard(step) -> None:
                nonlocal cached
                cached += step.cached
                if progress:
                    config = configs[step.index]
                    progress(config_row(config, step.index, step.compile, sm), step.done, step.total, step.cached)

            done = compile_sweep(requests, root, jobs, timeout, cache=cache, cluster=cluster, progress=heard,
                                 pool=pool)
            rows = [config_row(config, i, done[i], sm) for i, config in enumerate(configs)]
    finally:
        shutil.rmtree(root, ignore_errors=True)
    return AutotuneReport(request.kernel, request.target, rows, time.perf_counter() - started, jobs,
                          prune_note(configs), cached)


def _engine(pool: WarmPool | None, jobs: int, cluster: str | None):
    """What lists the configs and compiles them, as a context: with ``cluster``, one ``ClusterPool``
    (one Dask client) for both, or the caller's own: the listing runs there too, since a cluster's
    workers are warm and a local worker would first pay Python, Triton and the kernel's module here
    (seconds); else the caller's ``pool``, or a ``WarmPool`` of ``jobs`` made for the table."""
    if cluster:
        from passlab.sweep.cluster import ClusterPool
        return contextlib.nullcontext(pool) if isinstance(pool, ClusterPool) else ClusterPool(cluster)
    return contextlib.nullcontext(pool) if pool is not None else WarmPool(jobs)


def _configs(request: CompileRequest, timeout: float, pool, cache) -> list[dict]:
    """The kernel's autotune configs, from the cache when an earlier sweep listed them (the key
    holds the kernel file's bytes): a repeated sweep then starts no worker at all. Listed in
    ``pool``, local or a cluster's."""
    if cache is None:
        return list_autotune_configs(request, timeout, pool=pool)
    key = compile_key(request, mode="list")
    hit = cache.get(key)
    if hit is not None and hit.outcome.ok and isinstance(hit.result.get("configs"), list):
        return hit.result["configs"]
    configs = list_autotune_configs(request, timeout, pool=pool)
    cache.put(key, PlainCompile(Outcome(OutcomeCode.OK), {"configs": configs}, 0.0))
    return configs
