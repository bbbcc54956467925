"""Goldens per Triton version: a golden is compared only with a compile of its own version.

One real compile (matmul_ampere, shared with the session); the "other version" traces are copies
of it whose manifest names another Triton, which is all that golden selection reads.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from passlab.capture.trace import Trace
from passlab.cli import cli
from passlab.regress.golden import (CASE_FILE, LEGACY_VERSION, GoldenError, GoldenMissing, compare_golden,
                                    golden_json, golden_versions, write_golden)
from passlab.regress.pytest_plugin import KernelTrace

GOLDEN = Path(__file__).resolve().parent.parent / "golden"


def _as_version(trace: Trace, version: str, where: Path) -> Trace:
    copy = shutil.copytree(trace.path, where)
    manifest = json.loads((copy / "manifest.json").read_text())
    manifest["triton_version"] = version
    (copy / "manifest.json").write_text(json.dumps(manifest))
    return Trace.load(copy)


@pytest.fixture
def ampere(trace_of) -> Trace:
    return trace_of("matmul_ampere")


@pytest.fixture
def golden(tmp_path) -> Path:
    # the 3.6.0 golden alone: these tests play the other version with a relabelled 3.6 trace
    return shutil.copytree(GOLDEN / "matmul_ampere" / "default", tmp_path / "golden",
                           ignore=shutil.ignore_patterns("triton-*"))


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}


def test_committed_goldens_record_their_version():
    for case in GOLDEN.glob("*/*/" + CASE_FILE):
        assert json.loads(case.read_text()).get("triton_version") == LEGACY_VERSION, case


def test_another_versions_golden_is_never_compared(ampere, golden, tmp_path):
    newer = _as_version(ampere, "3.9.0", tmp_path / "t39")
    with pytest.raises(GoldenMissing) as missing:
        compare_golden(newer, golden)
    message = missing.value.message
    assert "no golden for Triton 3.9.0" in message and "goldens for Triton 3.6.0" in message
    assert "pytest --passlab-update" in message and "passlab snapshot KERNEL -o" in message
    assert compare_golden(ampere, golden).ok


def test_a_second_version_is_written_beside_the_first(ampere, golden, tmp_path):
    before = _files(golden)
    newer = _as_version(ampere, "3.9.0", tmp_path / "t39")
    written = write_golden(newer, golden)
    assert {p.parent for p in written} == {golden / "triton-3.9.0"}
    assert _files(golden) == before  # the 3.6.0 golden is untouched
    assert sorted(golden_versions(golden)) == ["3.6.0", "3.9.0"]
    ok = compare_golden(newer, golden)
    assert ok.ok and ok.version == "3.9.0" and ok.case_dir == golden / "triton-3.9.0"
    assert compare_golden(ampere, golden).ok
    # rewriting the 3.6.0 golden keeps the other version's folder
    write_golden(ampere, golden)
    assert (golden / "triton-3.9.0" / CASE_FILE).is_file()


def test_golden_without_a_version_counts_as_3_6(ampere, golden):
    case = json.loads((golden / CASE_FILE).read_text())
    del case["triton_version"]
    (golden / CASE_FILE).write_text(golden_json(case))
    assert list(golden_versions(golden)) == [LEGACY_VERSION]
    assert compare_golden(ampere, golden).ok


def test_a_bad_version_in_case_json_is_a_golden_error(ampere, golden):
    case = json.loads((golden / CASE_FILE).read_text())
    case["triton_version"] = "../../etc"
    (golden / CASE_FILE).write_text(json.dumps(case))
    with pytest.raises(GoldenError, match="is not a version"):
        compare_golden(ampere, golden)


def test_plugin_skips_naming_the_update_command(ampere, golden, tmp_path):
    newer = _as_version(ampere, "3.9.0", tmp_path / "t39")
    test_trace = KernelTrace(newer, rootpath=tmp_path, update=False)
    with pytest.raises(pytest.skip.Exception, match=r"no golden for Triton 3\.9\.0.*--passlab-update"):
        test_trace.assert_matches_golden(golden)
    assert test_trace.missing == [(golden, "3.9.0")]


def test_snapshot_check_against_another_version_is_one_line_exit_2(ampere, golden, tmp_path):
    newer = _as_version(ampere, "3.9.0", tmp_path / "t39")
    result = CliRunner().invoke(cli, ["snapshot", str(newer.path), "-o", str(golden), "--check"])
    assert result.exit_code == 2, result.output
    assert "no golden for Triton 3.9.0" in result.output and "Traceback" not in result.output
    written = CliRunner().invoke(cli, ["snapshot", str(newer.path), "-o", str(golden)])
    assert written.exit_code == 0 and "triton-3.9.0" in written.output
    again = CliRunner().invoke(cli, ["snapshot", str(newer.path), "-o", str(golden), "--check"])
    assert again.exit_code == 0 and "Triton 3.9.0" in again.output


def _plugin_args() -> list[str]:
    from importlib.metadata import entry_points
    installed = any(ep.value == "passlab.regress.pytest_plugin" for ep in entry_points(group="pytest11"))
    return [] if installed else ["-p", "passlab.regress.pytest_plugin"]


@pytest.mark.parametrize("value", ["garbage", "3.9=/nonexistent/python"])
def test_a_bad_passlab_triton_stops_the_session_with_one_line(tmp_path, value):
    """Not one traceback per test: pytest stops before any test, with its usage-error status."""
    import subprocess
    import sys
    (tmp_path / "test_uses_trace.py").write_text("def test_it(passlab_trace):\n    passlab_trace('matmul_ampere')\n")
    root = Path(__file__).resolve().parents[2]
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *_plugin_args(),
                           "--passlab-triton", value, str(tmp_path)], capture_output=True, text=True, cwd=tmp_path,
                          env={**__import__("os").environ, "PYTHONPATH": str(root)}, timeout=300)
    assert proc.returncode == 4, proc.stdout + proc.stderr
    errors = [line for line in (proc.stdout + proc.stderr).splitlines() if "--passlab-triton" in line]
    assert len(errors) == 1 and "Traceback" not in proc.stdout + proc.stderr
