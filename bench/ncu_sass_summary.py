"""Summarize an Nsight Compute source-page export (``ncu --import R --csv --page source --print-source sass``,
plain or gzipped): per profiled kernel, where the warp-state samples went (stall reasons, summed),
the warp instructions and main stall reasons of each warp-specialized partition, and the SASS lines with the
most samples and the most excessive shared-memory wavefronts (bank conflicts), and each innermost
softmax loop's samples with its ``mio`` (MUFU queue) and barrier stalls.

    python bench/ncu_sass_summary.py bench/results/h100-20261206/attn/fp8_sass.csv.gz --kernels 1,3,5 --top 12

``--kernels``: 0-based indices of the kernels in the export (a warm-up and a profiled launch per
config in bench/d64_ncu_target.py: 1, 3, 5 are the profiled ones).

Partitions: Gluon's warp groups each synchronize on their own named barrier (``BAR.SYNC 0x0``,
``0x2``, ``0x3``...; ``0x1`` is the partitions' common start), and ptxas lays each partition's code out
contiguously, so each SASS line is counted for the named barrier nearest to it in the listing. A
heuristic, good for the kernels of kernels/: lines between two partitions can be counted for the wrong
one.
"""

import argparse
import bisect
import collections
import csv
import gzip
import io
import re
import sys


def kernels(path):
    """Yield (name, rows) for each kernel block of the export."""
    name, lines = None, []
    opener = gzip.open if str(path).endswith(".gz") else open
    for line in opener(path, "rt", newline=""):
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
    # Every resident warp is sampled alike, so a partition's share of the samples is its share of the
    # warps; its instructions and what its own samples wait on tell the partitions apart.
    parts = partitions(rows, reasons)
    executed = sum(part["executed"] for part in parts.values()) or 1.0
    print("   by partition (named barrier): " + "; ".join(
        f"bar {bar}: warp instructions {part['executed']:.3g} ({part['executed'] / executed:.0%}), waiting on "
        + ", ".join(f"{k[6:]} {v / max(part['samples'], 1):.0%}" for k, v in part["reasons"].most_common(2))
        for bar, part in parts.items()))
    for first, last in softmax_loops(rows):
        body = rows[first:last + 1]
        sampled = sum(num(r["Warp Stall Sampling (All Samples)"]) for r in body)
        print(f"   softmax loop, lines {first}-{last} ({len(body)} instructions, its branch executed "
              f"{num(rows[last]['Instructions Executed']):.0f} times): {sampled:.0f} samples, "
              + ", ".join(f"{k[6:]} {sum(num(r[k]) for r in body):.0f}" for k in ("stall_mio", "stall_barrier")))
    print("   most sampled lines:")
    for r in sorted(rows, key=lambda r: -num(r["Warp Stall Sampling (All Samples)"]))[:top]:
        why = max(reasons, key=lambda k: num(r[k]))
        print(f"     {num(r['Warp Stall Sampling (All Samples)']):7.0f}  {why[6:]:14s} {r['Source'].strip()[:90]}")
    print("   most excessive shared wavefronts:")
    for r in sorted(rows, key=lambda r: -num(r.get("L1 Wavefronts Shared Excessive")))[:top // 2]:
        if num(r.get("L1 Wavefronts Shared Excessive")):
            print(f"     {num(r['L1 Wavefronts Shared Excessive']):10.3g} of {num(r['L1 Wavefronts Shared']):10.3g}  "
                  f"{r['Source'].strip()[:90]}")


def softmax_loops(rows, min_exp2=32, max_lines=1200) -> list[tuple[int, int]]:
    """(first, last) line of each innermost softmax loop: a backward branch over at most
    ``max_lines`` lines holding at least ``min_exp2`` MUFU.EX2, the most executed of any that overlap
    (an attention kernel's KV loop, one per consumer partition and mask variant). Where two groups'
    exp2s meet shows as the loop's ``mio`` stalls (the MIO queue: MUFU, shared memory and dynamic
    branches share it)."""
    where = {int(r["Address"], 16): i for i, r in enumerate(rows)}
    spans = []
    for i, r in enumerate(rows):
        # e.g. "@!P1  BRA 0x7f76517c1be0" or "BRA `(.L_x_12) 0x7f76517c1be0": the target is the last hex
        m = re.search(r"\bBRA\b.*?0x([0-9a-f]+)\s*$", r["Source"].strip())
        target = where.get(int(m.group(1), 16)) if m else None
        if target is not None and target < i and i - target < max_lines \
                and sum("MUFU.EX2" in x["Source"] for x in rows[target:i + 1]) >= min_exp2:
            spans.append((target, i))
    # Keep the most executed of overlapping spans: an outer loop (or a branch back into a loop's
    # middle, ptxas's layout of a tile's tail) overlaps the KV loop and runs far less often.
    kept = []
    for a, b in sorted(spans, key=lambda span: -num(rows[span[1]]["Instructions Executed"])):
        if num(rows[b]["Instructions Executed"]) > 0 and all(b < c or d < a for c, d in kept):
            kept.append((a, b))
    return sorted(kept)


def partitions(rows, reasons=()) -> dict[str, dict]:
    """Samples, their stall ``reasons`` and warp instructions executed per partition, each line
    counted for the nearest named barrier other than 0x1 (the module docstring says why)."""
    marks = [(i, m.group(1)) for i, r in enumerate(rows)
             if (m := re.search(r"\bBAR\.(?:SYNC|ARV|RED)\S* (0x[0-9a-f]+)", r["Source"])) and m.group(1) != "0x1"]
    parts: dict[str, dict] = collections.defaultdict(
        lambda: {"samples": 0.0, "executed": 0.0, "reasons": collections.Counter()})
    if not marks:
        return {}
    where = [i for i, _ in marks]
    for i, r in enumerate(rows):
        k = bisect.bisect_left(where, i)
        near = min((k - 1, k), key=lambda j: abs(where[j] - i) if 0 <= j < len(where) else len(rows))
        part = parts[marks[near][1]]
        part["samples"] += num(r["Warp Stall Sampling (All Samples)"])
        part["executed"] += num(r["Instructions Executed"])
        for k in reasons:
            part["reasons"][k] += num(r[k])
    return dict(sorted(parts.items()))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("csv")
    parser.add_argument("--kernels", default=None, help="comma-separated kernel indices (default: all)")
    parser.add_argument("--top", type=int, default=12)
    args = parser.parse_args(argv)
    try:
        wanted = None if args.kernels is None else {int(k) for k in args.kernels.split(",")}
    except ValueError:
        parser.error(f"--kernels {args.kernels!r}: comma-separated indices, e.g. 1,3,5")
    try:
        found = list(kernels(args.csv))
    except (OSError, UnicodeDecodeError, csv.Error) as exc:
        print(f"ncu_sass_summary: {args.csv}: {exc}", file=sys.stderr)
        return 2
    if not found or "Warp Stall Sampling (All Samples)" not in (found[0][1][0] if found[0][1] else {}):
        print(f"ncu_sass_summary: {args.csv}: not an ncu source-page export (ncu --import R --csv --page source "
              "--print-source sass)", file=sys.stderr)
        return 2
    for index, (name, rows) in enumerate(found):
        if rows and (wanted is None or index in wanted):
            summarize(index, name, rows, args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
