"""The WS barrier protocol model (passlab/checks/protocol) on real snapshots, unedited and edited."""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from passlab.checks import run_checks
from passlab.checks.findings import Severity
from passlab.cli import cli

PROTOCOL_STAGES = ("WSLowerToken", "SWP", "MemoryPlanner")


def _snapshot(trace, stage: str) -> Path:
    return trace.path / trace.stages[stage]["snapshot"]


def _edit(src: Path, out: Path, pattern: str, region: str, replace: str | None = None) -> int:
    """Copy ``src`` to ``out`` with the first line matching ``pattern`` inside WS region ``region``
    deleted (or substituted by ``replace``); the 1-based line edited."""
    lines = src.read_text().splitlines(keepends=True)
    current = None
    for i, line in enumerate(lines):
        head = re.match(r"\s*(default|partition\d+)\b", line)
        if head and ("{" in line or "(" in line):
            current = head.group(1)
        if current == region and re.search(pattern, line):
            lines[i] = "" if replace is None else re.sub(pattern, replace, line)
            out.write_text("".join(lines))
            return i + 1
    raise AssertionError(f"{pattern} not found in {region} of {src}")


def _errors(report, rule: str):
    return [f for f in report.findings if f.rule == rule and f.severity is Severity.ERROR]


@pytest.mark.parametrize("kernel", ["matmul_hopper", "fa_hopper"])
def test_default_configs_have_no_protocol_findings(trace_of, kernel):
    report = run_checks(trace_of(kernel), ("protocol",))
    assert report.errors == 0, [(f.rule, f.stage, f.message) for f in report.findings]
    notes = {f.stage: f for f in report.findings if f.rule == "PROTO000"}
    assert set(notes) == set(PROTOCOL_STAGES)
    assert all(dict(n.details)["covered"] for n in notes.values()), [n.message for n in notes.values()]
    assert all("complete" in n.message for n in notes.values())


def test_deleting_the_producers_empty_wait_is_a_race(trace_of, tmp_path):
    # The issue's measurement: without the producer's first wait on an empty barrier, the TMA copy
    # refills a slot a consumer's wgmma may still read (write-after-read).
    mutant = tmp_path / "mutant.mlir"
    line = _edit(_snapshot(trace_of("matmul_hopper"), "MemoryPlanner"), mutant, r"ttng\.wait_barrier", "default")
    report = run_checks(mutant, ("protocol",))
    races = _errors(report, "PROTO001")
    assert races, [f.message for f in report.findings]
    cross = [f for f in races if "by default" in f.message and "by partition" in f.message]
    assert cross, [f.message for f in races]
    details = dict(cross[0].details)
    assert "read" in cross[0].message and "write" in cross[0].message
    assert details["counterexample"][0].startswith("schedule:")
    assert any("matmul_hopper.py:" in step for step in details["counterexample"])
    assert re.search(r"execution \d+", details["first"]) and re.search(r"execution \d+", details["second"])
    result = CliRunner().invoke(cli, ["check", "--protocol", str(mutant)])
    assert result.exit_code == 1
    assert "[PROTO001]" in result.output and "counterexample:" in result.output
    assert line > 0


def test_deleting_a_consumer_arrive_is_a_deadlock(trace_of, tmp_path):
    mutant = tmp_path / "mutant.mlir"
    _edit(_snapshot(trace_of("matmul_hopper"), "MemoryPlanner"), mutant, r"ttng\.arrive_barrier", "partition0")
    report = run_checks(mutant, ("protocol",))
    deadlocks = _errors(report, "PROTO002")
    assert len(deadlocks) == 1
    assert "default waits on barrier" in deadlocks[0].message
    assert any(step.startswith("blocked: default") for step in dict(deadlocks[0].details)["counterexample"])


def test_halving_an_expect_is_a_tx_mismatch(trace_of, tmp_path):
    mutant = tmp_path / "mutant.mlir"
    _edit(_snapshot(trace_of("fa_hopper"), "WSLowerToken"), mutant, r"(barrier_expect %[\w]+, )32768", "default",
          r"\g<1>16384")
    report = run_checks(mutant, ("protocol",))
    tx = _errors(report, "PROTO003")
    assert tx and "barrier_expect 16384 bytes" in tx[0].message and "bring 32768 bytes" in tx[0].message


def test_a_phase_the_model_cannot_compute_is_a_coverage_gap(trace_of, tmp_path):
    mutant = tmp_path / "mutant.mlir"
    # %undefined names no value in the partition: the wait's parity is unknown, so the partition stops.
    _edit(_snapshot(trace_of("matmul_hopper"), "WSLowerToken"), mutant, r"(ttng\.wait_barrier %\w+), %\w+",
          "partition0", r"\1, %undefined")
    report = run_checks(mutant, ("protocol",))
    note = next(f for f in report.findings if f.rule == "PROTO000")
    assert dict(note.details)["covered"] is False
    assert "phase of the wait at line" in note.message and "not computed" in note.message


def test_cli_protocol_only_json(trace_of):
    trace = trace_of("matmul_hopper")
    result = CliRunner().invoke(cli, ["check", "--protocol", "--json", str(trace.path)])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert {f["rule"] for f in data["findings"] if f["rule"].startswith("PROTO")} == {"PROTO000"}
    assert all(f["details"]["schedules"] > 0 for f in data["findings"] if f["rule"] == "PROTO000")
    # --protocol also runs the PTX check (docs/ptx.md): notes only on this kernel
    assert {f["severity"] for f in data["findings"] if f["rule"].startswith("PTX")} == {"note"}


