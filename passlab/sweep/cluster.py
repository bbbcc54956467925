"""Send a sweep's compiles to a Dask distributed cluster and yield each as it finishes.

Why Dask distributed and not Ray: the wheels (dask + distributed with their pure-Python needs,
about 2.5 MB against Ray's 79 MB) travel with a working tree to a machine without a registry; a
scheduler and workers start with two commands (``dask scheduler``, ``dask worker ADDRESS``) and
a local test cluster with ``LocalCluster`` on 127.0.0.1; a killed worker's tasks are rescheduled
on the others by the scheduler itself (``distributed.scheduler.allowed-failures``). Each task
is a plain function call on plain data (``remote.task_of``), so a worker needs only passlab and
Triton installed, the same passlab as the submitter's (the task carries its code digest).

Several Triton versions: Ray's per-task ``runtime_env`` would build a virtual environment per
task; here a task names its Triton version and the worker compiles it with its own Triton or with
passlab's environment of that version (``remote.compile_task``), which ``passlab envs --make``
made once on that machine, the same environments the version matrix uses locally.
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

from passlab.capture.child import CompileRequest, PlainCompile
from passlab.errors import UsageError
from passlab.sweep.remote import compile_task, entry_of, task_of

CONNECT_SECONDS = 30


def run_on_cluster(address: str, requests: list[CompileRequest], timeout: float, work: Path
                   ) -> Iterator[tuple[int, PlainCompile]]:
    """(index into ``requests``, its compile) for each request, as the cluster finishes them.

    An interrupt cancels what has not finished; the caller has stored what did."""
    try:
        from distributed import Client, as_completed
    except ImportError:
        raise UsageError("--cluster needs Dask distributed: pip install distributed "
                         "(passlab's dev extra installs it)") from None
    try:
        client = Client(address, timeout=CONNECT_SECONDS, set_as_default=False)
    except (OSError, TimeoutError) as exc:
        raise UsageError(f"cannot reach the Dask scheduler at {address}: {exc}") from None
    try:
        futures = {}
        for index, request in enumerate(requests):
            future = client.submit(compile_task, task_of(request, timeout), pure=False,
                                   key=f"passlab-compile-{index}-{id(requests):x}")
            futures[future] = index
        try:
            for future in as_completed(futures, loop=client.loop):
                index = futures[future]
                yield index, entry_of(future.result(), work / f"r{index:05d}")
        except BaseException:
            client.cancel(list(futures))
            raise
    finally:
        client.close()
