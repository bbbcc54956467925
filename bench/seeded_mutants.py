"""Detection rate of ``passlab check`` per seeded defect class over traces of correct kernels.

Each TRACE_DIR is a ``passlab trace`` output of a correct kernel. Ten defect classes (issue 23,
"Recall kept") are seeded one per mutant at every site of the latest checked stage (``--stages all``:
every checked stage), at most ``--max-per-class`` per class per stage; each mutant is checked and
counted as detected when a new error appears at the mutated stage. Prints the per-class table and
the undetected mutants with their reason (``--json``: the verdicts and the table as JSON).

    python bench/seeded_mutants.py /tmp/sm/matmul_hopper /tmp/sm/fa_hopper [--json] [--max-per-class 8]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("traces", nargs="+", type=Path, help="trace directories of correct kernels")
    parser.add_argument("--json", action="store_true", help="print JSON instead of the table")
    parser.add_argument("--max-per-class", type=int, default=None, help="mutants per class per stage (default: all)")
    parser.add_argument("--stages", default=None, help="'all', or comma-separated stages (default: the latest)")
    parser.add_argument("--classes", default=None, help="comma-separated classes (default: all ten)")
    args = parser.parse_args(argv)
    from passlab.checks.seeded import CLASSES, judge_all, summarize
    from passlab.errors import PasslabError

    stages = args.stages if args.stages in (None, "all") else args.stages.split(",")
    classes = args.classes.split(",") if args.classes else CLASSES
    verdicts, per_trace, started = [], {}, time.perf_counter()
    for trace in args.traces:
        try:
            found = judge_all(trace, classes, stages, args.max_per_class)
        except PasslabError as error:
            print(f"{trace}: {error}", file=sys.stderr)
            return 2
        per_trace[str(trace)] = found
        verdicts.extend(found)
    table = summarize(verdicts)
    if args.json:
        print(json.dumps({"traces": {t: {"table": [r.to_json() for r in summarize(v)],
                                         "verdicts": [x.to_json() for x in v]} for t, v in per_trace.items()},
                          "table": [r.to_json() for r in table],
                          "seconds": round(time.perf_counter() - started, 1)}, indent=1))
        return 0
    print("| class | sites | detected | rate | warning only | undetected, by reason |")
    print("|---|---|---|---|---|---|")
    for row in table:
        reasons = ", ".join(f"{k} {n}" for k, n in sorted(row.reasons.items())) or "-"
        print(f"| {row.defect} | {row.sites} | {row.detected} | {100 * row.rate:.0f}% | {row.warning_only} | {reasons} |")
    survivors = [v for v in verdicts if not v.detected]
    print(f"\nundetected ({len(survivors)}):")
    for trace, found in per_trace.items():
        for v in found:
            if not v.detected:
                print(f"  {Path(trace).name} {v.mutant.id}: {v.mutant.description}: {v.reason}")
    print(f"\n{len(verdicts)} mutants over {len(per_trace)} traces, {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
