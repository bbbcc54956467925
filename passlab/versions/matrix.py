"""The version matrix: one kernel traced and checked under each Triton version, one row each.

A row says how the compile ended, the final metadata (warps, shared bytes, TMEM, registers),
how many of the 7 WS stages ran, the pass count, the check's findings, and what changed from
the previous row (passes added and removed, metadata). A failed compile is a row; an interrupt
stops the run with the rows (and traces) made so far.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Callable

from passlab.capture.child import CompileRequest
from passlab.capture.stages import STAGE_NAMES
from passlab.errors import PasslabError, UsageError, signal_name_of
from passlab.versions.envs import Environment

MATRIX_SCHEMA = 1
# Final metadata compared between rows, as (manifest key, row field).
COMPARED_METADATA = (("num_warps", "num_warps"), ("shared", "shared"), ("tmem_size", "tmem"),
                     ("registers", "registers"))


@dataclass
class RowChanges:
    """What one row changed from the previous one.

    Pass kinds (distinct arguments) and pass counts are both kept: a pipeline can run the same
    kinds a different number of times (74 -> 81 passes with one kind added and one removed)."""

    since: str                                             # the previous row's Triton version
    passes_added: list[str] = field(default_factory=list)   # pass arguments only this version runs
    passes_removed: list[str] = field(default_factory=list)  # pass arguments only the previous one ran
    metadata: dict[str, list] = field(default_factory=dict)  # field -> [previous, this]
    passes: list[int] | None = None                          # [previous, this] pass counts when they differ
    outcome: list[str] | None = None                         # [previous, this] outcome codes when they differ
    stages: list[int] | None = None                          # [previous, this] WS stages that ran, when they differ

    def __bool__(self) -> bool:
        return bool(self.passes_added or self.passes_removed or self.metadata or self.passes or self.outcome
                    or self.stages)

    def to_json(self) -> dict:
        return {"since": self.since, "passes_added": self.passes_added, "passes_removed": self.passes_removed,
                "metadata": self.metadata, "passes": self.passes, "outcome": self.outcome, "stages": self.stages}


@dataclass
class MatrixRow:
    """One Triton version's trace and check."""

    spec: str                         # the --triton item
    version: str                      # the Triton version that compiled
    python: str | None                # its interpreter (None: passlab's own)
    environment: str                  # current | given | cached | made
    trace: str | None = None          # the trace directory (None when passlab could not trace)
    outcome: str = "not-traced"       # the compile outcome code (capture.outcome), or not-traced
    message: str = ""                 # the outcome's first line, or why it was not traced
    num_warps: int | None = None
    shared: int | None = None
    tmem: int | None = None
    registers: int | None = None
    stages_ran: int = 0
    stages_total: int = len(STAGE_NAMES)
    passes: int = 0
    errors: int | None = None         # check findings (None: the check could not run)
    warnings: int | None = None
    changes: RowChanges | None = None
    seconds: float = 0.0
    note: str = ""                    # how the spec was resolved

    @property
    def ok(self) -> bool:
        return self.outcome == "ok" and not self.errors

    def to_json(self) -> dict:
        data = dataclasses.asdict(self)
        data["changes"] = self.changes.to_json() if self.changes is not None else None
        data["seconds"] = round(self.seconds, 1)
        return data


@dataclass
class Matrix:
    """Every row of one ``passlab matrix`` run, in the order the versions were given."""

    kernel: str
    config: str | None
    target: str
    rows: list[MatrixRow] = field(default_factory=list)
    interrupted: str | None = None    # the signal that stopped the run early

    @property
    def exit_code(self) -> int:
        return 0 if self.rows and all(row.ok for row in self.rows) else 1

    def to_json(self) -> dict:
        return {"schema": MATRIX_SCHEMA, "kernel": self.kernel, "config": self.config, "target": self.target,
                "interrupted": self.interrupted, "rows": [row.to_json() for row in self.rows]}


