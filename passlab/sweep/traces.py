"""Many traces at once: ``trace_kernel`` for each request, in parallel warm workers.

Each trace is written as ``passlab trace`` writes it (staged, locked, published; its own
``--out`` or default directory); the compile runs in a warm worker of one shared ``WarmPool``
(several interpreters each get their own workers), so a sweep of traces pays Triton's import
once per worker, not once per trace; or on a Dask cluster. Used by ``bench/capture_roundtrip.py``,
``bench/corpus.py`` and the version matrix.
"""

from __future__ import annotations

from concurrent.futures import as_completed
from pathlib import Path
from typing import Callable, Union

from passlab.capture.child import CompileRequest, parallel_children
from passlab.capture.trace import Trace, trace_kernel
from passlab.errors import PasslabError
from passlab.sweep.pool import WarmPool

TraceResult = Union[Trace, PasslabError]


def trace_sweep(items: list[tuple[CompileRequest, Path | None]], jobs: int, timeout: float | None = None,
                progress: Callable[[int, TraceResult], None] | None = None,
                pool=None, cluster: str | None = None, warm: bool = True,
                timeouts: list[float | None] | None = None, carry_env: tuple[str, ...] = ()) -> list[TraceResult]:
    """A ``Trace`` per (request, out dir), in order, or the ``PasslabError`` that refused it (a bad
    request costs its item only); ``progress(index, result)`` as each finishes. ``cluster`` (a Dask
    scheduler address) compiles on the cluster (``cluster.ClusterPool``: the child's files come
    back and the trace is made here), ``jobs`` at a time; ``warm=False`` a cold child per trace
    (one trace per interpreter, as in the version matrix: a warm worker pays off from its second
    compile). ``timeouts`` gives an item its own compile time limit (None: ``timeout``);
    ``carry_env`` names environment variables a cluster task takes along besides passlab's and the
    compilers' (a library's own, such as the corpus's per-source settings). An interrupt stops
    every compile at once and propagates."""
    own = pool is None
    if pool is None and cluster:
        from passlab.sweep.cluster import ClusterPool
        pool = ClusterPool(cluster, carry_env=carry_env)
    if pool is None and warm:
        pool = WarmPool(jobs)
    results: list[TraceResult | None] = [None] * len(items)
    limits = timeouts or [None] * len(items)

    def one(request: CompileRequest, out: Path | None, limit: float | None) -> TraceResult:
        try:
            return trace_kernel(request, out, timeout=timeout if limit is None else limit, pool=pool)
        except PasslabError as exc:
            return exc

    try:
        with parallel_children(jobs) as threads:
            futures = {threads.submit(one, request, out, limits[i]): i for i, (request, out) in enumerate(items)}
            for future in as_completed(futures):
                index = futures[future]
                results[index] = future.result()
                if progress:
                    progress(index, results[index])
    finally:
        if own and pool is not None:
            pool.close()
    return results  # type: ignore[return-value]
