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


E4M3_MAX = 448.0   # largest finite float8_e4m3fn


@dataclass(frozen=True)
class Fp8GemmWorkload:
    """C[M, N] = (sa * A[M, K]) @ (sb * B[N, K])^T with A and B in float8 e4m3, C in bf16 or fp16.

    B is given K-major (N rows of K), as wgmma needs for FP8 operands and as ``torch._scaled_mm``
    takes its second operand (``b.t()``, column-major). Shapes are ``MxNxK`` (or one number) for
    per-tensor scales, ``...:rowwise`` for one scale per row of A and per row of B (per column of C).
    ``dtype`` names the output type; the inputs are always e4m3.
    """

    kind: str = "gemm_fp8"
    default_shapes: tuple = tuple((m, n, k, rowwise) for rowwise in (False, True)
                                  for m, n, k in ((4096, 4096, 4096), (8192, 8192, 8192), (8192, 8192, 1024)))
    # (1000, 1032, 784): ragged against every tile in M, N and K; K keeps 16-byte e4m3 rows for TMA
    check_shapes: tuple = tuple((m, n, k, rowwise) for rowwise in (False, True)
                                for m, n, k in ((512, 512, 512), (1000, 1032, 784), (2048, 2048, 2048)))
    baseline_name: str = "cuBLASLt FP8 (torch._scaled_mm, same scaling; best of fast and promoted accumulation)"
    peak_shapes: tuple = ((4096, 4096, 4096, False), (8192, 8192, 8192, False))
    peak_baseline: str = "scaled_mm_fast"
    datasheet_peak_tflops: float = 1979.0   # H100/H200 SXM dense FP8

    def parse_shape(self, text: str) -> tuple[int, int, int, bool]:
        body, _, flag = text.partition(":")
        if flag not in ("", "rowwise"):
            raise UsageError(f"fp8 matmul shape '{text}': the only suffix is ':rowwise'")
        M, N, K = GEMM.parse_shape(body)
        if K % 16:
            raise UsageError(f"fp8 matmul shape '{text}': K must be a multiple of 16 (16-byte rows of e4m3)")
        return M, N, K, flag == "rowwise"

    def format_shape(self, shape) -> str:
        return GEMM.format_shape(shape[:3]) + (":rowwise" if shape[3] else "")

    def problem_params(self, shape) -> dict[str, Any]:
        return {"ROWWISE": int(bool(shape[3]))}

    def flops(self, shape) -> float:
        return GEMM.flops(shape[:3])

    def input_bytes(self, shape, element_size: int = 1) -> int:
        M, N, K = shape[:3]
        return (M * K + N * K) * element_size + M * N * 2

    def make_inputs(self, shape, dtype: str, device: str = "cuda") -> dict:
        """Normal data quantized to e4m3 with the scale that maps each tensor's (or row's) absolute
        maximum to 448, as an FP8 recipe does; ``a_scale``/``b_scale`` are the dequantization scales."""
        import torch
        M, N, K, rowwise = shape
        a, a_scale = _quantize_e4m3(torch.randn(M, K, device=device), rowwise)
        b, b_scale = _quantize_e4m3(torch.randn(N, K, device=device), rowwise)
        return {"a": a, "b": b, "a_scale": a_scale, "b_scale": b_scale, "rowwise": rowwise,
                "out": torch.empty(M, N, device=device, dtype=torch_dtype(dtype)), "num_sms": _sm_count(device)}

    def reference(self, inputs) -> Iterator[tuple[Any, Any]]:
        """The dequantized inputs multiplied in float64 (e4m3 times an fp32 scale is exact in float64,
        not always in fp32)."""
        a = inputs["a"].double() * inputs["a_scale"].double().view(-1, 1)
        b = inputs["b"].double() * inputs["b_scale"].double().view(-1, 1)
        yield slice(None), a @ b.T

    def baselines(self, inputs) -> dict[str, Callable[[], Any]]:
        """``torch._scaled_mm`` with the kernel's scaling: scalar scales, or scale_a (M, 1) and
        scale_b (1, N). ``fast`` accumulates as the kernel does (wgmma's FP8 accumulator across the
        whole K, Triton's sm_90 default max_num_imprecise_acc); ``promoted`` lets cuBLAS promote
        partial sums to fp32 (more precise, usually slower)."""
        import torch
        a, b, out = inputs["a"], inputs["b"], inputs["out"]
        if inputs["rowwise"]:
            sa, sb = inputs["a_scale"].view(-1, 1), inputs["b_scale"].view(1, -1)
        else:
            sa, sb = inputs["a_scale"].view(()), inputs["b_scale"].view(())

        def scaled_mm(fast):
            return lambda: torch._scaled_mm(a, b.t(), scale_a=sa, scale_b=sb, out_dtype=out.dtype, use_fast_accum=fast)
        return {"scaled_mm_fast": scaled_mm(True), "scaled_mm_promoted": scaled_mm(False)}


def _quantize_e4m3(x, rowwise: bool):
    """(e4m3 tensor, fp32 dequantization scale: one per row, or a 1-element tensor)."""
    import torch
    amax = x.abs().amax(dim=1, keepdim=True) if rowwise else x.abs().amax().view(1, 1)
    scale = (amax.float() / E4M3_MAX).clamp(min=1e-12)
    return (x / scale).to(torch.float8_e4m3fn), scale.view(-1).contiguous()


GEMM_FP8 = Fp8GemmWorkload()


