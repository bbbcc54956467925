"""What an op's definition fixes that MLIR text may leave out: empty regions and unnamed results.

MLIR builds every region an op is defined with, whether or not the text shows it: ``scf.if``
without ``else`` still has an (empty) else region, a function declaration
(``tt.func private @f(i32)``) an empty body, ``llvm.mlir.global`` without an initializer an
empty initializer region. Triton's own walk counts them (3.6: ``get_num_regions()`` is 2 for
every ``scf.if``), so passlab's tree holds them too, as regions with no block.

Results are the other way round: Triton always prints ``%N = `` before an op with results, but
hand-written text (Triton's lit tests) may drop the names of results nobody uses
(``ttg.async_commit_group``, ``scf.for ... iter_args(...)`` with no ``%r =``); MLIR still gives
the op the results its definition has. The rules below are those of the 3.6 op definitions for
the ops upstream tests write that way (bench/parser_parity.py compares every upstream chunk
with Triton's parser); any other op with unnamed results gets none, as before.
"""

from __future__ import annotations

import re

from passlab.ir.scan import ScanError, matching_close, split_top

# Regions an op always has, printed or not. (scf.while, tt.reduce, ... always print theirs.)
REGION_COUNTS = {"scf.if": 2, "tt.func": 1, "llvm.func": 1, "func.func": 1, "llvm.mlir.global": 1}

# Ops with a fixed number of results, whatever the text shows.
FIXED_RESULTS = {
    "ttg.async_copy_global_to_local": 1,   # the async token
    "ttg.async_commit_group": 1,
    "ttg.async_wait": 1,
    "ttg.local_load": 1,
    "ttg.local_alloc": 1,
    "ttg.memdesc_reinterpret": 1,
    "ttg.memdesc_index": 1,
    "ttg.convert_layout": 1,
    "tt.make_range": 1,
    "tt.load": 1,
    "ttng.warp_group_dot": 1,
    "tti.experimental_buffer_pointers": 1,
}
# Ops whose optional async-token result exists when the operand at this index is followed by
# "[...]" (``custom<Token>``):  ttng.tmem_load %src[%dep] : ...  |  ttng.tc_gen5_mma %a, %b, %d[], ...
TOKEN_AFTER_OPERAND = {"ttng.tmem_load": (1, 0), "ttng.tc_gen5_mma": (0, 2), "ttng.tmem_store": (0, 1)}
# Every op ``unnamed_result_count`` can give results to (the parser asks only for these).
UNNAMED_RESULT_OPS = frozenset(FIXED_RESULTS) | frozenset(TOKEN_AFTER_OPERAND) | {"ttng.warp_group_dot_wait", "scf.for"}
# An operand followed by a token list: "%d[]" | "%src[%tok]"
TOKENED_OPERAND_RE = re.compile(r"\s*%[\w$.#-]+\s*\[")
# The start of what follows an op's operand list: attributes or its type section.
OPERANDS_END_RE = re.compile(r"\s[{:]|\s*\{")


def unnamed_result_count(name: str, rest: str) -> int:
    """How many results MLIR gives op ``name`` printed without result names; ``rest`` is its
    text after the name (its lines joined)."""
    fixed = FIXED_RESULTS.get(name)
    if fixed is not None:
        return fixed
    if name in TOKEN_AFTER_OPERAND:
        base, index = TOKEN_AFTER_OPERAND[name]
        operands = rest.split(",")
        return base + (1 if index < len(operands) and TOKENED_OPERAND_RE.match(operands[index]) else 0)
    if name == "ttng.warp_group_dot_wait":   # one result per input
        end = OPERANDS_END_RE.search(rest)
        return len([p for p in (rest[:end.start()] if end else rest).split(",") if p.strip()])
    if name == "scf.for":                    # one result per loop-carried value
        return _carried_count(rest)
    return 0


def _carried_count(rest: str) -> int:
    at = rest.find("iter_args(")
    if at < 0:
        return 0
    open_at = at + len("iter_args")
    try:
        inner = rest[open_at + 1:matching_close(rest, open_at)]
        return len([p for p in split_top(inner) if p.strip()])
    except ScanError:
        return 0
