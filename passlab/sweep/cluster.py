"""Run a sweep's compiles on a Dask distributed cluster: ``ClusterPool.run_child``.

Why Dask distributed and not Ray: the wheels (dask + distributed with their pure-Python needs,
about 2.5 MB against Ray's 79 MB) travel with a working tree to a machine without a registry; a
scheduler and workers start with two commands (``dask scheduler``, ``dask worker ADDRESS``) and
a local test cluster with ``LocalCluster`` on 127.0.0.1; a killed worker's tasks are rescheduled
on the others by the scheduler itself (``distributed.scheduler.allowed-failures``). Each task
is a plain function call on plain data (``remote.child_task``), so a worker needs only passlab
and Triton installed, the same passlab as the submitter's (the task carries its code digest).

Several Triton versions: Ray's per-task ``runtime_env`` would build a virtual environment per
task; here a task names its Triton version and the worker compiles it with its own Triton or with
passlab's environment of that version (``remote.run_child_task``), which ``passlab envs --make``
made once on that machine, the same environments the version matrix uses locally.
"""

from __future__ import annotations

import json
import signal
import threading
from pathlib import Path

from passlab import disk
from passlab.capture.child import LIVE_CHILDREN, REQUEST_FILE
from passlab.errors import Interrupted, UsageError
from passlab.sweep.remote import child_task, run_child_task

CONNECT_SECONDS = 30


def connect(address: str):
    """A Dask ``Client`` of the scheduler at ``address``; UsageError when Dask is missing or the
    scheduler cannot be reached or does not answer within ``CONNECT_SECONDS``."""
    check_scheduler(address)
    from distributed import Client
    try:
        return Client(address, timeout=CONNECT_SECONDS, set_as_default=False)
    except (OSError, TimeoutError, ValueError) as exc:
        raise UsageError(f"cannot reach the Dask scheduler at {address}: {exc}") from None


def check_scheduler(address: str) -> None:
    """A UsageError unless a Dask scheduler answers at ``address`` within ``CONNECT_SECONDS``: callers
    check before their sweep's first work, ``connect`` before each ``Client``."""
    try:
        import distributed  # noqa: F401
    except ImportError:
        raise UsageError("--cluster needs Dask distributed: pip install distributed "
                         "(passlab's dev extra installs it)") from None
    _check_reachable(address)
    _check_answers(address)


def _check_reachable(address: str) -> None:
    """Refuse a malformed address before a ``Client`` exists (a failed one waits 60 s in its
    finalizer), and a refused TCP port at once rather than after the connect timeout."""
    import socket

    from distributed.comm.addressing import parse_address, parse_host_port
    try:
        scheme, location = parse_address(address)
        host, port = parse_host_port(location) if scheme in ("tcp", "tls") else (None, None)
    except (ValueError, TypeError) as exc:
        raise UsageError(f"--cluster / $PASSLAB_CLUSTER {address!r}: not a Dask scheduler address "
                         f"(tcp://HOST:PORT): {exc}") from None
    if host is None:
        return
    try:
        socket.create_connection((host, port), timeout=2).close()
    except ConnectionRefusedError:
        raise UsageError(f"cannot reach the Dask scheduler at {address}: connection refused") from None
    except OSError:
        pass            # a slow or filtered host: the handshake's time limit decides


def _check_answers(address: str) -> None:
    """Dask's handshake with the scheduler, within ``CONNECT_SECONDS``. ``Client(timeout=)`` does not
    bound it: distributed 2026.8's ``comm.core.connect`` waits for the peer's handshake with no time
    limit, so a port that accepts and never answers held ``Client`` for ever. The handshake runs in a
    thread of its own (its own event loop, whatever the caller's thread runs)."""
    import asyncio
    import threading

    from distributed.comm import connect as dask_connect

    async def handshake() -> None:
        comm = await asyncio.wait_for(dask_connect(address, timeout=CONNECT_SECONDS), CONNECT_SECONDS)
        await comm.close()

    failed: list[BaseException] = []

    def probe() -> None:
        try:
            asyncio.run(handshake())
        except BaseException as exc:   # noqa: BLE001 (reported in the caller's thread)
            failed.append(exc)

    thread = threading.Thread(target=probe, name="passlab-dask-handshake", daemon=True)
    thread.start()
    thread.join(CONNECT_SECONDS + 5)
    if thread.is_alive() or (failed and isinstance(failed[0], asyncio.TimeoutError)):
        raise UsageError(f"the Dask scheduler at {address} did not answer within {CONNECT_SECONDS} s "
                         f"(is a Dask scheduler listening there?)")
    if failed:
        raise UsageError(f"cannot reach the Dask scheduler at {address}: {failed[0]}") from None


class ClusterPool:
    """``run_child`` on a Dask cluster: what ``capture_compile``, ``compile_plain`` and ``trace_kernel``
    take as ``pool``. The child's files arrive in the submitter's ``raw_dir`` and ``out_dir`` as a
    local child would have left them, so the trace (split, mapped and written here) equals a
    local one's."""

    def __init__(self, address: str, carry_env: tuple[str, ...] = ()) -> None:
        self.client = connect(address)
        self.carry_env = tuple(carry_env)   # environment variables each task takes along (remote.child_task)

    def __enter__(self) -> "ClusterPool":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        self.client.close()

    def threads(self) -> int:
        """The cluster's worker threads now (how many compiles it runs at once)."""
        return max(1, sum(self.client.nthreads().values()))

    def _submit(self, task: dict):
        """The task on the cluster: a future of ``run_child_task(task)``."""
        return self.client.submit(run_child_task, task, pure=False)

    def run_child(self, module: str, request: dict, raw_dir: Path, env: dict[str, str], timeout: float,
                  cwd: Path | None = None, python: str | None = None, watch=None) -> tuple[int | None, bool, float]:
        raw_dir.mkdir(parents=True, exist_ok=True)
        (raw_dir / REQUEST_FILE).write_text(json.dumps(request, indent=1))
        future = self._submit(child_task(module, request, env, timeout, python, self.carry_env))
        finished = threading.Event()
        future.add_done_callback(lambda _: finished.set())
        try:
            # Waited on through done(), not result(timeout=...): distributed's sync() leaves its
            # result unbound when the wait is cancelled (a worker killed mid-wait), and
            # result(timeout) then raised UnboundLocalError out of the sweep (2026.8.0, seen under
            # load). The done callback wakes this thread at once (a 50 ms poll cost a compile 25 ms
            # on average, a sweep's whole time on one worker); the timeout only rechecks Ctrl-C.
            while not future.done():
                if LIVE_CHILDREN.stopping:
                    raise Interrupted(signal.SIGINT)
                finished.wait(0.1)
            done = future.result()
        except BaseException:
            future.cancel()
            raise
        if "refused" in done:
            raise UsageError(f"the cluster cannot run this compile: {done['refused']}")
        out = Path(request["out_dir"])
        for name, content in done["files"].items():
            target = out / name
            disk.confine(out, target, "a file the cluster sent")   # a name with .. or / at its start stops here
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(content)
        return done["code"], done["timed_out"], done["wall"]
