"""The stand-in driver makes a CPU compile see the target a launch would see."""

from __future__ import annotations

import contextlib

import pytest
import triton
import triton.language as tl
from triton.compiler import ASTSource
from triton.language import target_info

from passlab.frontend.target import parse_target
from passlab.frontend.target_driver import target_driver


@triton.jit
def capability_kernel(out_ptr):
    if target_info.cuda_capability_geq(9, 0):
        tl.store(out_ptr, 90)
    else:
        tl.store(out_ptr, 0)


@pytest.mark.parametrize("standin, stored", [(False, "0"), (True, "90")])
def test_target_info_inside_a_kernel_follows_the_driver(standin, stored, monkeypatch):
    """Triton 3.6: with no active driver ``target_info`` answers None, so the sm_90 branch is silently dropped."""
    import sys
    from triton.runtime.driver import driver
    monkeypatch.setenv("TRITON_ALWAYS_COMPILE", "1")
    # As on a CPU machine, even where a GPU is visible: no driver at all.
    monkeypatch.setattr(driver, "_active", None)
    monkeypatch.setattr(driver, "_default", None)
    monkeypatch.setattr(sys.modules["triton.runtime.driver"], "_create_driver",
                        lambda: (_ for _ in ()).throw(RuntimeError("0 active drivers")))
    target = parse_target("cuda:90")
    with target_driver(target) if standin else contextlib.nullcontext():
        compiled = triton.compile(ASTSource(capability_kernel, {"out_ptr": "*i32"}), target=target)
    assert f"arith.constant {stored} : i32" in compiled.asm["ttir"]
