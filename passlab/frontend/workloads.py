"""What a kernel computes, apart from how: shapes, inputs, reference, FLOPs and baselines.

A kernel module names its workload (``WORKLOAD``) and sets its ``KernelSpec`` fields
(``make_inputs``, ``reference``, ``flops``, ``shapes``) from it; the runner reads the rest
(shape parsing, problem constexprs, baselines) from here. torch is imported inside methods only.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Iterator

from passlab.errors import UsageError

TORCH_DTYPES = {"bf16": "bfloat16", "fp16": "float16"}


def torch_dtype(name: str):
    import torch
    if name not in TORCH_DTYPES:
        raise UsageError(f"unsupported dtype '{name}' (known: {', '.join(TORCH_DTYPES)})")
    return getattr(torch, TORCH_DTYPES[name])


def _ints(text: str, what: str, count: tuple[int, ...]) -> tuple[int, ...]:
    parts = text.lower().split("x")
    try:
        values = tuple(int(p) for p in parts)
    except ValueError:
        raise UsageError(f"malformed {what} shape '{text}'") from None
    if len(values) not in count or min(values) <= 0:
        raise UsageError(f"malformed {what} shape '{text}'")
    return values


def _sm_count(device: str) -> int:
    """Programs a persistent kernel launches: the GPU's SM count; 4 under the CPU interpreter."""
    import torch
    if device == "cpu":
        return 4
    return torch.cuda.get_device_properties(torch.device(device)).multi_processor_count


@dataclass(frozen=True)
class GemmWorkload:
    """C[M, N] = A[M, K] @ B[K, N]; shapes are ``MxNxK`` or one number for a cube."""

    kind: str = "gemm"
    default_shapes: tuple = ((2048, 2048, 2048), (4096, 4096, 4096), (8192, 8192, 8192),
                             (8192, 8192, 1024), (16384, 4096, 4096))
    check_shapes: tuple = ((512, 512, 512), (1000, 1024, 776), (2048, 2048, 2048))
    baseline_name: str = "cuBLAS (torch.matmul)"

    def parse_shape(self, text: str) -> tuple[int, int, int]:
        values = _ints(text, "matmul", (1, 3))
        shape = values * 3 if len(values) == 1 else values
        if shape[1] % 8 or shape[2] % 8:
            raise UsageError(f"matmul shape '{text}': N and K must be multiples of 8 "
                             "(TMA needs 16-byte aligned row strides)")
        return shape

    def format_shape(self, shape) -> str:
        return "x".join(str(v) for v in shape)

    def problem_params(self, shape) -> dict[str, Any]:
        return {}

    def flops(self, shape) -> float:
        M, N, K = shape
        return 2.0 * M * N * K

    def input_bytes(self, shape, element_size: int = 2) -> int:
        M, N, K = shape
        return (M * K + K * N + M * N) * element_size

    def make_inputs(self, shape, dtype: str, device: str = "cuda") -> dict:
        import torch
        M, N, K = shape
        dt = torch_dtype(dtype)
        return {"a": torch.randn(M, K, device=device, dtype=dt),
                "b": torch.randn(K, N, device=device, dtype=dt),
                "out": torch.empty(M, N, device=device, dtype=dt),
                "num_sms": _sm_count(device)}

    def reference(self, inputs) -> Iterator[tuple[Any, Any]]:
        """(output part, float64 reference) pairs covering the whole output."""
        ref = inputs["a"].double() @ inputs["b"].double()
        yield slice(None), ref

    def baselines(self, inputs) -> dict[str, Callable[[], Any]]:
        import torch
        a, b = inputs["a"], inputs["b"]
        return {"cublas": lambda: torch.matmul(a, b)}


