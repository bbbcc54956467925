"""A small kernel whose module import can be slowed down and reports the compiling child's PID.

The safety tests interrupt passlab while this file is being imported in the compile child
(PASSLAB_TEST_SLEEP seconds), and check by PID (PASSLAB_TEST_PID_FILE) that the child died.
"""

import os
import time
from pathlib import Path

import triton
import triton.language as tl

if os.environ.get("PASSLAB_TEST_PID_FILE"):
    Path(os.environ["PASSLAB_TEST_PID_FILE"]).write_text(str(os.getpid()))
time.sleep(float(os.environ.get("PASSLAB_TEST_SLEEP", "0")))


@triton.jit
def add_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) + 1, mask=mask)
