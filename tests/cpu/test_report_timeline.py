"""passlab report: the pass timeline and before/after diffs, opened in a real headless Chromium."""

from __future__ import annotations

import base64
import gzip
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from passlab.report import page as html_page
from passlab.report.browser import open_in
from passlab.report.store import FULL_EVERY, SnapshotStore, apply_edits, line_edits
from passlab.report.trace_report import build_trace_page
from passlab.report.timeline import timeline_rows

ROOT = Path(__file__).resolve().parents[2]


def _write(trace, tmp_path: Path, name: str = "report.html") -> Path:
    path = tmp_path / name
    html_page.write(build_trace_page(trace), path)
    return path


def _unpack(entries: dict, sid: str) -> tuple[str, list[str]]:
    entry = json.loads(gzip.decompress(base64.b64decode(entries[sid]["z"])))
    if "text" in entry:
        return entry["name"], entry["text"].split("\n")
    return entry["name"], apply_edits(_unpack(entries, entry["base"])[1], entry["edits"])


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from("abcde"), max_size=30), st.lists(st.sampled_from("abcdef"), max_size=30))
def test_line_edits_rebuild_the_new_lines(old, new):
    assert apply_edits(old, line_edits(old, new)) == new


def test_store_keeps_every_snapshot_exactly_and_smaller(trace_of):
    trace = trace_of("matmul_hopper")
    store = SnapshotStore()
    names = sorted(p.name for p in (trace.path / "snapshots").iterdir())
    for name in names:
        store.add(f"snapshots/{name}", (trace.path / "snapshots" / name).read_text())
    for name, sid in store.ids.items():
        assert _unpack(store.entries, sid) == (name, trace.read(name).split("\n"))
    deltas = [sid for sid, e in store.entries.items()
              if "base" in json.loads(gzip.decompress(base64.b64decode(e["z"])))]
    assert deltas, "no snapshot was stored as a delta"
    packed = sum(len(e["z"]) for e in store.entries.values())
    assert packed * 10 < sum(store.sizes.values())
    # a chain of deltas is cut by a full copy: no pass needs more than FULL_EVERY decompressions
    for sid in store.ids.values():
        depth, entry = 0, json.loads(gzip.decompress(base64.b64decode(store.entries[sid]["z"])))
        while "base" in entry:
            depth += 1
            entry = json.loads(gzip.decompress(base64.b64decode(store.entries[entry["base"]]["z"])))
        assert depth <= FULL_EVERY


@pytest.fixture(scope="module")
def matmul_report(trace_of, tmp_path_factory):
    trace = trace_of("matmul_hopper")
    return trace, _write(trace, tmp_path_factory.mktemp("report"))


def test_timeline_lists_every_pass_and_labels_the_ws_stages(matmul_report, report_browser):
    trace, path = matmul_report
    opened = open_in(report_browser, path)
    page = opened.page
    assert opened.console_errors == [] and opened.requests == []
    rows = page.locator("#pass-table tr.pass:not(.step)")
    assert rows.count() == len(trace.passes)
    names = rows.locator("td.name").evaluate_all("cells => cells.map(c => c.firstChild.textContent)")
    assert names == [p["arg"] for p in trace.passes]
    labelled = page.locator("#pass-table .stage").all_inner_texts()
    ran = [stage for stage, info in trace.stages.items() if info["status"] == "ran"]
    assert sorted(labelled) == sorted(ran)
    page.close()


def test_clicking_a_pass_shows_its_diff_with_source_lines(matmul_report, report_browser):
    trace, path = matmul_report
    ws = next(p for p in trace.passes if p["arg"] == "nvgpu-warp-specialization")
    opened = open_in(report_browser, path)
    page = opened.page
    page.click(f'#pass-table tr.pass[data-key="p{ws["index"]}"]')
    page.wait_for_selector('#pass-diff[data-state="shown"]')
    pane = page.locator("#pass-diff")
    added_text = "\n".join(pane.locator("tr.add td.code.b, tr.mod td.code.b").all_inner_texts())
    assert "ttg.warp_specialize" in added_text
    assert int(pane.get_attribute("data-added")) > 0
    assert page.locator("#pass-diff tr.fold").count() > 0, "unchanged regions are not folded"
    # an op's kernel source line, from the snapshot's loc aliases
    link = pane.locator("a.src").first
    src = link.get_attribute("data-src")
    assert src.startswith(str(ROOT / "kernels" / "matmul_hopper.py"))
    link.click()
    shown = pane.locator(".srcline").inner_text()
    line = int(src.rsplit(":", 1)[1])
    assert (ROOT / "kernels" / "matmul_hopper.py").read_text().splitlines()[line - 1].strip() in shown
    assert opened.console_errors == [] and opened.requests == []
    page.close()


