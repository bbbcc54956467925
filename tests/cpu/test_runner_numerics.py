"""The numerics check itself: NaN-poisoned outputs fail, thresholds follow the dtype."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch", reason="the numerics check compares torch tensors")

from passlab.runner.numerics import THRESHOLDS, compare, poison  # noqa: E402
from passlab.frontend.workloads import ATTENTION, GEMM  # noqa: E402


def _pairs(ref):
    yield slice(None), ref


def test_exact_output_passes_and_poisoned_output_fails():
    ref = torch.randn(64, 64, dtype=torch.float64)
    out = ref.to(torch.bfloat16)
    assert compare(out, _pairs(ref), "bf16").ok
    poison(out)
    n = compare(out, _pairs(ref), "bf16")
    assert not n.ok and n.nonfinite == out.numel()


def test_one_unwritten_element_fails():
    ref = torch.randn(64, 64, dtype=torch.float64)
    out = ref.to(torch.float16)
    out[5, 7] = float("nan")
    assert not compare(out, _pairs(ref), "fp16").ok


@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
def test_error_just_over_threshold_fails(dtype):
    ref = torch.randn(256, 256, dtype=torch.float64)
    noisy = ref + 2 * THRESHOLDS[dtype] * ref.norm() / ref.numel() ** 0.5 * torch.randn_like(ref)
    assert not compare(noisy.float(), _pairs(ref), dtype).ok


def test_references_agree_with_torch_on_cpu():
    inputs = GEMM.make_inputs((32, 48, 16), "bf16", device="cpu")
    inputs["out"].copy_(inputs["a"].float() @ inputs["b"].float())
    assert compare(inputs["out"], GEMM.reference(inputs), "bf16").ok
    for causal in (False, True):
        att = ATTENTION.make_inputs((1, 2, 64, 64, causal), "fp16", device="cpu")
        expected = torch.nn.functional.scaled_dot_product_attention(
            att["q"].float(), att["k"].float(), att["v"].float(), is_causal=causal)
        att["out"].copy_(expected)
        n = compare(att["out"], ATTENTION.reference(att), "fp16")
        assert n.ok and n.checked_elements == att["out"].numel()
