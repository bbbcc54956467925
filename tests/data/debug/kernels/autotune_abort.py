"""An autotuned kernel one of whose configs kills the compiling process (a C++ abort outside MLIR's
crash recovery), for passlab's --autotune table: the other configs must still get their rows."""
import os
import sys

import triton
import triton.language as tl


@triton.autotune(configs=[triton.Config({"BLOCK": b}, num_warps=4) for b in (64, 128, 256)], key=["n"])
@triton.jit
def scale_kernel(x_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(x_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) * 2, mask=offs < n)


def _compile(src, target=None, options=None, _env_vars=None, _real=triton.compile):
    if src.constants.get((2,)) == 128 or dict(getattr(src, "constexprs", {}) or {}).get((2,)) == 128:
        sys.stderr.write("python3: Fake.cpp:7: void f(): Assertion `block != 128' failed.\n")
        sys.stderr.flush()
        os.abort()
    return _real(src, target=target, options=options, _env_vars=_env_vars)


triton.compile = _compile
