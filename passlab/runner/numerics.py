"""Compare a kernel's output with a higher-precision reference: ||out - ref|| / ||ref||."""

from __future__ import annotations

from dataclasses import asdict, dataclass

# Relative-error thresholds per input dtype: bf16 operands land between 1e-3 and 1e-2, fp16
# about 8x tighter (3 more mantissa bits). NaN or Inf in the output always fails.
THRESHOLDS = {"bf16": 1e-2, "fp16": 2e-3}


@dataclass(frozen=True)
class Numerics:
    rel_error: float
    threshold: float
    nonfinite: int          # NaN/Inf elements in the whole output (poisoned, unwritten elements count)
    elements: int
    checked_elements: int   # elements compared with the reference

    @property
    def ok(self) -> bool:
        return self.nonfinite == 0 and self.rel_error == self.rel_error and self.rel_error <= self.threshold

    def to_json(self) -> dict:
        return {**asdict(self), "ok": self.ok}


def poison(out) -> None:
    """Fill an output buffer with NaN so that any element the kernel leaves unwritten fails."""
    out.fill_(float("nan"))


def compare(out, pairs, dtype: str, threshold: float | None = None) -> Numerics:
    """``pairs`` yields (index into out, reference tensor); errors accumulate over all of them.
    ``threshold`` replaces the dtype's bound (a workload whose kernels round more, e.g. FP8 attention)."""
    import torch
    nonfinite = int((~torch.isfinite(out)).sum().item())
    err2 = ref2 = 0.0
    checked = 0
    for index, ref in pairs:
        part = out[index].double()
        err2 += float(torch.sum((part - ref) ** 2).item())
        ref2 += float(torch.sum(ref ** 2).item())
        checked += ref.numel()
    rel = (err2 ** 0.5) / (ref2 ** 0.5) if ref2 > 0 else float("nan")
    return Numerics(rel_error=rel, threshold=THRESHOLDS[dtype] if threshold is None else threshold, nonfinite=nonfinite,
                    elements=out.numel(), checked_elements=checked)
