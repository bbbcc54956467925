"""The comparison reports as a user gets them: ``--html FILE`` on diff, check, matrix and
trace --autotune, each page opened in a real headless Chromium (no console error, no request)."""

from __future__ import annotations

import textwrap

import pytest
from click.testing import CliRunner

from passlab.cli import cli
from passlab.report.browser import open_in

AUTOTUNED_MATMUL = textwrap.dedent('''
    import triton
    import triton.language as tl


    @triton.autotune(configs=[triton.Config({"BM": 64, "BN": 64, "BK": 32}, num_warps=4, num_stages=2),
                              triton.Config({"BM": 128, "BN": 128, "BK": 64}, num_warps=4, num_stages=3),
                              triton.Config({"BM": 256, "BN": 256, "BK": 128}, num_warps=8, num_stages=4),
                              triton.Config({"BM": 64, "BN": 64, "BK": 8}, num_warps=4, num_stages=2)],
                     key=["K"])
    @triton.jit
    def mm_kernel(a_ptr, b_ptr, c_ptr, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
        rm = tl.program_id(0) * BM + tl.arange(0, BM)
        rn = tl.program_id(1) * BN + tl.arange(0, BN)
        rk = tl.arange(0, BK)
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k in range(0, K, BK):
            a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
            b = tl.load(b_ptr + (k + rk)[:, None] * 4096 + rn[None, :])
            acc += tl.dot(a, b)          # BK=8 is refused here: tl.dot needs K >= 16
        tl.store(c_ptr + rm[:, None] * 4096 + rn[None, :], acc.to(tl.float16))
''')


def run(*args):
    return CliRunner().invoke(cli, [str(arg) for arg in args], catch_exceptions=False)


def assert_clean(opened):
    assert opened.console_errors == []
    assert opened.requests == []


@pytest.fixture(scope="module")
def two_configs(trace_of):
    """matmul_hopper on Blackwell by default and with one more pipeline stage (more shared memory)."""
    return trace_of("matmul_hopper", target="cuda:100"), trace_of("matmul_hopper", target="cuda:100", num_stages=4)


# -- diff ----------------------------------------------------------------------------------------

def test_diff_page_metadata_delta_stages_and_locate(two_configs, report_browser, tmp_path):
    a, b = two_configs
    out = tmp_path / "diff.html"
    result = run("diff", a.path, b.path, "--html", out)
    assert result.exit_code == 1, result.output                  # the comparison's exit code, unchanged
    assert "final shared bytes" in result.output                 # the terminal output is still printed
    opened = open_in(report_browser, out)
    page = opened.page

    summary = opened.tab("summary")
    shared_a, shared_b = a.manifest["metadata"]["shared"], b.manifest["metadata"]["shared"]
    row = summary.locator('tr[data-field="shared bytes"]')
    assert "delta" in row.get_attribute("class")
    text = row.inner_text()
    assert str(shared_a) in text and str(shared_b) in text and f"{shared_b - shared_a:+d}" in text
    assert "delta" not in (summary.locator('tr[data-field="num_warps"]').get_attribute("class") or "")

    stages = opened.tab("stages")
    changed = stages.locator("tr.point.changed")
    assert changed.count() >= 1
    stage = changed.first.get_attribute("data-point")
    pane = page.locator("#point-diff")
    assert pane.get_attribute("data-state") is None
    changed.first.locator(".difflink").click()
    page.wait_for_selector('#point-diff[data-state="shown"]')
    assert pane.get_attribute("data-shows") == stage
    assert pane.locator("tr.add, tr.del, tr.mod").count() > 0
    assert int(pane.get_attribute("data-added")) + int(pane.get_attribute("data-removed")) > 0

    located = opened.tab("locate")
    ir = located.locator('.panel.locate[data-measure="ir"]')
    assert "#" in ir.locator(".culprit").inner_text()          # a pass, by its index and name
    assert located.locator('.panel.locate[data-measure="shared"]').count() == 1   # the final shared differs
    ir.locator(".difflink", has_text="what it did in A").click()
    page.wait_for_selector('#locate-diff[data-state="shown"]')
    assert_clean(opened)


