"""TMEM rules (sm_100+): each allocation fits in 512 columns; live allocations fit together.

Tensor memory is 128 lanes x 512 columns of 32-bit cells per SM. ``ttng.tmem_alloc`` results are
``memdesc<[copies x] M x N x elt, #tmem, #ttng.tensor_memory>``; an M<=128-row block of N 32-bit
elements takes N columns (a 128x256 fp32 accumulator: 256), and Triton rounds each allocation up
to a power of two in [32, 512] (observed: 3.6, fa_hopper on cuda:100 packs 128+256+128 = 512).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from passlab.checks.context import TMEM_COLUMNS, TMEM_LANES, CheckInput, StageIR, finding
from passlab.checks.dataflow import LiveRange
from passlab.checks.findings import Finding
from passlab.ir import Operation

TMEM_SPACE = "#ttng.tensor_memory"


@dataclass(frozen=True)
class TmemAlloc:
    op: Operation
    shape: tuple[int, ...]
    columns: int          # columns the data needs
    rounded: int          # what the allocator reserves: a power of two >= 32
    col_offset: int | None
    row_offset: int | None
    live: LiveRange

    def describe(self) -> str:
        return f"{self.op.results[0].name} {'x'.join(map(str, self.shape))} ({self.columns} columns)"


def tmem_columns(shape: tuple[int, ...], element_bytes: int) -> int:
    """Columns of 32-bit cells for ``[copies x] M x N`` elements (copies side by side)."""
    if len(shape) < 2:
        return 0
    copies = 1
    for d in shape[:-2]:
        copies *= d
    m, n = shape[-2], shape[-1]
    row_blocks = max(1, -(-m // TMEM_LANES))
    return copies * row_blocks * n * max(1, element_bytes // 4)


def round_columns(columns: int) -> int:
    size = 32
    while size < columns:
        size *= 2
    return size


def tmem_allocs(ir: StageIR) -> list[TmemAlloc]:
    found = []
    for op in ir.index.allocs:
        rtype = op.result_types[0] if op.result_types else None
        if op.name != "ttng.tmem_alloc" or rtype is None or rtype.memory_space != TMEM_SPACE:
            continue
        shape = tuple(rtype.alloc_shape or rtype.shape)
        columns = tmem_columns(shape, rtype.element_bytes or 4)
        col, row = op.attributes.get("tensor_memory_col_offset"), op.attributes.get("tensor_memory_row_offset")
        found.append(TmemAlloc(op, shape, columns, round_columns(columns),
                               col if isinstance(col, int) else None, row if isinstance(row, int) else None,
                               ir.index.live_range(op)))
    return found


def check_tmem(inp: CheckInput) -> Iterator[Finding]:
    ir = inp.latest()
    if ir is None:
        return
    allocs = tmem_allocs(ir)
    fitting = []
    for a in allocs:
        if a.columns > TMEM_COLUMNS:
            yield finding("TMEM001", ir, a.op, f"{a.describe()} needs {a.columns} columns; tensor memory has "
                          f"{TMEM_COLUMNS} (allocations are powers of two in [32, {TMEM_COLUMNS}])",
                          columns=a.columns)
        elif a.col_offset is not None and a.col_offset + a.rounded > TMEM_COLUMNS:
            yield finding("TMEM001", ir, a.op, f"{a.describe()} at column {a.col_offset} reserves {a.rounded} "
                          f"columns and runs past column {TMEM_COLUMNS}", columns=a.rounded, col_offset=a.col_offset)
        else:
            fitting.append(a)
    peak, live = 0, []
    for line in sorted({a.live.start for a in fitting}):
        here = [a for a in fitting if a.live.start <= line <= a.live.end]
        total = sum(a.rounded for a in here)
        if total > peak:
            peak, live = total, here
    if peak > TMEM_COLUMNS:
        last = max(live, key=lambda a: a.op.line)
        yield finding("TMEM002", ir, last.op, f"{peak} TMEM columns live at once, over {TMEM_COLUMNS}: "
                      + ", ".join(f"{a.describe()} -> {a.rounded}" for a in live), columns=peak)
    placed = sorted((a for a in fitting if a.col_offset is not None), key=lambda a: (a.col_offset, a.op.line))
    for i, first in enumerate(placed):
        for second in placed[i + 1:]:
            if second.col_offset >= first.col_offset + first.rounded:
                break
            concurrent = first.live.overlaps(second.live) or ir.index.concurrent(first.op, second.op)
            if concurrent and (first.row_offset or 0) == (second.row_offset or 0):
                yield finding("TMEM002", ir, second.op, f"{second.describe()} at column {second.col_offset} "
                              f"overlaps {first.describe()} at column {first.col_offset} while both are live",
                              col_offset=second.col_offset, other_col_offset=first.col_offset)
