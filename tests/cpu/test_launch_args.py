"""Issue 23, "every argument a launch can pass can be given": the upstream Gluon tutorials' kernels
traced with the arguments their own launches pass (tuples, layouts, @aggregate classes, keyword
``num_warps``), and the ``-c`` parser's rules on crafted values (no compile)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from passlab.cli import cli
from passlab.errors import UsageError
from passlab.frontend.constexpr_args import launch_value, module_value

GLUON = Path(__file__).resolve().parents[1] / "data" / "tutorials" / "gluon"


def desc(name: str, dtype: str, block: str) -> list[str]:
    return ["--sig", f"{name}=tensordesc<{dtype}[{block}]>"]


MATMUL_FP16 = [*desc("a_desc", "fp16", "128, 64"), *desc("b_desc", "fp16", "64, 256"),
               *desc("c_desc", "fp16", "128, 256")]
# One trace per kernel of Gluon tutorials 06, 07, 08 and 10 (upstream 6294db5a / a85ba297), with the
# values of the tutorial's own launch (its test's or benchmark's parameters) and the target it needs.
CASES = {
    # 06: tmem_example_kernel[(1, )](input, output, M, N, num_warps=num_warps)
    "06-tmem_example_kernel": ("06-tcgen05.py:tmem_example_kernel", "cuda:100", [
        "--sig", "in_ptr=*fp32", "--sig", "out_ptr=*fp32", "-c", "M=128", "-c", "N=128", "-c", "num_warps=8"]),
    # 06: small_mma_kernel[(1, )](..., (blockM, blockN), LHS_IN_TMEM, USE_COMMIT, num_warps=num_warps)
    "06-small_mma_kernel": ("06-tcgen05.py:small_mma_kernel", "cuda:100", [
        *desc("a_desc", "fp16", "128, 128"), *desc("b_desc", "fp16", "128, 128"),
        *desc("c_desc", "fp32", "128, 128"), *desc("d_desc", "fp32", "128, 128"),
        "-c", "tmem_block=(128, 128)", "-c", "LHS_IN_TMEM=True", "-c", "USE_COMMIT=True", "-c", "num_warps=4"]),
    # 06: blocked_matmul_kernel[grid](a_desc, b_desc, c_desc, TRANSPOSE_B, num_warps=num_warps)
    "06-blocked_matmul_kernel": ("06-tcgen05.py:blocked_matmul_kernel", "cuda:100", [
        *desc("a_desc", "fp16", "128, 128"), *desc("b_desc", "fp16", "128, 128"),
        *desc("c_desc", "fp16", "128, 128"), "-c", "TRANSPOSE_B=True", "-c", "num_warps=8"]),
    # 06: blocked_matmul_pipelined_kernel[grid](a_desc, b_desc, c_desc, num_warps=num_warps)
    "06-blocked_matmul_pipelined_kernel": ("06-tcgen05.py:blocked_matmul_pipelined_kernel", "cuda:100", [
        *desc("a_desc", "fp16", "128, 128"), *desc("b_desc", "fp16", "128, 128"),
        *desc("c_desc", "fp16", "128, 128"), "-c", "num_warps=8"]),
    # 07 on Hopper: select_mma_impl() is WGMMA; 8 warps hold the 128x256 accumulator
    "07-matmul_pipelined_kernel": ("07-persistence.py:matmul_pipelined_kernel", "cuda:90", [
        *MATMUL_FP16, "-c", "MMAImpl=WGMMA", "-c", "num_buffers=3", "-c", "num_warps=8"]),
    # 07 on Blackwell: MMAv5, the persistent kernel with the tutorial's schedulers list
    "07-persistent_matmul_kernel": ("07-persistence.py:persistent_matmul_kernel", "cuda:100", [
        *MATMUL_FP16, "-c", "MMAImpl=MMAv5", "-c", "SchedulerImpl=PersistentTileScheduler",
        "-c", "num_buffers=4", "-c", "num_warps=4"]),
    # 07: ..., MMAImpl, SchedulerImpl, num_buffers, STEALB=num_buffers == 4, num_warps=num_warps
    "07-persistent_matmul_pipelined_kernel": ("07-persistence.py:persistent_matmul_pipelined_kernel", "cuda:90", [
        *MATMUL_FP16, "-c", "MMAImpl=WGMMA", "-c", "SchedulerImpl=GroupedPersistentTileScheduler(8)",
        "-c", "num_buffers=3", "-c", "STEALB=False", "-c", "num_warps=8"]),
    # 08: ..., XBLOCK, YBLOCK, num_load_buffers, num_store_buffers, num_warps=num_warps, maxnreg=128
    "08-elementwise_add_warp_specialized_kernel": (
        "08-warp-specialization.py:elementwise_add_warp_specialized_kernel", "cuda:90", [
            *desc("a_desc", "fp32", "32, 64"), *desc("b_desc", "fp32", "32, 64"), *desc("c_desc", "fp32", "32, 64"),
            "--arg", "xnumel=1000", "--arg", "ynumel=2000", "-c", "XBLOCK=32", "-c", "YBLOCK=64",
            "-c", "num_load_buffers=2", "-c", "num_store_buffers=2", "-c", "num_warps=8", "-c", "maxnreg=128"]),
    # 08: SchedulerImpl from t7.schedulers (t7 = importlib.import_module("07-persistence"))
    "08-matmul_warp_specialized_kernel": ("08-warp-specialization.py:matmul_warp_specialized_kernel", "cuda:100", [
        *MATMUL_FP16, "-c", "SchedulerImpl=t7.PersistentTileScheduler", "-c", "num_buffers=3",
        "-c", "SUBTILE_FACTOR=4", "-c", "num_warps=4"]),
    # 10: tcgen05_copy_kernel[(1, )](input, *strides, output, *strides, M, N, smem_layout, tmem_layout)
    "10-tcgen05_copy_kernel": ("10-tcgen05-copy.py:tcgen05_copy_kernel", "cuda:100", [
        "--sig", "in_ptr=*fp32", "--sig", "out_ptr=*fp32", "--arg", "in_stride0=128", "--arg", "in_stride1=1",
        "--arg", "out_stride0=128", "--arg", "out_stride1=1", "-c", "M=128", "-c", "N=128",
        "-c", "smem_layout=NVMMASharedLayout(swizzle_byte_width=128, element_bitwidth=32, rank=2)",
        "-c", "tmem_layout=TensorMemoryLayout(block=(128, 32), col_stride=1)"]),
    # 10: SchedulerImpl = t7.GroupedPersistentTileScheduler(GROUP_SIZE_M), fp16 inputs, fp32 C
    "10-matmul_accumulate_kernel": ("10-tcgen05-copy.py:matmul_accumulate_kernel", "cuda:100", [
        *desc("a_desc", "fp16", "128, 64"), *desc("b_desc", "fp16", "64, 128"), *desc("c_desc", "fp32", "128, 128"),
        "--sig", "d_ptr=*fp32", "--arg", "d_stride_m=1024", "--arg", "d_stride_n=1",
        "-c", "SchedulerImpl=t7.GroupedPersistentTileScheduler(8)", "-c", "num_buffers=3"]),
}
# Kernels whose layouts read a num_warps parameter that the launch passes by keyword.
KEYWORD_NUM_WARPS = {"06-tmem_example_kernel": 8, "06-blocked_matmul_kernel": 8,
                     "06-blocked_matmul_pipelined_kernel": 8, "07-matmul_pipelined_kernel": 8}


# The default run compiles one case per kind of argument (a tuple, a class and a keyword num_warps,
# a name from a sibling module, layouts); the others are in the long suite (`pytest -m long`).
DEFAULT_RUN = {"06-small_mma_kernel", "07-matmul_pipelined_kernel", "08-matmul_warp_specialized_kernel",
               "10-tcgen05_copy_kernel"}


@pytest.mark.parametrize("case", [case if case in DEFAULT_RUN else pytest.param(case, marks=pytest.mark.long)
                                  for case in sorted(CASES)])
def test_gluon_tutorial_kernel_compiles_with_its_launch_arguments(case, tmp_path):
    ref, target, args = CASES[case]
    result = CliRunner().invoke(cli, ["trace", f"{GLUON / ref}", "--target", target, *args,
                                      "--out", str(tmp_path / "t"), "--json"], catch_exceptions=False)
    assert result.exit_code == 0, result.output[-3000:]
    manifest = json.loads((tmp_path / "t" / "manifest.json").read_text())
    assert manifest["outcome"]["code"] == "ok", manifest["outcome"]
    if case in KEYWORD_NUM_WARPS:
        assert manifest["metadata"]["num_warps"] == KEYWORD_NUM_WARPS[case]
        assert any("compile option num_warps" in note for note in manifest["kernel"]["notes"])


def test_literal_tuples_and_lists():
    assert launch_value("tmem_block", "(128, 128)") == (128, 128)
    assert launch_value("shape", " [1, [2, 3]] ") == [1, [2, 3]]
    assert launch_value("x", "None") is None
    assert launch_value("ACTIVATION", "") == ""   # tutorial 03: -c ACTIVATION='""'
    assert launch_value("x", "leaky_relu") == "leaky_relu"


def test_layouts_are_built_by_their_constructors():
    from triton.experimental.gluon import language as gl
    from triton.experimental.gluon.language.nvidia.blackwell import TensorMemoryLayout
    text = "NVMMASharedLayout(swizzle_byte_width=128, element_bitwidth=16, rank=2)"
    assert launch_value("layout", text) == gl.NVMMASharedLayout(swizzle_byte_width=128, element_bitwidth=16, rank=2)
    blocked = gl.BlockedLayout([1, 1], [1, 32], [1, 4], [1, 0])
    assert launch_value("l", "SliceLayout(1, BlockedLayout([1, 1], [1, 32], [1, 4], [1, 0]))") == \
        gl.SliceLayout(1, blocked)
    assert launch_value("t", "TensorMemoryLayout(block=(128, 32), col_stride=1)") == \
        TensorMemoryLayout(block=(128, 32), col_stride=1)


@pytest.mark.parametrize("text", ["(128, ", "(1, x)", "BlockedLayout(size_per_thread=x)", "BlockedLayout(**d)",
                                  "NVMMASharedLayout(swizzle_byte_width=128, bogus=1)", "[1, 2"])
def test_a_bad_value_is_one_usage_error_naming_the_argument(text):
    with pytest.raises(UsageError) as err:
        launch_value("tmem_block", text)
    assert "tmem_block" in str(err.value) and "\n" not in str(err.value)


MODULE = '''
import subprocess
from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.language.core import _aggregate as aggregate


@aggregate
class Impl:
    x: gl.tensor

    @gluon.constexpr_function
    def __init__(self, x):
        self.x = x


@gluon.constexpr_function
def pick(n):
    return n


def factory(n):
    return Impl


@gluon.jit
def leaky_relu(x):
    return x


@gluon.jit
def kernel(X: gl.constexpr, num_warps: gl.constexpr = 4):
    pass
'''


@pytest.fixture(scope="module")
def gluon_module(tmp_path_factory):
    from passlab.frontend.kernelspec import load_user_kernel
    path = tmp_path_factory.mktemp("mod") / "mod.py"
    path.write_text(MODULE)
    return load_user_kernel(f"{path}:kernel", {})


def test_names_of_the_kernels_module(gluon_module):
    fn = gluon_module.fn
    impl, note = module_value(fn, "X", "Impl")
    assert impl.__name__ == "Impl" and "Impl" in note
    assert module_value(fn, "X", "pick")[0] is fn.fn.__globals__["pick"]
    assert module_value(fn, "X", "factory(8)")[0] is impl
    # a jit function's name stays the string (tutorial 03 compares ACTIVATION to "leaky_relu")
    assert module_value(fn, "X", "leaky_relu") == ("leaky_relu", None)
    assert module_value(fn, "X", "nothing_here") == ("nothing_here", None)
    for code in ("subprocess.run(['true'])", "gl.BlockedLayout_(1)", "factory(x)"):
        with pytest.raises(UsageError, match="-c X="):
            module_value(fn, "X", code)


def test_a_keyword_named_option_parameter_is_the_option_too(gluon_module):
    given = gluon_module.resolve(None, {"X": 1, "num_warps": 8})
    assert given.constexprs["num_warps"] == 8 and given.options["num_warps"] == 8
    assert given.option_parameters() == ["num_warps"]
    # the def's default alone is a launch that leaves num_warps out: the option keeps Triton's own
    defaulted = gluon_module.resolve(None, {"X": 1})
    assert defaulted.constexprs["num_warps"] == 4 and "num_warps" not in defaulted.options