def test_diff_html_needs_a_writable_folder_before_any_trace(tmp_path):
    result = run("diff", "matmul_hopper", "matmul_hopper:num_stages=4", "--html", tmp_path / "no" / "such.html")
    assert result.exit_code == 2
    assert "no such directory" in result.output and "traced" not in result.output
    assert len(result.output.strip().splitlines()) == 1


def test_diff_of_two_files_says_why_nothing_is_located(tmp_path, two_configs, report_browser):
    a, b = two_configs
    snapshot = a.stage_snapshot("SWP")
    out = tmp_path / "files.html"
    result = run("diff", snapshot, b.stage_snapshot("SWP"), "--html", out)
    assert result.exit_code == 1, result.output
    opened = open_in(report_browser, out)
    assert "an .mlir file has none" in opened.tab("locate").inner_text()
    assert opened.tab("stages").locator("tr.point .difflink").count() == 1
    assert_clean(opened)


# -- check ---------------------------------------------------------------------------------------

def test_check_html_writes_the_trace_report_and_keeps_the_exit_code(two_configs, report_browser, tmp_path):
    _, b = two_configs                                           # num_stages=4: an SMEM error finding
    plain = run("check", b.path)
    out = tmp_path / "check.html"
    result = run("check", b.path, "--html", out)
    assert result.exit_code == plain.exit_code == 1
    assert plain.output in result.output
    opened = open_in(report_browser, out)
    timeline = opened.tab("timeline")
    assert timeline.locator("tr.pass").count() == len(b.passes) + len(b.manifest.get("internal_dumps") or [])
    assert_clean(opened)


def test_check_html_refuses_a_lone_snapshot_before_any_work(two_configs, tmp_path):
    a, _ = two_configs
    out = tmp_path / "x.html"
    result = run("check", a.stage_snapshot("SWP"), "--html", out)
    assert result.exit_code == 2
    assert "--html needs a trace or a kernel" in result.output
    assert not out.exists()


# -- trace --autotune ----------------------------------------------------------------------------

def test_autotune_page_sorts_and_marks_failed_and_over_limit(tmp_path, report_browser):
    kernel = tmp_path / "mm.py"
    kernel.write_text(AUTOTUNED_MATMUL)
    out = tmp_path / "autotune.html"
    result = run("trace", f"{kernel}:mm_kernel", "--autotune", "--sig", "a_ptr=*fp16", "--sig", "b_ptr=*fp16",
                 "--sig", "c_ptr=*fp16", "--arg", "K=4096", "-j", "4", "--html", out)
    assert result.exit_code == 1, result.output                 # two of four configs are wasted
    opened = open_in(report_browser, out)
    page = opened.page
    rows = lambda: page.eval_on_selector_all("#autotune-table tbody tr", "rs => rs.map(r => r.dataset.config)")  # noqa: E731
    classes = dict(page.eval_on_selector_all("#autotune-table tbody tr", "rs => rs.map(r => [r.dataset.config, r.className])"))
    assert "over-limit" in classes["autotune2"]                 # 256x256x128, 4 stages: 512 KB of SMEM
    assert "failed" in classes["autotune3"]                     # BK=8: tl.dot refuses it
    assert not any(mark in classes["autotune0"] for mark in ("failed", "over-limit"))
    assert rows() == ["autotune0", "autotune1", "autotune2", "autotune3"]
    smem = page.locator("#autotune-table th", has_text="SMEM B")
    smem.click()
    assert rows() == ["autotune0", "autotune1", "autotune2", "autotune3"]   # ascending; no SMEM (failed) last
    assert smem.get_attribute("aria-sort") == "ascending"
    smem.click()
    assert rows() == ["autotune2", "autotune1", "autotune0", "autotune3"]
    page.locator("#autotune-table th", has_text="BK").click()
    assert rows()[0] == "autotune3"                             # BK=8 first
    assert_clean(opened)


