"""Which `passlab bench` results timed the wrong config in their alternating rounds.

Before 78c6116 the rounds' launches closed over the screening loop's ``params``: every round launched
the *last* candidate screened under the chosen config's name. A row is affected when its run started
before the fix (``--before``, the JSON's ``started``; every run here was made from the working tree
of its day) and the fastest correct candidate (the chosen one) is not the last correct one screened. For each affected row this
prints what the rounds really timed, and the chosen config's screening ratio against the same
baseline's screening (the figure that stands; no alternation behind it).

    python3 bench/rounds_audit.py                 # every bench JSON under bench/results
    python3 bench/rounds_audit.py --markdown      # the same as a table
"""

import argparse
import glob
import json
import os
from statistics import median


FIXED_AT = "2026-12-06T11:10:26Z"   # 78c6116


def affected_rows(root: str, before: str = FIXED_AT):
    """(file, row, chosen, last) for each row whose rounds launched ``last`` in place of ``chosen``."""
    for path in sorted(glob.glob(os.path.join(root, "**", "*.json"), recursive=True)):
        try:
            with open(path) as fh:
                data = json.load(fh)
        except (OSError, ValueError):
            continue
        if not isinstance(data, dict) or not isinstance(data.get("rows"), list):
            continue
        if str(data.get("started", "")) >= before:   # ISO 8601 UTC strings order as times
            continue
        for row in data["rows"]:
            if not isinstance(row, dict) or not row.get("rounds") or "candidates" not in row:
                continue
            timed = [c for c in row["candidates"] if c.get("ok") and c.get("ms")]
            if len(timed) < 2:
                continue
            chosen = min(timed, key=lambda c: c["ms"])
            if chosen is not timed[-1]:
                yield os.path.relpath(path, root), row, chosen, timed[-1]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "results"))
    parser.add_argument("--before", default=FIXED_AT, help="runs started before this UTC time (default: the fix)")
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args(argv)
    if args.markdown:
        print("| results file | shape | chosen (screening ratio) | the rounds timed (its screening ms, rounds ms) |")
        print("| --- | --- | --- | --- |")
    for path, row, chosen, last in affected_rows(args.root, args.before):
        kernel_rounds = row["rounds"].get("kernel", {}).get("do_bench") or []
        base = row.get("baseline")
        base_ms = (row.get("baselines", {}).get(base) or {}).get("ms") if base else None
        ratio = f"{base_ms / chosen['ms']:.3f}x {base}" if base_ms else "no baseline"
        rounds_ms = f"{median(kernel_rounds):.4f}" if kernel_rounds else "-"
        if args.markdown:
            print(f"| {path} | {row['shape']} | {chosen['config']} ({ratio}) | {last['config']} "
                  f"({last['ms']:.4f}, {rounds_ms}) |")
        else:
            print(f"{path}  {row['shape']}: chosen {chosen['config']} (screening {ratio}); the rounds timed "
                  f"{last['config']} (screening {last['ms']:.4f} ms, rounds {rounds_ms} ms)")


if __name__ == "__main__":
    main()
