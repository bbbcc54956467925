"""The closed set of outcomes, decided from real (and labelled simulated) child evidence."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest

from passlab.capture.outcome import Outcome, OutcomeCode, classify, extract_reproducer

DATA = Path(__file__).resolve().parents[1] / "data" / "debug" / "stderr"
RUNTIME_ERROR = {"type": "RuntimeError", "message": "PassManager::run failed"}


def test_real_ws_assertion_is_an_assertion_with_location_and_pass():
    stderr = (DATA / "assertion_ws_lower_token_3.6.txt").read_text()
    outcome = classify(1, stderr, exception=RUNTIME_ERROR)
    assert outcome.code is OutcomeCode.ASSERTION
    assert outcome.failing_pass == "NVGPUWarpSpecialization"
    assert outcome.assertion["file"] == "WSLowerToken.cpp"
    assert outcome.assertion["line"] == 73
    assert "processProducerCommitOp" in outcome.assertion["function"]
    assert outcome.signature == "assertion:WSLowerToken.cpp:73"


def test_crash_caught_by_crash_recovery_is_a_signal_not_a_diagnostic():
    stderr = (DATA / "caught_signal_to_llvm_3.6.txt").read_text()
    outcome = classify(1, stderr, exception=RUNTIME_ERROR)
    assert outcome.code is OutcomeCode.SIGNAL
    assert outcome.failing_pass == "ConvertTritonGPUToLLVM"
    assert "crash recovery" in outcome.message


def test_fatal_error_3_9_wording():
    stderr = "LLVM ERROR: unsupported load type for producer commit\n"
    outcome = classify(1, stderr)
    assert outcome.code is OutcomeCode.FATAL_ERROR
    assert outcome.message == "LLVM ERROR: unsupported load type for producer commit"


def test_pass_failure_reports_the_specific_diagnostic_first():
    stderr = ("k.py:3:1: error: Failures have been detected while processing an MLIR pass pipeline\n"
              "k.py:9:5: error: 'ttg.local_load' op bad layout\n"
              "k.py:3:1: note: Pipeline failed while executing [`TritonGPUPipeline` on 'builtin.module' operation]: x\n")
    outcome = classify(1, stderr, exception=RUNTIME_ERROR)
    assert outcome.code is OutcomeCode.PASS_FAILURE
    assert outcome.failing_pass == "TritonGPUPipeline"
    assert outcome.message == "k.py:9:5: error: 'ttg.local_load' op bad layout"


def test_python_error():
    outcome = classify(1, "", exception={"type": "CompilationError", "message": "at 3:4: undefined"})
    assert outcome.code is OutcomeCode.PYTHON_ERROR
    assert outcome.message.startswith("CompilationError")


def test_abort_and_timeout_win_over_texts():
    stderr = "python3: Foo.cpp:12: void bar(): Assertion `x' failed.\n"
    aborted = classify(-signal.SIGABRT, stderr)
    assert aborted.code is OutcomeCode.SIGNAL and aborted.signal_name == "SIGABRT"
    assert "Foo.cpp:12" in aborted.message
    assert classify(-signal.SIGKILL, stderr, timed_out=True).code is OutcomeCode.TIMEOUT


def test_ok_and_roundtrip():
    assert classify(0, "").ok
    outcome = classify(1, (DATA / "assertion_ws_lower_token_3.6.txt").read_text(), exception=RUNTIME_ERROR)
    assert Outcome.from_json(outcome.to_json()) == outcome


@pytest.mark.parametrize("name", ["assertion_ws_lower_token_3.6.txt", "caught_signal_to_llvm_3.6.txt"])
def test_reproducer_extraction(name):
    reproducer = extract_reproducer((DATA / name).read_text())
    assert reproducer is not None
    assert reproducer.pipeline.startswith("builtin.module(")
    assert reproducer.text.lstrip().startswith(("module", "#"))
    assert reproducer.text.rstrip().endswith("#-}")
    assert "{-#" not in reproducer.module_text


def test_no_reproducer_in_plain_text():
    assert extract_reproducer("RuntimeError: boom\n") is None


def test_python_error_headline_names_the_root_cause():
    """Triton wraps a frontend error in CompilationErrors ("at 22:4:"); the headline says what broke."""
    from passlab.capture.child_main import root_cause

    def inner():
        raise RuntimeError("async_copy_shared_to_global has been removed; call async_store instead")

    try:
        try:
            inner()
        except RuntimeError as exc:
            raise SyntaxError("at 22:4:\n    gl.warp_specialize([\n    ^") from exc
    except SyntaxError as exc:
        wrapped = exc
    cause = root_cause(wrapped)
    assert cause == "RuntimeError: async_copy_shared_to_global has been removed; call async_store instead"
    outcome = classify(1, "", exception={"type": "CompilationError", "message": str(wrapped), "cause": cause})
    headline = outcome.message.splitlines()[0]
    assert headline == f"CompilationError: at 22:4: {cause}"
    assert "gl.warp_specialize" in outcome.message          # the source excerpt is kept below
    assert root_cause(RuntimeError("alone")) is None


def test_python_error_headline_names_a_cause_raised_from_none():
    """The innermost CompilationError of a wrong call in a @jit helper is raised ``from None``: what
    broke is its own last line, not its first ("at 2:4:")."""
    import ast

    from triton.compiler.errors import CompilationError

    from passlab.capture.child_main import root_cause

    src = "def k(x):\n    helper(x)\n"
    node = ast.parse(src).body[0].body[0]
    told = 'TypeError("helper() missing 1 required positional argument: \'b\'")'
    try:
        try:
            try:
                raise TypeError("helper() missing 1 required positional argument: 'b'")
            except TypeError:
                raise CompilationError(src, node, told) from None
        except CompilationError as exc:
            raise CompilationError(src, node, None) from exc
    except CompilationError as exc:
        wrapped = exc
    assert root_cause(wrapped) == told
    assert root_cause(wrapped.__cause__) == told                 # raised alone, too
    assert root_cause(CompilationError(src, node, None)) is None  # nothing after the caret
