"""The report's Memory tab in a real browser: the map's peak is the allocator's ``ttg.shared``, the
per-block limit is drawn, tensor memory gets its own figure on sm_100, and a compile that stopped
before memory planning says so in one line."""

from __future__ import annotations

import pytest

from passlab.ir import parse_file
from passlab.report import page as html_page
from passlab.report.browser import open_in
from passlab.report.trace_report import build_trace_page

SM90_LIMIT = 232448
BIG_TILES = {"BLOCK_M": 256, "BLOCK_N": 256, "BLOCK_K": 128, "num_stages": 4}


def _open(report_browser, trace, tmp_path):
    path = tmp_path / "report.html"
    html_page.write(build_trace_page(trace), path)
    opened = open_in(report_browser, path)
    return opened, opened.tab("memory")


def _final_shared(trace) -> int:
    """``ttg.shared`` of the last IR the compile printed (after every pass)."""
    last = trace.passes[-1]
    return parse_file(trace.path / (last.get("after") or last["snapshot"])).attributes["ttg.shared"]


@pytest.mark.parametrize("kernel,target", [("matmul_hopper", "cuda:90"), ("fa_hopper", "cuda:100"),
                                           ("matmul_hopper_gluon", "cuda:90")])
def test_memory_map_peak_is_ttg_shared(trace_of, report_browser, tmp_path, kernel, target):
    trace = trace_of(kernel, target=target)
    opened, section = _open(report_browser, trace, tmp_path)
    smem = section.locator("svg.mem-map").first
    assert smem.is_visible()
    peak = int(smem.get_attribute("data-peak-bytes"))
    # the highest end of every placed buffer, local allocs and scratch, is what Triton reports
    assert peak == trace.manifest["metadata"]["shared"] == _final_shared(trace)
    assert int(smem.get_attribute("data-shared-bytes")) == peak
    assert int(smem.get_attribute("data-limit-bytes")) == SM90_LIMIT
    summary = section.locator("p.mem-summary").first.inner_text()
    assert f"peak {peak:,} B" in summary and "ttg.shared" in summary
    assert section.locator("p.mem-made").inner_text().startswith("live at the peak")
    assert section.locator("svg.mem-map rect.mem-at-peak").count() >= 1
    assert opened.console_errors == [] and opened.requests == []


def test_memory_map_draws_the_limit_under_an_overflow(trace_of, report_browser, tmp_path):
    trace = trace_of("matmul_hopper", **BIG_TILES)
    opened, section = _open(report_browser, trace, tmp_path)
    smem = section.locator("svg.mem-map").first
    assert int(smem.get_attribute("data-limit-bytes")) == SM90_LIMIT
    limit = smem.locator("line.mem-limit")
    peak = smem.locator("line.mem-peak")
    assert limit.count() == 1 and limit.bounding_box()["width"] > 500   # drawn across the plot
    # y grows downwards: the limit line lies below the peak line, and the buffers past it are marked
    assert float(limit.get_attribute("y1")) > float(peak.get_attribute("y1"))
    assert "232,448" in smem.locator("text.mem-limit-text").text_content()
    assert smem.locator("rect.mem-over").count() >= 1
    assert "over it" in section.locator("p.mem-summary").first.inner_text()
    assert opened.console_errors == [] and opened.requests == []


def test_memory_map_tmem_figure_on_sm100(trace_of, report_browser, tmp_path):
    trace = trace_of("fa_hopper", target="cuda:100")
    opened, section = _open(report_browser, trace, tmp_path)
    tmem = section.locator("svg.mem-tmem")
    assert tmem.count() == 1 and tmem.is_visible()
    assert int(tmem.get_attribute("data-limit-columns")) == 512
    columns = int(tmem.get_attribute("data-peak-columns"))
    size = int(tmem.get_attribute("data-tmem-size"))
    assert size == trace.manifest["metadata"]["tmem_size"]
    # tcgen05.alloc takes a power of two at least as large as the highest column in use
    assert 0 < columns <= size < 2 * columns
    assert tmem.locator("rect.mem-tmem").count() >= 1
    assert opened.console_errors == [] and opened.requests == []


def test_memory_map_absent_on_sm90_tmem(trace_of, report_browser, tmp_path):
    opened, section = _open(report_browser, trace_of("matmul_hopper"), tmp_path)
    assert section.locator("svg.mem-tmem").count() == 0
    assert opened.console_errors == []


def test_memory_map_of_a_failed_compile_says_why(trace_of, report_browser, tmp_path):
    trace = trace_of("matmul_ws_pointer")
    opened, section = _open(report_browser, trace, tmp_path)
    assert section.locator("svg").count() == 0
    text = section.locator("p.mem-none").inner_text()
    assert text.startswith("No memory map: no MemoryPlanner snapshot")
    assert opened.console_errors == [] and opened.requests == []
