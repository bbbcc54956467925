"""Golden cases of passlab check: each folder edits a real snapshot to break exactly one rule.

``tests/data/check/make_cases.py`` writes the folders; the unedited base must not show the rule
(beyond what the base already has) and the edited snapshot must show it at the recorded line,
with no other rule's count changing.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from passlab.checks import RULES, run_checks
from passlab.checks.findings import Severity
from passlab.cli import cli
from passlab.render.findings import format_finding

ROOT = Path(__file__).resolve().parents[2]
CASES_DIR = Path(__file__).resolve().parent.parent / "data" / "check"
FROZEN_SOURCES = "tests/data/check/base/src/"
# loc("tests/data/check/base/src/matmul_hopper.py":37:27)
LOC_FILE_RE = re.compile(r'loc\("([^"]+\.py)":\d+:\d+\)')
CASES = sorted(p.name for p in CASES_DIR.iterdir() if (p / "expect.json").is_file())


PROTOCOL = {r.id for r in RULES if r.family == "protocol"}
PTX = {r.id for r in RULES if r.family == "ptx"}


def _counts(report) -> Counter:
    """Non-note findings of the pattern rules. The protocol model (PROTO*) sees the same edits as
    races or deadlocks; ``test_protocol_agrees`` checks that separately."""
    return Counter(f.rule for f in report.findings if f.severity is not Severity.NOTE and f.rule not in PROTOCOL)


def _expect(case: str) -> dict:
    return json.loads((CASES_DIR / case / "expect.json").read_text())


@pytest.mark.parametrize("case", CASES)
def test_case_breaks_exactly_its_rule(case):
    expect = _expect(case)
    base = run_checks(CASES_DIR / expect["base"])
    edited = run_checks(CASES_DIR / case / "input.mlir")
    before, after = _counts(base), _counts(edited)
    changed = {rule for rule in set(before) | set(after) if before[rule] != after[rule]}
    assert changed == {expect["rule"]}, (changed, [(f.rule, f.line, f.message) for f in edited.findings])
    assert after[expect["rule"]] > before[expect["rule"]]
    lines = [f.line for f in edited.findings if f.rule == expect["rule"]]
    assert expect["line"] in lines


@pytest.mark.parametrize("case", CASES)
def test_cli_reports_rule_at_line(case):
    expect = _expect(case)
    path = CASES_DIR / case / "input.mlir"
    result = CliRunner().invoke(cli, ["check", str(path)])
    is_error = next(r for r in RULES if r.id == expect["rule"]).severity is Severity.ERROR
    assert result.exit_code == (1 if is_error else 0), result.output
    assert f"[{expect['rule']}]" in result.output
    assert f"input.mlir:{expect['line']}" in result.output


def test_every_rule_but_notes_and_trace_only_has_a_case():
    covered = {_expect(case)["rule"] for case in CASES}
    # SMEM000 and WS000 are notes; WS002 needs a failing compile (tested on matmul_ws_pointer in test_check_kernels).
    # The PROTO rules are judged on whole protocols: tests/cpu/test_protocol_mutants.py edits every wait,
    # arrive, expect, phase and slot index of real snapshots, and test_protocol_agrees below.
    # The PTX rules need a trace's kernel.ptx: tests/cpu/test_ptx_check.py edits real PTX for each.
    wanted = {r.id for r in RULES} - {"SMEM000", "WS000", "WS002"} - PROTOCOL - PTX
    assert wanted <= covered, wanted - covered


# Cases whose edit breaks the barrier protocol or makes live buffers alias: the protocol model
# must see them too (races, deadlocks, tx bytes); every other edit must leave it silent.
PROTOCOL_AGREES = {"mbar003_drop_arrive": {"PROTO002"}, "mbar004_expect_bytes": {"PROTO003"},
                   "mbar005_drop_wait": {"PROTO001"}, "mbar006_constant_phase": {"PROTO001"},
                   "smem002_concurrent_partitions": {"PROTO001"}, "smem002_overlap": {"PROTO001"},
                   "tmem002_overlap": {"PROTO001"}}   # sm_100: the model sees the two accumulators alias


@pytest.mark.parametrize("case", CASES)
def test_protocol_agrees(case):
    expect = _expect(case)
    base = run_checks(CASES_DIR / expect["base"], ("protocol",))
    edited = run_checks(CASES_DIR / case / "input.mlir", ("protocol",))
    assert base.errors == 0
    found = {f.rule for f in edited.findings if f.severity is Severity.ERROR}
    wanted = PROTOCOL_AGREES.get(case, set())
    assert wanted <= found if wanted else not found, (found, [f.message for f in edited.findings])


def test_unedited_bases_have_no_errors():
    for base in sorted((CASES_DIR / "base").glob("*.mlir")):
        report = run_checks(base)
        assert report.errors == 0, (base.name, [(f.rule, f.line, f.message) for f in report.findings])


def test_json_is_stable_and_serializable():
    path = CASES_DIR / "mbar002_remove_inval" / "input.mlir"
    first = json.dumps(run_checks(path).to_json(), sort_keys=True)
    second = json.dumps(run_checks(path).to_json(), sort_keys=True)
    assert first == second
    assert " at 0x" not in first
    data = json.loads(first)
    keys = [(f["severity"], f["rule"], f["line"]) for f in data["findings"]]
    rank = {"error": 0, "warning": 1, "note": 2}
    assert keys == sorted(keys, key=lambda k: (rank[k[0]], k[1], k[2]))


def test_list_rules_documents_every_rule():
    result = CliRunner().invoke(cli, ["check", "--list-rules"])
    assert result.exit_code == 0
    for rule in RULES:
        assert rule.id in result.output
    # one column each for id, severity and title: every title starts at the same place (the ids, 5 to 8
    # characters from WS001 to PROTO000, shifted their rows)
    heads = [line for line in result.output.splitlines() if not line.startswith(" ")]
    assert [line.split()[0] for line in heads] == [r.id for r in RULES]
    starts = {line.index(r.title) for line, r in zip(heads, RULES)}
    assert len(starts) == 1, sorted(starts)


def test_missing_subject_exits_2(tmp_path):
    result = CliRunner().invoke(cli, ["check", str(tmp_path / "nope.mlir")])
    assert result.exit_code == 2


def test_an_oversize_buffer_before_memory_planning_is_a_warning(tmp_path):
    """Before memory planning the need is the peak of buffers live at once, an estimate: Triton's
    tutorial 09 (matmul_kernel_descriptor_persistent, WS on sm_90, config 8) peaks at 262216 bytes at
    WSCodePartition and the allocator then places it in 229848. Without a planned stage to prove it,
    the oversize buffer is a warning naming the estimate; with one that fits, nothing."""
    lines = (CASES_DIR / "base" / "matmul_hopper.sm90.WSCodePartition.mlir").read_text().split("\n")
    assert "-> !ttg.memdesc<64x256xbf16" in lines[236]     # consumer 0's B staging buffer
    lines[236] = lines[236].replace("-> !ttg.memdesc<64x256xbf16", "-> !ttg.memdesc<256x256xbf16")
    edited = tmp_path / "oversize.mlir"
    edited.write_text("\n".join(lines))
    report = run_checks(edited)
    over = [f for f in report.findings if f.rule == "SMEM001"]
    assert len(over) == 1 and over[0].severity is Severity.WARNING, [(f.rule, f.message) for f in report.findings]
    assert "estimated from live ranges before memory planning" in over[0].message
    assert CliRunner().invoke(cli, ["check", str(edited)]).exit_code == 0


def test_fixture_locations_name_the_frozen_kernel_sources():
    """A finding prints the kernel source line at its location. The bases were traced from kernels/*.py
    as they were then and named them by absolute path, so once kernels/matmul_hopper.py changed the
    PERF001 caret pointed at `if EPILOGUE_SUBTILE:`: locations must name the copies frozen beside the
    fixtures (Triton's own library files are pinned with Triton and may stay)."""
    for path in sorted(CASES_DIR.rglob("*.mlir")):
        kernels = {f for f in LOC_FILE_RE.findall(path.read_text()) if "/site-packages/triton/" not in f}
        outside = sorted(f for f in kernels if not (f.startswith(FROZEN_SOURCES) and (ROOT / f).is_file()))
        assert not outside, (path.relative_to(CASES_DIR), outside)


def test_perf001_caret_is_on_the_wgmma_source_line(monkeypatch):
    monkeypatch.chdir(ROOT)     # the locations are relative to the repository root
    report = run_checks(CASES_DIR / "perf001_round_trip" / "input.mlir")
    finding = next(f for f in report.findings if f.rule == "PERF001")
    head, source, caret = format_finding(finding).splitlines()[:3]
    assert head.startswith(f"{FROZEN_SOURCES}matmul_hopper.py:37:27: warning: [PERF001]"), head
    assert source.strip() == "acc = tl.dot(a, b, acc)"
    assert caret == " " * 27 + "^" and source[27:30] == "acc"
