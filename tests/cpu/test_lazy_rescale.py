"""LAZY (kernels/fa_hopper_gluon_partitions._rescale, FA4's conditional rescale) in the PTX of both
attention kernels: the warp's vote reads a thread's two rows, every multiply of O sits behind the
vote's branch and multiplies by the alphas voted on, the PTX model follows the branch either way (the check covers every warp), and a
config without LAZY has neither vote nor branch. CPU only; the GPU runs are in
bench/results/h100-20261206d (every LAZY config correct; measured slower, in SLOWER)."""

from __future__ import annotations

import re

import pytest

import kernels
from passlab.checks import run_checks

pytestmark = [pytest.mark.long, pytest.mark.slow]

VOTE = re.compile(r"setp\.neu\.f32 p, (%r\d+), 0f3F800000; setp\.neu\.f32 q, (%r\d+), 0f3F800000;.*?vote\.sync\.any")
SKIP = re.compile(r"@skip bra\.uni DONE;\n(.*?)\nDONE:", re.S)


@pytest.mark.parametrize("kernel,config,lazy", [("fa_hopper_gluon", "d64_causal_lz", "d64_causal"),
                                                ("fa_fp8_gluon", "d128_lz", "d128_kpl8_s3")])
def test_lazy_rescale_is_a_vote_and_a_branch_around_every_multiply_of_o(trace_of, kernel, config, lazy):
    trace = trace_of(kernel, config)
    ptx = (trace.path / "artifacts" / "kernel.ptx").read_text()
    params = kernels.get(kernel).resolve(config).params
    votes = VOTE.findall(ptx)
    # two rows per thread (r and r + 8 of the warp's 16): a vote over one register would decide
    # for half of the warp's rows only
    assert votes and all(a != b for a, b in votes), votes
    blocks = SKIP.findall(ptx)
    per_thread = 64 * params["HEAD_DIM"] // 128          # O's fp32 values per thread (64 rows a group)
    assert len(blocks) == len(votes) * per_thread // 16     # pack=16 multiplies behind each branch
    assert all(block.count("mul.f32") == 16 and "st." not in block and "bar" not in block for block in blocks)
    # the alphas a branch multiplies by are exactly the two its warp voted on
    for block in blocks:
        alphas = set(re.findall(r"mul\.f32 %r\d+, %r\d+, (%r\d+);", block))
        assert any(alphas == {a, b} for a, b in votes), (alphas, votes)
    coverage = [f for f in run_checks(trace).findings if f.rule == "PTX000"]
    assert coverage and dict(coverage[0].details)["warps_stopped"] == 0, coverage[0].message
    assert "taken either way" in coverage[0].message
    plain = (trace_of(kernel, lazy).path / "artifacts" / "kernel.ptx").read_text()
    assert "vote.sync" not in plain and "@skip" not in plain
