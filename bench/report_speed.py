"""How fast is `passlab report` on the largest built-in trace, how big is the page, how fast does it load?

Traces every built-in kernel's default config for sm_90 and sm_100 (the ones that compile), takes
the trace with the most snapshot bytes, and measures, side by side in one run:

- generation: build the page and write it (median of --repeat runs);
- size of the HTML file, against the snapshot bytes it carries;
- load in headless Chromium (``passlab.report.browser``): navigation to the report's script being
  ready (median of --repeat fresh pages), and opening the pass with the largest IR (decompress,
  diff, draw).

Goals (issue 25): generation under 10 s, file under 5 MB, load under 2 s. Exit 1 when one is missed.

    python bench/report_speed.py
    python bench/report_speed.py --trace dumps/fa_hopper_gluon/default --repeat 5 --json
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

GOALS = {"generate_s": 10.0, "size_mb": 5.0, "load_s": 2.0}
TARGETS = ("cuda:90", "cuda:100")


def _trace_all(work: Path) -> list[Path]:
    from passlab.frontend import registry

    done = []
    registry.discover()
    for name in registry.names():
        for target in TARGETS:
            out = work / f"{name}-{target.replace(':', '')}"
            subprocess.run([sys.executable, str(ROOT / "cli.py"), "trace", name, "--target", target, "--out", str(out)],
                           capture_output=True, text=True)
            if (out / "manifest.json").is_file():
                done.append(out)
    return done


def _snapshot_bytes(trace: Path) -> int:
    return sum(f.stat().st_size for f in (trace / "snapshots").iterdir())


def measure(trace_dir: Path, repeat: int, out_dir: Path) -> dict:
    from passlab.capture.trace import Trace
    from passlab.report import page as html_page
    from passlab.report.browser import browser, open_in
    from passlab.report.trace_report import build_trace_page

    trace = Trace.load(trace_dir)
    path = out_dir / "report.html"
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        size = html_page.write(build_trace_page(trace), path)
        times.append(time.perf_counter() - start)
    biggest = max((p for p in trace.passes if p.get("after")),
                  key=lambda p: (trace.path / p["after"]).stat().st_size)
    loads, opens = [], []
    with browser() as context:
        for _ in range(repeat):
            opened = open_in(context, path)
            loads.append(opened.load_seconds)
            start = time.perf_counter()
            opened.page.click(f'#pass-table tr.pass[data-key="p{biggest["index"]}"]')
            opened.page.wait_for_selector('#pass-diff[data-state="shown"]', timeout=60000)
            opens.append(time.perf_counter() - start)
            errors = opened.console_errors + [f"request {url}" for url in opened.requests]
            opened.page.close()
    return {"trace": str(trace_dir), "kernel": trace.manifest["kernel"]["name"], "target": trace.manifest["target"],
            "passes": len(trace.passes), "snapshot_mb": _snapshot_bytes(trace_dir) / 1e6,
            "generate_s": statistics.median(times), "size_mb": size / 1e6,
            "load_s": statistics.median(loads), "open_largest_pass_s": statistics.median(opens),
            "largest_pass": biggest["arg"], "page_errors": errors}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trace", type=Path, help="measure this trace instead of the largest built-in one")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="passlab-report-bench-") as tmp:
        work = Path(tmp)
        if args.trace:
            chosen = args.trace
        else:
            traces = _trace_all(work / "traces")
            print(f"traced {len(traces)} built-in kernel/target pairs", file=sys.stderr)
            chosen = max(traces, key=_snapshot_bytes)
        result = measure(chosen, args.repeat, work)
    missed = [key for key, goal in GOALS.items() if result[key] >= goal] + (["page errors"] if result["page_errors"] else [])
    if args.json:
        print(json.dumps({**result, "goals": GOALS, "missed": missed}, indent=1))
    else:
        print(f"{result['kernel']} ({result['target']}, {result['passes']} passes, "
              f"{result['snapshot_mb']:.1f} MB of snapshots)")
        for key, goal in GOALS.items():
            print(f"  {key:<12} {result[key]:8.2f}   goal < {goal:g}   ({result[key] / goal:.2f} of the goal)")
        print(f"  opening the largest pass ({result['largest_pass']}): {result['open_largest_pass_s']:.2f} s")
        for error in result["page_errors"]:
            print(f"  page error: {error}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
