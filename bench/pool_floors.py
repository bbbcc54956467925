"""The floors under issue 28's two 2-core goals, from CPU times measured in this run.

    python bench/pool_floors.py [--repeat 3]

1. ``passlab trace matmul_hopper`` vs a plain cold compile (goal <= 1.3x): the plain process's CPU,
   the same compile child with and without Triton's per-pass dumps (alternated), and a whole
   trace split into passlab's process and its child. The child with dumps over the plain process
   is the ratio no passlab process, however cheap, can go under without a free core.
2. ``trace --autotune`` on tutorial 03 vs its 16 configs compiled in one process (goal <= 0.6x): that
   process's start-up (Python, Triton, torch and the module), Triton's cache key and the 16
   compiles. A sweep compiles nothing before the module is loaded, so on two idle cores with no
   overhead at all it takes start-up + compiles / 2 (the key hashed beside the start-up).

CPU times (this process's and its children's, ptxas included) move less with other users' load
than wall times; medians of ``--repeat`` runs.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bench_trace import PLAIN  # noqa: E402

# The sequential process of bench_autotune, with its phases' CPU seconds.
PHASES = """
import json, os, resource, sys
sys.path.insert(0, {bench!r}); sys.path.insert(0, {root!r})
def cpu():
    s, c = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return s.ru_utime + s.ru_stime + c.ru_utime + c.ru_stime
import triton
from triton.backends.compiler import GPUTarget
from bench_autotune import KERNEL, SIG, VALUES
from passlab.capture.compile_child import value_types
from passlab.frontend.kernelspec import load_user_kernel
from passlab.frontend.specialize import launch_attrs
from passlab.frontend.target_driver import activate
target = GPUTarget("cuda", 90, 32)
activate(target)
spec = load_user_kernel(KERNEL, {{**value_types(VALUES), **SIG}})
started = cpu()
from triton.runtime.cache import triton_key
triton_key()
keyed = cpu()
for i in range(16):
    r = spec.resolve(f"autotune{{i}}", {{"ACTIVATION": ""}})
    attrs = launch_attrs(spec.fn, r.full_signature(), VALUES, r.constexprs, target, options=r.options)
    triton.compile(attrs.ast_source(spec.fn), target=target, options=r.options)
print(json.dumps({{"startup": started, "key": keyed - started, "compiles": cpu() - keyed}}))
"""

# A whole `passlab trace`, with passlab's process's CPU apart from its children's.
TRACE = """
import atexit, json, resource, sys
def report():
    s, c = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    print(json.dumps({{"parent": s.ru_utime + s.ru_stime, "child": c.ru_utime + c.ru_stime}}), file=sys.stderr)
atexit.register(report)
sys.argv = ["passlab", "trace", "matmul_hopper", "--out", {out!r}, "--json"]
from passlab.cli import main
main()
"""


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_cpu(cmd: list[str], env: dict[str, str]) -> tuple[float, str, str]:
    before = children_cpu()
    done = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True)
    if done.returncode not in (0, 1):
        sys.exit(f"failed ({done.returncode}): {' '.join(cmd[:3])}\n{done.stderr[-2000:]}")
    return children_cpu() - before, done.stdout, done.stderr


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    tmp = Path(tempfile.mkdtemp(prefix="passlab-floors-"))
    env = dict(os.environ, TRITON_ALWAYS_COMPILE="1", PYTHONPATH=str(ROOT), PASSLAB_CACHE="off")
    os.environ.update(TRITON_ALWAYS_COMPILE="1")
    from passlab.capture.child import CompileRequest, capture_compile, compile_plain
    rows: dict[str, list[float]] = {k: [] for k in ("plain", "child", "child+dumps", "parent", "trace child")}
    phases = []
    try:
        request = CompileRequest("matmul_hopper")
        for i in range(args.repeat):
            rows["plain"].append(run_cpu([sys.executable, "-c", PLAIN.format(
                kernel="matmul_hopper", config="default", target="cuda:90")],
                dict(env, TRITON_CACHE_DIR=str(tmp / f"p{i}")))[0])
            before = children_cpu()
            compile_plain(request, tmp / f"c{i}", 300)
            rows["child"].append(children_cpu() - before)
            before = children_cpu()
            capture_compile(request, tmp / f"d{i}", 300)
            rows["child+dumps"].append(children_cpu() - before)
            _, _, err = run_cpu([sys.executable, "-c", TRACE.format(out=str(tmp / f"t{i}"))],
                                dict(env, TRITON_CACHE_DIR=str(tmp / f"q{i}")))
            split = json.loads(err.strip().splitlines()[-1])
            rows["parent"].append(split["parent"])
            rows["trace child"].append(split["child"])
            _, out, _ = run_cpu([sys.executable, "-c", PHASES.format(bench=str(ROOT / "bench"), root=str(ROOT))],
                                dict(env, TRITON_CACHE_DIR=str(tmp / f"s{i}")))
            phases.append(json.loads(out.strip().splitlines()[-1]))
            print(f"run {i}: " + ", ".join(f"{k} {v[-1]:.2f}" for k, v in rows.items()), flush=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    med = {k: statistics.median(v) for k, v in rows.items()}
    plain = med["plain"]
    print(f"\n1. matmul_hopper, CPU seconds (medians of {args.repeat}): plain process {plain:.2f}; compile child "
          f"{med['child']:.2f}, with dumps {med['child+dumps']:.2f} (Triton's dumps: "
          f"{med['child+dumps'] - med['child']:+.2f}); a trace: passlab's process {med['parent']:.2f} + its child "
          f"{med['trace child']:.2f}")
    print(f"   floor without a free core: the child with dumps alone {med['trace child'] / plain:.2f}x "
          f"(goal <= 1.3x); the whole trace's CPU {(med['parent'] + med['trace child']) / plain:.2f}x")
    start = statistics.median(p["startup"] for p in phases)
    key = statistics.median(p["key"] for p in phases)
    compiles = statistics.median(p["compiles"] for p in phases)
    total = start + key + compiles
    floor = start + compiles / 2
    print(f"2. tutorial 03, one process, CPU seconds: start-up {start:.2f} (Python, Triton, torch, the module), "
          f"Triton's key {key:.2f}, 16 compiles {compiles:.2f} ({compiles / 16:.3f} each); total {total:.2f}")
    print(f"   floor on two idle cores with no overhead: {start:.2f} + {compiles:.2f} / 2 = {floor:.2f} s: "
          f"{floor / total:.2f}x (goal <= 0.6x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