def test_every_snapshot_decodes_in_the_browser_to_its_file(matmul_report, report_browser):
    trace, path = matmul_report
    opened = open_in(report_browser, path)
    decoded = opened.page.evaluate("""async () => {
        const data = JSON.parse(document.getElementById('passlab-data').textContent);
        const out = {};
        for (const id of Object.keys(data.snapshots)) {
          const s = await window.passlabSnapshot(id);
          out[s.name] = s.lines.join('\\n');
        }
        return out;
    }""")
    assert decoded and all(text == trace.read(name) for name, text in decoded.items())
    opened.page.close()


def test_filter_and_keys_move_over_changed_passes(matmul_report, report_browser):
    trace, path = matmul_report
    opened = open_in(report_browser, path)
    page = opened.page
    page.check("#changed-only")
    visible = page.locator("#pass-table tr.pass:not(.hidden)")
    expected = [r for r in timeline_rows(trace) if r.changed or r.failed or r.step]
    assert visible.count() == len(expected)
    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press("j")
    page.keyboard.press("j")
    assert page.locator("#pass-table tr.selected").get_attribute("data-key") == expected[1].key
    page.keyboard.press("k")
    assert page.locator("#pass-table tr.selected").get_attribute("data-key") == expected[0].key
    page.keyboard.press("c")
    assert not page.is_checked("#changed-only")
    assert opened.console_errors == []
    page.close()


def test_failed_compile_marks_the_failing_pass_and_shows_its_input(trace_of, tmp_path, report_browser):
    trace = trace_of("matmul_ws_pointer")
    assert trace.manifest["outcome"]["code"] != "ok"
    opened = open_in(report_browser, _write(trace, tmp_path))
    page = opened.page
    failed = page.locator("#pass-table tr.pass:has(.failed-mark)")
    assert failed.count() >= 1
    first = failed.first
    assert "nvgpu-warp-specialization" in first.inner_text()
    first.click()
    page.wait_for_selector('#pass-diff[data-state="shown"]')
    assert "failed" in page.locator("#pass-diff .diffhead").inner_text()
    assert opened.console_errors == [] and opened.requests == []
    page.close()


def test_markup_in_the_ir_stays_text(trace_of, tmp_path, report_browser):
    """A snapshot is untrusted: a comment holding </script> and an <img onerror> runs nothing."""
    trace = trace_of("matmul_hopper")
    copy = tmp_path / "trace"
    shutil.copytree(trace.path, copy)
    first = copy / trace.passes[1]["snapshot"]
    payload = "// </script><script>window.pwned=1</script><img src=x onerror=\"window.pwned=2\">"
    first.write_text(first.read_text() + "\n" + payload + "\n")
    from passlab.capture.trace import Trace
    path = _write(Trace.load(copy), tmp_path)
    opened = open_in(report_browser, path)
    page = opened.page
    page.click('#pass-table tr.pass[data-key="p1"]')
    page.wait_for_selector('#pass-diff[data-state="shown"]')
    assert page.evaluate("window.pwned === undefined")
    assert payload in page.locator("#pass-diff").inner_text().replace("\n", "")
    assert opened.requests == []
    page.close()


def _passlab(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / "cli.py"), *args], cwd=cwd, capture_output=True, text=True)


def test_cli_writes_the_report_and_refuses_bad_paths(trace_of, tmp_path):
    trace = trace_of("matmul_hopper")
    done = _passlab("report", str(trace.path), "-o", str(tmp_path / "r.html"), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "r.html").read_text().startswith("<!DOCTYPE html>")
    bad = _passlab("report", str(trace.path), "-o", str(tmp_path / "missing" / "r.html"), cwd=tmp_path)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr and len(bad.stderr.strip().splitlines()) == 1
    not_trace = _passlab("report", str(tmp_path), cwd=tmp_path)
    assert not_trace.returncode == 2 and "Traceback" not in not_trace.stderr


