"""Every config the runner may launch compiles for sm_90 here, fits in SMEM, and keeps WS where asked.

These are the same ``KernelSpec`` configs, with the same problem constexprs, that ``passlab run``
and ``passlab bench`` launch on the H200 (see ``resolve_for``).
"""

from __future__ import annotations

import pytest

from passlab.runner.launch import load_runnable, resolve_for

SMEM_LIMIT = 232448   # H100/H200 opt-in shared memory per block


def _cases():
    cases = []
    for kernel in ("matmul_hopper", "fa_hopper"):
        runnable = load_runnable(kernel)
        seen = set()
        for shape in runnable.workload.default_shapes:
            for name in runnable.configs_for(shape):
                resolved = resolve_for(runnable, name, shape, "bf16")
                if resolved.key not in seen:
                    seen.add(resolved.key)
                    cases.append(pytest.param(kernel, shape, name, id=f"{kernel}-{resolved.key}"))
    return cases


def _compile(resolved):
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource
    src = ASTSource(fn=resolved.spec.fn, signature=resolved.full_signature(), constexprs=resolved.constexprs)
    return triton.compile(src, target=GPUTarget("cuda", 90, 32), options=resolved.options)


@pytest.mark.slow
@pytest.mark.parametrize("kernel,shape,name", _cases())
def test_candidate_compiles_within_smem_with_ws_where_asked(kernel, shape, name):
    runnable = load_runnable(kernel)
    resolved = resolve_for(runnable, name, shape, "bf16")
    compiled = _compile(resolved)
    assert compiled.metadata.shared <= SMEM_LIMIT
    if resolved.params["WARP_SPECIALIZE"]:
        # 1 producer + 2 consumer warp groups: nvgpu-warp-specialization applied
        assert compiled.metadata.num_warps == 12, f"WS declined for {resolved.key}"
    else:
        assert compiled.metadata.num_warps == resolved.params["num_warps"]


def test_defaults_stay_warp_specialized():
    for kernel in ("matmul_hopper", "fa_hopper"):
        resolved = load_runnable(kernel).spec.resolve()
        assert resolved.params["WARP_SPECIALIZE"] is True
        assert _compile(resolved).metadata.num_warps == 12
