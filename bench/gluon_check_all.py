"""``passlab check`` (protocol model included) on every shipped config of the Gluon kernels.

CI checks the configs ``passlab bench`` times plus one of each other code path
(tests/cpu/test_gluon.py); this checks all of them, one trace each (about 10 s per fa config).

    PYTHONPATH=. python bench/gluon_check_all.py [--kernel fa_hopper_gluon] [--json]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KERNELS = ("matmul_hopper_gluon", "fa_hopper_gluon")


def check_config(kernel: str, config: str, out: Path) -> dict:
    from click.testing import CliRunner

    from passlab.checks import run_checks
    from passlab.cli import cli
    started = time.perf_counter()
    traced = CliRunner().invoke(cli, ["trace", kernel, "--config", config, "--out", str(out), "--json"])
    if traced.exit_code != 0:
        return {"kernel": kernel, "config": config, "ok": False, "why": traced.output.strip().splitlines()[-1:]}
    report = run_checks(out)
    coverage = next((f for f in report.findings if f.rule == "PROTO000" and f.stage == "WSLowerToken"), None)
    return {"kernel": kernel, "config": config, "ok": report.errors == 0 and report.warnings == 0,
            "errors": report.errors, "warnings": report.warnings,
            "covered": bool(coverage and dict(coverage.details).get("covered")),
            "seconds": round(time.perf_counter() - started, 1),
            "findings": [f"{f.rule} {f.stage}: {f.message}" for f in report.findings if f.severity != "note"]}


def main(argv=None) -> int:
    sys.path.insert(0, str(ROOT))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kernel", action="append", choices=KERNELS)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    import kernels
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for kernel in args.kernel or KERNELS:
            for config in kernels.get(kernel).configs:
                row = check_config(kernel, config, Path(tmp) / kernel / config)
                rows.append(row)
                if not args.json:
                    print(f"{kernel:20s} {config:18s} {'clean' if row['ok'] else 'FINDINGS':9s} "
                          f"covered={row.get('covered')} {row.get('seconds', '')}s", flush=True)
    clean = sum(r["ok"] and r.get("covered", False) for r in rows)
    if args.json:
        print(json.dumps({"clean": clean, "configs": len(rows), "rows": rows}, indent=1))
    else:
        print(f"\n{clean}/{len(rows)} configs clean with every ring slot covered")
    return 0 if clean == len(rows) else 1


if __name__ == "__main__":
    sys.exit(main())
