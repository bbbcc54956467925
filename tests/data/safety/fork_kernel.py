"""A kernel file that forks at import and leaves the fork sleeping (as a careless module might):
passlab must not leave it running after the compile child has exited."""

import os
import time
from pathlib import Path

import triton
import triton.language as tl

if os.environ.get("PASSLAB_TEST_FORK_PID_FILE") and os.fork() == 0:
    Path(os.environ["PASSLAB_TEST_FORK_PID_FILE"]).write_text(str(os.getpid()))
    time.sleep(60)
    os._exit(0)


@triton.jit
def add_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) + 1, mask=offs < n)
