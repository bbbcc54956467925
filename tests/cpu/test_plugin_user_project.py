"""The pytest plugin as a user project sees it: a temporary project, passlab installed, no import
from passlab's own tests. Each pytest run is a subprocess, as in the user's CI."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from importlib.metadata import entry_points
from pathlib import Path

import pytest

ADD_KERNEL = '''
import triton
import triton.language as tl


@triton.jit
def add_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=mask) + 1.0, mask=mask)
'''

USER_TESTS = '''
import pytest


def test_ws_matmul(passlab_trace):
    t = passlab_trace("matmul_hopper", config="default")
    t.stage("WSLowerToken").filecheck("""
        CHECK: ttng.init_barrier
        CHECK: ttg.warp_specialize
        CHECK: partition0(
        CHECK-SAME: num_warps(4)
        CHECK: ttng.warp_group_dot
    """)
    t.assert_matches_golden("golden/matmul_hopper")


def test_own_kernel(passlab_trace):
    t = passlab_trace("src/add.py:add_kernel", sig={"x_ptr": "*fp32", "y_ptr": "*fp32", "n": "i32"}, BLOCK=1024)
    assert t.stages["WSLowerToken"]["status"] == "not run"
    t.stage("MemoryPlanner").filecheck("CHECK: ttg.shared = 0")
    t.assert_matches_golden("golden/add")


def test_filecheck_failure_is_an_assertion(passlab_trace):
    with pytest.raises(AssertionError, match="FileCheck failed on stage SWP") as info:
        passlab_trace("matmul_hopper").stage("SWP").filecheck("CHECK: ttg.warp_specialize\\nCHECK-NEXT: no.such_op")
    assert "checks:2: error" in str(info.value)
'''


def _plugin_args() -> list[str]:
    """Load the plugin by module name only where its pytest11 entry point is not installed."""
    installed = any(ep.value == "passlab.regress.pytest_plugin" for ep in entry_points(group="pytest11"))
    return [] if installed else ["-p", "passlab.regress.pytest_plugin"]


def _pytest(project: Path, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTEST_ADDOPTS", "PYTEST_PLUGINS")}
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *_plugin_args(), *args],
                          cwd=project, env=env, capture_output=True, text=True, timeout=600)


@pytest.fixture
def user_project(tmp_path) -> Path:
    project = tmp_path / "userproj"
    (project / "src").mkdir(parents=True)
    (project / "tests").mkdir()
    (project / "pytest.ini").write_text("[pytest]\ntestpaths = tests\n")
    (project / "src" / "add.py").write_text(ADD_KERNEL)
    (project / "tests" / "test_kernels.py").write_text(textwrap.dedent(USER_TESTS))
    return project


def test_user_project_update_then_green_then_readable_failure(user_project):
    """--passlab-update writes the goldens; a second run is green and rewrites nothing; a golden
    that disagrees fails with the summary diff."""
    update = _pytest(user_project, "--passlab-update")
    assert update.returncode == 0, update.stdout + update.stderr
    assert "passlab: wrote 2 golden(s)" in update.stdout
    golden = user_project / "golden" / "matmul_hopper"
    assert (golden / "case.json").is_file() and (golden / "5-WSLowerToken.summary.json").is_file()
    assert sorted(p.name for p in (user_project / "golden" / "add").iterdir()) == [
        "7-MemoryPlanner.mlir", "7-MemoryPlanner.summary.json", "case.json"]
    written = {p: p.read_text() for p in (user_project / "golden").rglob("*") if p.is_file()}

    second = _pytest(user_project)
    assert second.returncode == 0, second.stdout + second.stderr
    assert "3 passed" in second.stdout
    assert {p: p.read_text() for p in (user_project / "golden").rglob("*") if p.is_file()} == written

    # Someone's golden says 4 stages where the compile has 3: the failure shows the summary diff.
    summary = golden / "4-WSCodePartition.summary.json"
    summary.write_text(summary.read_text().replace('"barrier_count": 9', '"barrier_count": 12'))
    third = _pytest(user_project)
    assert third.returncode == 1
    assert "--- golden/4-WSCodePartition.summary.json" in third.stdout
    compact = third.stdout.replace(" ", "")
    assert '-"barrier_count":12,' in compact and '+"barrier_count":9,' in compact