def run_matrix(request: CompileRequest, environments: list[Environment], timeout: float | None = None,
               started: Callable[[Environment], None] = lambda env: None,
               finished: Callable[[MatrixRow], None] = lambda row: None, jobs: int = 1,
               cluster: str | None = None) -> Matrix:
    """Trace and check ``request`` under each environment, in order.

    Each trace goes where ``passlab trace --python`` puts it (the default trace directory with the
    Triton suffix), so ``passlab diff`` compares two rows. On Ctrl-C/SIGTERM the interrupt
    propagates with ``exc.matrix`` holding the finished rows (their traces are on disk).
    With ``jobs`` > 1 (or a Dask ``cluster``) the versions are traced side by side first
    (``sweep.traces.trace_sweep``, one cold child each: a warm worker pays off only from its
    second compile), then checked and compared in order; an interrupt then keeps no rows.
    """
    import time
    from passlab.capture.trace import trace_kernel
    matrix = Matrix(request.kernel, request.config, request.target)
    previous: tuple[MatrixRow, list[dict]] | None = None   # the last traced row and its passes
    refused: list[str] = []   # each row's UsageError: the same on every row is the request's fault
    ahead: list | None = None   # the traces made side by side, in environment order
    if jobs > 1 or cluster:
        from passlab.sweep.traces import trace_sweep
        for env in environments:
            started(env)
        try:
            ahead = trace_sweep([(dataclasses.replace(request, python=env.python), None) for env in environments],
                                jobs, timeout=timeout, warm=False, cluster=cluster)
        except KeyboardInterrupt as exc:
            matrix.interrupted = signal_name_of(exc)
            exc.matrix = matrix
            raise
    for number, env in enumerate(environments):
        if ahead is None:
            started(env)
        row = MatrixRow(env.spec, env.version, env.python, env.origin, note=env.note)
        began = time.perf_counter()
        passes: list[dict] = []
        try:
            if ahead is None:
                trace = trace_kernel(dataclasses.replace(request, python=env.python), None, timeout=timeout)
            elif isinstance(ahead[number], PasslabError):
                raise ahead[number]
            else:
                trace = ahead[number]
            passes = trace.passes
            _fill_from_trace(row, trace)
        except KeyboardInterrupt as exc:
            matrix.interrupted = signal_name_of(exc)
            exc.matrix = matrix
            raise
        except PasslabError as exc:  # this version could not trace the kernel (e.g. a -c it does not know)
            row.message = exc.message
            if isinstance(exc, UsageError):
                refused.append(exc.message)
        row.seconds = time.perf_counter() - began
        if ahead is not None and not isinstance(ahead[number], PasslabError):
            row.seconds += ahead[number].manifest.get("wall_seconds") or 0.0   # its compile, made ahead
        if row.trace is not None:
            if previous is not None:
                row.changes = compare_rows(*previous, row, passes)
            previous = (row, passes)
        matrix.rows.append(row)
        finished(row)
    if len(refused) == len(matrix.rows) and len(set(refused)) == 1:
        raise UsageError(f"{refused[0]} (under every Triton version asked)")
    return matrix


def check_matrix_request(request: CompileRequest) -> None:
    """Refuse, before any environment is made, what is wrong under every version: what
    ``check_request`` sees, and for a built-in kernel its config name and ``-c`` overrides (its
    configs are passlab's own, the same under each Triton; resolved here with this interpreter's
    Triton). A file kernel is left to its rows: loading it here could run the user's code twice."""
    from passlab.capture.trace import captured_record, check_request
    from passlab.frontend import registry
    check_request(request)
    if ":" in request.kernel or captured_record(request) is not None:
        return
    try:
        spec = registry.get(request.kernel)
    except Exception:  # noqa: BLE001  this interpreter cannot load it: each version's row will say why
        return
    spec.resolve(request.config, dict(request.overrides or {}))


def _fill_from_trace(row: MatrixRow, trace) -> None:
    from passlab.checks import run_checks
    manifest = trace.manifest
    row.trace = str(trace.path)
    outcome = trace.outcome
    row.outcome, row.message = outcome.code.value, outcome.message
    metadata = manifest.get("metadata") or {}
    for key, name in COMPARED_METADATA:
        value = metadata.get(key)
        setattr(row, name, value if isinstance(value, int) and not isinstance(value, bool) else None)
    row.stages_ran = sum(entry.get("status") == "ran" for entry in trace.stages.values())
    row.passes = len(trace.passes)
    try:
        report = run_checks(trace)
    except PasslabError as exc:
        row.message = row.message or f"check could not run: {exc.message}"
        return
    row.errors, row.warnings = report.errors, report.warnings


def compare_rows(previous: MatrixRow, previous_passes: list[dict], row: MatrixRow, passes: list[dict]) -> RowChanges:
    """Passes added/removed (by argument) and metadata changed from ``previous`` to ``row``."""
    from passlab.diff.pipeline import diff_pipelines
    pipeline = diff_pipelines(previous_passes, passes, previous.version, row.version, compare_options=False)
    changes = RowChanges(previous.version, passes_added=list(pipeline.only_in_b),
                         passes_removed=list(pipeline.only_in_a))
    if len(previous_passes) != len(passes):
        changes.passes = [len(previous_passes), len(passes)]
    if previous.outcome != row.outcome:
        changes.outcome = [previous.outcome, row.outcome]
    if previous.stages_ran != row.stages_ran:
        changes.stages = [previous.stages_ran, row.stages_ran]
    for _, name in COMPARED_METADATA:
        before, after = getattr(previous, name), getattr(row, name)
        if before != after:
            changes.metadata[name] = [before, after]
    return changes
