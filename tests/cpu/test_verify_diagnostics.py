"""passlab-opt -verify-diagnostics: MLIR's expected-* comments checked against real diagnostics.

The upstream files (tests/data/lit_upstream) pass under triton-opt, so their expectations are
the diagnostics the passes are known to give; mutated copies must fail with MLIR's messages.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from passlab.regress.verify_diagnostics import Diagnostic, read_diagnostics, read_expectations, verify

UPSTREAM = Path(__file__).resolve().parent.parent / "data" / "lit_upstream"
INVALID = UPSTREAM / "tritongpu_invalid.mlir"


def _opt(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "passlab.regress.opt", *args], capture_output=True, text=True,
                          timeout=300)


def test_designators_and_regexes():
    text = "\n".join([
        "%a = op",                                   # 1
        "// expected-error @+2 {{two below}}",       # 2 -> 4
        "// expected-note@-1 {{one above}}",         # 3 -> 2
        "%b = op",                                   # 4
        "// expected-warning @above {{above}}",      # 5 -> 4 (the last line with no expectation)
        "// expected-remark @below {{below}}",       # 6 -> 10 (the next line with no expectation)
        "// expected-error @below {{also below}}",   # 7 -> 10
        "%c = op  // expected-error {{same line}}",  # 8 (a line with an expectation: @below skips it, as MLIR)
        "// expected-error-re @+1 {{got {{[0-9]+}} of {{.*}}}}",  # 9 -> 10
        "%d = op",                                   # 10
    ])
    found, bad = read_expectations(text)
    assert not bad
    assert [(e.kind, e.line, e.comment_line) for e in found] == [
        ("error", 4, 2), ("note", 2, 3), ("warning", 4, 5), ("remark", 10, 6), ("error", 10, 7), ("error", 8, 8),
        ("error", 10, 9)]
    regex = found[-1]
    assert regex.matches("we got 12 of 40 lanes") and not regex.matches("we got x of 40")
    assert found[0].matches("exactly two below here") and not found[0].matches("two  below")


def test_chunk_offsets_and_bad_regex():
    found, bad = read_expectations("x\n// expected-error @+1 {{y}}\nz\n// expected-error-re {{a{{(}}}}", first_line=41)
    assert [e.line for e in found] == [43]
    assert bad and bad[0][0] == 44 and "invalid regex" in bad[0][2]


def test_diagnostics_are_read_back_with_their_lines():
    stderr = "\n".join([
        "/x/f.mlir:8:10: error: first line",
        "second line of the message",
        "    %a = ttg.op %b",
        "         ^",
        "/x/f.mlir:7:3: note: prior use here",
        "  %b = op",
        "  ^",
        "/x/other.mlir:1:1: error: another file",
        "error: no location",
        "passlab-opt: unsupported: something",
        "/x/f.mlir:9:1: error: Failures have been detected while processing an MLIR pass pipeline",
        "/x/f.mlir:9:1: note: Pipeline failed while executing [`X` on 'builtin.module' operation]: reproducer",
    ])
    assert read_diagnostics(stderr, "/x/f.mlir") == [
        Diagnostic("error", "first line\nsecond line of the message", 8, 10, "/x/f.mlir"),
        Diagnostic("note", "prior use here", 7, 3, "/x/f.mlir"),
        Diagnostic("error", "no location", None, 0, ""),
    ]


def test_verify_reports_like_mlir():
    found, _ = read_expectations("// expected-error @+1 {{wanted}}\n%a = op\n// expected-note @+1 {{a note}}\n%b = op")
    diags = [Diagnostic("error", "unrelated", 2, 5), Diagnostic("error", "wanted here", 2, 5),
             Diagnostic("error", "a note", 4, 1)]
    result = verify(found, diags, "f.mlir")
    assert result.problems == [
        "f.mlir:2:5: error: unexpected error: unrelated",
        "f.mlir:3:4: error: 'error' diagnostic emitted when expecting a 'note'",
        "f.mlir:3:4: error: expected note \"a note\" was not produced",
    ]
    assert verify(read_expectations("// expected-error @+1 {{wanted}}\n%a = op")[0], diags[:2], "f.mlir",
                  only_expected=True).ok


def test_upstream_expectations_hold():
    result = _opt(str(INVALID), "--split-input-file", "--verify-diagnostics")
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""


@pytest.mark.parametrize("old, new, expected", [
    ("{{non-trivial block}}", "{{non-trivial blocks}}",
     ['error: unexpected error: non-trivial block dimension not supported',
      'error: expected error "non-trivial blocks" was not produced']),
    ("expected-note {{prior use here}}", "expected-warning {{prior use here}}",
     ["error: 'note' diagnostic emitted when expecting a 'warning'"]),
    ("// expected-error @+1 {{non-trivial block}}", "//",
     ["error: unexpected error: non-trivial block dimension not supported"]),
])
def test_mutated_expectations_fail(tmp_path, old, new, expected):
    text = INVALID.read_text()
    assert old in text
    mutated = tmp_path / "invalid.mlir"
    mutated.write_text(text.replace(old, new, 1))
    result = _opt(str(mutated), "--split-input-file", "--verify-diagnostics")
    assert result.returncode == 1
    for message in expected:
        assert f"{mutated}:" in result.stderr and message in result.stderr, result.stderr


def test_only_expected_ignores_other_diagnostics(tmp_path):
    mutated = tmp_path / "invalid.mlir"
    mutated.write_text(INVALID.read_text().replace("// expected-error @+1 {{non-trivial block}}", "//", 1))
    assert _opt(str(mutated), "--split-input-file", "--verify-diagnostics=only-expected").returncode == 0
    bad = _opt(str(mutated), "--verify-diagnostics=some")
    assert bad.returncode == 2 and "takes 'all' or 'only-expected'" in bad.stderr
