"""Run the program ``passlab capture`` records (``run_captured``), and pass it the signals meant for it.

The program runs in passlab's own process group, so it keeps the terminal (a prompt, a debugger,
Ctrl-Z work as without passlab). A Ctrl-C typed there reaches the whole foreground group, the
program included, so passlab does not send it again; a signal sent to passlab alone (``kill``,
a job scheduler, a closed ssh session's SIGHUP to the shell's child) is passed on. Either way the
program gets a grace period for its own handlers (checkpoints, flushing) before it is killed,
and passlab reports the program's exit status, as a shell would (128+N when signal N killed it).
"""

from __future__ import annotations

import math
import os
import re
import signal
import subprocess
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from passlab import settings
from passlab.frontend.capture_file import CaptureTarget
from passlab.capture.child import _die_with_parent
from passlab.frontend.recorder import CapturedCompile
from passlab.errors import UsageError

FORWARDED = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
WAITED = (*FORWARDED, signal.SIGCHLD)
# siginfo.si_code of a signal the kernel sent, e.g. the terminal's Ctrl-C to its foreground group
# (kill(2) from a process gives SI_USER, 0). Linux <asm-generic/siginfo.h>.
SI_KERNEL = 0x80
POLL_SECONDS = 0.5
# `python`, `python3.12`, `pypy3`: interpreters whose -I/-E/-S skip passlab's sitecustomize.
PYTHON_NAME_RE = re.compile(r"^(python|pypy)[\d.]*$")


@dataclass
class ProgramExit:
    """How the program ended, as a shell would report it, and what passlab did on the way."""

    returncode: int
    notes: list[str] = field(default_factory=list)
    killed_after_grace: bool = False


def grace_seconds(text: str | float | None = None) -> float:
    """The grace period: ``--grace`` or ``$PASSLAB_CAPTURE_GRACE``; a finite number >= 0."""
    what = "--grace" if text is not None else settings.CAPTURE_GRACE.name
    text = settings.CAPTURE_GRACE.get() if text is None else text
    try:
        value = float(text)
    except (TypeError, ValueError):
        raise UsageError(f"{what} must be a number of seconds, got {text!r}") from None
    if not (value >= 0 and math.isfinite(value)):
        raise UsageError(f"{what} must be a finite number of seconds >= 0, got {text!r}")
    return value


@contextmanager
def signals_deferred():
    """Hold Ctrl-C, SIGTERM, SIGHUP (and SIGCHLD) for ``run_program`` to wait on, until what the
    program recorded is published; signals left over once the program is gone are dropped."""
    old = signal.pthread_sigmask(signal.SIG_BLOCK, WAITED)
    try:
        yield
    finally:
        pending = set(signal.sigpending()) & set(FORWARDED)
        while pending and signal.sigtimedwait(pending, 0) is not None:
            pending = set(signal.sigpending()) & set(FORWARDED)
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


def run_program(command: list[str], env: dict[str, str], grace: float) -> ProgramExit:
    """Run ``command`` to its end inside ``signals_deferred``; UsageError when it cannot start.

    A signal to passlab is passed on (unless the terminal already sent it to the program), and
    from the first one the program has ``grace`` seconds before SIGKILL.
    """
    try:
        proc = subprocess.Popen(command, env=env, preexec_fn=_in_program)
    except FileNotFoundError:
        raise UsageError(f"cannot run {command[0]}: no such program") from None
    except PermissionError:
        hint = f" (run it as python {command[0]}, or chmod +x it)" if command[0].endswith(".py") else ""
        raise UsageError(f"cannot run {command[0]}: permission denied{hint}") from None
    except OSError as exc:
        raise UsageError(f"cannot run {command[0]}: {exc.strerror or exc}") from None
    notes: list[str] = []
    deadline = None
    first = ""
    while (returncode := proc.poll()) is None:
        now = time.monotonic()
        if deadline is not None and now >= deadline:
            proc.kill()
            returncode = proc.wait()
            notes.append(f"the program did not exit within the {grace:g} s grace period after {first}; "
                         "killed it (SIGKILL)")
            return ProgramExit(_shell_status(returncode), notes, killed_after_grace=True)
        wait = POLL_SECONDS if deadline is None else min(POLL_SECONDS, deadline - now)
        info = signal.sigtimedwait(WAITED, max(wait, 0.0))
        if info is None or info.si_signo == signal.SIGCHLD:
            continue
        name = signal.Signals(info.si_signo).name
        if info.si_code == SI_KERNEL:
            notes.append(f"{name} from the terminal reached the program")
        else:
            _send(proc, info.si_signo)
            notes.append(f"{name} passed to the program")
        if deadline is None:
            first = name
            deadline = time.monotonic() + grace
    return ProgramExit(_shell_status(returncode), notes)


