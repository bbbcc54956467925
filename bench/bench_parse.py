"""Parse every snapshot of a trace with passlab and with Triton's C++ MLIR parser; print both times.

    python bench/bench_parse.py [TRACE_DIR] [--runs N]      (default dumps/matmul_hopper/default, 5 runs)

Three passlab figures: ``structure`` is what ``parse_file`` does (op tree, names, regions;
each op's operands/attributes/types are read on first access), ``full`` also reads every op's
details (``Module.check()``), and both are compared with Triton on the same files. Triton
rejects some snapshots (LLVM-dialect ones, glued multi-module dumps); its time on those is the
time it took to fail, so a second line compares only the files Triton accepts.

Each figure is the median of N runs. Every passlab run is a fresh process that parses each file
once, so no memo carries over from one run to the next (within a run, memos do carry from one
snapshot to the next, as they do in any passlab command that reads a whole trace). Triton's
runs share one MLIR context, as ``triton._C.libtriton.ir`` callers do.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path


def triton_context():
    from triton._C.libtriton import ir
    from triton.backends.compiler import GPUTarget
    from triton.backends.nvidia.compiler import CUDABackend
    ctx = ir.context()
    ir.load_dialects(ctx)
    CUDABackend(GPUTarget("cuda", 90, 32)).load_dialects(ctx)
    return ir, ctx


@contextmanager
def quiet_stderr():
    """Triton's C++ parser prints each rejection to fd 2; keep the table readable."""
    sys.stderr.flush()
    saved = os.dup(2)
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 2)
    try:
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)


def passlab_child(mode: str, paths: list[str]) -> None:
    """One passlab run in this (fresh) process: print the seconds it took."""
    from passlab.ir import parse_file
    start = time.perf_counter()
    for path in paths:
        module = parse_file(path)
        if mode == "full":
            module.check()
    print(time.perf_counter() - start)


def passlab_runs(mode: str, paths: list[Path], runs: int) -> list[float]:
    listing = "\n".join(str(p) for p in paths)
    times = []
    for _ in range(runs):
        done = subprocess.run([sys.executable, __file__, "--child", mode], input=listing, capture_output=True,
                              text=True, check=True)
        times.append(float(done.stdout.strip().splitlines()[-1]))
    return times


def triton_runs(ir, ctx, paths: list[Path], runs: int) -> list[float]:
    times = []
    with quiet_stderr():
        for _ in range(runs):
            start = time.perf_counter()
            for f in paths:
                try:
                    ir.parse_mlir_module(str(f), ctx)
                except Exception:  # noqa: BLE001 -- Triton raises a bare RuntimeError-like error on rejection
                    pass
            times.append(time.perf_counter() - start)
    return times


def main(argv: list[str]) -> int:
    if argv[:1] == ["--child"]:
        passlab_child(argv[1], [line for line in sys.stdin.read().splitlines() if line])
        return 0
    runs = 5
    if "--runs" in argv:
        at = argv.index("--runs")
        runs = int(argv[at + 1])
        argv = argv[:at] + argv[at + 2:]
    root = Path(argv[0] if argv else "dumps/matmul_hopper/default")
    files = sorted((root / "snapshots").glob("*.mlir"))
    if not files:
        print(f"no snapshots under {root}/snapshots (run 'passlab trace matmul_hopper' first)", file=sys.stderr)
        return 2
    ir, ctx = triton_context()
    accepted = []
    with quiet_stderr():
        for f in files:
            try:
                ir.parse_mlir_module(str(f), ctx)
                accepted.append(f)
            except Exception:  # noqa: BLE001
                pass

    size = sum(f.stat().st_size for f in files) / 1e6
    size_ok = sum(f.stat().st_size for f in accepted) / 1e6
    print(f"{root}: {len(files)} snapshots, {size:.1f} MB; Triton accepts {len(accepted)} ({size_ok:.1f} MB)")
    print(f"medians of {runs} runs (each passlab run in a fresh process); ratios are passlab / triton")
    for label, paths in (("all files", files), ("Triton-accepted files", accepted)):
        t_triton = statistics.median(triton_runs(ir, ctx, paths, runs))
        t_struct = statistics.median(passlab_runs("structure", paths, runs))
        t_full = statistics.median(passlab_runs("full", paths, runs))
        print(f"{label}: triton {t_triton:.3f}s | passlab structure {t_struct:.3f}s ({t_struct / t_triton:.1f}x) "
              f"| passlab full {t_full:.3f}s ({t_full / t_triton:.1f}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
