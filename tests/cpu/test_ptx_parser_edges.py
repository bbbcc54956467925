"""The PTX reader on what ptxas accepts and hand-written PTX holds: labelled one-line scopes, block comments, text after a function's closing brace, empty statements."""

from __future__ import annotations

import pytest

from passlab.ir.ptx import PtxError, parse_ptx

HEAD = ".version 8.7\n.target sm_90a\n.address_size 64\n.visible .entry k()\n{\n"


def test_a_labelled_scope_does_not_close_the_function():
    # ptxas -arch=sm_90a accepts "L1: { ... }" (a labelled block)
    body = parse_ptx(HEAD + "\tL1: { .reg .b32 x; mov.b32 x, 1; }\n\tmov.b32 %r1, 2;\n\tret;\n}\n").kernel.body
    assert [i.opcode for i in body] == ["mov.b32", "mov.b32", "ret"]


def test_a_block_comment_holding_a_brace_does_not_close_the_function():
    # PTX has C comments; ptxas accepts this
    body = parse_ptx(HEAD + "\t/* note\n\t } */\n\tmov.b32 %r1, 2;\n\tret;\n}\n").kernel.body
    assert [i.opcode for i in body] == ["mov.b32", "ret"]


def test_text_after_the_closing_brace_is_not_dropped_unseen():
    # ptxas accepts a second .entry after '}' on the same line; passlab reads one and never sees k2
    text = HEAD + "\tret;\n} .visible .entry k2()\n{\n\tret;\n}\n"
    with pytest.raises(PtxError):
        parse_ptx(text).kernel


def test_an_empty_statement_is_a_ptx_error_not_an_index_error():
    with pytest.raises(PtxError):
        parse_ptx(HEAD + "\tmov.b32 %r1, 1;;\n\tret;\n}\n")


def test_a_one_line_block_comment_holding_a_brace_does_not_close_the_function():
    body = parse_ptx(HEAD + "\tmov.b32 %r1, 1; /* done; } */\n\tmov.b32 %r2, 2;\n\tret;\n}\n").kernel.body
    assert [i.opcode for i in body] == ["mov.b32", "mov.b32", "ret"]


def test_a_label_on_the_functions_closing_line_is_read():
    # ptxas accepts "$L_end: }"; passlab says "not closed (truncated PTX?)" (before 3723afe too)
    f = parse_ptx(HEAD + ".reg .pred %p<2>;\n@%p1 bra $L_end;\nret;\n$L_end: }\n").kernel
    assert f.labels == {"$L_end": 2}


def test_a_statement_without_its_semicolon_is_named_with_its_line():
    # the statement swallowed the closing brace after it; this said "function k is not closed"
    with pytest.raises(PtxError, match=r":7: a statement with no ';' after it: 'add.s32 %r2, %r1, 1"):
        parse_ptx(HEAD + "mov.b32 %r1, 0;\nadd.s32 %r2, %r1, 1\n}\n")


def test_a_statement_without_its_semicolon_mid_function_is_not_read_as_one_with_the_next():
    # was one instruction, 'add.s32 %r1, %r2, %r3 mov.u32 %r4, %r1', and the mov was lost
    with pytest.raises(PtxError, match=r":6: a statement with no ';' after it, read together with the next"):
        parse_ptx(HEAD + "add.s32 %r1, %r2, %r3\nmov.u32 %r4, %r1;\nret;\n}\n")
    body = parse_ptx(HEAD + "add.s32 %r1,\n    %r2, %r3;\nret;\n}\n").kernel.body   # a statement over two lines
    assert body[0].operands == ["%r1", "%r2", "%r3"] and body[0].line == 6
