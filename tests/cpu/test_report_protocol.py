"""The Protocol tab of a trace report (issue 25): a seeded race's witness is drawn with its two
events, a clean WS kernel shows one steady-state iteration of the schedule the model explored,
and the witness behind the drawing is in ``passlab check --json``."""

from __future__ import annotations

import json
import re
import shutil

import pytest
from click.testing import CliRunner

from passlab.capture.trace import Trace
from passlab.checks.findings import CheckReport, Severity
from passlab.checks.runner import run_checks
from passlab.checks.seeded import Baseline, judge, seed_mutants
from passlab.cli import cli
from passlab.report.browser import open_in
from passlab.report.page import write
from passlab.report.protocol_view import protocol_section
from passlab.report.trace_report import build_trace_page

# "default execution 0: TMA load into %44[0] ... (matmul_hopper.py:16, snapshot line 168)"
STEP = re.compile(r"^(\S+) .*snapshot line (\d+)\)$")


def _partition_and_line(step: str) -> tuple[str, int]:
    match = STEP.match(step)
    assert match, step
    return match.group(1), int(match.group(2))


@pytest.fixture(scope="module")
def seeded_race(trace_of, tmp_path_factory):
    """matmul_hopper's trace with its MemoryPlanner snapshot replaced by the first seeded drop-wait
    mutant that the protocol model reports as a race (passlab.checks.seeded)."""
    copy = tmp_path_factory.mktemp("seeded-race") / "trace"
    shutil.copytree(trace_of("matmul_hopper").path, copy)
    baseline = Baseline.of(copy)
    mutant = next(m for m in seed_mutants(copy, ["drop-wait"], inp=baseline.inp)
                  if "PROTO001" in judge(copy, m, baseline).new_errors)
    snapshot = copy / mutant.snapshot
    snapshot.write_text(mutant.mutated_text(snapshot.read_text()))
    trace = Trace.load(copy)
    return trace, run_checks(trace)


def _races(report: CheckReport) -> list:
    return [f for f in report.findings if f.rule == "PROTO001" and f.severity is Severity.ERROR
            and "first" in dict(f.details)]


def test_a_seeded_race_is_drawn_with_its_two_events(seeded_race, report_browser, tmp_path):
    trace, report = seeded_race
    races = _races(report)
    assert races, [(f.rule, f.message) for f in report.findings]
    path = tmp_path / "report.html"
    write(build_trace_page(trace, report), path)
    opened = open_in(report_browser, path)
    section = opened.tab("protocol")
    assert section.is_visible()
    blocks = section.locator('.proto-finding[data-rule="PROTO001"]')
    assert blocks.count() == len(races)
    for n, finding in enumerate(races):
        block = blocks.nth(n)
        assert finding.message in block.inner_text()
        racing = block.locator('svg g.event[data-racing="1"]')
        assert racing.count() == 2
        assert all(racing.nth(i).is_visible() for i in range(2))
        drawn = sorted((racing.nth(i).get_attribute("data-partition"), int(racing.nth(i).get_attribute("data-line")))
                       for i in range(2))
        details = dict(finding.details)
        assert drawn == sorted([_partition_and_line(details["first"]), _partition_and_line(details["second"])])
        assert block.locator("svg .race-link").count() == 1
    assert opened.console_errors == []
    assert opened.requests == []


def test_a_deadlock_is_drawn_with_its_blocked_waits(seeded_race, report_browser, tmp_path):
    trace, report = seeded_race
    deadlocks = [f for f in report.findings if f.rule == "PROTO002"]
    if not deadlocks:
        pytest.skip("this compile's seeded race deadlocks in no schedule")
    path = tmp_path / "report.html"
    write(build_trace_page(trace, report), path)
    block = open_in(report_browser, path).tab("protocol").locator('.proto-finding[data-rule="PROTO002"]').first
    blocked = block.locator('svg g.event[data-blocked="1"]')
    partitions = sorted(blocked.nth(i).get_attribute("data-partition") for i in range(blocked.count()))
    assert partitions == sorted(dict(deadlocks[0].details)["blocked"].split(","))


def test_a_clean_kernel_shows_one_steady_state_iteration(trace_of, report_browser, tmp_path):
    trace = trace_of("matmul_hopper")
    path = tmp_path / "report.html"
    write(build_trace_page(trace), path)
    opened = open_in(report_browser, path)
    section = opened.tab("protocol")
    text = section.inner_text()
    assert "No protocol findings" in text and "schedule 1 of" in text and "iteration 0.1" in text
    events = section.locator(".proto-steady svg g.event").evaluate_all(
        "els => els.map(e => [e.dataset.partition, e.dataset.kind, e.dataset.racing || ''])")
    assert len({partition for partition, _, _ in events}) >= 2
    assert {"wait", "arrive", "expect", "tma_load"} <= {kind for _, kind, _ in events}
    assert not any(racing for _, _, racing in events)
    assert section.locator(".proto-steady svg .release").count() > 0   # a load or arrival releasing a wait
    assert opened.console_errors == []
    assert opened.requests == []


def test_no_ws_partitions_is_one_line_of_reason(trace_of):
    section = protocol_section(trace_of("matmul_hopper"), CheckReport(subject="no protocol findings"))
    assert section is not None and "<svg" not in section.body
    assert "No warp-specialized partitions" in section.body


def test_the_witness_is_in_check_json(seeded_race):
    trace, _ = seeded_race
    result = CliRunner().invoke(cli, ["check", "--protocol", "--json", str(trace.path)])
    assert result.exit_code == 1, result.output
    races = [f for f in json.loads(result.output)["findings"] if f["rule"] == "PROTO001" and "first" in f["details"]]
    assert races
    for race in races:
        steps = race["details"]["witness"]
        racing = sorted((s["partition"], s["line"]) for s in steps if s["racing"])
        assert racing == sorted(_partition_and_line(race["details"][k]) for k in ("first", "second"))
        for n, step in enumerate(steps):
            for source in step["released_by"]:     # an earlier arrival on the barrier slot the wait passed on
                assert step["kind"] == "wait" and source < n
                assert steps[source]["barrier"] == step["barrier"]
                assert steps[source]["kind"] in ("arrive", "expect", "tma_load")
