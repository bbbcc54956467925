"""Summarize an Nsight Compute source-page export (``ncu --import R --csv --page source --print-source sass``):
per profiled kernel, where the warp-state samples went (stall reasons, summed) and the SASS lines with
the most samples and the most excessive shared-memory wavefronts (bank conflicts).

    python bench/ncu_sass_summary.py bench/results/X/ncu/fp8_sass.csv --kernels 1,3,5 --top 12

``--kernels``: 0-based indices of the kernels in the export (a warm-up and a profiled launch per
config in bench/d64_ncu_target.py: 1, 3, 5 are the profiled ones).
"""

import argparse
import csv
import io
import sys


def kernels(path):
    """Yield (name, rows) for each kernel block of the export."""
    name, lines = None, []
    for line in open(path, newline=""):
        if line.startswith('"Kernel Name"'):
            if name is not None:
                yield name, list(csv.DictReader(io.StringIO("".join(lines))))
            name, lines = line.split(",")[1].strip('"'), []
        else:
            lines.append(line)
    if name is not None:
        yield name, list(csv.DictReader(io.StringIO("".join(lines))))


def num(text):
    try:
        return float(text.replace(",", ""))
    except (AttributeError, ValueError):
        return 0.0


def summarize(index, name, rows, top):
    reasons = [k for k in rows[0] if k.startswith("stall_") and "Not Issued" not in k]
    samples = sum(num(r["Warp Stall Sampling (All Samples)"]) for r in rows)
    print(f"== kernel {index}: {name}, {len(rows)} SASS lines, {samples:.0f} samples")
    totals = sorted(((sum(num(r[k]) for r in rows), k) for k in reasons), reverse=True)
    print("   stall reasons (share of samples): " + ", ".join(f"{k[6:]} {v / samples:.1%}" for v, k in totals[:8]))
    excess = sum(num(r.get("L1 Wavefronts Shared Excessive")) for r in rows)
    shared = sum(num(r.get("L1 Wavefronts Shared")) for r in rows)
    print(f"   shared wavefronts {shared:.3g}, excessive {excess:.3g} ({excess / max(shared, 1):.0%})")
    print("   most sampled lines:")
    for r in sorted(rows, key=lambda r: -num(r["Warp Stall Sampling (All Samples)"]))[:top]:
        why = max(reasons, key=lambda k: num(r[k]))
        print(f"     {num(r['Warp Stall Sampling (All Samples)']):7.0f}  {why[6:]:14s} {r['Source'].strip()[:90]}")
    print("   most excessive shared wavefronts:")
    for r in sorted(rows, key=lambda r: -num(r.get("L1 Wavefronts Shared Excessive")))[:top // 2]:
        if num(r.get("L1 Wavefronts Shared Excessive")):
            print(f"     {num(r['L1 Wavefronts Shared Excessive']):10.3g} of {num(r['L1 Wavefronts Shared']):10.3g}  "
                  f"{r['Source'].strip()[:90]}")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("csv")
    parser.add_argument("--kernels", default=None, help="comma-separated kernel indices (default: all)")
    parser.add_argument("--top", type=int, default=12)
    args = parser.parse_args(argv)
    wanted = None if args.kernels is None else {int(k) for k in args.kernels.split(",")}
    for index, (name, rows) in enumerate(kernels(args.csv)):
        if rows and (wanted is None or index in wanted):
            summarize(index, name, rows, args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
