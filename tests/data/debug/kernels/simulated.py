"""Kernels whose compile ends in one failure class each, for passlab's failure-class tests.

Importing this file (the child compile imports ``file.py:function`` kernels) replaces
``triton.compile`` in that child with a stand-in that ends the way a compiler failure does;
which way is chosen by the kernel's name. The kernels themselves are ordinary.
"""
import os
import sys
import time

import triton
import triton.language as tl


@triton.jit
def abort_kernel(x_ptr, BLOCK: tl.constexpr):
    tl.store(x_ptr + tl.arange(0, BLOCK), 1.0)


@triton.jit
def hang_kernel(x_ptr, BLOCK: tl.constexpr):
    tl.store(x_ptr + tl.arange(0, BLOCK), 1.0)


@triton.jit
def fatal_kernel(x_ptr, BLOCK: tl.constexpr):
    tl.store(x_ptr + tl.arange(0, BLOCK), 1.0)


@triton.jit
def pass_failure_kernel(x_ptr, BLOCK: tl.constexpr):
    tl.store(x_ptr + tl.arange(0, BLOCK), 1.0)


def _failing_compile(src, target=None, options=None, _env_vars=None, _real=triton.compile):
    name = src.fn.__name__
    where = f"{__file__}:18:5"
    if name == "abort_kernel":  # an uncaught C++ assert() outside MLIR's crash recovery
        sys.stderr.write("python3: Foo.cpp:12: void bar(): Assertion `x' failed.\n")
        sys.stderr.flush()
        os.abort()
    if name == "hang_kernel":
        time.sleep(600)
    if name == "fatal_kernel":  # llvm::report_fatal_error
        sys.stderr.write("LLVM ERROR: simulated fatal error for passlab tests\n")
        sys.stderr.flush()
        os._exit(1)
    if name == "pass_failure_kernel":  # a pass that emits an error and signals failure
        sys.stderr.write(f"{where}: error: 'ttg.local_load' op simulated diagnostic from a failing pass\n")
        sys.stderr.write(f"{where}: error: Failures have been detected while processing an MLIR pass pipeline\n")
        sys.stderr.write(f"{where}: note: Pipeline failed while executing [`TritonGPUPipeline` on "
                         "'builtin.module' operation]: reproducer generated at `std::errs`\n")
        raise RuntimeError("PassManager::run failed")
    return _real(src, target=target, options=options, _env_vars=_env_vars)


triton.compile = _failing_compile
