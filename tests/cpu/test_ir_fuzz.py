"""Mutated real snapshots raise ParseError or parse; no other exception type ever escapes."""

from __future__ import annotations

from pathlib import Path

import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from passlab.errors import ParseError  # noqa: E402
from passlab.ir import parse_module  # noqa: E402

DATA = Path(__file__).resolve().parent.parent / "data" / "ir"
SNAPSHOTS = [(DATA / "01-success_ws_matmul_lowered" / "input.mlir").read_text(),
             (DATA / "02-success_internal_dump_no_aliases" / "input.mlir").read_text()]
PUNCTUATION = list('{}()<>[]"%:=,#^!@ x\n') + ["->", " loc(", "} else {", "default {", "partition0(", "^bb1:"]


@st.composite
def mutated(draw):
    text = draw(st.sampled_from(SNAPSHOTS))
    for _ in range(draw(st.integers(1, 4))):
        if not text:
            break
        kind = draw(st.sampled_from(["delete", "insert", "replace", "truncate", "dup_line", "drop_line"]))
        at = draw(st.integers(0, len(text) - 1))
        if kind == "delete":
            text = text[:at] + text[at + draw(st.integers(1, 40)):]
        elif kind == "insert":
            text = text[:at] + draw(st.sampled_from(PUNCTUATION)) + text[at:]
        elif kind == "replace":
            text = text[:at] + draw(st.sampled_from(PUNCTUATION)) + text[at + 1:]
        elif kind == "truncate":
            text = text[:at]
        else:
            lines = text.split("\n")
            k = at % len(lines)
            lines = lines[:k] + ([lines[k]] * 2 if kind == "dup_line" else []) + lines[k + 1:]
            text = "\n".join(lines)
    return text


def read_everything(text: str) -> None:
    module = parse_module(text, "fuzz.mlir").check()
    for op in module.walk():
        for t in op.result_types + op.operand_types:
            t.num_bytes()
        str(op.loc) if op.loc else None
    module.attributes  # noqa: B018
    module.aliases  # noqa: B018
    for op in module.walk():
        for value in op.results:
            module.users(value)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(mutated())
def test_mutated_snapshots_raise_only_parse_error(text):
    try:
        read_everything(text)
    except ParseError as exc:
        assert exc.line >= 0 and isinstance(exc.reason, str)


def test_unclosed_region_reports_its_line():
    text = (DATA / "03-error_unclosed_region" / "input.mlir").read_text()
    with pytest.raises(ParseError) as info:
        parse_module(text, "cut.mlir")
    assert info.value.line > 0 and "never closed" in info.value.reason
