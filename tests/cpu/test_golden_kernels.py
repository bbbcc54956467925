"""Goldens of every built-in kernel's WS stages (default config, sm_90).

Regenerate after an intended change with ``pytest tests/cpu/test_golden_kernels.py --passlab-update``;
a kernel added to ``kernels.MODULES`` without a golden fails here until one is written.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import kernels

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
# Kernels whose golden records a known compiler failure (the failure is what it guards).
EXPECTED_FAILURES = {"matmul_ws_pointer"}


@pytest.mark.parametrize("kernel", kernels.names())
def test_stages_match_golden(passlab_trace, kernel):
    passlab_trace(kernel).assert_matches_golden(GOLDEN / kernel / "default",
                                                allow_failure=kernel in EXPECTED_FAILURES)


def test_every_golden_belongs_to_a_kernel():
    """A golden left behind by a removed or renamed kernel would never be compared again."""
    stray = sorted(p.name for p in GOLDEN.iterdir() if p.is_dir() and p.name not in kernels.names())
    assert not stray, f"goldens without a built-in kernel: {stray}"
