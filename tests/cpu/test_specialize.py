"""Launch-faithful specialization: passlab's stand-in arguments against Triton's real launch path.

The reference is ``JITFunction.run`` itself, called as ``kernel[grid](...)`` with CPU torch tensors:
a driver that hands out device 0 lets the launch path run up to compile, and
``knobs.runtime.jit_cache_hook`` records what it would compile (signature, constants, attrs) and
returns True, so nothing compiles or launches.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch
import triton
import triton.language as tl

from passlab.frontend.loader import load_kernel
from passlab.frontend.specialize import launch_attrs
from passlab.frontend.target_driver import TargetDriver, target_driver
from passlab.errors import UsageError

TUTORIALS = Path(__file__).resolve().parent.parent / "data" / "tutorials"
MATMUL_03 = f"{TUTORIALS / '03-matrix-multiplication.py'}:matmul_kernel"


@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) + tl.load(y_ptr + offs, mask=offs < n), mask=offs < n)


@triton.jit
def scale_kernel(x_ptr, out_ptr, scale, n, stride, flag, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs * stride, mask=offs < n)
    if flag:
        x = x * scale
    tl.store(out_ptr + offs, x, mask=offs < n)


@triton.jit(do_not_specialize=["n"], do_not_specialize_on_alignment=["x_ptr"])
def opted_out_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=offs < n), mask=offs < n)


class _LaunchingDriver(TargetDriver):
    """Hands out device 0 and stream 0 so ``JITFunction.run`` gets as far as its compile hook."""

    def get_current_device(self):
        return 0

    def get_current_stream(self, device=None):
        return 0


def launch_reference(fn, args: list, **options) -> dict:
    """What ``fn[grid](*args, **options)`` hands to ``compile``: signature, constants, attrs."""
    from triton import knobs
    from triton.runtime.driver import driver
    from passlab.frontend.target import parse_target

    seen = {}

    def hook(*, compile, **_):
        seen.update(compile)
        return True   # "already handled": run() returns before compiling or launching

    previous_driver, previous_hook = driver._active, knobs.runtime.jit_cache_hook
    driver.set_active(_LaunchingDriver(parse_target("cuda:90")))
    knobs.runtime.jit_cache_hook = hook
    try:
        fn.device_caches.clear()
        fn[(1,)](*args, **options)
    finally:
        knobs.runtime.jit_cache_hook = previous_hook
        driver._active = previous_driver
        fn.device_caches.clear()
    return {"signature": dict(seen["signature"]), "constants": dict(seen["constants"]),
            "attrs": {k: v for k, v in seen["configs"][0].items() if v}}


def passlab_view(spec, fn) -> dict:
    names = list(fn.arg_names)
    constants = {((names.index(k),) if isinstance(k, str) else k): v for k, v in spec.constexprs.items()}
    return {"signature": spec.signature, "constants": constants, "attrs": spec.attrs}


def tensor(dtype=torch.float16, offset=0, n=4096):
    """A CPU tensor (64-byte aligned by torch's allocator), or a view ``offset`` elements in."""
    base = torch.empty(n + 16, dtype=dtype)
    return base[offset:offset + n]


CASES = {
    "add n%16==0": (add_kernel, dict(x_ptr="*fp16", y_ptr="*fp16", out_ptr="*fp16", n="i32"),
                    dict(n=4096), dict(BLOCK=1024), [], lambda: [tensor(), tensor(), tensor(), 4096, 1024]),
    "add n odd": (add_kernel, dict(x_ptr="*fp32", y_ptr="*fp32", out_ptr="*fp32", n="i32"),
                  dict(n=1000), dict(BLOCK=256), [], lambda: [tensor(torch.float32), tensor(torch.float32),
                                                              tensor(torch.float32), 1000, 256]),
    "add n==1": (add_kernel, dict(x_ptr="*bf16", y_ptr="*bf16", out_ptr="*bf16", n="i32"),
                 dict(n=1), dict(BLOCK=128), [], lambda: [tensor(torch.bfloat16), tensor(torch.bfloat16),
                                                          tensor(torch.bfloat16), 1, 128]),
    "add unaligned x": (add_kernel, dict(x_ptr="*fp16", y_ptr="*fp16", out_ptr="*fp16", n="i32"),
                        dict(n=4096), dict(BLOCK=1024), ["x_ptr"],
                        lambda: [tensor(offset=1), tensor(), tensor(), 4096, 1024]),
    "add i64 n": (add_kernel, dict(x_ptr="*i8", y_ptr="*i8", out_ptr="*i8", n="i64"),
                  dict(n=2**33), dict(BLOCK=1024), [],
                  lambda: [tensor(torch.int8), tensor(torch.int8), tensor(torch.int8), 2**33, 1024]),
    "scale float and bool": (scale_kernel, dict(x_ptr="*fp32", out_ptr="*fp32", scale="fp32", n="i32",
                                                stride="i32", flag="u1"),
                             dict(scale=0.5, n=64, stride=2, flag=True), dict(BLOCK=64), [],
                             lambda: [tensor(torch.float32), tensor(torch.float32), 0.5, 64, 2, True, 64]),
    "do_not_specialize": (opted_out_kernel, dict(x_ptr="*fp16", out_ptr="*fp16", n="i32"), dict(n=4096),
                          dict(BLOCK=64), [], lambda: [tensor(), tensor(), 4096, 64]),
}


@pytest.mark.parametrize("case", list(CASES))
def test_matches_triton_launch_path(case):
    fn, signature, values, constexprs, unaligned, make_args = CASES[case]
    spec = launch_attrs(fn, {**signature, **{k: "constexpr" for k in constexprs}}, values, constexprs,
                        unaligned=unaligned)
    assert passlab_view(spec, fn) == launch_reference(fn, make_args())


def test_tutorial_matmul_matches_triton_launch_path():
    loaded = load_kernel(MATMUL_03)
    params = loaded.config(0)
    constexprs = {n: params[n] for n in loaded.fn.arg_names if n in params}
    constexprs["ACTIVATION"] = ""
    signature, values = matmul_signature(4096, 4096, 4096)
    spec = launch_attrs(loaded.fn, signature, values, constexprs,
                        options={"num_warps": params["num_warps"], "num_stages": params["num_stages"]})
    a, b, c = tensor(n=4096 * 4096), tensor(n=4096 * 4096), tensor(n=4096 * 4096)
    args = [a, b, c, 4096, 4096, 4096, 4096, 1, 4096, 1, 4096, 1, *constexprs.values()]
    assert passlab_view(spec, loaded.fn) == launch_reference(loaded.fn, args, num_warps=8, num_stages=3)
    assert spec.became_constexpr == ("stride_ak", "stride_bn", "stride_cn")
    assert set(spec.divisible()) == {"a_ptr", "b_ptr", "c_ptr", "M", "N", "K", "stride_am", "stride_bk", "stride_cm"}


def matmul_signature(M, N, K):
    ints = ("M", "N", "K", "stride_am", "stride_ak", "stride_bk", "stride_bn", "stride_cm", "stride_cn")
    signature = {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16", **{n: "i32" for n in ints}}
    values = dict(M=M, N=N, K=K, stride_am=K, stride_ak=1, stride_bk=N, stride_bn=1, stride_cm=N, stride_cn=1)
    return signature, values


def test_missing_int_value_stays_plain_with_a_note():
    spec = launch_attrs(add_kernel, dict(x_ptr="*fp16", y_ptr="*fp16", out_ptr="*fp16", n="i64"), {},
                        {"BLOCK": 64})
    assert spec.signature["n"] == "i64"
    assert "n" not in spec.divisible() and "n" not in spec.constexprs
    assert any("n: no launch value" in note for note in spec.notes)
    assert spec.divisible() == ["x_ptr", "y_ptr", "out_ptr"]


def test_tensor_descriptor_keeps_its_type():
    @triton.jit
    def desc_kernel(a_desc, M, BLOCK: tl.constexpr):
        pass

    spec = launch_attrs(desc_kernel, {"a_desc": "tensordesc<bf16[128, 64]>", "M": "i32"}, {"M": 64}, {"BLOCK": 8})
    assert spec.signature["a_desc"] == "tensordesc<bf16[128, 64]>"
    assert spec.divisible() == ["M"]


def test_record_is_json():
    spec = launch_attrs(add_kernel, dict(x_ptr="*fp16", y_ptr="*fp16", out_ptr="*fp16", n="i32"), {"n": 1},
                        {"BLOCK": 64}, unaligned=["y_ptr"])
    record = json.loads(json.dumps(spec.to_json()))
    assert record["attrs"] == {"x_ptr": [["tt.divisibility", 16]], "out_ptr": [["tt.divisibility", 16]]}
    assert record["constexprs"] == {"n": 1, "BLOCK": 64}
    assert record["became_constexpr"] == ["n"] and record["unaligned"] == ["y_ptr"]


def test_bad_inputs_are_usage_errors():
    sig = dict(x_ptr="*fp16", y_ptr="*fp16", out_ptr="*fp16", n="i32")
    with pytest.raises(UsageError, match="no value for constexpr argument BLOCK"):
        launch_attrs(add_kernel, sig, {"n": 4})
    with pytest.raises(UsageError, match="no type for argument out_ptr"):
        launch_attrs(add_kernel, dict(x_ptr="*fp16", y_ptr="*fp16", n="i32"), {"n": 4}, {"BLOCK": 64})
    with pytest.raises(UsageError, match="no argument"):
        launch_attrs(add_kernel, sig, {"n": 4}, {"BLOCK": 64}, unaligned=["z_ptr"])
    with pytest.raises(UsageError, match="must be an integer"):
        launch_attrs(add_kernel, sig, {"n": 4.5}, {"BLOCK": 64})


def compile_matmul_03(launch: bool):
    """Tutorial 03's matmul_kernel, autotune config 0 (128x256x64, GROUP_SIZE_M=8, 3 stages, 8 warps)."""
    from passlab.frontend.target import parse_target
    from triton.compiler import ASTSource
    loaded = load_kernel(MATMUL_03)
    params = loaded.config(0)
    assert params == {"BLOCK_SIZE_M": 128, "BLOCK_SIZE_N": 256, "BLOCK_SIZE_K": 64, "GROUP_SIZE_M": 8,
                      "num_warps": 8, "num_stages": 3}
    options = {"num_warps": 8, "num_stages": 3}
    constexprs = {n: params[n] for n in loaded.fn.arg_names if n in params}
    constexprs["ACTIVATION"] = ""
    signature, values = matmul_signature(4096, 4096, 4096)
    target = parse_target("cuda:90")
    if launch:
        source = launch_attrs(loaded.fn, signature, values, constexprs, target, options=options).ast_source(loaded.fn)
    else:
        source = ASTSource(loaded.fn, {**signature, **{n: "constexpr" for n in constexprs}}, constexprs)
    with target_driver(target):
        return triton.compile(source, target=target, options=options)


def test_acceptance_tutorial_03_matmul_launch_attrs_pipeline_with_cp_async():
    """With launch attrs: 3 stages of (128+256)x64 fp16 in shared memory, loaded by cp.async."""
    compiled = compile_matmul_03(launch=True)
    assert compiled.metadata.shared == 147456 == 3 * (128 + 256) * 64 * 2
    assert "ttg.async_copy_global_to_local" in compiled.asm["ttgir"]
    assert "cp.async" in compiled.asm["ptx"]


def test_acceptance_tutorial_03_matmul_without_attrs_is_another_kernel():
    compiled = compile_matmul_03(launch=False)
    assert compiled.metadata.shared == 49152
    assert "ttg.async_copy_global_to_local" not in compiled.asm["ttgir"]


def test_compile_child_records_the_specialization(tmp_path):
    """``compile_request`` with ``launch`` values compiles the launch-faithful kernel and says so."""
    import os
    import subprocess
    import sys
    signature, values = matmul_signature(4096, 4096, 4096)
    request = {"kernel": MATMUL_03, "config": None, "overrides": {"ACTIVATION": ""}, "target": "cuda:90",
               "sig": signature, "launch": {"values": values},
               "out_dir": str(tmp_path), "raw_dir": str(tmp_path / "raw")}
    (tmp_path / "raw").mkdir()
    (tmp_path / "request.json").write_text(json.dumps(request))
    root = Path(__file__).resolve().parents[2]
    proc = subprocess.run([sys.executable, "-m", "passlab.capture.compile_child", str(tmp_path / "request.json")],
                          capture_output=True, text=True, cwd=root, env={**os.environ, "PYTHONPATH": str(root)})
    result = json.loads((tmp_path / "raw" / "result.json").read_text())
    assert proc.returncode == 0, (proc.stderr[-2000:], result)
    assert result["metadata"]["shared"] == 147456
    kernel = result["kernel"]
    assert kernel["config"] == "autotune0"
    assert kernel["specialization"]["became_constexpr"] == ["stride_ak", "stride_bn", "stride_cn"]
    assert kernel["specialization"]["attrs"]["a_ptr"] == [["tt.divisibility", 16]]


def test_tutorial_softmax_num_stages_is_a_parameter_and_an_option():
    """02's ``num_stages: tl.constexpr`` is bound as an argument, as ``softmax_kernel.warmup(...)`` does."""
    loaded = load_kernel(f"{TUTORIALS / '02-fused-softmax.py'}:softmax_kernel")
    signature = dict(output_ptr="*fp32", input_ptr="*fp32", input_row_stride="i32", output_row_stride="i32",
                     n_rows="i32", n_cols="i32")
    values = dict(input_row_stride=4096, output_row_stride=4096, n_rows=4096, n_cols=781)
    spec = launch_attrs(loaded.fn, signature, values, {"BLOCK_SIZE": 1024, "num_stages": 4},
                        options={"num_warps": 8, "num_stages": 4})
    x, y = tensor(torch.float32), tensor(torch.float32)
    reference = launch_reference(loaded.fn, [y, x, 4096, 4096, 4096, 781], BLOCK_SIZE=1024, num_stages=4, num_warps=8)
    assert passlab_view(spec, loaded.fn) == reference
    assert "n_cols" not in spec.divisible() and "n_rows" in spec.divisible()


def test_an_int_no_launch_can_pass_is_a_usage_error(tmp_path):
    from click.testing import CliRunner

    from passlab.cli import cli
    softmax = f"{TUTORIALS / '02-fused-softmax.py'}:softmax_kernel"
    result = CliRunner().invoke(cli, ["trace", softmax, "--sig", "output_ptr=*fp32", "--sig", "input_ptr=*fp32",
                                      "--arg", "input_row_stride=4096", "--arg", "output_row_stride=4096",
                                      "--arg", f"n_rows={2**70}", "--arg", "n_cols=4096", "-c", "BLOCK_SIZE=4096",
                                      "-c", "num_stages=4", "--out", str(tmp_path / "t")])
    assert result.exit_code == 2
    assert "does not fit in 64 bits" in result.output and not (tmp_path / "t").exists()
