"""The protocol model against Triton's own ConSan tests (tests/data/consan, unmodified upstream).

Each upstream test asserts what the concurrency sanitizer reports on a GPU for a small Gluon
kernel with or without a race/deadlock; bench/consan_parity.py reads those verdicts from the tests'
own assertions, compiles each kernel on this CPU and runs the model. Run in a child process: the
harness stands in a Hopper driver and patches the launch path while it imports the tests.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# upstream's test module imports torch at the top (the README's set-up installs a CPU build)
pytest.importorskip("torch", reason="tests/data/consan/test_consan.py imports torch (see the README's set-up)")


@pytest.fixture(scope="module")
def parity():
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "consan_parity.py"), "--json"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout)


def test_every_judged_case_agrees_with_the_sanitizer(parity):
    differ = [(c["name"], c["expected"], c["verdict"], c["detail"][:200])
              for c in parity["cases"] if c["agrees"] is False]
    assert not differ
    # races (outstanding reads/writes, cp.async groups, wgmma operands), deadlocks and underflow:
    # every upstream case the model can run is judged, on Hopper kernels with and without partitions
    assert parity["summary"]["judged"] >= 47


def test_the_model_finds_each_kind_of_bug_the_sanitizer_reports(parity):
    cases = {c["name"]: c for c in parity["cases"]}
    assert cases["test_ws_two_loads_two_bars_loop[MISSING_BAR=2]"]["verdict"] == "bug"
    assert "PROTO001" in cases["test_ws_async_copy_wait_visibility[FAILURE=True]"]["rules"]   # cp.async group
    assert "PROTO001" in cases["test_ws_wgmma_wait_visibility[FAILURE=True]"]["rules"]        # wgmma operand
    assert "PROTO001" in cases["test_async_tma_kernel[FAILURE=True]"]["rules"]                # no partitions
    assert "PROTO002" in cases["test_deadlock_two_partitions"]["rules"]
    assert cases["test_deadlock_exempt_when_tma_signals"]["verdict"] == "clean"


def test_only_tcgen05_kernels_are_out_of_the_models_reach(parity):
    unmodelled = {c["name"] for c in parity["cases"] if c["verdict"] in ("not modelled", "no partitions",
                                                                          "compile error")}
    assert unmodelled and all("tcgen5" in name or "multibuffered_loop" in name for name in unmodelled), unmodelled
