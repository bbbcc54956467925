"""A golden path (or --passlab-traces) that names a file: one message naming it, never a traceback.

Before, a compare said "no golden here, run --passlab-update to create it" (which could not), an
update under such a file failed with NotADirectoryError from deep inside pathlib, and
``--passlab-traces FILE`` errored every test with FileExistsError.
"""

from __future__ import annotations

import os
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

import pytest

from passlab.regress.pytest_plugin import KernelTrace, PasslabCheckFailed

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def blocker(tmp_path) -> Path:
    """A user's file where a golden folder was expected."""
    (tmp_path / "golden").mkdir()
    path = tmp_path / "golden" / "ampere"
    path.write_text("not a folder\n")
    return path


@pytest.mark.parametrize("update", [False, True], ids=["compare", "update"])
@pytest.mark.parametrize("under", [False, True], ids=["the file", "under the file"])
def test_a_golden_path_that_is_a_file_fails_the_test_with_one_message(trace_of, tmp_path, blocker, update, under):
    case_dir = "golden/ampere/default" if under else "golden/ampere"
    kernel_trace = KernelTrace(trace_of("matmul_ampere"), rootpath=tmp_path, update=update, written=[])
    with pytest.raises(PasslabCheckFailed) as failed:
        kernel_trace.assert_matches_golden(case_dir)
    message = str(failed.value)
    assert f"the golden path {tmp_path / case_dir}" in message and "is a file" in message, message
    assert "--passlab-update" not in message, "an update cannot put a golden there"
    assert blocker.read_text() == "not a folder\n" and kernel_trace.written == []


def _plugin_args() -> list[str]:
    installed = any(ep.value == "passlab.regress.pytest_plugin" for ep in entry_points(group="pytest11"))
    return [] if installed else ["-p", "passlab.regress.pytest_plugin"]


def _pytest(project: Path, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTEST_ADDOPTS", "PYTEST_PLUGINS")}
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *_plugin_args(), *args],
                          cwd=project, env=env, capture_output=True, text=True, timeout=300)


def test_a_user_sees_the_path_not_a_traceback(tmp_path, blocker):
    (tmp_path / "test_kernels.py").write_text(
        "def test_it(passlab_trace):\n"
        "    passlab_trace('matmul_ampere').assert_matches_golden('golden/ampere/default')\n")
    done = _pytest(tmp_path, "--passlab-update", "test_kernels.py")
    output = done.stdout + done.stderr
    assert done.returncode == 1 and "1 failed" in output, output
    assert f"lies under {blocker}, which is a file" in output, output
    assert "NotADirectoryError" not in output and "pathlib.py" not in output, output
    assert "passlab/regress/golden.py" not in output, "a traceback from inside passlab"


@pytest.mark.parametrize("where", ["a file", "under a file"])
def test_passlab_traces_naming_a_file_stops_the_session_with_one_line(tmp_path, blocker, where):
    (tmp_path / "test_uses_trace.py").write_text("def test_it(passlab_trace):\n    passlab_trace('matmul_ampere')\n")
    traces = blocker if where == "a file" else blocker / "traces"
    done = _pytest(tmp_path, "--passlab-traces", str(traces), "test_uses_trace.py")
    output = done.stdout + done.stderr
    assert done.returncode == 4, output   # pytest's usage error, before any test
    errors = [line for line in output.splitlines() if "--passlab-traces" in line]
    assert len(errors) == 1 and str(blocker) in errors[0], output
    assert "Traceback" not in output and "FileExistsError" not in output and "NotADirectoryError" not in output
    assert blocker.read_text() == "not a folder\n"
