"""The interpreters of other Triton versions that version tests run passlab's child with.

A test that needs Triton 3.9.0 asks ``triton_python("3.9.0")``: the environment passlab keeps for
that version (``$PASSLAB_ENVS/triton-3.9.0/bin/python``, made by ``passlab matrix`` or by CI), else
the test skips and says how to make one. Nothing is installed from a test.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from passlab import settings

# The released versions the version tests cover, oldest first (3.6.0 is the suite's own interpreter).
OTHER_VERSIONS = ("3.7.1", "3.8.0", "3.9.0")


def interpreter_path(version: str) -> Path:
    return settings.envs_root() / f"triton-{version}" / "bin" / "python"


def triton_python(version: str) -> str:
    """The Python with Triton ``version`` installed, or skip the calling test with the way to get one."""
    python = interpreter_path(version)
    if not python.exists():
        pytest.skip(f"no Triton {version} environment at {python}: make one with "
                    f"`python3 -m venv {python.parent.parent} && {python.parent}/pip install triton=={version}` "
                    f"(or point {settings.ENVS_ROOT.name} at a folder that holds triton-{version}/)")
    return str(python)
