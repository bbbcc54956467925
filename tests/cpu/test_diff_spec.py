"""Kernel spec strings for diff operands: KERNEL[@CONFIG][:KEY=VALUE,...]."""

from __future__ import annotations

from pathlib import Path

import pytest

from passlab.diff.spec import parse_kernel_spec, resolve_operand
from passlab.errors import UsageError

DATA = Path(__file__).resolve().parents[1] / "data"


@pytest.mark.parametrize("text, kernel, config, overrides, target", [
    ("matmul_hopper", "matmul_hopper", None, {}, "cuda:90"),
    ("matmul_hopper@small", "matmul_hopper", "small", {}, "cuda:90"),
    ("matmul_hopper@default:num_stages=4", "matmul_hopper", "default", {"num_stages": 4}, "cuda:90"),
    ("matmul_hopper:WARP_SPECIALIZE=false,num_warps=8", "matmul_hopper", None,
     {"WARP_SPECIALIZE": False, "num_warps": 8}, "cuda:90"),
    ("matmul_hopper:target=cuda:100", "matmul_hopper", None, {}, "cuda:100"),
    ("matmul_hopper@default:num_stages=2,target=cuda:100,dtype=fp16", "matmul_hopper", "default",
     {"num_stages": 2, "dtype": "fp16"}, "cuda:100"),
    ("kernels/my.py:my_kernel@default:BLOCK=64", "kernels/my.py:my_kernel", "default", {"BLOCK": 64}, "cuda:90"),
    ("kernels/my.py:my_kernel", "kernels/my.py:my_kernel", None, {}, "cuda:90"),
])
def test_spec_forms(text, kernel, config, overrides, target):
    spec = parse_kernel_spec(text)
    assert (spec.kernel, spec.config, spec.overrides, spec.target) == (kernel, config, overrides, target)
    assert parse_kernel_spec(str(spec)).overrides == overrides


@pytest.mark.parametrize("text", ["@default", "matmul_hopper@a@b", "matmul_hopper:num_stages=", "matmul_hopper:=3"])
def test_malformed_specs_are_usage_errors(text):
    with pytest.raises(UsageError):
        parse_kernel_spec(text)


def test_mlir_files_and_missing_paths():
    operand = resolve_operand(str(DATA / "diff" / "ws_small_stderr.mlir"))
    assert operand.file is not None and operand.trace is None
    with pytest.raises(UsageError):
        resolve_operand(str(DATA / "diff" / "nope.mlir"))
    with pytest.raises(UsageError):
        resolve_operand(str(DATA / "diff"))  # a directory without a manifest
