"""Helpers of the data-safety tests: run passlab as a user does, and fingerprint a folder tree."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parents[2] / "data" / "safety"
SLOW_KERNEL = DATA / "slow_kernel.py"
SLOW_SIG = ["--sig", "x_ptr=*fp32", "--sig", "out_ptr=*fp32", "--sig", "n=i32", "-c", "BLOCK=128"]


def passlab(*args, cwd: Path, env: dict | None = None, timeout: float = 300, **popen) -> subprocess.CompletedProcess:
    """``passlab ARGS`` in a fresh process, as a user types it."""
    return subprocess.run([sys.executable, "-m", "passlab.cli", *map(str, args)], cwd=cwd, capture_output=True,
                          text=True, timeout=timeout, env={**os.environ, **(env or {})}, stdin=subprocess.DEVNULL,
                          **popen)


def start_passlab(*args, cwd: Path, env: dict | None = None) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "passlab.cli", *map(str, args)], cwd=cwd,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, **(env or {})}, stdin=subprocess.DEVNULL)


def fingerprint(root: Path, skip: tuple[Path, ...] = ()) -> dict[str, str]:
    """Every file and folder under ``root`` (except ``skip``) with its content hash."""
    skip = tuple(p.resolve() for p in skip)
    out = {}
    for dirpath, dirnames, filenames in os.walk(root):
        here = Path(dirpath).resolve()
        if any(here == s or s in here.parents for s in skip):
            dirnames[:] = []
            continue
        out[str(here.relative_to(root.resolve())) + "/"] = "dir"
        for name in filenames:
            path = here / name
            out[str(path.relative_to(root.resolve()))] = hashlib.sha256(path.read_bytes()).hexdigest()
    return out


def one_line_error(result: subprocess.CompletedProcess, code: int = 2) -> str:
    """The error of a run that must fail with ``code`` and one line, never a traceback."""
    assert result.returncode == code, (result.returncode, result.stdout[-2000:], result.stderr[-2000:])
    assert "Traceback" not in result.stderr + result.stdout, result.stderr
    # click's own usage errors add its "Usage: ..." and "Try ... --help" lines around the one that matters
    lines = [line for line in result.stderr.splitlines()
             if line.strip() and not line.startswith(("Usage: ", "Try '"))]
    assert len(lines) == 1, result.stderr
    return lines[0]


@pytest.fixture
def sentinel(tmp_path) -> Path:
    """A user's directory next to the working tree, that no passlab command may touch."""
    important = tmp_path / "important"
    important.mkdir()
    (important / "thesis.tex").write_text("years of work\n")
    return important


@pytest.fixture
def deep_cwd(tmp_path) -> Path:
    """A working directory three levels under tmp_path, with no dumps/ yet."""
    cwd = tmp_path / "a" / "b" / "c"
    cwd.mkdir(parents=True)
    return cwd