@pytest.mark.versions
@pytest.mark.parametrize("version", ["3.7.1", "3.8.0", "3.9.0"])
def test_reports_of_other_tritons_list_nested_passes_under_their_parent(version, tmp_path, report_browser):
    """sm_100 runs the automatic-WS pipeline nested in its parent pass on 3.7+: each nested pass is a
    row indented to its depth, and every pass of every version opens without a page error."""
    from passlab.capture.child import CompileRequest
    from passlab.capture.trace import trace_kernel
    from triton_envs import triton_python

    trace = trace_kernel(CompileRequest("fa_hopper", None, {}, "cuda:100", python=triton_python(version)),
                         tmp_path / "trace")
    opened = open_in(report_browser, _write(trace, tmp_path))
    page = opened.page
    rows = page.locator("#pass-table tr.pass:not(.step)")
    assert rows.count() == len(trace.passes)
    depths = rows.evaluate_all("rows => rows.map(r => Number(/depth-(\\d)/.exec(r.className)[1]))")
    assert depths == [min(int(p.get("depth") or 0), 3) for p in trace.passes]
    assert max(depths) >= 1, f"no nested pass in Triton {version}'s sm_100 pipeline"
    for key in rows.evaluate_all("rows => rows.map(r => r.dataset.key)"):
        page.click(f'#pass-table tr.pass[data-key="{key}"]')
        page.wait_for_selector(f'#pass-diff[data-key="{key}"][data-state="shown"]')
    assert opened.console_errors == [] and opened.requests == []
    page.close()


def test_markup_in_the_page_data_keeps_the_page_working(tmp_path, report_browser):
    """Strings in the JSON blob (kernel source lines, names) may hold "<!--" or "</script>": the blob
    must still parse, or the whole page is dead (no tabs, no passes)."""
    hostile = 'x = 1  # <!-- </script><script>window.pwned=1</script> -->'
    path = tmp_path / "r.html"
    html_page.write(html_page.Page("trace", "t", data={"note": hostile}), path)
    opened = open_in(report_browser, path)
    assert opened.console_errors == []
    assert opened.page.evaluate("JSON.parse(document.getElementById('passlab-data').textContent).note") == hostile
    assert opened.page.evaluate("window.pwned === undefined")
    opened.page.close()


def test_no_report_replaces_a_file_passlab_did_not_write(trace_of, tmp_path):
    """-o/--html naming the trace's manifest or the kernel's source is refused before any work; a
    report passlab wrote is replaced."""
    trace = trace_of("matmul_hopper")
    copy = tmp_path / "trace"
    shutil.copytree(trace.path, copy)
    manifest = (copy / "manifest.json").read_bytes()
    refused = _passlab("report", str(copy), "-o", str(copy / "manifest.json"), cwd=tmp_path)
    assert refused.returncode == 2 and "not a report passlab wrote" in refused.stderr
    assert (copy / "manifest.json").read_bytes() == manifest
    source = tmp_path / "kernel.py"
    source.write_text("# a user's file\n")
    for command in (["check", str(copy), "--html", str(source)], ["diff", str(copy), str(copy), "--html", str(source)]):
        done = _passlab(*command, cwd=tmp_path)
        assert done.returncode == 2 and "not a report passlab wrote" in done.stderr, command
    assert source.read_text() == "# a user's file\n"
    for _ in range(2):
        assert _passlab("report", str(copy), "-o", str(tmp_path / "r.html"), cwd=tmp_path).returncode == 0


def test_a_report_to_stdout_redirected_to_a_file(trace_of, tmp_path):
    """``report -o /dev/stdout > r.html``: the shell made r.html, and the report lands in it (the file
    reached through a descriptor is not refused as "not a report passlab wrote")."""
    trace = trace_of("matmul_hopper")
    out = tmp_path / "r.html"
    with open(out, "wb") as handle:
        done = subprocess.run([sys.executable, str(ROOT / "cli.py"), "report", str(trace.path), "-o", "/dev/stdout"],
                              cwd=tmp_path, stdout=handle, stderr=subprocess.PIPE, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert out.read_bytes().lstrip().startswith(b"<!DOCTYPE html") and html_page.GENERATOR.encode() in out.read_bytes()


def test_a_kernel_that_fails_before_any_pass_still_gets_its_page(tmp_path, report_browser):
    kernel = tmp_path / "broken.py"
    kernel.write_text("import triton\nimport triton.language as tl\n\n@triton.jit\n"
                      "def k(x_ptr, BLOCK: tl.constexpr):\n    y = undefined_name + 1\n")
    out = tmp_path / "r.html"
    done = _passlab("report", f"{kernel}:k", "--sig", "x_ptr=*fp32", "-c", "BLOCK=128", "-o", str(out), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    opened = open_in(report_browser, out)
    banner = opened.page.locator(".outcome").inner_text()
    assert "python-error" in banner and "undefined_name" in banner
    opened.tab("findings")
    assert "Nothing was checked" in opened.page.locator("section#findings").inner_text()
    assert opened.console_errors == [] and opened.requests == []
    opened.page.close()
