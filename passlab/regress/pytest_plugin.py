"""pytest plugin (entry point ``pytest11``: ``passlab``): regression tests on pass output.

A test in any project with passlab installed can read::

    def test_ws(passlab_trace):
        t = passlab_trace("matmul_hopper", config="default")
        t.stage("WSLowerToken").filecheck("CHECK: ttg.warp_specialize")
        t.assert_matches_golden("tests/golden/matmul_hopper/default")

``pytest --passlab-update`` rewrites goldens instead of comparing them. Traces are compiled once
per session per (kernel, config, target, overrides) and shared by every test that asks.

Goldens are per Triton version: a test compares with the golden of the running Triton; when the case
has goldens of other versions only, the test is skipped with the update command, and the session
summary lists the goldens missing for this version.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest

from passlab.errors import PasslabError

TRITON_OPTION = "--passlab-triton"
UPDATE_OPTION = "--passlab-update"


class PasslabCheckFailed(AssertionError):
    """A FileCheck or golden assertion failed; the message is the whole readable report."""


@dataclass
class StageIR:
    """One stage's IR in a test: its text, where it came from, and FileCheck on it."""

    name: str
    path: Path

    @property
    def text(self) -> str:
        return self.path.read_text()

    def filecheck(self, checks: str, check_prefixes: str = "CHECK") -> "StageIR":
        """Assert that ``checks`` (FileCheck lines: CHECK, CHECK-NEXT, CHECK-NOT, ...) match this IR."""
        __tracebackhide__ = True
        from passlab.regress.filecheck_runner import run_filecheck

        result = run_filecheck(checks, self.text, check_prefixes=check_prefixes,
                               input_name=f"{self.name}({self.path.name})", checks_name="checks")
        if not result.ok:
            raise PasslabCheckFailed(f"FileCheck failed on stage {self.name} ({self.path}):\n{result.message}")
        return self


@dataclass
class KernelTrace:
    """A compiled kernel's trace as the ``passlab_trace`` fixture hands it to a test."""

    trace: object  # passlab.capture.trace.Trace (imported lazily: collecting tests must not import Triton)
    rootpath: Path
    update: bool
    written: list = field(default_factory=list)
    missing: list = field(default_factory=list)  # (case folder, version) without a golden of that version

    @property
    def outcome(self):
        return self.trace.outcome

    @property
    def stages(self) -> dict[str, dict]:
        return self.trace.stages

    def stage(self, name: str) -> StageIR:
        """The IR after stage ``name`` (TaskPartition ... MemoryPlanner); fails if it did not run."""
        __tracebackhide__ = True
        try:
            path = self.trace.stage_snapshot(name)
        except PasslabError as exc:
            raise PasslabCheckFailed(exc.message) from None
        from passlab.capture.stages import resolve_stage
        return StageIR(resolve_stage(name), path)

    def pass_ir(self, pass_arg: str, which: str = "before") -> StageIR:
        """The IR before (or after) a pass, e.g. ``pass_ir("tritongpu-pipeline")``."""
        __tracebackhide__ = True
        try:
            path = self.trace.pass_snapshot(pass_arg, which)
        except PasslabError as exc:
            raise PasslabCheckFailed(exc.message) from None
        return StageIR(f"{which} {pass_arg}", path)

    def assert_matches_golden(self, case_dir: str | Path, allow_failure: bool = False) -> None:
        """Compare every stage with the golden of the running Triton version in ``case_dir``
        (relative to the pytest rootdir); with ``--passlab-update``, write it instead. A failed
        compile is never written as a golden unless ``allow_failure`` says the failure is what this
        test guards. Skipped, naming the update command, when only other versions have a golden."""
        __tracebackhide__ = True
        from passlab.regress.golden import GoldenMissing, check_golden_path, compare_golden, write_golden

        case_dir = Path(case_dir)
        if not case_dir.is_absolute():
            case_dir = self.rootpath / case_dir
        try:
            check_golden_path(case_dir)   # a file there: say so, not "run --passlab-update to create it"
        except PasslabError as exc:
            raise PasslabCheckFailed(exc.message) from None
        if self.update:
            try:
                write_golden(self.trace, case_dir, allow_failure=allow_failure)
            except PasslabError as exc:
                raise PasslabCheckFailed(exc.message) from None
            self.written.append(case_dir)
            return
        try:
            comparison = compare_golden(self.trace, case_dir)
        except GoldenMissing as exc:
            self.missing.append((exc.case_dir, exc.version))
            pytest.skip(exc.message)
        except PasslabError as exc:
            raise PasslabCheckFailed(f"{exc.message}\n(run pytest {UPDATE_OPTION} to create it)") from None
        if not comparison.ok:
            raise PasslabCheckFailed(comparison.report())


class TraceCache:
    """Traces of this session, compiled on first request (each compile runs in a child process)."""

    def __init__(self, root: Path, python: str | None = None):
        self.root = root
        self.python = python     # another Triton's interpreter (--passlab-triton), None: this one
        self.traces: dict = {}

    def get(self, kernel: str, config: str | None, target: str, sig: dict | None, overrides: dict):
        from passlab.capture.child import CompileRequest
        from passlab.capture.trace import trace_kernel

        key = (kernel, config, target, tuple(sorted((sig or {}).items())), tuple(sorted(overrides.items())))
        if key not in self.traces:
            out = self.root / f"{len(self.traces):03d}-{_slug(kernel)}"
            request = CompileRequest(kernel, config, dict(overrides), target, sig, python=self.python)
            self.traces[key] = trace_kernel(request, out)
        return self.traces[key]


