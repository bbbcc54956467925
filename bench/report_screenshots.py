"""The README's pictures of `passlab report`: each view screenshotted by the headless Chromium the
tests use, from reports of the built-in kernels traced here.

    python bench/report_screenshots.py              # writes docs/report/*.png
    python bench/report_screenshots.py --out /tmp/shots

Views: the pass timeline with a pass opened (matmul_hopper, the WS pass), the partitions, the memory
map and the protocol view of matmul_hopper, the findings of a config over the SMEM limit
(256x256x128 tiles, 4 stages), the memory map of fa_hopper on sm_100 (TMEM), and a diff report
(num_stages 3 vs 4). A view a report does not have is skipped and named.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _trace(work: Path, name: str, *args: str) -> Path:
    out = work / name
    subprocess.run([sys.executable, str(ROOT / "cli.py"), "trace", *args, "--out", str(out)],
                   capture_output=True, text=True)
    return out


def _shot(context, html: Path, tab: str, png: Path, before=None) -> bool:
    from passlab.report.browser import open_in

    opened = open_in(context, html)
    page = opened.page
    if not page.locator(f'nav a[data-tab="{tab}"]').count():
        print(f"  {html.name}: no {tab} view", file=sys.stderr)
        page.close()
        return False
    opened.tab(tab)
    if before:
        before(page)
    page.screenshot(path=str(png))
    page.close()
    if opened.console_errors or opened.requests:
        raise SystemExit(f"{html.name}: page errors {opened.console_errors} requests {opened.requests}")
    print(f"  {png}", file=sys.stderr)
    return True


def _open_ws_pass(page) -> None:
    row = page.locator("#pass-table tr.pass", has_text="nvgpu-warp-specialization").first
    row.click()
    page.wait_for_selector('#pass-diff[data-state="shown"]')
    page.evaluate("window.scrollTo(0, 0)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "report")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    from passlab.report.browser import browser

    with tempfile.TemporaryDirectory(prefix="passlab-shots-") as tmp:
        work = Path(tmp)
        matmul = _trace(work, "matmul", "matmul_hopper")
        blackwell = _trace(work, "fa100", "fa_hopper", "--target", "cuda:100")
        overflow = _trace(work, "big", "matmul_hopper", "-c", "BLOCK_M=256", "-c", "BLOCK_N=256", "-c", "BLOCK_K=128",
                          "-c", "num_stages=4")
        reports = {}
        for name, trace in (("matmul", matmul), ("fa100", blackwell), ("big", overflow)):
            reports[name] = work / f"{name}.html"
            subprocess.run([sys.executable, str(ROOT / "cli.py"), "report", str(trace), "-o", str(reports[name])],
                           check=True, capture_output=True, text=True)
        reports["diff"] = work / "diff.html"
        subprocess.run([sys.executable, str(ROOT / "cli.py"), "diff", "matmul_hopper", "matmul_hopper:num_stages=4",
                        "--html", str(reports["diff"])], capture_output=True, text=True, cwd=work)   # traces in work/dumps
        with browser(1400, 860) as context:
            _shot(context, reports["matmul"], "timeline", args.out / "timeline.png", _open_ws_pass)
            for tab in ("partitions", "memory", "protocol"):
                _shot(context, reports["matmul"], tab, args.out / f"{tab}.png")
            _shot(context, reports["big"], "findings", args.out / "findings.png")
            _shot(context, reports["fa100"], "memory", args.out / "memory-sm100.png")
            if reports["diff"].exists():
                _shot(context, reports["diff"], "summary", args.out / "diff.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
