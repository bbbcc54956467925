"""Parse every snapshot of a trace with passlab and with Triton's C++ MLIR parser; print both times.

    python bench/bench_parse.py [TRACE_DIR]      (default dumps/matmul_hopper/default)

Three passlab figures: ``structure`` is what ``parse_file`` does (op tree, names, regions;
each op's operands/attributes/types are read on first access), ``full`` also reads every op's
details (``Module.check()``), and both are compared with Triton on the same files. Triton
rejects some snapshots (LLVM-dialect ones, glued multi-module dumps); its time on those is the
time it took to fail, so a second line compares only the files Triton accepts.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path


def triton_context():
    from triton._C.libtriton import ir
    from triton.backends.compiler import GPUTarget
    from triton.backends.nvidia.compiler import CUDABackend
    ctx = ir.context()
    ir.load_dialects(ctx)
    CUDABackend(GPUTarget("cuda", 90, 32)).load_dialects(ctx)
    return ir, ctx


def best_of(n: int, fn) -> float:
    best = float("inf")
    for _ in range(n):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def main(argv: list[str]) -> int:
    root = Path(argv[0] if argv else "dumps/matmul_hopper/default")
    files = sorted((root / "snapshots").glob("*.mlir"))
    if not files:
        print(f"no snapshots under {root}/snapshots (run 'passlab trace matmul_hopper' first)", file=sys.stderr)
        return 2
    from passlab.ir import parse_file
    ir, ctx = triton_context()
    accepted = []
    for f in files:
        try:
            ir.parse_mlir_module(str(f), ctx)
            accepted.append(f)
        except Exception:  # noqa: BLE001 -- Triton raises a bare RuntimeError-like error on rejection
            pass

    def triton(paths):
        def run():
            for f in paths:
                try:
                    ir.parse_mlir_module(str(f), ctx)
                except Exception:  # noqa: BLE001
                    pass
        return run

    def passlab(paths, full):
        def run():
            for f in paths:
                module = parse_file(f)
                if full:
                    module.check()
        return run

    size = sum(f.stat().st_size for f in files) / 1e6
    size_ok = sum(f.stat().st_size for f in accepted) / 1e6
    print(f"{root}: {len(files)} snapshots, {size:.1f} MB; Triton accepts {len(accepted)} ({size_ok:.1f} MB)")
    for label, paths in (("all files", files), ("Triton-accepted files", accepted)):
        t_triton = best_of(3, triton(paths))
        t_struct = best_of(3, passlab(paths, False))
        t_full = best_of(1, passlab(paths, True))
        print(f"{label}: triton {t_triton:.3f}s | passlab structure {t_struct:.3f}s ({t_struct / t_triton:.1f}x) "
              f"| passlab full {t_full:.3f}s ({t_full / t_triton:.1f}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
