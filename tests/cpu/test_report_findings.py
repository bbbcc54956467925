"""The report's Findings tab in a real browser: each finding with its rule id, the kernel source line
and the IR line it points at; notes folded; untrusted text escaped; a clean report says so."""

from __future__ import annotations

from passlab.checks.findings import CheckReport, Finding, Severity, SourceLocation
from passlab.checks.runner import run_checks
from passlab.ir.locations import source_line
from passlab.report import page as html_page
from passlab.report.browser import open_in
from passlab.report.findings_view import named_snapshots
from passlab.report.trace_report import build_trace_page

BIG_TILES = {"BLOCK_M": 256, "BLOCK_N": 256, "BLOCK_K": 128, "num_stages": 4}


def _open(report_browser, trace, tmp_path, report=None):
    path = tmp_path / "report.html"
    html_page.write(build_trace_page(trace, report), path)
    opened = open_in(report_browser, path)
    return opened, opened.tab("findings"), path


def test_findings_show_rule_source_and_ir(trace_of, report_browser, tmp_path):
    trace = trace_of("matmul_hopper", **BIG_TILES)
    report = run_checks(trace)
    overflow = next(f for f in report.findings if f.rule == "SMEM001")
    assert overflow.severity is Severity.ERROR
    opened, section, _ = _open(report_browser, trace, tmp_path, report)
    tab = opened.page.locator('nav a[data-tab="findings"]').inner_text()
    assert "1 error" in tab
    card = section.locator('article[data-rule="SMEM001"]')
    assert card.count() == 1 and card.is_visible()
    assert card.get_attribute("data-severity") == "error"
    assert "SMEM001" in card.locator(".fd-head").inner_text()
    kernel_line = source_line(overflow.location.file, overflow.location.line).strip()
    assert kernel_line in card.locator(".fd-src pre").inner_text()
    relative = overflow.snapshot.removeprefix(f"{trace.path}/")
    assert relative in named_snapshots(trace)
    ir_line = trace.read(relative).splitlines()[overflow.line - 1].strip()
    here = card.locator(".fd-irline.fd-here").inner_text()
    assert here.startswith(str(overflow.line)) and ir_line[:80] in here
    assert card.locator(".fd-irline").count() == 3          # the line and one either side
    # notes are folded until asked for
    notes = section.locator("details.fd-notes")
    assert notes.count() == 1
    assert not notes.locator("article.finding").first.is_visible()
    notes.locator("> summary").click()
    assert notes.locator("article.finding").first.is_visible()
    assert opened.console_errors == [] and opened.requests == []


def test_findings_escape_untrusted_text(trace_of, report_browser, tmp_path):
    trace = trace_of("matmul_hopper")
    hostile = "<script>window.pwned = 1</script><img src=x onerror=window.pwned=2>"
    report = CheckReport(subject=str(trace.path), findings=[
        Finding("SMEM001", Severity.ERROR, hostile, op="<b>op</b>", snapshot="/etc/passwd", line=1,
                location=SourceLocation("/etc/passwd", 1, 1), hint="</pre><script>window.pwned=3</script>",
                details=(("why", hostile),))])
    opened, section, path = _open(report_browser, trace, tmp_path, report)
    assert opened.page.evaluate("window.pwned") is None
    card = section.locator("article.finding")
    assert hostile in card.locator(".fd-msg").inner_text()
    # a snapshot the manifest does not name is never read, nor a source file that is not .py
    assert card.locator(".fd-irtext").count() == 0
    assert card.locator(".fd-src pre").count() == 0
    assert "<script>window.pwned" not in path.read_text()
    assert opened.console_errors == [] and opened.requests == []


def test_findings_clean_report_says_so(trace_of, report_browser, tmp_path):
    trace = trace_of("matmul_hopper")
    report = CheckReport(subject=str(trace.path), stages_checked={"MemoryPlanner": "x.mlir"})
    opened, section, _ = _open(report_browser, trace, tmp_path, report)
    assert section.locator("p.fd-clean").inner_text() == "No findings."
    assert section.locator("article.finding").count() == 0
    assert "clean" in opened.page.locator('nav a[data-tab="findings"]').inner_text()
    assert opened.console_errors == []
