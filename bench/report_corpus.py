"""Reports of kernels nobody here wrote: write `passlab report` for every trace under a folder (the
correct-kernel corpus kept by `bench/corpus.py --keep DIR`), open each in headless Chromium, click
every tab, decode every snapshot, open every pass that changed the IR, and count page errors,
network requests and failures to build a page.

    python bench/corpus.py --max-configs 1 -j 2 --keep /tmp/corpus
    python bench/report_corpus.py /tmp/corpus

Exit 1 when a report could not be built or its page logged an error or made a request.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _traces(root: Path) -> list[Path]:
    return sorted(p.parent for p in root.rglob("manifest.json") if not p.parent.name.startswith("."))


def _exercise(context, html: Path) -> list[str]:
    """Open the page, every tab, every snapshot, every changing pass; the page's errors and requests."""
    from passlab.report.browser import open_in

    opened = open_in(context, html)
    page = opened.page
    for key in page.locator("nav a.tab").evaluate_all("tabs => tabs.map(t => t.dataset.tab)"):
        opened.tab(key)
    opened.tab("timeline")
    # every snapshot decoded; every pass that changed the IR (or failed, or is an internal step) opened
    page.evaluate("""async () => { const data = JSON.parse(document.getElementById('passlab-data').textContent);
                                   for (const id of Object.keys(data.snapshots)) await window.passlabSnapshot(id); }""")
    for key in page.locator("#pass-table tr.pass:not(.unchanged)").evaluate_all("rows => rows.map(r => r.dataset.key)"):
        page.click(f'#pass-table tr.pass[data-key="{key}"]')
        page.wait_for_selector(f'#pass-diff[data-key="{key}"][data-state="shown"]', timeout=60000)
    for button in page.locator("[data-diff-a]").all():
        if button.is_visible():
            button.click()
    page.close()
    return opened.console_errors + [f"request {url}" for url in opened.requests]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("root", type=Path, help="a folder holding trace directories (at any depth)")
    args = parser.parse_args()
    from passlab.capture.trace import Trace
    from passlab.report import page as html_page
    from passlab.report.browser import browser
    from passlab.report.trace_report import build_trace_page

    traces = _traces(args.root)
    problems: list[tuple[Path, str]] = []
    seconds, sizes = [], []
    with tempfile.TemporaryDirectory(prefix="passlab-report-corpus-") as tmp, browser() as context:
        for n, trace_dir in enumerate(traces, 1):
            html = Path(tmp) / f"r{n}.html"
            start = time.perf_counter()
            try:
                trace = Trace.load(trace_dir)
                sizes.append(html_page.write(build_trace_page(trace), html))
            except Exception:  # noqa: BLE001 - every failure is counted and shown, the sweep goes on
                problems.append((trace_dir, "build: " + traceback.format_exc(limit=3).strip().splitlines()[-1]))
                continue
            seconds.append(time.perf_counter() - start)
            problems += [(trace_dir, "page: " + e) for e in _exercise(context, html)]
            print(f"[{n}/{len(traces)}] {trace_dir.relative_to(args.root)}: {seconds[-1]:.1f} s, "
                  f"{sizes[-1] / 1e6:.2f} MB", file=sys.stderr)
    print(f"{len(traces)} traces, {len(seconds)} reports built; generation max {max(seconds, default=0):.1f} s, "
          f"size max {max(sizes, default=0) / 1e6:.2f} MB; {len(problems)} problem(s)")
    for trace_dir, what in problems:
        print(f"  {trace_dir}: {what}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
