"""Libraries from PyPI, unmodified: their autotuned GEMMs traced through their module paths.

flag_gems:

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

gemlite: ``gemlite.triton_kernels.gemm_kernels:gemm_INT_kernel`` (A16W4, group 128), whose
``early_config_prune`` builds the compiled configs (23 declared -> 13, ``NUM_STAGES`` set there)
and whose ``@triton.heuristics`` set EVEN_M/N/K. Install: ``pip install --no-deps
gemlite==0.6.0.post2 tqdm``. Numbers: bench/results/pypi-gemlite/README.md.
"""

from __future__ import annotations

import importlib
import importlib.util

import pytest

pytestmark = pytest.mark.slow

needs_flag_gems = pytest.mark.skipif(
    importlib.util.find_spec("flag_gems") is None,
    reason="flag_gems is not installed (pip install --no-deps flag_gems==5.0.2 PyYAML packaging sqlalchemy)")
needs_gemlite = pytest.mark.skipif(
    importlib.util.find_spec("gemlite") is None,
    reason="gemlite is not installed (pip install --no-deps gemlite==0.6.0.post2 tqdm)")

REF = "flag_gems.ops.mm:mm_kernel_general"
VALUES = {"M": 4096, "N": 4096, "K": 4096, "stride_am": 4096, "stride_ak": 1, "stride_bk": 4096, "stride_bn": 1,
          "stride_cm": 4096, "stride_cn": 1}
# config -> (warps, shared bytes, registers per thread) measured by a direct compile + ptxas -v
MEASURED = {0: (4, 81920, 72), 14: (8, 147456, 230), 19: (8, 196608, 244)}


@pytest.fixture
def gems_vendor(monkeypatch):
    monkeypatch.setenv("GEMS_VENDOR", "nvidia")


@needs_flag_gems
def test_flag_gems_configs_are_the_librarys(gems_vendor):
    from passlab.frontend.target import parse_target
    from passlab.frontend.loader import load_kernel
    from passlab.frontend.target_driver import target_driver
    kernel = load_kernel(REF)
    assert kernel.wrappers == ("LibEntry", "autotune")
    with target_driver(parse_target("cuda:90")):
        library = importlib.import_module("flag_gems.ops.mm").mm_kernel_general.fn.configs
    assert [c.params for c in kernel.autotune_configs] == [
        {**c.kwargs, "num_warps": c.num_warps, "num_stages": c.num_stages} for c in library]
    assert len(library) == 22


@needs_flag_gems
def test_flag_gems_autotune_table(gems_vendor):
    from passlab.sweep.autotune import static_autotune
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


GEMLITE = "gemlite.triton_kernels.gemm_kernels:gemm_INT_kernel"
GEMLITE_VALUES = {"M": 4096, "M_CLOSEST": 4096, "stride_am": 4096, "stride_ak": 1, "stride_bk": 4096, "stride_bn": 1,
                  "stride_cm": 4096, "stride_cn": 1, "stride_meta_g": 4096, "stride_meta_n": 1,
                  "load_scales_as_block": False}
GEMLITE_CONSTEXPRS = {"scales_a_ptr": "None", "stride_meta_a_m": "None", "stride_meta_a_g": "None", "N": 4096,
                      "K": 4096, "W_nbits": 4, "group_size": 128, "unpack_mask": 15, "elements_per_sample": 8,
                      "type_id": 104, "a_sizeof": 2, "b_sizeof": 4, "input_dtype": "tl.float16",
                      "output_dtype": "tl.float16", "acc_dtype": "tl.float32", "meta_dtype": "tl.float16",
                      "channel_scale_mode": 0, "W_group_mode": 4, "zero_is_scalar": False, "data_contiguous": True,
                      "use_tma": False, "warp_specialize": False}
# config -> (warps, shared bytes, registers per thread): direct compile + ptxas -v
GEMLITE_MEASURED = {0: (4, 115712, 100), 7: (4, 163840, 255)}


@needs_gemlite
def test_gemlite_autotune_table_after_its_prune_hook():
    from passlab.sweep.autotune import static_autotune
    from passlab.capture.child import CompileRequest
    request = CompileRequest(kernel=GEMLITE, overrides=dict(GEMLITE_CONSTEXPRS), target="cuda:90",
                             sig={"a_ptr": "*fp16", "b_ptr": "*i32", "c_ptr": "*fp16", "scales_ptr": "*fp16",
                                  "zeros_ptr": "*fp16"},
                             launch={"values": dict(GEMLITE_VALUES), "unaligned": []})
    report = static_autotune(request)
    assert report.note.startswith("early_config_prune kept 13 of 23 declared configs; ")
    # gemlite counts GPUs through torch at import (0 here): the table says its list may differ
    assert "torch.cuda.device_count() on line" in report.note and report.note.endswith("may differ from a GPU's")
    assert len(report.rows) == 13 and not report.wasted
    assert [r.params["NUM_STAGES"] for r in report.rows] == [5, 5, 5, 3, 3, 3, 1, 2, 2, 2, 1, 5, 1]
    for index, (warps, shared, registers) in GEMLITE_MEASURED.items():
        row = report.rows[index]
        assert (row.final_warps, row.shared, row.registers) == (warps, shared, registers), row
