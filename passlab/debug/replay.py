"""Replay: run one pass or a short pipeline on a saved snapshot, in a child, and classify the end.

This is passlab's stand-in for ``triton-opt SNAPSHOT.mlir --pass``: the passes come from
``passlab.debug.passes`` (Triton's Python bindings), the child is ``passlab.debug.replay_child``, and the
outcome uses the same closed set as a compile, so a replay "reproduces" a compile failure
exactly when their ``Outcome.signature`` match.
"""

from __future__ import annotations

import json
import os
import shlex
from dataclasses import dataclass, field
from pathlib import Path

from passlab import disk
from passlab import settings
from passlab.capture.child import REQUEST_FILE, RESULT_FILE, STDERR_FILE, STDOUT_FILE, project_root, run_child
from passlab.frontend.target import check_target
from passlab.settings import parse_timeout
from passlab.errors import UsageError
from passlab.capture.outcome import Outcome, OutcomeCode, classify
from passlab.debug.passes import BoundCall, PassInvocation, bind, parse_pipeline

DEFAULT_REPLAY_TIMEOUT = 120.0


@dataclass
class ReplayResult:
    """How one replay ended, with the evidence: outcome, the pipeline Triton ran, files kept."""

    input: Path
    invocations: list[PassInvocation]
    target: str
    outcome: Outcome
    wall_seconds: float
    raw_dir: Path | None     # None: a scratch folder, removed once the replay ended
    output: Path | None = None
    pipeline: str = ""
    parse_error: str | None = None
    stderr_tail: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.parse_error is None and self.outcome.ok

    def to_json(self) -> dict:
        return {"input": str(self.input), "passes": [i.text() for i in self.invocations],
                "target": self.target, "outcome": self.outcome.to_json(),
                "signature": None if self.outcome.ok else self.outcome.signature,
                "wall_seconds": round(self.wall_seconds, 3), "output": str(self.output) if self.output else None,
                "pipeline": self.pipeline, "parse_error": self.parse_error,
                "raw_dir": str(self.raw_dir) if self.raw_dir else None, "stderr_tail": self.stderr_tail,
                "command": replay_command(self.input, self.invocations, self.target)}


def replay_environment() -> dict[str, str]:
    """The caller's environment without Triton's dump knobs: a replay prints only what fails."""
    env = dict(os.environ)
    for setting in (settings.MLIR_ENABLE_DUMP, settings.MLIR_DUMP_PATH):
        env.pop(setting.name, None)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(project_root()), env.get("PYTHONPATH", "")]))
    env.setdefault("PYTHONUNBUFFERED", "1")
    return env


def run_passes(mlir: str | Path, passes: list[PassInvocation] | list[str] | str, target: str = "cuda:90",
               output: Path | None = None, timeout: float | None = None, work_dir: Path | None = None,
               calls: list[BoundCall] | None = None) -> ReplayResult:
    """Run ``passes`` on the MLIR file ``mlir`` (a path) in a child; never raises on a pass failure.

    ``passes`` may be invocations or pass strings (``"tritongpu-pipeline{num-stages=3}"``).
    ``calls`` skips binding (the reducer binds once and runs many candidates). Raises
    ``UsageError`` for an unknown pass/option or a missing input file.
    """
    path = Path(mlir)
    if not path.is_file():
        raise UsageError(f"no such MLIR file: {path}")
    check_target(target)
    if timeout is not None:
        timeout = parse_timeout(timeout)
    invocations = passes if passes and isinstance(passes[0], PassInvocation) else parse_pipeline(passes)
    calls = calls if calls is not None else bind(invocations, target)
    if work_dir is not None:  # kept for the caller (TRACE/debug/replay): no planted link is written through
        return _replay_in(disk.clear_work_dir(Path(work_dir), RUN_FILES), path, invocations, calls, target,
                          output, timeout)
    with disk.scratch_dir("passlab-replay-") as scratch:  # removed however the replay ends, Ctrl-C included
        result = _replay_in(scratch, path, invocations, calls, target, output, timeout)
    result.raw_dir = None
    return result


# The files a replay child and its parent write in the run folder.
RUN_FILES = (REQUEST_FILE, RESULT_FILE, STDOUT_FILE, STDERR_FILE, "pipeline.txt")


def _replay_in(raw: Path, path: Path, invocations: list[PassInvocation], calls: list[BoundCall], target: str,
               output: Path | None, timeout: float | None) -> ReplayResult:
    request = {"input": str(path.resolve()), "calls": [c.to_json() for c in calls], "target": target,
               "raw_dir": str(raw.resolve()), # absolute, not resolved: a link at -o is replaced by the child, never followed
               "output": os.path.abspath(output) if output else None}
    returncode, timed_out, wall = run_child("passlab.debug.replay_child", request, raw, replay_environment(),
                                            timeout if timeout is not None else DEFAULT_REPLAY_TIMEOUT)
    result = _read_json(raw / RESULT_FILE)
    stderr = _read_text(raw / STDERR_FILE)
    pipeline = result.get("pipeline") or _read_text(raw / "pipeline.txt")
    if result.get("parse_error") and not timed_out:
        message = _parse_message(stderr, result["parse_error"])
        return ReplayResult(path, list(invocations), target,
                            Outcome(OutcomeCode.PYTHON_ERROR, f"cannot parse {path.name}: {message}",
                                    returncode=returncode, exception_type="ParseError"),
                            wall, raw, pipeline=pipeline, parse_error=message, stderr_tail=stderr.splitlines()[-20:])
    outcome = classify(returncode, stderr, timed_out, result.get("exception"), has_result=bool(result))
    written = Path(output) if output and outcome.ok and Path(output).exists() else None
    return ReplayResult(path, list(invocations), target, outcome, wall, raw, written, pipeline,
                        stderr_tail=stderr.splitlines()[-20:])


def _parse_message(stderr: str, fallback: str) -> str:
    """MLIR prints the parse diagnostic ("file:3:5: error: ...") on stderr; the exception says less."""
    for line in stderr.splitlines():
        if ": error:" in line:
            return line.strip()
    return fallback


def _read_json(path: Path) -> dict:
    """The child's result; {} when it is missing or cut off (a full disk, a killed child)."""
    try:
        data = json.loads(path.read_text(errors="replace"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _read_text(path: Path) -> str:
    try:
        return path.read_text(errors="replace")
    except OSError:
        return ""


def replay_command(snapshot: str | Path, invocations: list[PassInvocation], target: str = "cuda:90") -> str:
    """One shell line that replays ``invocations`` on ``snapshot``."""
    parts = ["passlab", "replay", shlex.quote(str(snapshot))]
    for inv in invocations:
        parts += ["--pass", shlex.quote(inv.text())]
    if target != "cuda:90":
        parts += ["--target", target]
    return " ".join(parts)
