"""Kill rate of the PTX check on seeded PTX defects (``passlab/checks/ptx/mutants.py``): every
try_wait loop deleted, every wgmma.wait_group, every fence.proxy.async, every mbarrier.arrive count
doubled and halved, one at a time, in the PTX of built-in configs.

    PYTHONPATH=. python bench/ptx_mutants.py --out /tmp/ptx-mutants [--config fa_hopper/d64 ...] [--json]

A mutant is killed when the check reports an error or warning that the unedited PTX does not have.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CONFIGS = ("fa_hopper/d64", "fa_hopper/d64_s3", "matmul_hopper/default", "matmul_hopper/flat", "matmul_hopper_gluon/default",
           "fa_hopper_gluon/default")
PTX = Path("artifacts") / "kernel.ptx"


def trace(kernel: str, config: str, out: Path) -> Path:
    from click.testing import CliRunner

    from passlab.cli import cli
    if not (out / PTX).is_file():
        CliRunner().invoke(cli, ["trace", kernel, "--config", config, "--out", str(out)])
    return out


def verdict(path: Path) -> set[tuple[str, str]]:
    from passlab.checks import run_checks
    report = run_checks(path, ("ptx",), ptx_required=True)
    return {(f.rule, f.severity.value) for f in report.findings if f.severity.value != "note"}


def main(argv=None) -> int:
    sys.path.insert(0, str(ROOT))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--config", action="append", help="KERNEL/CONFIG (default: %s)" % ", ".join(CONFIGS))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    from passlab.checks.ptx.mutants import mutants
    rows = []
    for name in args.config or CONFIGS:
        kernel, config = name.split("/")
        base = trace(kernel, config, args.out / kernel / config)
        clean = verdict(base)
        work = args.out / "mutant" / kernel / config
        if work.exists():
            shutil.rmtree(work)
        shutil.copytree(base, work, ignore=shutil.ignore_patterns("raw", "graphs", ".passlab-owner"))
        original = (base / PTX).read_text().splitlines()
        for m in mutants(original):
            started = time.perf_counter()
            (work / PTX).write_text("\n".join(m.lines) + "\n")
            found = verdict(work) - clean
            rows.append({"config": name, "kind": m.kind, "line": m.line, "what": m.what,
                         "killed": bool(found), "rules": sorted(r for r, _ in found),
                         "expected_rule": any(r in m.expected for r, _ in found),
                         "seconds": round(time.perf_counter() - started, 1)})
            if not args.json:
                r = rows[-1]
                print(f"{name:28s} {m.kind:18s} line {m.line:5d} {'killed' if r['killed'] else 'SURVIVED':8s} "
                      f"{','.join(r['rules'])}  {m.what[:70]}", flush=True)
    table = Counter((r["config"], r["kind"], r["killed"]) for r in rows)
    summary = {}
    for (config, kind, killed), n in table.items():
        entry = summary.setdefault(f"{config} {kind}", [0, 0])
        entry[1] += n
        entry[0] += n if killed else 0
    if args.json:
        print(json.dumps({"summary": summary, "rows": rows}, indent=1))
    else:
        print()
        for key, (killed, total) in sorted(summary.items()):
            print(f"{key:50s} {killed}/{total}")
        killed = sum(r["killed"] for r in rows)
        print(f"all: {killed}/{len(rows)} killed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