def test_trace_html_without_autotune_is_a_usage_error(tmp_path):
    result = run("trace", "matmul_hopper", "--html", tmp_path / "x.html", "--out", tmp_path / "t")
    assert result.exit_code == 2
    assert "--html goes with --autotune" in result.output
    assert not (tmp_path / "t").exists()


# -- matrix --------------------------------------------------------------------------------------

def _rows_from(traces, versions):
    """MatrixRows as run_matrix makes them, from traces at hand (two configs stand in for two versions)."""
    from passlab.versions.matrix import MatrixRow, _fill_from_trace, compare_rows
    rows, previous = [], None
    for trace, version in zip(traces, versions):
        row = MatrixRow(version, version, None, "cached")
        _fill_from_trace(row, trace)
        if previous is not None:
            row.changes = compare_rows(previous[0], previous[1], row, trace.passes)
        previous = (row, trace.passes)
        rows.append(row)
    return rows


def test_matrix_page_side_by_side_with_changes_and_locate(two_configs, report_browser, tmp_path):
    from passlab.report.matrix_report import build_matrix_page
    from passlab.report.page import write
    from passlab.versions.matrix import Matrix, MatrixRow

    a, b = two_configs
    rows = _rows_from([a, b], ["3.8.0", "3.9.0"])
    rows.append(MatrixRow("3.10", "3.10.0", "/envs/triton-3.10.0/bin/python", "made", outcome="pass-failure",
                          message="error: failed to legalize operation 'ttng.<b>'"))
    out = tmp_path / "matrix.html"
    write(build_matrix_page(Matrix("matmul_hopper", None, "cuda:100", rows)), out)
    opened = open_in(report_browser, out)
    versions = opened.tab("versions")
    assert versions.locator("table#versions thead th.side").all_inner_texts() == \
        ["Triton 3.8.0", "Triton 3.9.0", "Triton 3.10.0"]
    shared = versions.locator('tr[data-field="shared bytes"]')
    delta = b.manifest["metadata"]["shared"] - a.manifest["metadata"]["shared"]
    assert "delta" in shared.get_attribute("class") and f"{delta:+d}" in shared.inner_text()
    assert "changed" in shared.locator("td").nth(1).get_attribute("class")
    assert "vs 3.8.0: shared" in versions.locator('.panel.version[data-version="3.9.0"]').inner_text()
    assert "failed to legalize operation 'ttng.<b>'" in versions.inner_text()   # escaped, shown as text
    located = opened.tab("locate")
    assert located.locator('.panel.locate[data-measure="ir"] .culprit').count() == 1
    located.locator(".difflink").first.click()
    opened.page.wait_for_selector('#locate-diff[data-state="shown"]')
    assert_clean(opened)


def test_matrix_html_from_the_command_line(tmp_path, monkeypatch, report_browser):
    import triton
    monkeypatch.setenv("PASSLAB_DUMPS", str(tmp_path / "dumps"))
    out = tmp_path / "matrix.html"
    bad = run("matrix", "matmul_hopper", "--triton", triton.__version__, "--html", tmp_path / "no" / "m.html")
    assert bad.exit_code == 2 and "no such directory" in bad.output
    assert not (tmp_path / "dumps").exists()
    result = run("matrix", "matmul_hopper", "--triton", triton.__version__, "--html", out)
    assert result.exit_code == 0, result.output
    opened = open_in(report_browser, out)
    assert opened.tab("versions").locator("table#versions thead th.side").all_inner_texts() == \
        [f"Triton {triton.__version__}"]
    assert "needs two versions" in opened.tab("locate").inner_text()
    assert_clean(opened)


def test_html_option_has_an_example_in_each_help():
    for args in (["diff"], ["check"], ["matrix"], ["trace"]):
        text = run(*args, "--help").output
        assert "--html FILE" in text and "--html " in text.split("Examples:")[1], args