def _in_program() -> None:
    """In the program, before exec: its signals unblocked, and SIGKILL when passlab dies."""
    signal.pthread_sigmask(signal.SIG_UNBLOCK, WAITED)
    _die_with_parent()


def _send(proc: subprocess.Popen, signum: int) -> None:
    try:
        proc.send_signal(signum)
    except ProcessLookupError:
        pass


def _shell_status(returncode: int) -> int:
    """A program killed by signal N reports 128+N, as a shell does."""
    return 128 - returncode if returncode < 0 else returncode


def python_flag_skipping_recorder(command: list[str]) -> str | None:
    """The ``-I``/``-E``/``-S`` option (as written, e.g. ``-IS``) of a ``python ...`` command line;
    with it Python ignores PYTHONPATH or skips sitecustomize, where passlab's recorder loads."""
    if not command or not PYTHON_NAME_RE.match(Path(command[0]).name):
        return None
    args = iter(command[1:])
    for arg in args:
        if arg == "--" or arg == "-" or not arg.startswith("-"):
            return None
        if arg.startswith("--"):
            continue
        for letter in arg[1:]:
            if letter in "IES":
                return arg
            if letter in "cm":       # the rest is the program and its arguments
                return None
            if letter in "WX":       # takes a value: joined (-Wignore) or the next argument
                if arg.endswith(letter):
                    next(args, None)
                break
    return None


BOOTSTRAP_DIR = Path(__file__).resolve().parent / "bootstrap"  # holds only the sitecustomize
# A file the bootstrap touches when a Python process loads it: a run that recorded nothing can
# then say whether the recorder was there at all (python -I/-E/-S).
LOADED_ENV = settings.CAPTURE_LOADED.name


@dataclass
class CaptureRun:
    """A captured run: the program's exit status (as a shell reports it), the complete records
    published, and notes and warnings (one line each) about what happened on the way."""

    returncode: int
    records: list[CapturedCompile]
    path: Path
    notes: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def run_captured(command: list[str], capture_file: Path, grace: str | float | None = None) -> CaptureRun:
    """Run ``command`` with the recorder active in every Python process it starts.

    Records go to a hidden sibling of ``capture_file``, renamed over it when the program ended
    (however it ended); the previous capture is intact until then and after a failure to start.
    Ctrl-C, SIGTERM and SIGHUP reach the program, which gets ``grace`` seconds (default
    ``$PASSLAB_CAPTURE_GRACE``, 10) to exit before it is killed.
    """
    if not command:
        raise UsageError("give the program to run after --, e.g. passlab capture -- python my_script.py")
    grace = grace_seconds(grace)
    with CaptureTarget(capture_file) as target:
        env = dict(os.environ)
        env[settings.CAPTURE_FILE.name] = str(Path(os.path.abspath(target.staged)))
        env[LOADED_ENV] = str(target.loaded_marker)
        # Only the bootstrap's sitecustomize goes first; it appends passlab's root to the path.
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(BOOTSTRAP_DIR), env.get("PYTHONPATH", "")]))
        stale = target.stale_siblings()
        with signals_deferred():
            ended = run_program(command, env, grace)
            capture, published = target.publish()
        loaded = target.loaded_marker.exists()
    run = CaptureRun(ended.returncode, capture.records, capture.path, ended.notes + published + capture.notes)
    run.notes += [f"{p} holds records of an earlier capture whose passlab was killed; rename it to keep them"
                  for p in stale]
    if not capture.records:
        flag = python_flag_skipping_recorder(command)
        if flag:
            run.warnings.append(f"python {flag} skips PYTHONPATH or sitecustomize, where passlab's recorder "
                                f"loads: nothing could be recorded; run the program without {flag}")
        elif not loaded:
            run.warnings.append("no Python process of the program loaded passlab's recorder (a python -I/-E/-S, "
                                "a cleared PYTHONPATH, or not a Python program): nothing could be recorded")
    return run
