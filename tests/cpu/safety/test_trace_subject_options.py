"""A trace directory given where a kernel could be: options that say how to compile are refused,
not dropped (a report, golden, check or triage of the trace as it was, not of what was asked)."""

from __future__ import annotations

import pytest

from .conftest import fingerprint, one_line_error, passlab


@pytest.mark.parametrize("command, extra", [
    ("report", ["-o", "r.html"]), ("snapshot", ["-o", "golden"]), ("check", []), ("debug", []),
])
@pytest.mark.parametrize("option", [["--target", "cuda:100"], ["-c", "num_stages=4"], ["--config", "small"]])
def test_compile_options_with_a_trace_are_a_usage_error(trace_of, tmp_path, command, extra, option):
    trace = trace_of("matmul_hopper")
    before = fingerprint(trace.path)
    line = one_line_error(passlab(command, trace.path, *option, *extra, cwd=tmp_path))
    assert "is a trace" in line and option[0] in line, line
    assert fingerprint(trace.path) == before
    assert not list(tmp_path.iterdir())  # no report, no golden
