"""A warm compile worker: a fork server that imports Triton once and forks one child per compile.

Run as ``child_launcher.py ROOT passlab.sweep.worker REPLY_FD``. Each line on stdin is one job,
``{"request": REQUEST.json, "raw_dir": DIR, "env": {...}, "source": KEY}``. For each the server
loads the job's kernel (once per kernel and load inputs), forks, and answers ``{"pid": N}`` and
then ``{"code": N}`` on ``REPLY_FD``: the child's exit status as ``Popen.returncode`` gives it.
The forked child is what a cold child would be after its imports: it takes the job's environment
whole, writes its stdout and stderr to the job's ``raw/`` files, runs ``compile_child``'s work
through ``child_main.serve`` (``result.json``) and exits through the interpreter's normal exit.

Why a child per compile, not compiles one after another in this process: Triton 3.6 opens its
``MLIR_DUMP_PATH`` stream once per process (a static ``raw_fd_ostream`` in ``ir.cc``; a second
compile's dumps would go to the first one's file, its buffered tail written only at exit), and
every compile then starts from the same state, so a warm trace equals a cold one. A crash or a
hang kills the compile's child only (its own process group); the server lives on.

What the kernel's module prints while it loads (here, once) is written at the start of each
child's stdout and stderr, as a cold child that loaded it itself would have printed it.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import tempfile
from pathlib import Path

from passlab.capture.child_main import serve

# load inputs (kernel, sig, target, launch, overrides) -> (the kernels loaded for them, stdout, stderr)
_PRELOADED: dict[str, tuple[dict, bytes, bytes]] = {}
_last_source: list[str | None] = [None]


def main(argv: list[str]) -> int:
    import triton  # noqa: F401  (imported once: what makes this worker warm)
    import triton.compiler  # noqa: F401
    from passlab.capture import compile_child  # noqa: F401

    reply = os.fdopen(int(argv[1]), "w", buffering=1)
    for line in sys.stdin:
        job = json.loads(line)
        loaded, out, err = preload(job)
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:
            reply.close()
            return run_job(job, loaded, out, err)
        try:
            os.setpgid(pid, pid)
        except OSError:   # the child already did it (or already exited)
            pass
        reply.write(json.dumps({"pid": pid}) + "\n")
        _, status = os.waitpid(pid, 0)
        reply.write(json.dumps({"code": os.waitstatus_to_exitcode(status)}) + "\n")
    return 0


def preload(job: dict) -> tuple[dict, bytes, bytes]:
    """Load the job's kernel here, once per load inputs, and keep what loading it printed; the
    child then finds it loaded (``compile_child._LOADED``). A load that fails here is left to the
    child, which fails the same way and reports it."""
    from passlab.capture import compile_child
    from passlab.capture.job import CompileJob

    if job.get("source") != _last_source[0]:
        _PRELOADED.clear()   # the kernel's file changed: load it again
        _last_source[0] = job.get("source")
    try:
        request = json.loads(Path(job["request"]).read_text())
        parsed = CompileJob.from_request(request)
    except Exception:
        return {}, b"", b""
    if parsed.kernel.kind not in ("file", "builtin") or parsed.batch:
        return {}, b"", b""
    launch = parsed.launch
    inputs = json.dumps([parsed.kernel.text, dict(parsed.sig), parsed.target_name,
                         None if launch is None else [dict(launch.values), list(launch.unaligned)],
                         dict(parsed.overrides)], sort_keys=True, default=str)
    if inputs not in _PRELOADED:
        loaded: dict = {}
        compile_child._LOADED = loaded
        saved_env = dict(os.environ)
        os.environ.clear()
        os.environ.update(job["env"])   # the module loads under the environment its child gets
        with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
            with _redirected(out, err):
                try:
                    compile_child.activate_target_driver(parsed.target)
                    compile_child.load_spec(parsed)
                except BaseException:
                    loaded.clear()   # nothing half-loaded: the child loads it and reports
            out.seek(0)
            err.seek(0)
            printed = out.read(), err.read()
        os.environ.clear()
        os.environ.update(saved_env)
        _PRELOADED[inputs] = (loaded, *printed) if loaded else ({}, b"", b"")
    return _PRELOADED[inputs]


def run_job(job: dict, loaded: dict, out: bytes, err: bytes) -> int:
    """In the forked child: the compile, as a cold child does it."""
    from passlab.capture import compile_child
    from passlab.capture.child import STDERR_FILE, STDOUT_FILE, _die_with_parent

    os.setpgid(0, 0)
    _die_with_parent()
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    os.environ.clear()
    os.environ.update(job["env"])
    compile_child._LOADED = dict(loaded)
    raw = Path(job["raw_dir"])
    stdout = open(raw / STDOUT_FILE, "wb")
    stderr = open(raw / STDERR_FILE, "wb")
    stdout.write(out)
    stderr.write(err)
    stdout.flush()
    stderr.flush()
    os.dup2(stdout.fileno(), 1)
    os.dup2(stderr.fileno(), 2)
    return serve(["compile_child", job["request"]], compile_child.compile_request)


class _redirected:
    """File descriptors 1 and 2 into two files for the block (Python's and C's output alike)."""

    def __init__(self, out, err) -> None:
        self.files = out, err

    def __enter__(self):
        sys.stdout.flush()
        sys.stderr.flush()
        self.saved = os.dup(1), os.dup(2)
        os.dup2(self.files[0].fileno(), 1)
        os.dup2(self.files[1].fileno(), 2)

    def __exit__(self, *exc):
        sys.stdout.flush()
        sys.stderr.flush()
        for fd, saved in zip((1, 2), self.saved):
            os.dup2(saved, fd)
            os.close(saved)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
