"""The default run leaves the ``long`` and ``versions`` suites out (pyproject addopts); a test named
by its node id still runs, and CI runs what the README says."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LONG_TEST = "tests/cpu/test_debug_reduce.py::test_real_reduction_under_a_quarter_of_the_lines"


def collect(*args: str) -> str:
    result = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", *args],
                            cwd=ROOT, capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    return result.stdout


def test_the_default_run_leaves_a_long_test_out():
    assert "1 deselected" in collect("tests/cpu/test_debug_reduce.py")


def test_a_long_test_named_by_its_node_id_runs():
    """``pytest FILE::TEST`` of a long test: the reader asked for it; it is not silently deselected."""
    out = collect(LONG_TEST)
    assert LONG_TEST in out and "1 test collected" in out, out[-1000:]


def test_an_explicit_selection_still_wins_over_a_node_id():
    assert "1 deselected" in collect(LONG_TEST, "-m", "not long")


def test_ci_runs_the_readme_test_commands():
    ci = (ROOT / ".ci" / "run").read_text().splitlines()
    readme = (ROOT / "README.md").read_text()
    for command in ("pytest", "pytest -m long", "pytest -m versions", "apt-get update && apt-get install -y chromium"):
        assert command in ci and f"\n    {command}\n" in readme


VERSIONS_TEST = "tests/cpu/test_matrix.py::test_matrix_across_two_triton_versions"


def test_the_default_run_leaves_the_versions_tests_out_and_a_node_id_runs_one():
    """The tests that need other Triton versions run in CI's own step (`pytest -m versions`), not twice."""
    assert "2 deselected" in collect("tests/cpu/test_matrix.py")
    out = collect(VERSIONS_TEST)
    assert VERSIONS_TEST in out and "1 test collected" in out, out[-1000:]
