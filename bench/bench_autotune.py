"""Static autotune pruning: passlab's --autotune table against compiling every config as autotune does.

    python bench/bench_autotune.py            # tutorial 03's matmul_kernel, fp16 4096^3, sm_90

A real ``@triton.autotune`` run compiles every config on first launch (one after another, in the
launching process) and then benchmarks each on the GPU; configs that need more shared memory
than the SM has fail only when loaded. ``passlab trace --autotune`` compiles the same configs on a
CPU, in parallel children, and says which would be wasted. This script times, side by side in one
run: (a) ``static_autotune`` with N jobs, (b) the configs compiled one after another in one
process with plain ``triton.compile`` (the compile half of a real autotune run). Prints both
times, their ratio and the configs a real run would waste.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from passlab.sweep.autotune import static_autotune  # noqa: E402
from passlab.capture.child import CompileRequest  # noqa: E402

KERNEL = f"{ROOT}/tests/data/tutorials/03-matrix-multiplication.py:matmul_kernel"
SIG = {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16"}
VALUES = {"M": 4096, "N": 4096, "K": 4096, "stride_am": 4096, "stride_ak": 1, "stride_bk": 4096, "stride_bn": 1,
          "stride_cm": 4096, "stride_cn": 1}


def sequential_compiles(request: CompileRequest, names: list[str]) -> float:
    """Every config compiled in this process, one after another, with launch attrs, no dumps."""
    import triton
    from triton.backends.compiler import GPUTarget

    from passlab.capture.compile_child import value_types
    from passlab.frontend.kernelspec import load_user_kernel
    from passlab.frontend.specialize import launch_attrs
    from passlab.frontend.target_driver import activate

    target = GPUTarget("cuda", 90, 32)
    activate(target)
    spec = load_user_kernel(request.kernel, {**value_types(VALUES), **SIG})
    started = time.perf_counter()
    for name in names:
        resolved = spec.resolve(name, request.overrides)
        attrs = launch_attrs(spec.fn, resolved.full_signature(), VALUES, resolved.constexprs, target,
                             options=resolved.options)
        triton.compile(attrs.ast_source(spec.fn), target=target, options=resolved.options)
    return time.perf_counter() - started


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    os.environ["TRITON_CACHE_DIR"] = tempfile.mkdtemp(prefix="passlab-bench-autotune-cache-")
    os.environ["TRITON_ALWAYS_COMPILE"] = "1"
    request = CompileRequest(KERNEL, None, {"ACTIVATION": ""}, "cuda:90", SIG,
                             launch={"values": VALUES, "unaligned": []})
    report = static_autotune(request, jobs=args.jobs)
    sequential = sequential_compiles(request, [r.name for r in report.rows])
    wasted = report.wasted
    print(f"{KERNEL.rpartition('/')[2]}: {len(report.rows)} autotune configs, fp16 4096^3, sm_90")
    print(f"  passlab --autotune ({args.jobs} parallel children): {report.wall_seconds:6.1f} s")
    print(f"  sequential triton.compile of every config:        {sequential:6.1f} s")
    print(f"  ratio static / sequential: {report.wall_seconds / sequential:.2f}x")
    print(f"  a real autotune run would waste {len(wasted)} of {len(report.rows)} configs: "
          + "; ".join(f"#{r.index} ({', '.join(r.launch_failures) or r.outcome})" for r in wasted))
    return 0


if __name__ == "__main__":
    sys.exit(main())
