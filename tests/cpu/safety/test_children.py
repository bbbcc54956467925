"""Children are isolated, bounded and stoppable (issue 21: items 7, 9, 13, 14, 15 and leftovers).

A user's working directory, kernel file or crafted manifest never puts code into passlab's own
process or ahead of passlab's and Triton's code in a child; every child obeys ``--timeout`` and
an interrupt, also the parallel ones of ``--autotune`` and ``--workarounds``.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .conftest import SLOW_KERNEL, SLOW_SIG, one_line_error, passlab

ROOT = Path(__file__).resolve().parents[3]
KERNEL = SLOW_KERNEL.as_posix() + ":add_kernel"


def passlab_script(*args, cwd: Path, env: dict | None = None, timeout: float = 300) -> subprocess.CompletedProcess:
    """``passlab ARGS`` as the console script runs it: the working directory is not on ``sys.path``
    (``python -m passlab.cli`` would itself import a ``passlab/`` folder in ``cwd``)."""
    return subprocess.run([sys.executable, str(ROOT / "cli.py"), *map(str, args)], cwd=cwd, capture_output=True,
                          text=True, timeout=timeout, env={**os.environ, **(env or {})}, stdin=subprocess.DEVNULL)


def start_script(*args, cwd: Path, env: dict | None = None) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(ROOT / "cli.py"), *map(str, args)], cwd=cwd,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, **(env or {})}, stdin=subprocess.DEVNULL)


def impostor_packages(cwd: Path, marker: Path) -> None:
    """``passlab/`` and ``triton/`` packages in ``cwd`` that leave a marker and break if imported."""
    for name in ("passlab", "triton", "kernels", "lit"):
        (cwd / name).mkdir()
        (cwd / name / "__init__.py").write_text(
            f"open({str(marker)!r}, 'a').write('{name} imported from the working directory\\n')\n"
            f"raise ImportError('the impostor {name}')\n")


# -- 9: a passlab/ or triton/ folder in the working directory -------------------------------------

def test_children_never_import_passlab_or_triton_from_the_working_directory(tmp_path, sentinel):
    cwd = tmp_path / "project"
    cwd.mkdir()
    marker = tmp_path / "marker.txt"
    impostor_packages(cwd, marker)
    out = tmp_path / "t"
    result = passlab_script("trace", KERNEL, *SLOW_SIG, "--out", out, cwd=cwd)
    assert result.returncode == 0, result.stderr[-2000:]
    assert not marker.exists(), marker.read_text()
    snapshot = sorted((out / "snapshots").glob("*.mlir"))[0]
    replay = passlab_script("replay", snapshot, "--pass", "canonicalize", cwd=cwd)
    assert replay.returncode == 0, replay.stderr[-2000:]
    assert not marker.exists(), marker.read_text()
    assert (sentinel / "thesis.tex").read_text() == "years of work\n"