def _slug(text: str) -> str:
    import re
    return re.sub(r"[^\w.-]+", "_", text.rpartition(":")[2] or text)[:40]


def pytest_addoption(parser):
    group = parser.getgroup("passlab", "passlab: regression tests on Triton pass output")
    group.addoption(UPDATE_OPTION, action="store_true", default=False,
                    help="rewrite passlab goldens (assert_matches_golden) instead of comparing them")
    group.addoption("--passlab-traces", default=None, metavar="DIR",
                    help="keep the traces compiled by passlab_trace in DIR (default: a pytest temp dir)")
    group.addoption(TRITON_OPTION, default=None, metavar="VERSION|PYTHON",
                    help="compile passlab_trace's kernels with another Triton: a version (3.9, 3.9.0; passlab's "
                         "environment of it, made once as `passlab envs --make` makes it) or an interpreter; "
                         "goldens are compared with that version's")


@pytest.fixture(scope="session")
def passlab_trace_cache(request, tmp_path_factory) -> TraceCache:
    """The session's compiled traces (shared by every ``passlab_trace`` call)."""
    where = request.config.getoption("--passlab-traces")
    root = Path(where).resolve() if where else tmp_path_factory.mktemp("passlab-traces")
    root.mkdir(parents=True, exist_ok=True)
    return TraceCache(root, request.config.stash.get(_PYTHON_KEY, None))


def pytest_configure(config):
    """Resolve ``--passlab-triton`` once, before any test: a bad value (or a ``--passlab-traces`` that
    names a file) stops the session with one line (pytest's usage-error exit), and an environment
    passlab has to make is made here, once."""
    _check_traces_option(config.getoption("--passlab-traces", None))
    text = config.getoption(TRITON_OPTION, None)
    if text:
        config.stash[_PYTHON_KEY] = _other_triton(text)


def _check_traces_option(where: str | None) -> None:
    """``--passlab-traces`` naming a file (or a path under one) stops the session with one line, rather
    than failing every test that asks for a trace with an OSError from ``mkdir``."""
    from passlab.disk import check_parents

    if where is None:
        return
    if Path(where).exists() and not Path(where).is_dir():
        raise pytest.UsageError(f"--passlab-traces {where}: a file, not a folder")
    try:
        check_parents(Path(where), "--passlab-traces")
    except PasslabError as exc:
        raise pytest.UsageError(exc.message) from None


def _other_triton(text: str) -> str | None:
    """The interpreter of ``--passlab-triton`` (None: this one's Triton matches)."""
    import sys

    from passlab.errors import PasslabError
    from passlab.versions.envs import parse_triton_spec, resolve_environment
    try:
        spec = parse_triton_spec(text)
        return resolve_environment(spec, progress=lambda line: print(f"passlab: {line}", file=sys.stderr)).python
    except PasslabError as exc:
        raise pytest.UsageError(f"{TRITON_OPTION} {text}: {exc.message}") from None


@pytest.fixture
def passlab_trace(request, passlab_trace_cache):
    """``passlab_trace(kernel, config=None, target="cuda:90", sig=None, **overrides)`` -> KernelTrace.

    ``kernel`` is a built-in kernel name or ``path/to/file.py:function`` (relative to the
    rootdir); ``overrides`` are constexprs or compile options such as ``num_stages=4``.
    A failed compile is not an error here: the trace records it (``.outcome``).
    """
    pytest_config = request.config
    rootpath = Path(pytest_config.rootpath)
    update = bool(pytest_config.getoption(UPDATE_OPTION))
    written = pytest_config.stash.setdefault(_WRITTEN_KEY, [])
    missing = pytest_config.stash.setdefault(_MISSING_KEY, [])

    def get(kernel: str, config: str | None = None, target: str = "cuda:90", sig: dict | None = None,
            **overrides) -> KernelTrace:
        path, sep, function = kernel.rpartition(":")
        if sep and path and not Path(path).is_absolute() and (rootpath / path).is_file():
            kernel = f"{rootpath / path}:{function}"
        trace = passlab_trace_cache.get(kernel, config, target, sig, overrides)
        return KernelTrace(trace, rootpath, update, written, missing)

    return get


_WRITTEN_KEY = pytest.StashKey[list]()
_PYTHON_KEY = pytest.StashKey["str | None"]()
_MISSING_KEY = pytest.StashKey[list]()


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    written = config.stash.get(_WRITTEN_KEY, [])
    if written:
        terminalreporter.write_sep("-", f"passlab: wrote {len(written)} golden(s)")
        for path in written:
            terminalreporter.write_line(f"  {path}")
    missing = config.stash.get(_MISSING_KEY, [])
    if missing:
        versions = sorted({version for _, version in missing})
        terminalreporter.write_sep("-", f"passlab: {len(missing)} golden(s) missing for Triton {', '.join(versions)}")
        for path, version in missing:
            terminalreporter.write_line(f"  {path} (Triton {version})")
        triton = config.getoption(TRITON_OPTION)
        terminalreporter.write_line(f"  write them with: pytest {UPDATE_OPTION}" + (f" {TRITON_OPTION} {triton}" if triton else ""))