def test_budget_is_reported_not_a_hang(trace_of, monkeypatch):
    explore = importlib.import_module("passlab.checks.protocol.explore")
    monkeypatch.setattr(explore, "EVENT_BUDGET", 25)
    report = run_checks(trace_of("matmul_hopper"), ("protocol",))
    notes = [f for f in report.findings if f.rule == "PROTO000"]
    # The largest complete run within the budget is kept, and the note says what it missed.
    assert notes and all("not every ring slot was reused twice within the event budget" in f.message for f in notes)
    assert not any(dict(f.details)["covered"] for f in notes)
    assert report.errors == 0      # cut programs never read as deadlocks


def test_mbar002_is_a_compiler_note_on_sm90(trace_of):
    report = run_checks(trace_of("matmul_hopper"))
    mbar002 = [f for f in report.findings if f.rule == "MBAR002"]
    assert mbar002 and all(f.severity is Severity.NOTE for f in mbar002)
    assert all("Triton 3.6 never emits inval_barrier on sm_90" in f.message for f in mbar002)
    assert report.warnings == 0


def test_sm100_tcgen05_is_modelled_and_clean(trace_of):
    report = run_checks(trace_of("matmul_hopper", target="cuda:100"), ("protocol",))
    assert report.errors == 0 and report.warnings == 0, [f.message for f in report.findings if f.severity != "note"]
    notes = [f for f in report.findings if f.rule == "PROTO000"]
    assert len(notes) == 3 and not any("not run" in f.message or "not modelled" in f.message for f in notes)
    assert all(dict(f.details)["covered"] for f in notes)


def _last_line(path: Path, pattern: str) -> int:
    return max(i for i, line in enumerate(path.read_text().splitlines(), 1) if re.search(pattern, line))


def _without_line(src: Path, out: Path, number: int) -> Path:
    lines = src.read_text().splitlines(keepends=True)
    lines[number - 1] = ""
    out.write_text("".join(lines))
    return out


def test_sm100_epilogue_reading_the_accumulator_unwaited_is_a_tmem_race(trace_of, tmp_path):
    # After the WS op the default warps wait for the MMA partition's last commit, then tmem_load the
    # accumulator: the model runs that code after every partition finished (a join), and without the
    # wait the load races with the MMAs still writing tensor memory.
    snap = _snapshot(trace_of("matmul_hopper", target="cuda:100"), "MemoryPlanner")
    wait = _last_line(snap, r"ttng\.wait_barrier")
    report = run_checks(_without_line(snap, tmp_path / "kernel.mlir", wait), ("protocol",))
    tmem = [f for f in _errors(report, "PROTO001") if "of tensor memory" in f.message]
    assert tmem and "read by default" in tmem[0].message
    assert any("ttng.tmem_load" in line for line in dict(tmem[0].details)["counterexample"])
    # the WS op runs once per tile: without the wait, the next tile's loads also overwrite A/B slots the
    # last MMAs of this tile still read (the join waits for the partitions, not for their tensor core)
    assert any("of shared memory" in f.message for f in _errors(report, "PROTO001"))


def test_sm100_mma_with_no_commit_after_it_never_completes(trace_of, tmp_path):
    # Drop the commit after the K loop: the epilogue's wait never passes (a deadlock), and nothing
    # orders the last MMAs before the kernel ends.
    snap = _snapshot(trace_of("matmul_hopper", target="cuda:100"), "MemoryPlanner")
    commit = _last_line(snap, r"ttng\.tc_gen5_commit")
    report = run_checks(_without_line(snap, tmp_path / "kernel.mlir", commit), ("protocol",))
    deadlocks = _errors(report, "PROTO002")
    assert deadlocks and "waits on barrier" in deadlocks[0].message


def test_data_written_over_a_live_barrier_is_an_error(trace_of, tmp_path):
    # Give the A ring's full barrier %8 bytes inside slot 1 of the A ring itself: the TMA load into
    # that slot overwrites a barrier the partitions still wait on.
    src = _snapshot(trace_of("matmul_hopper"), "MemoryPlanner")
    text = src.read_text()
    head = re.search(r"(%\d+) = ttg\.local_alloc \{allocation\.offset = (\d+) : i32\} : \(\) -> "
                     r"!ttg\.memdesc<3x64x64xbf16", text)
    ring, ring_offset = head.group(1), int(head.group(2))
    barrier = re.search(r"ttng\.barrier_expect (%\w+), 8192", text)
    view = re.search(rf"{barrier.group(1)} = ttg\.memdesc_index (%\d+)\[", text).group(1)
    moved = re.sub(rf"({view} = ttg\.local_alloc \{{allocation\.offset = )\d+", rf"\g<1>{ring_offset + 8192}", text)
    assert moved != text and ring
    mutant = tmp_path / "mutant.mlir"
    mutant.write_text(moved)
    report = run_checks(mutant, ("protocol",))
    clobbers = [f for f in _errors(report, "PROTO001") if "whose bytes were overwritten" in f.message]
    assert clobbers, [f.message for f in report.findings]