@dataclass(frozen=True)
class Fp8AttentionWorkload:
    """softmax(Q K^T / sqrt(D)) V with Q, K, V in float8 e4m3 and one dequantization scale per
    (batch, head) and tensor (FA3's descale_q/k/v), O in bf16 or fp16; shapes as ``ATTENTION``'s.

    ``dtype`` names the output type; the inputs are always e4m3. The reference is float64 attention
    of the dequantized inputs. The kernel quantizes P to e4m3 for the PV product (3 mantissa bits:
    each element of P rounds by up to 2^-4 of itself), and that rounding, not the inputs',
    dominates its error: the relative Frobenius error bound is ``rel_error_bound`` for either output.
    torch SDPA takes no FP8 inputs, so the baselines are bf16 attention of the dequantized inputs:
    this project's ``fa_hopper_gluon`` and cuDNN SDPA.
    """

    kind: str = "attention_fp8"
    default_shapes: tuple = ATTENTION.default_shapes
    check_shapes: tuple = ATTENTION.check_shapes
    baseline_name: str = "bf16 attention of the dequantized inputs (fa_hopper_gluon, cuDNN SDPA)"
    max_reference_heads: int = 8
    # Random-normal inputs give 2.6-2.9e-2 (P rounding, measured with fp32 emulation on the CPU);
    # 2^-4 is the largest relative rounding of one e4m3 element, so no P can do worse on average.
    rel_error_bound: float = 6.25e-2
    # this project's bf16 kernel's config for each (HEAD_DIM, CAUSAL)
    bf16_configs = {(128, False): "default", (128, True): "causal", (64, False): "d64", (64, True): "d64_causal"}

    def parse_shape(self, text: str) -> tuple[int, int, int, int, bool]:
        return ATTENTION.parse_shape(text)

    def format_shape(self, shape) -> str:
        return ATTENTION.format_shape(shape)

    def problem_params(self, shape) -> dict[str, Any]:
        return ATTENTION.problem_params(shape)

    def flops(self, shape) -> float:
        return ATTENTION.flops(shape)

    def input_bytes(self, shape, element_size: int = 1) -> int:
        B, H, N, D, _ = shape
        return 3 * B * H * N * D * element_size + B * H * N * D * 2

    def make_inputs(self, shape, dtype: str, device: str = "cuda") -> dict:
        """Normal data quantized per (batch, head) with amax/448 scales; the bf16 copies of the
        dequantized inputs (``q16``, ``k16``, ``v16``) feed the baselines."""
        import torch
        B, H, N, D, causal = shape
        inputs = {"causal": causal, "sm_scale": 1.0 / math.sqrt(D), "num_sms": _sm_count(device),
                  "out": torch.empty(B, H, N, D, device=device, dtype=torch_dtype(dtype))}
        for name in ("q", "k", "v"):
            x8, scale = _quantize_e4m3(torch.randn(B * H, N * D, device=device), rowwise=True)
            inputs[name] = x8.view(B, H, N, D)
            inputs[f"{name}_scale"] = scale
            inputs[f"{name}16"] = (x8.float() * scale.view(-1, 1)).view(B, H, N, D).to(torch.bfloat16)
        return inputs

    def dequantized(self, inputs, name: str, b: int, h: int):
        H = inputs["q"].shape[1]
        return inputs[name][b, h].double() * float(inputs[f"{name}_scale"][b * H + h])

    def reference(self, inputs) -> Iterator[tuple[Any, Any]]:
        """float64 attention of the dequantized inputs for up to ``max_reference_heads`` (batch, head)
        slices, first and last included (the rest is checked for NaN-poisoned elements only)."""
        import torch
        B, H, N, D = inputs["q"].shape
        pairs = [(b, h) for b in range(B) for h in range(H)]
        if len(pairs) > self.max_reference_heads:
            step = (len(pairs) - 1) / (self.max_reference_heads - 1)
            pairs = [pairs[round(i * step)] for i in range(self.max_reference_heads)]
        for b, h in pairs:
            q, k, v = (self.dequantized(inputs, name, b, h) for name in ("q", "k", "v"))
            s = (q @ k.T) * inputs["sm_scale"]
            if inputs["causal"]:
                s.masked_fill_(torch.ones(N, N, dtype=torch.bool, device=s.device).triu(1), float("-inf"))
            yield (b, h), torch.softmax(s, dim=-1) @ v
            del s

    def baselines(self, inputs) -> dict[str, Callable[[], Any]]:
        """bf16 attention of the dequantized inputs: ``fa_hopper_gluon`` (its config for this head dim
        and mask) and cuDNN SDPA."""
        import torch
        import torch.nn.functional as F
        from torch.nn.attention import SDPBackend, sdpa_kernel

        from passlab.frontend import registry
        q, k, v, causal = inputs["q16"], inputs["k16"], inputs["v16"], inputs["causal"]
        bf16 = registry.load("fa_hopper_gluon").SPEC
        params = bf16.resolve(self.bf16_configs[(q.shape[3], bool(causal))]).params
        out16 = torch.empty_like(q)
        fa_inputs = {"q": q, "k": k, "v": v, "out": out16, "causal": causal, "sm_scale": inputs["sm_scale"],
                     "num_sms": inputs["num_sms"]}

        def cudnn():
            with sdpa_kernel([SDPBackend.CUDNN_ATTENTION]):
                return F.scaled_dot_product_attention(q, k, v, is_causal=causal)

        return {"fa_hopper_gluon_bf16": lambda: bf16.launch(params, fa_inputs), "sdpa_cudnn_bf16": cudnn}


ATTN_FP8 = Fp8AttentionWorkload()
