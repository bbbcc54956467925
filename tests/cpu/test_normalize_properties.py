"""Property tests: consistent renaming of SSA values or of attribute aliases is not a change."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from passlab.diff.normalize import normalize_text

# %12  |  %arg3  |  %c0_i32_6  |  %a_ptr   (the name only; #N / :N suffixes stay)
SSA_NAME_RE = re.compile(r"%([A-Za-z_$.][\w$.-]*|\d+)")
# #blocked1 = ...   (alias definitions at the top of a snapshot)
ALIAS_DEF_RE = re.compile(r"^(#[A-Za-z_][\w$.-]*) = (?!loc\()", re.M)


@pytest.fixture(scope="module")
def snapshot(trace_of):
    return trace_of("matmul_hopper").stage_snapshot("WSLowerToken").read_text()


def _names(text: str) -> list[str]:
    return sorted(set(SSA_NAME_RE.findall(text)))


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_consistent_ssa_renaming_normalizes_the_same(snapshot, data):
    names = _names(snapshot)
    order = data.draw(st.permutations(range(len(names))))
    style = data.draw(st.sampled_from(["v{}", "x_{}", "{}", "n{}_q"]))
    mapping = {name: style.format(order[i]) for i, name in enumerate(names)}
    renamed = SSA_NAME_RE.sub(lambda m: "%" + mapping[m.group(1)], snapshot)
    assert renamed != snapshot
    assert normalize_text(renamed) == normalize_text(snapshot)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_consistent_alias_renaming_normalizes_the_same(snapshot, data):
    aliases = ALIAS_DEF_RE.findall(snapshot)
    assert len(aliases) >= 3
    order = data.draw(st.permutations(range(len(aliases))))
    mapping = {alias: f"#alias{order[i]}" for i, alias in enumerate(aliases)}
    pattern = re.compile("|".join(re.escape(a) for a in sorted(aliases, key=len, reverse=True)) + r"(?![\w$.-])")
    renamed = pattern.sub(lambda m: mapping[m.group(0)], snapshot)
    assert renamed != snapshot
    assert normalize_text(renamed) == normalize_text(snapshot)


def test_swapping_two_operands_is_a_change(snapshot):
    """Renaming must not be so loose that a different dataflow normalizes the same."""
    m = re.search(r"= arith\.\w+ (%[\w$.-]+), (%[\w$.-]+)", snapshot)
    assert m and m.group(1) != m.group(2)
    swapped = snapshot[:m.start(1)] + m.group(2) + ", " + m.group(1) + snapshot[m.end(2):]
    assert normalize_text(swapped) != normalize_text(snapshot)
