"""The protocol model follows loop bounds loaded from memory it is given: a Gluon kernel that reads
its persistent tile schedule from a host-built table (fa_hopper_gluon's SCHED configs) is modelled
to its end, where without the table's contents the model stops at the first load."""

from __future__ import annotations

import json
import shutil

import pytest
from click.testing import CliRunner

from passlab.capture.trace import Trace
from passlab.cli import cli

pytestmark = pytest.mark.slow
CONFIG = "d64_causal_nopp_s4_q2_pt"    # SCHED=2: the default's tile pairs, read from the table


def _coverage(trace):
    from passlab.checks import run_checks
    report = run_checks(trace)
    assert report.errors == 0, [(f.rule, f.message) for f in report.findings if f.severity != "note"]
    note = next(f for f in report.findings if f.rule == "PROTO000" and f.stage == "WSLowerToken")
    return dict(note.details), note.message


def test_the_table_reaches_every_barrier_op(trace_of):
    trace = trace_of("fa_hopper_gluon", CONFIG)
    table = trace.manifest["kernel"]["check_memory"]["sched"]
    assert table[:2] == [0, len(table) - 2]    # one program: offsets 0 and the tile count, then its tiles
    details, message = _coverage(trace)
    assert details["covered"] and "of 61 barrier/async ops reached" in message, message
    assert message.count("61 of 61") == 1


def _without_table(trace_of, tmp_path):
    """A copy of the trace whose manifest lacks the table (a trace of a user's kernel, say); and the table."""
    copy = tmp_path / "trace"
    shutil.copytree(trace_of("fa_hopper_gluon", CONFIG).path, copy)
    manifest = json.loads((copy / "manifest.json").read_text())
    table = manifest["kernel"].pop("check_memory")["sched"]
    (copy / "manifest.json").write_text(json.dumps(manifest))
    return copy, table


def test_without_the_table_the_model_stops_at_its_first_load(trace_of, tmp_path):
    copy, _ = _without_table(trace_of, tmp_path)
    details, message = _coverage(Trace.load(copy))
    assert not details["covered"] and "1 of 61 barrier/async ops reached" in message, message


def _check(*args):
    return CliRunner().invoke(cli, ["check", *map(str, args)], catch_exceptions=False)


def test_check_memory_gives_the_table_on_the_command_line(trace_of, tmp_path):
    copy, table = _without_table(trace_of, tmp_path)
    (tmp_path / "table.txt").write_text("\n".join(map(str, table)))
    for given in (",".join(map(str, table)), f"@{tmp_path / 'table.txt'}"):
        result = _check(copy, "--protocol", "--no-ptx", "--notes", "--memory", f"sched={given}")
        assert result.exit_code == 0, result.output
        assert "61 of 61 barrier/async ops reached" in result.output


@pytest.mark.parametrize("given, expected", [
    ("sched", "expected ARG=INTS"), ("sched=1,two", "'two' is not an integer"), ("sched=", "no integers given"),
    ("sched=@missing.txt", "is not a file"), ("1x=3", "expected ARG=INTS")])
def test_a_bad_memory_is_one_line_and_exit_2(tmp_path, given, expected):
    result = _check(tmp_path, "--memory", given)
    assert result.exit_code == 2
    assert expected in result.output and len(result.output.strip().splitlines()) == 1, result.output


def test_a_config_without_a_table_records_none(trace_of):
    assert "check_memory" not in trace_of("fa_hopper_gluon", "d64_causal_nopp_s4_q2").manifest["kernel"]
