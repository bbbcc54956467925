"""Is a compile's IR stable? Trace one config N times and diff every trace against the first.

Triton's WS pass orders some independent ops differently from one compile to the next (it follows
ASLR and path length), so each repeat goes to an output path of another length. For each kernel,
each repeat is compared with the first at every WS stage and on the final metadata; the table
counts stages that are the same, reordered (independent ops only) and changed. A changed stage or
metadata value makes the exit status 1.

    python bench/repeat_traces.py                      # matmul_hopper, fa_hopper, the held-out fp8 GEMM, 5 each
    python bench/repeat_traces.py -n 3 --python /path/to/triton-3.9.0/bin/python --json
    python bench/repeat_traces.py --kernel matmul_hopper --keep /tmp/repeats
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# name -> `passlab trace` arguments (the fp8 GEMM is a held-out-style kernel written for this check)
KERNELS = {
    "matmul_hopper": ["matmul_hopper"],
    "fa_hopper": ["fa_hopper"],
    "ws_fp8_gemm": ["tests/data/nondet/ws_fp8_gemm.py:ws_fp8_gemm", "--sig", "a_ptr=*fp8e4nv",
                    "--sig", "b_ptr=*fp8e4nv", "--sig", "c_ptr=*fp16", "--arg", "M=4096", "--arg", "N=4096",
                    "--arg", "K=4096", "-c", "BLOCK_M=128", "-c", "BLOCK_N=128", "-c", "BLOCK_K=128",
                    "-c", "num_stages=3"],
}


def trace(args: list[str], out: Path, python: str | None, target: str) -> None:
    command = [sys.executable, str(ROOT / "cli.py"), "trace", *args, "--out", str(out), "--target", target]
    if python:
        command += ["--python", python]
    proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"trace {' '.join(args[:1])} failed ({proc.returncode}): "
                           f"{(proc.stderr.strip().splitlines() or [''])[-1]}")


def compare(first: Path, other: Path) -> dict:
    from passlab.capture.trace import Trace
    from passlab.diff.engine import diff_all_stages, final_metadata_changes
    a, b = Trace.load(first), Trace.load(other)
    points = diff_all_stages(a, b)
    return {"metadata": [str(c) for c in final_metadata_changes(a, b)],
            "stages": {p.point: p.status for p in points}}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--repeats", type=int, default=5, help="traces per kernel (default 5)")
    parser.add_argument("--kernel", action="append", choices=sorted(KERNELS), help="only these kernels")
    parser.add_argument("--python", default=None, help="trace with this interpreter's Triton")
    parser.add_argument("--target", default="cuda:90")
    parser.add_argument("--keep", type=Path, default=None, help="keep the traces under this folder")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.repeats < 2:
        parser.error("--repeats must be at least 2")
    root = args.keep or Path(tempfile.mkdtemp(prefix="passlab-repeat-"))
    results, started = {}, time.perf_counter()
    for name in args.kernel or list(KERNELS):
        outs = [root / name / f"{i}{'p' * (7 * i)}" for i in range(args.repeats)]
        for i, out in enumerate(outs):
            print(f"[{name}] trace {i + 1}/{args.repeats}", file=sys.stderr, flush=True)
            trace(KERNELS[name], out, args.python, args.target)
        results[name] = [compare(outs[0], out) for out in outs[1:]]
    counts = {}
    for name, rows in results.items():
        statuses = [s for row in rows for s in row["stages"].values()]
        counts[name] = {s: statuses.count(s) for s in ("same", "reordered", "changed", "not run", "missing")}
        counts[name]["metadata_changes"] = sum(len(row["metadata"]) for row in rows)
    failed = any(c["changed"] or c["missing"] or c["metadata_changes"] for c in counts.values())
    if args.json:
        print(json.dumps({"repeats": args.repeats, "target": args.target, "python": args.python,
                          "seconds": round(time.perf_counter() - started, 1), "counts": counts,
                          "comparisons": results}, indent=1))
    else:
        print(f"{'kernel':16} {'same':>5} {'reordered':>9} {'changed':>7} {'not run':>7} {'missing':>7} {'metadata':>8}")
        for name, c in counts.items():
            print(f"{name:16} {c['same']:5} {c['reordered']:9} {c['changed']:7} {c['not run']:7} {c['missing']:7} "
                  f"{c['metadata_changes']:8}")
        print(f"{args.repeats} traces per kernel, each compared with the first at 7 stages; "
              f"{time.perf_counter() - started:.0f} s; traces under {root}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
