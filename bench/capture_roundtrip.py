"""Recompile every compile of a capture file on this (CPU) machine and compare with the GPU's.

    python bench/capture_roundtrip.py bench/results/capture-h200-20261202/*.capture.jsonl

For each record of ``passlab capture`` (made on a GPU machine), ``passlab trace FILE#N`` compiles
it here from the recorded inputs (in ``-j`` warm workers, a line per record as it finishes), then the final metadata (num_warps, shared, tmem_size) and
Triton's kernel hash are compared with what the GPU compiled. Prints one row per compile and a
summary; ``--json OUT`` writes the rows. Exit 1 when any compile differs.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from passlab.capture.child import CompileRequest  # noqa: E402
from passlab.frontend.capture_file import read_capture  # noqa: E402
from passlab.errors import PasslabError  # noqa: E402
from passlab.sweep.traces import trace_sweep  # noqa: E402

COMPARED = ("num_warps", "shared", "tmem_size")


def roundtrip(paths: list[Path], work: Path, jobs: int) -> list[dict]:
    """Every record of every capture traced in ``jobs`` warm workers (``sweep.traces``); a row each."""
    records = [(path, record) for path in paths for record in read_capture(path)]
    items = [(CompileRequest(f"{path}#{record.index}", target=record.target), work / f"{path.stem}-{record.index:03d}")
             for path, record in records]
    started = time.perf_counter()

    def progress(index: int, result) -> None:
        path, record = records[index]
        how = result.outcome.code.value if hasattr(result, "outcome") else f"refused: {result}"
        print(f"[{index + 1}/{len(items)}] {path.name}#{record.index} {record.name}: {how} "
              f"({time.perf_counter() - started:.1f} s)", file=sys.stderr, flush=True)

    rows = []
    for (path, record), trace in zip(records, trace_sweep(items, jobs, progress=progress)):
        if isinstance(trace, PasslabError):
            raise trace
        cpu = trace.manifest.get("metadata", {})
        gpu = record.metadata
        diffs = {k: (gpu.get(k), cpu.get(k)) for k in COMPARED if gpu.get(k) != cpu.get(k)}
        rows.append({"capture": path.name, "index": record.index, "kernel": record.name,
                     "outcome": trace.outcome.code.value, "gpu": {k: gpu.get(k) for k in COMPARED},
                     "cpu": {k: cpu.get(k) for k in COMPARED}, "metadata_equal": not diffs and trace.outcome.ok,
                     "differences": diffs, "hash_equal": bool(record.hash) and record.hash == cpu.get("hash"),
                     "inputs_equal": bool(record.source_key) and record.source_key == cpu.get("source_key"),
                     "gpu_triton": record.triton_version, "seconds": trace.manifest.get("wall_seconds")})
    return rows


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("captures", nargs="+", type=Path)
    parser.add_argument("--json", type=Path, default=None, help="write the rows as JSON here")
    parser.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1, help="warm workers (default: CPUs)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="passlab-roundtrip-") as tmp:
        rows = roundtrip(args.captures, Path(tmp), args.jobs)
    print(f"{'capture':<28} {'#':>3} {'kernel':<24} {'warps':>9} {'shared':>15} {'tmem':>7} {'inputs':>6} {'hash':>5}")
    for r in rows:
        g, c = r["gpu"], r["cpu"]
        print(f"{r['capture']:<28} {r['index']:>3} {r['kernel']:<24} {g['num_warps']!s:>4}/{c['num_warps']!s:<4} "
              f"{g['shared']!s:>7}/{c['shared']!s:<7} {g['tmem_size']!s:>3}/{c['tmem_size']!s:<3} "
              f"{'=' if r['inputs_equal'] else 'DIFF':>6} {'=' if r['hash_equal'] else 'DIFF':>5}" + ("" if r["metadata_equal"] else f"  {r['differences']}"))
    same = sum(r["metadata_equal"] for r in rows)
    hashes = sum(r["hash_equal"] for r in rows)
    inputs = sum(r["inputs_equal"] for r in rows)
    print(f"{same}/{len(rows)} compiles with equal metadata (GPU/CPU), {inputs}/{len(rows)} with equal compile "
          f"inputs (ASTSource hash), {hashes}/{len(rows)} with equal kernel hash (install-dependent)")
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))
    return 0 if same == len(rows) else 1


if __name__ == "__main__":
    sys.exit(main())
