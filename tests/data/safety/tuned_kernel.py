"""An autotuned kernel for the child tests: one config's compile can be made to hang, and the
imports after the first can be made slow, to interrupt passlab while parallel children run.

PASSLAB_TEST_HANG_BLOCK=64: compiling the config with BLOCK=64 never ends (a constexpr function
spins at compile time). PASSLAB_TEST_IMPORTS=FILE: each import appends its PID to FILE, and
every import after the first N (PASSLAB_TEST_FAST_IMPORTS, default 1) sleeps 60 s.
PASSLAB_TEST_COMPILES=FILE: each compile appends the PID of the process compiling it to FILE
(a warm worker's compiles run in children forked after the one import).
"""

import os
import time
from pathlib import Path

import triton
import triton.language as tl

HANG_BLOCK = int(os.environ.get("PASSLAB_TEST_HANG_BLOCK", "0"))
COMPILES_LOG = os.environ.get("PASSLAB_TEST_COMPILES", "")

if os.environ.get("PASSLAB_TEST_IMPORTS"):
    _log = Path(os.environ["PASSLAB_TEST_IMPORTS"])
    _earlier = len(_log.read_text().split()) if _log.exists() else 0
    with open(_log, "a") as _out:
        _out.write(f"{os.getpid()}\n")
    if _earlier >= int(os.environ.get("PASSLAB_TEST_FAST_IMPORTS", "1")):
        time.sleep(60)


@triton.constexpr_function
def hang_on(block):
    if COMPILES_LOG:   # builtins only: Triton refuses other functions in a constexpr function
        with open("/proc/self/stat") as stat, open(COMPILES_LOG, "a") as out:
            out.write(stat.read().split()[0] + "\n")
    if block == HANG_BLOCK:
        while True:   # a compile that never ends, for this config only
            pass
    return block


@triton.autotune(configs=[triton.Config({"BLOCK": b}, num_warps=4) for b in (32, 64, 128, 256)], key=["n"])
@triton.jit
def tuned(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    B: tl.constexpr = hang_on(BLOCK)
    offs = tl.program_id(0) * B + tl.arange(0, B)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) + 1, mask=mask)
