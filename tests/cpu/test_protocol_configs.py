"""No protocol findings on any config of the built-in WS kernels; what the model says about the
KNOWN_BAD 3-stage fa_hopper configs (NaN on the H200) is recorded in docs/protocol.md."""

from __future__ import annotations

import pytest

import kernels
from kernels.fa_hopper import KNOWN_BAD
from passlab.checks import run_checks

# Each kernel's default config runs in the default `pytest`; the others in `pytest -m long`.
CONFIGS = [(name, config) if config == "default" else pytest.param(name, config, marks=pytest.mark.long)
           for name in ("matmul_hopper", "fa_hopper") for config in kernels.get(name).configs if config not in KNOWN_BAD]


@pytest.mark.slow
@pytest.mark.parametrize("kernel,config", CONFIGS)
def test_no_protocol_findings(trace_of, kernel, config):
    report = run_checks(trace_of(kernel, config), ("protocol",))
    assert report.errors == 0, [(f.rule, f.stage, f.message) for f in report.findings]


# sm_100 (tcgen05): matmul_hopper's `flat` reads its accumulator through two tmem_subslice views
# (a view's columns are its own shape's, not the parent's printed alloc shape); the rest long.
CONFIGS_100 = [(name, config) if (name, config) == ("matmul_hopper", "flat") else
               pytest.param(name, config, marks=pytest.mark.long)
               for name in ("matmul_hopper", "fa_hopper") for config in kernels.get(name).configs
               if config not in KNOWN_BAD]


@pytest.mark.slow
@pytest.mark.parametrize("kernel,config", CONFIGS_100)
def test_no_protocol_findings_on_sm100(trace_of, kernel, config):
    report = run_checks(trace_of(kernel, config, target="cuda:100"), ("protocol",))
    assert report.errors == 0 and report.warnings == 0, [(f.rule, f.stage, f.message) for f in report.findings
                                                         if f.severity != "note"]


@pytest.mark.slow
@pytest.mark.long
@pytest.mark.parametrize("config", sorted(KNOWN_BAD))
def test_known_bad_three_stage_configs_pass_the_ttgir_model(trace_of, config):
    # The TTGIR protocol is sound for these (every slot and phase covered, 30 schedules): the NaN
    # comes from below TTGIR; see docs/protocol.md ("The 3-stage fa_hopper NaN").
    report = run_checks(trace_of("fa_hopper", config), ("protocol",))
    assert report.errors == 0
    notes = [f for f in report.findings if f.rule == "PROTO000"]
    assert notes and all(dict(f.details)["covered"] for f in notes)
