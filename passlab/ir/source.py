"""Where a command's IR comes from: a trace directory plus a stage (or pass), or one .mlir file."""

from __future__ import annotations

from pathlib import Path

from passlab.errors import TraceError, UsageError


def snapshot_path(target: str | Path, stage: str | None = None) -> Path:
    """The snapshot file for ``target``: the file itself when it is a ``.mlir`` file; for a trace
    directory, the IR after ``stage`` (a WS stage name such as WSLowerToken, or a pass argument
    such as tritongpu-pipeline, meaning the IR before that pass)."""
    path = Path(target)
    if path.is_file():
        return path
    if str(target).endswith(".mlir"):
        raise TraceError(f"no such snapshot file: {target}")
    from passlab.capture.trace import Trace
    trace = Trace.load(path)
    if not stage:
        raise UsageError(f"{target} is a trace directory: name a stage with --stage "
                         f"(one of {', '.join(trace.stages)}) or pass a .mlir snapshot")
    from passlab.capture.stages import STAGE_NAMES
    if stage.lower() in {s.lower() for s in STAGE_NAMES}:
        return trace.stage_snapshot(stage)
    try:
        return trace.pass_snapshot(stage, "before")
    except TraceError:
        raise UsageError(f"unknown stage or pass '{stage}' (stages: {', '.join(STAGE_NAMES)})") from None
