"""On a CUDA GPU: what a real launch compiles equals what passlab compiles on a CPU with launch attrs.

Tutorial 03's matmul_kernel (config 0) and 05's layer-norm forward are launched for real; the
kernel the launch compiled is compared with ``launch_attrs`` + ``triton.compile`` of the same
arguments (signature, constants, attrs; shared memory; TTGIR without locations).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytestmark = pytest.mark.gpu

TUTORIALS = Path(__file__).resolve().parent.parent / "data" / "tutorials"
# loc(#loc12) / #loc12 = loc("file.py":41:19) / loc("...")
LOC_RE = re.compile(r"\s*loc\([^()]*(\([^()]*\))?[^()]*\)|^#loc.*$", re.MULTILINE)


def _strip_locations(text: str) -> str:
    return "\n".join(line for line in LOC_RE.sub("", text).splitlines() if line.strip())


def _cpu_compile(fn, signature, values, constexprs, options):
    import triton
    from passlab.frontend.target import parse_target
    from passlab.frontend.specialize import launch_attrs
    from passlab.frontend.target_driver import target_driver
    target = parse_target("cuda:90")
    spec = launch_attrs(fn, signature, values, constexprs, target, options=options)
    with target_driver(target):
        return spec, triton.compile(spec.ast_source(fn), target=target, options=options)


def test_tutorial_03_matmul_launch_equals_cpu_compile():
    import torch
    from passlab.frontend.loader import load_kernel
    if torch.cuda.get_device_capability() != (9, 0):
        pytest.skip("compares against cuda:90; this GPU is another architecture")
    loaded = load_kernel(f"{TUTORIALS / '03-matrix-multiplication.py'}:matmul_kernel")
    params = loaded.config(0)
    constexprs = {n: params[n] for n in loaded.fn.arg_names if n in params} | {"ACTIVATION": ""}
    options = {"num_warps": params["num_warps"], "num_stages": params["num_stages"]}
    M = N = K = 4096
    a = torch.randn((M, K), device="cuda", dtype=torch.float16)
    b = torch.randn((K, N), device="cuda", dtype=torch.float16)
    c = torch.empty((M, N), device="cuda", dtype=torch.float16)
    grid = (triton_cdiv(M, 128) * triton_cdiv(N, 256),)
    launched = loaded.fn[grid](a, b, c, M, N, K, a.stride(0), a.stride(1), b.stride(0), b.stride(1),
                               c.stride(0), c.stride(1), **constexprs, **options)
    torch.testing.assert_close(c, (a @ b), rtol=2e-2, atol=2e-1)
    ints = ("M", "N", "K", "stride_am", "stride_ak", "stride_bk", "stride_bn", "stride_cm", "stride_cn")
    signature = {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16", **{n: "i32" for n in ints}}
    values = dict(zip(ints, (M, N, K, *a.stride(), *b.stride(), *c.stride())))
    spec, compiled = _cpu_compile(loaded.fn, signature, values, constexprs, options)
    assert launched.metadata.shared == compiled.metadata.shared == 147456
    assert _strip_locations(launched.asm["ttgir"]) == _strip_locations(compiled.asm["ttgir"])


def test_tutorial_05_layer_norm_launch_equals_cpu_compile():
    import torch
    from passlab.frontend.loader import load_kernel
    if torch.cuda.get_device_capability() != (9, 0):
        pytest.skip("compares against cuda:90; this GPU is another architecture")
    loaded = load_kernel(f"{TUTORIALS / '05-layer-norm.py'}:_layer_norm_fwd_fused")
    M, N = 64, 8192
    x = torch.randn((M, N), device="cuda", dtype=torch.float16)
    w, b = torch.randn(N, device="cuda", dtype=torch.float16), torch.randn(N, device="cuda", dtype=torch.float16)
    y = torch.empty_like(x)
    mean = torch.empty(M, device="cuda", dtype=torch.float32)
    rstd = torch.empty(M, device="cuda", dtype=torch.float32)
    launched = loaded.fn[(M,)](x, y, w, b, mean, rstd, x.stride(0), N, 1e-5, BLOCK_SIZE=8192, num_warps=8)
    signature = dict(X="*fp16", Y="*fp16", W="*fp16", B="*fp16", Mean="*fp32", Rstd="*fp32", stride="i32", N="i32",
                     eps="fp32")
    _, compiled = _cpu_compile(loaded.fn, signature, dict(stride=x.stride(0), N=N, eps=1e-5), {"BLOCK_SIZE": 8192},
                               {"num_warps": 8})
    assert _strip_locations(launched.asm["ttgir"]) == _strip_locations(compiled.asm["ttgir"])


def triton_cdiv(a: int, b: int) -> int:
    return (a + b - 1) // b
