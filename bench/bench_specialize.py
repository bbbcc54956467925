"""What launch-faithful specialization changes in Triton tutorial 03's matmul_kernel (sm_90, CPU compile).

Config 0 of the tutorial's autotune list (128x256x64, GROUP_SIZE_M=8, 3 stages, 8 warps), fp16,
M=N=K=4096, row-major strides. Each row compiles one variant of the attrs and prints shared memory,
the ``ttg.async_copy_global_to_local`` ops in the TTGIR, and in the PTX the ``cp.async`` copies,
scalar 16-bit global loads and 128-bit global stores, then the compile time (Triton's cache bypassed):

- plain: no attrs (what ``ASTSource(fn, signature, constexprs)`` compiles);
- launch: everything a launch derives (pointers 16-byte aligned, ints divisible by 16, strides == 1 constexpr);
- the launch set less one ingredient, to see which one matters.

    python bench/bench_specialize.py
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

os.environ["TRITON_ALWAYS_COMPILE"] = "1"

ROOT = Path(__file__).resolve().parents[1]
MATMUL_03 = f"{ROOT / 'tests/data/tutorials/03-matrix-multiplication.py'}:matmul_kernel"
INTS = ("M", "N", "K", "stride_am", "stride_ak", "stride_bk", "stride_bn", "stride_cm", "stride_cn")
# PTX instructions counted, as they appear: cp.async.cg.shared.global [%r1], [%rd2], 16;
PTX_COUNTS = {"cp.async": re.compile(r"\bcp\.async\.\w+\.shared\.global\b"),
              "ld.b16": re.compile(r"\bld\.global(?:\.\w+)*\.b16\b"),   # ld.global.b16 { %rs1 }, [ %rd1 + 0 ];
              "st.v4": re.compile(r"\bst\.global(?:\.\w+)*\.v4\.b32\b")}  # st.global.v4.b32 [ %rd9 + 0 ], { ... };


def main() -> None:
    import triton
    from triton.compiler import ASTSource
    from passlab.frontend.target import parse_target
    from passlab.frontend.loader import load_kernel
    from passlab.frontend.specialize import launch_attrs
    from passlab.frontend.target_driver import target_driver

    loaded = load_kernel(MATMUL_03)
    params = loaded.config(0)
    options = {"num_warps": params["num_warps"], "num_stages": params["num_stages"]}
    constexprs = {n: params[n] for n in loaded.fn.arg_names if n in params} | {"ACTIVATION": ""}
    signature = {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16", **{n: "i32" for n in INTS}}
    values = dict(M=4096, N=4096, K=4096, stride_am=4096, stride_ak=1, stride_bk=4096, stride_bn=1,
                  stride_cm=4096, stride_cn=1)
    target = parse_target("cuda:90")
    launch = launch_attrs(loaded.fn, signature, values, constexprs, target, options=options)
    pointers = {(i,) for i in range(3)}
    variants = {
        "plain": ASTSource(loaded.fn, {**signature, **{n: "constexpr" for n in constexprs}}, constexprs),
        "launch": launch.ast_source(loaded.fn),
        "launch, pointers not aligned": ASTSource(loaded.fn, launch.signature, launch.constexprs,
                                                  {k: v for k, v in launch.attrs.items() if k not in pointers}),
        "launch, ints not divisible": ASTSource(loaded.fn, launch.signature, launch.constexprs,
                                                {k: v for k, v in launch.attrs.items() if k in pointers}),
        "launch, strides==1 not constexpr": ASTSource(
            loaded.fn, {**launch.signature, **{n: "i32" for n in launch.became_constexpr}},
            {k: v for k, v in launch.constexprs.items() if k not in launch.became_constexpr}, launch.attrs),
    }
    print(f"{'variant':34} {'shared':>7} {'ttgir async':>11} " + " ".join(f"{k:>8}" for k in PTX_COUNTS) + "  compile")
    with target_driver(target):
        for name, source in variants.items():
            started = time.perf_counter()
            compiled = triton.compile(source, target=target, options=options)
            seconds = time.perf_counter() - started
            async_copies = compiled.asm["ttgir"].count("ttg.async_copy_global_to_local")
            counts = " ".join(f"{len(p.findall(compiled.asm['ptx'])):>8}" for p in PTX_COUNTS.values())
            print(f"{name:34} {compiled.metadata.shared:>7} {async_copies:>11} {counts} {seconds:>7.2f}s")


if __name__ == "__main__":
    main()
