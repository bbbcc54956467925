"""A compile failure's headline (root_cause): what a Triton CompilationError says after its caret, and nothing else's."""

from __future__ import annotations

import ast

from triton.compiler.errors import CompilationError, CompileTimeAssertionFailure

from passlab.capture.child_main import root_cause

HELPER = "def helper(x, N: tl.constexpr):\n    tl.static_assert(N % 16 == 0, MSG)\n"
CALLER = "def k(x):\n    helper(x, 8)\n"


def _node(src: str):
    return ast.parse(src).body[0].body[0]


def _wrapped(message: str) -> BaseException:
    """What Triton raises for a failed static_assert in a @jit helper (bad.py:multiline_assert in the
    report): the helper's CompileTimeAssertionFailure, wrapped by the caller's CompilationError from it."""
    try:
        try:
            raise CompileTimeAssertionFailure(HELPER, _node(HELPER), message)
        except CompilationError as e:
            raise CompilationError(CALLER, _node(CALLER), None) from e
    except CompilationError as e:
        return e


def test_a_multi_line_static_assert_message_is_not_cut_to_its_last_line():
    cause = root_cause(_wrapped("N must be a multiple of 16;\ngot a config that is not"))
    assert "N must be a multiple of 16" in cause


def test_a_non_triton_error_that_begins_like_a_location_keeps_its_type():
    try:
        try:
            raise ValueError("at 1:2:\nthe table has no entry\nfor this n")
        except ValueError as e:
            raise CompilationError(CALLER, _node(CALLER), str(e)) from e
    except CompilationError as e:
        cause = root_cause(e)
    assert cause.startswith("ValueError")
