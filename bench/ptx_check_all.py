"""The PTX protocol check (``passlab check --ptx``) on every config of the built-in kernels.

Traces each config (kept under --out, so a second run only checks) and prints its PTX findings,
then totals; KNOWN_BAD configs (fa_hopper d64_s3, ws_n64_s3: NaN on the H200) are counted apart.

    PYTHONPATH=. python bench/ptx_check_all.py --out /tmp/ptx-all [--target cuda:100] [--kernel K] [--json]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KERNELS = ("matmul_hopper", "matmul_ampere", "fa_hopper", "matmul_ws_pointer", "matmul_hopper_gluon", "fa_hopper_gluon")


def known_bad(kernel: str) -> set[str]:
    import importlib
    try:
        module = importlib.import_module(f"kernels.{kernel}")
    except ImportError:
        return set()
    return set(getattr(module, "KNOWN_BAD", {}))


def check_config(kernel: str, config: str, target: str, out: Path) -> dict:
    from click.testing import CliRunner

    from passlab.checks import run_checks
    from passlab.cli import cli
    started = time.perf_counter()
    row = {"kernel": kernel, "config": config, "target": target}
    if not (out / "artifacts" / "kernel.ptx").is_file():
        traced = CliRunner().invoke(cli, ["trace", kernel, "--config", config, "--target", target, "--out", str(out)])
        if not (out / "artifacts" / "kernel.ptx").is_file():
            tail = traced.output.strip().splitlines()[-1:] or ["no output"]
            return {**row, "compiled": False, "why": tail[0][:200]}
    report = run_checks(out, ("ptx",), ptx_required=True)
    coverage = next((f for f in report.findings if f.rule == "PTX000"), None)
    return {**row, "compiled": True, "errors": report.errors, "warnings": report.warnings,
            "covered": bool(coverage and dict(coverage.details).get("covered")),
            "coverage": coverage.message if coverage else "no protocol instructions in the PTX",
            "seconds": round(time.perf_counter() - started, 1),
            "findings": [f"{f.severity.value} [{f.rule}] PTX line {f.line}: {f.message}"
                         for f in report.findings if f.severity.value != "note"]}


def main(argv=None) -> int:
    sys.path.insert(0, str(ROOT))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True, help="where the traces go (kept between runs)")
    parser.add_argument("--target", default="cuda:90")
    parser.add_argument("--kernel", action="append", choices=KERNELS)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    import kernels
    rows = []
    for kernel in args.kernel or KERNELS:
        bad = known_bad(kernel)
        for config in kernels.get(kernel).configs:
            row = check_config(kernel, config, args.target, args.out / args.target.replace(":", "") / kernel / config)
            row["known_bad"] = config in bad
            rows.append(row)
            if args.json:
                continue
            if not row["compiled"]:
                print(f"{kernel:20s} {config:18s} did not compile: {row['why']}", flush=True)
                continue
            verdict = "clean" if not row["errors"] and not row["warnings"] else f"{row['errors']}E {row['warnings']}W"
            print(f"{kernel:20s} {config:18s} {verdict:8s}{' KNOWN_BAD' if row['known_bad'] else ''} "
                  f"{row['seconds']}s  {row['coverage'][:160]}", flush=True)
            for line in row["findings"]:
                print(f"    {line[:400]}")
    compiled = [r for r in rows if r["compiled"]]
    good = [r for r in compiled if not r["known_bad"]]
    totals = {"configs": len(rows), "compiled": len(compiled),
              "errors": sum(r["errors"] for r in good), "warnings": sum(r["warnings"] for r in good),
              "clean": sum(1 for r in good if not r["errors"] and not r["warnings"]), "correct_configs": len(good),
              "known_bad_findings": {f"{r['kernel']}/{r['config']}": r["findings"] for r in compiled if r["known_bad"]}}
    if args.json:
        print(json.dumps({"totals": totals, "rows": rows}, indent=1))
    else:
        print(f"\n{args.target}: {totals['compiled']}/{totals['configs']} configs compiled; correct configs "
              f"{totals['clean']}/{totals['correct_configs']} clean, {totals['errors']} errors, "
              f"{totals['warnings']} warnings; KNOWN_BAD: " +
              "; ".join(f"{k}: {len(v)} finding(s)" for k, v in totals["known_bad_findings"].items()))
    return 0 if totals["errors"] == 0 and totals["warnings"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
