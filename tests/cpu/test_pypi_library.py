"""A library from PyPI, unmodified: flag_gems' autotuned GEMM traced through its module path.

``flag_gems.ops.mm:mm_kernel_general`` is wrapped ``@libentry()`` (a ``triton.KernelInterface``)
over ``@libtuner(...)`` (a ``triton.runtime.Autotuner`` subclass) over ``@triton.jit``; its 22
configs come from flag_gems' Hopper ``tune_configs.yaml`` (the library picks the file from
``torch.cuda.get_device_capability()``, which the loader answers with (9, 0) for cuda:90).
flag_gems finds its vendor by running ``nvidia-smi`` & co. at import; on a machine without one it
needs ``GEMS_VENDOR=nvidia`` (its own switch; no edit of the library).

The expected numbers are those of a direct ``triton.compile(ASTSource(...))`` of the same
configs with the launch's attributes, ``ptxas -v`` for registers (flag_gems 5.0.2, Triton 3.6.0,
2026-11-30; bench/results/pypi-flag_gems/README.md). Install: ``pip install --no-deps
flag_gems==5.0.2 PyYAML packaging sqlalchemy`` (its pinned torch/numpy would replace ours).
"""

from __future__ import annotations

import importlib
import importlib.util

import pytest

if importlib.util.find_spec("flag_gems") is None:
    pytest.skip("flag_gems is not installed (pip install --no-deps flag_gems==5.0.2 PyYAML packaging sqlalchemy)",
                allow_module_level=True)

pytestmark = pytest.mark.slow

REF = "flag_gems.ops.mm:mm_kernel_general"
VALUES = {"M": 4096, "N": 4096, "K": 4096, "stride_am": 4096, "stride_ak": 1, "stride_bk": 4096, "stride_bn": 1,
          "stride_cm": 4096, "stride_cn": 1}
# config -> (warps, shared bytes, registers per thread) measured by a direct compile + ptxas -v
MEASURED = {0: (4, 81920, 72), 14: (8, 147456, 230), 19: (8, 196608, 244)}


@pytest.fixture
def gems_vendor(monkeypatch):
    monkeypatch.setenv("GEMS_VENDOR", "nvidia")


def test_flag_gems_configs_are_the_librarys(gems_vendor):
    from passlab.capture.compile_child import parse_target
    from passlab.capture.loader import load_kernel
    from passlab.capture.target_driver import target_driver
    kernel = load_kernel(REF)
    assert kernel.wrappers == ("LibEntry", "autotune")
    with target_driver(parse_target("cuda:90")):
        library = importlib.import_module("flag_gems.ops.mm").mm_kernel_general.fn.configs
    assert [c.params for c in kernel.autotune_configs] == [
        {**c.kwargs, "num_warps": c.num_warps, "num_stages": c.num_stages} for c in library]
    assert len(library) == 22


def test_flag_gems_autotune_table(gems_vendor):
    from passlab.capture.autotune import static_autotune
    from passlab.capture.child import CompileRequest
    request = CompileRequest(kernel=REF, overrides={"GROUP_M": 8}, target="cuda:90",
                             sig={"A": "*fp16", "B": "*fp16", "C": "*fp16"},
                             launch={"values": dict(VALUES), "unaligned": []})
    report = static_autotune(request)
    assert len(report.rows) == 22 and not report.wasted
    assert all(r.outcome == "ok" and r.ws_requested is False for r in report.rows)
    for index, (warps, shared, registers) in MEASURED.items():
        row = report.rows[index]
        assert (row.final_warps, row.shared, row.registers) == (warps, shared, registers), row
