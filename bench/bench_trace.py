"""How much does `passlab trace` cost over a plain cold compile? Goal: at most 1.5x.

Both sides run in fresh processes, alternated, in the same run (this machine is shared and
noisy, so only the side-by-side ratio means anything):

- plain: `python -c` that imports the kernel and calls triton.compile for the same config and
  target, with TRITON_ALWAYS_COMPILE=1 and an empty cache (what a user pays without passlab);
- passlab: `passlab trace KERNEL` end to end (CLI start, child compile with every pass dumped,
  splitting ~20 MB of dumps into snapshots, manifest).

    python bench/bench_trace.py [KERNEL] [--config NAME] [--repeat N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PLAIN = """
import triton, kernels
from triton.compiler import ASTSource
from passlab.frontend.target import parse_target
spec = kernels.get({kernel!r})
r = spec.resolve({config!r})
src = ASTSource(fn=spec.fn, signature=r.full_signature(), constexprs=r.constexprs)
triton.compile(src, target=parse_target({target!r}), options=r.options)
"""


def timed(cmd: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    proc = subprocess.run(cmd, env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - started
    if proc.returncode != 0:
        sys.exit(f"command failed ({proc.returncode}): {' '.join(cmd)}\n{proc.stderr[-2000:]}")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kernel", nargs="?", default="matmul_hopper")
    parser.add_argument("--config", default="default")
    parser.add_argument("--target", default="cuda:90")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()

    plain_times, trace_times = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(args.repeat):
            env = dict(os.environ, TRITON_ALWAYS_COMPILE="1", TRITON_CACHE_DIR=f"{tmp}/cache{i}",
                       PYTHONPATH=str(ROOT))
            plain = [sys.executable, "-c", PLAIN.format(kernel=args.kernel, config=args.config, target=args.target)]
            traced = [sys.executable, str(ROOT / "cli.py"), "trace", args.kernel, "--config", args.config,
                      "--target", args.target, "--out", f"{tmp}/trace{i}", "--json"]
            plain_times.append(timed(plain, env))
            trace_times.append(timed(traced, env))
            print(f"run {i}: plain {plain_times[-1]:.2f}s  passlab trace {trace_times[-1]:.2f}s", flush=True)
    plain_med, trace_med = statistics.median(plain_times), statistics.median(trace_times)
    print(f"\n{args.kernel}@{args.config} {args.target}, median of {args.repeat}:")
    print(f"  plain cold triton.compile  {plain_med:6.2f} s")
    print(f"  passlab trace              {trace_med:6.2f} s")
    print(f"  ratio                      {trace_med / plain_med:6.2f}x   (goal <= 1.50x)")


if __name__ == "__main__":
    main()
