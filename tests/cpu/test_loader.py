"""Loading users' kernel files on a CPU-only machine: Triton's tutorials as written, the fallback,
autotune/heuristics unwrapping, module references, and the stand-in driver left as it was found."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
import torch

from passlab.frontend.loader import load_kernel, load_module
from passlab.frontend.target_driver import LaunchRefused, TargetDriver, target_driver
from passlab.errors import UsageError

TUTORIALS = Path(__file__).resolve().parent.parent / "data" / "tutorials"

# Every @triton.jit function of each tutorial (3.6 / upstream 6294db5a), in file order.
TUTORIAL_KERNELS = {
    "02-fused-softmax": ["softmax_kernel"],
    "03-matrix-multiplication": ["matmul_kernel", "leaky_relu"],
    "05-layer-norm": ["_layer_norm_fwd_fused", "_layer_norm_bwd_dx_fused", "_layer_norm_bwd_dwdb"],
    "06-fused-attention": ["_attn_fwd_inner", "_maybe_make_tensor_desc", "_attn_fwd", "_attn_bwd_preprocess",
                           "_attn_bwd_dkdv", "_attn_bwd_dq", "_attn_bwd"],
    "09-persistent-matmul": ["matmul_kernel", "matmul_kernel_tma", "_compute_pid", "matmul_kernel_persistent",
                             "matmul_kernel_tma_persistent", "matmul_kernel_descriptor_persistent"],
}
# 02, 03 and 05 run their kernel at module level (the stand-in driver refuses): statement fallback.
FALLBACK_LINES = {"02-fused-softmax": 188, "03-matrix-multiplication": 364, "05-layer-norm": 374}


@pytest.mark.parametrize("tutorial", list(TUTORIAL_KERNELS))
def test_tutorial_loads_unmodified(tutorial):
    loaded = load_module(str(TUTORIALS / f"{tutorial}.py"))
    assert list(loaded.kernels()) == TUTORIAL_KERNELS[tutorial]
    if tutorial in FALLBACK_LINES:
        assert loaded.method == "statements"
        assert f"failed at line {FALLBACK_LINES[tutorial]}: LaunchRefused" in loaded.notes[0]
    else:
        # 06 and 09 ask the device at import (capability, is_available): that note only
        assert loaded.method == "module"
        assert all(n.startswith("the module asked the device at import") for n in loaded.notes)


def test_tutorial_03_autotune_unwrapped_with_its_configs():
    kernel = load_kernel(f"{TUTORIALS / '03-matrix-multiplication.py'}:matmul_kernel")
    assert type(kernel.fn).__name__ == "JITFunction" and kernel.fn.__name__ == "matmul_kernel"
    assert kernel.wrappers == ("autotune",)
    assert len(kernel.autotune_configs) == 16 and kernel.autotune_key == ("M", "N", "K")
    assert kernel.config(0) == {"BLOCK_SIZE_M": 128, "BLOCK_SIZE_N": 256, "BLOCK_SIZE_K": 64, "GROUP_SIZE_M": 8,
                                "num_warps": 8, "num_stages": 3}
    assert kernel.method == "statements" and any("it launches a kernel" in n for n in kernel.notes)
    with pytest.raises(UsageError, match="configs 0..15, not 16"):
        kernel.config(16)


@pytest.mark.parametrize("target, configs", [("cuda:90", 21), ("cuda:100", 36)])
def test_tutorial_06_configs_follow_the_target(monkeypatch, target, configs):
    """06 drops 8-warp small-tile configs when ``torch.cuda.get_device_capability()[0] == 9``."""
    monkeypatch.delenv("PYTEST_VERSION", raising=False)  # 06 keeps one config under pytest
    from passlab.frontend.target import parse_target
    kernel = load_kernel(f"{TUTORIALS / '06-fused-attention.py'}:_attn_fwd", parse_target(target))
    assert len(kernel.autotune_configs) == configs
    assert set(kernel.prune_hooks) == {"early_config_prune"}
    assert all(c.has_pre_hook for c in kernel.autotune_configs)  # host-descriptor block shapes
    assert kernel.autotune_key == ("N_CTX", "HEAD_DIM", "FP8_OUTPUT", "warp_specialize")


def test_tutorial_09_every_autotuned_kernel_unwraps():
    path = TUTORIALS / "09-persistent-matmul.py"
    expected = {"matmul_kernel": 24, "matmul_kernel_tma": 24, "matmul_kernel_persistent": 24,
                "matmul_kernel_tma_persistent": 48, "matmul_kernel_descriptor_persistent": 48}
    for name, count in expected.items():
        kernel = load_kernel(f"{path}:{name}")
        assert kernel.fn.__name__ == name and len(kernel.autotune_configs) == count
    assert load_kernel(f"{path}:_compute_pid").wrappers == ()


def test_driver_and_torch_restored_after_loading():
    from triton.runtime.driver import driver
    before_driver = driver._active
    before_capability = torch.cuda.get_device_capability
    before_properties, before_name = torch.cuda.get_device_properties, torch.cuda.get_device_name
    load_module(str(TUTORIALS / "06-fused-attention.py"))
    assert driver._active is before_driver
    assert torch.cuda.get_device_capability is before_capability
    assert torch.cuda.get_device_properties is before_properties
    assert torch.cuda.get_device_name is before_name


def test_stand_in_driver_answers_queries_and_refuses_launches():
    from passlab.frontend.target import parse_target
    import triton
    with target_driver(parse_target("cuda:90")) as standin:
        active = triton.runtime.driver.active
        assert active is standin and isinstance(active, TargetDriver)
        assert active.get_current_target().arch == 90
        assert str(active.get_active_torch_device()) == "cpu"
        assert active.utils.get_device_properties(0)["max_shared_mem"] == 232448
        assert torch.cuda.get_device_capability() == (9, 0)
        # libraries read these at import (gemlite: multi_processor_count; flag_gems: the name)
        props = torch.cuda.get_device_properties("cuda")
        assert (props.major, props.minor, props.multi_processor_count) == (9, 0, 132)
        assert props.shared_memory_per_block_optin == 232448
        assert torch.cuda.get_device_name(0) == props.name == "NVIDIA H200"
        with pytest.raises(LaunchRefused, match="cannot select a device"):
            active.get_current_device()


USER_FILE = '''
import torch
import triton
import triton.language as tl

SCALE = tl.constexpr(2)
x = torch.empty(16, device="cuda")          # fails on a CPU machine
LATER = tl.constexpr(3)


@triton.autotune(configs=[triton.Config({"BLOCK": 64}, num_warps=4, num_stages=2),
                          triton.Config({"BLOCK": 128}, num_warps=8, num_stages=3)], key=["n"])
@triton.heuristics(values={"EVEN": lambda args: args["n"] % args["BLOCK"] == 0})
@triton.jit
def scaled(x_ptr, n, BLOCK: tl.constexpr, EVEN: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(x_ptr + offs, tl.load(x_ptr + offs) * SCALE * LATER)


@some_undefined_decorator
def helper():
    pass


for i in range(3):
    print(i)
'''


def test_fallback_loads_what_the_kernel_needs(tmp_path):
    path = tmp_path / "user_kernel.py"
    path.write_text(USER_FILE)
    kernel = load_kernel(f"{path}:scaled")
    assert kernel.method == "statements"
    assert kernel.notes[0].startswith("executing user_kernel.py failed at line 7: ")
    assert any(n.startswith("line 7: skipped, ") for n in kernel.notes)
    assert kernel.notes[-1] == "not run: 1 other-decorated function(s), 1 for statement(s)"
    assert kernel.wrappers == ("autotune", "heuristics")
    assert [c.params for c in kernel.autotune_configs] == [{"BLOCK": 64, "num_warps": 4, "num_stages": 2},
                                                           {"BLOCK": 128, "num_warps": 8, "num_stages": 3}]
    assert kernel.apply_heuristics({"n": 256, "BLOCK": 128}) == {"EVEN": True}
    assert kernel.fn.__globals__["LATER"] == 3   # a global defined after the failing line is there


def test_fallback_kernel_compiles(tmp_path):
    import triton
    from passlab.frontend.target import parse_target
    from triton.compiler import ASTSource
    path = tmp_path / "user_kernel.py"
    path.write_text(USER_FILE)
    kernel = load_kernel(f"{path}:scaled")
    source = ASTSource(kernel.fn, {"x_ptr": "*fp32", "n": "i32", "BLOCK": "constexpr", "EVEN": "constexpr"},
                       {"BLOCK": 64, "EVEN": True})
    compiled = triton.compile(source, target=parse_target("cuda:90"), options={"num_warps": 4})
    assert "tt.load" in compiled.asm["ttir"]


def test_module_reference_and_its_fallback(tmp_path, monkeypatch):
    package = tmp_path / "mykernels"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "consts.py").write_text("import triton.language as tl\nBLOCK_DEFAULT = tl.constexpr(32)\n")
    (package / "ok.py").write_text(textwrap.dedent('''
        import triton
        import triton.language as tl
        DEVICE = triton.runtime.driver.active.get_active_torch_device()
        @triton.jit
        def k(x_ptr):
            pass
    '''))
    (package / "gpu_at_import.py").write_text(textwrap.dedent('''
        import triton
        import triton.language as tl
        from .consts import BLOCK_DEFAULT
        PROPS = triton.runtime.driver.active.utils.get_device_properties(0)
        @triton.jit
        def k(x_ptr, BLOCK: tl.constexpr = BLOCK_DEFAULT):
            pass
        k[(1,)](None)
    '''))
    monkeypatch.syspath_prepend(str(tmp_path))
    ok = load_kernel("mykernels.ok:k")
    assert ok.method == "module" and ok.source_file.endswith("ok.py")
    fallback = load_kernel("mykernels.gpu_at_import:k")
    assert fallback.method == "statements" and "LaunchRefused" in fallback.notes[0]
    assert fallback.fn.__globals__["PROPS"]["multiprocessor_count"] == 132


def test_bad_references_are_usage_errors(tmp_path):
    path = tmp_path / "k.py"
    path.write_text("import triton\n@triton.jit\ndef k(x):\n    pass\n\ndef plain():\n    pass\n")
    with pytest.raises(UsageError, match=r"has no function 'nope' \(kernels found: k\)"):
        load_kernel(f"{path}:nope")
    with pytest.raises(UsageError, match="is not a @triton.jit function"):
        load_kernel(f"{path}:plain")
    with pytest.raises(UsageError, match="no such kernel file"):
        load_kernel(f"{tmp_path / 'missing.py'}:k")
    with pytest.raises(UsageError, match="malformed kernel reference"):
        load_kernel(str(path))


LIBRARY_WRAPPER = '''
import triton
import triton.language as tl


class LibEntry(triton.KernelInterface):
    """A library's own launch wrapper (the shape of flag_gems' @libentry())."""
    def __init__(self, fn):
        self.fn = fn
        self.arg_names = fn.arg_names


class LibTuner(triton.runtime.Autotuner):
    pass


def libtuner(configs, key):
    return lambda fn: LibTuner(fn, fn.arg_names, configs, key, None, None)


class HasFn:
    fn = None


@LibEntry
@libtuner(configs=[triton.Config({"BLOCK": 64}, num_warps=4, num_stages=2)], key=["n"])
@triton.jit
def wrapped(x_ptr, n, BLOCK: tl.constexpr):
    pass


not_a_kernel = HasFn()
'''


def test_library_wrappers_unwrap(tmp_path):
    """A KernelInterface wrapper (flag_gems' LibEntry) and an Autotuner subclass (LibTuner) peel off."""
    path = tmp_path / "lib_kernels.py"
    path.write_text(LIBRARY_WRAPPER)
    kernel = load_kernel(f"{path}:wrapped")
    assert kernel.wrappers == ("LibEntry", "autotune")
    assert kernel.fn.__name__ == "wrapped" and kernel.config(0) == {"BLOCK": 64, "num_warps": 4, "num_stages": 2}
    with pytest.raises(UsageError, match="is not a @triton.jit function"):
        load_kernel(f"{path}:not_a_kernel")