@dataclass(frozen=True)
class AttentionWorkload:
    """softmax(Q K^T / sqrt(D)) V over [B, H, N, D] tensors; shapes ``BxHxNxD`` or ``BxHxNxD:causal``."""

    kind: str = "attention"
    default_shapes: tuple = tuple((b, 32 if n <= 8192 else 16, n, d, causal)
                                  for d in (128, 64) for causal in (False, True)
                                  for b, n in ((4, 4096), (2, 8192), (1, 16384)))
    check_shapes: tuple = tuple((2, 4, n, d, causal) for d in (64, 128) for causal in (False, True)
                                for n in (1024, 4096)) + tuple((1, 2, 16384, d, causal)
                                                               for d in (64, 128) for causal in (False, True))
    baseline_name: str = "torch SDPA (best of cuDNN, flash)"
    max_reference_heads: int = 8

    def parse_shape(self, text: str) -> tuple[int, int, int, int, bool]:
        body, _, flag = text.partition(":")
        if flag not in ("", "causal"):
            raise UsageError(f"attention shape '{text}': the only suffix is ':causal'")
        B, H, N, D = _ints(body, "attention", (4,))
        if D not in (64, 128):
            raise UsageError(f"attention shape '{text}': head dim must be 64 or 128")
        return B, H, N, D, flag == "causal"

    def format_shape(self, shape) -> str:
        B, H, N, D, causal = shape
        return f"{B}x{H}x{N}x{D}" + (":causal" if causal else "")

    def problem_params(self, shape) -> dict[str, Any]:
        return {"HEAD_DIM": shape[3], "CAUSAL": bool(shape[4])}

    def flops(self, shape) -> float:
        B, H, N, D, causal = shape
        return 4.0 * B * H * N * N * D * (0.5 if causal else 1.0)

    def input_bytes(self, shape, element_size: int = 2) -> int:
        B, H, N, D, _ = shape
        return 4 * B * H * N * D * element_size

    def make_inputs(self, shape, dtype: str, device: str = "cuda") -> dict:
        import torch
        B, H, N, D, causal = shape
        dt = torch_dtype(dtype)
        q, k, v = (torch.randn(B, H, N, D, device=device, dtype=dt) for _ in range(3))
        return {"q": q, "k": k, "v": v, "out": torch.empty_like(q), "causal": causal,
                "sm_scale": 1.0 / math.sqrt(D), "num_sms": _sm_count(device)}

    def reference(self, inputs) -> Iterator[tuple[Any, Any]]:
        """float64 attention for up to ``max_reference_heads`` (batch, head) slices, first and last
        included; the rest of the output is checked for unwritten (NaN-poisoned) elements only."""
        import torch
        q, k, v = inputs["q"], inputs["k"], inputs["v"]
        B, H, N, D = q.shape
        pairs = [(b, h) for b in range(B) for h in range(H)]
        if len(pairs) > self.max_reference_heads:
            step = (len(pairs) - 1) / (self.max_reference_heads - 1)
            pairs = [pairs[round(i * step)] for i in range(self.max_reference_heads)]
        for b, h in pairs:
            s = (q[b, h].double() @ k[b, h].double().T) * inputs["sm_scale"]
            if inputs["causal"]:
                s.masked_fill_(torch.ones(N, N, dtype=torch.bool, device=s.device).triu(1), float("-inf"))
            yield (b, h), torch.softmax(s, dim=-1) @ v[b, h].double()
            del s

    def baselines(self, inputs) -> dict[str, Callable[[], Any]]:
        import torch.nn.functional as F
        from torch.nn.attention import SDPBackend, sdpa_kernel
        q, k, v, causal = inputs["q"], inputs["k"], inputs["v"], inputs["causal"]

        def with_backend(backend):
            def call():
                with sdpa_kernel([backend]):
                    return F.scaled_dot_product_attention(q, k, v, is_causal=causal)
            return call

        return {"sdpa_cudnn": with_backend(SDPBackend.CUDNN_ATTENTION),
                "sdpa_flash": with_backend(SDPBackend.FLASH_ATTENTION)}


GEMM = GemmWorkload()
ATTENTION = AttentionWorkload()
