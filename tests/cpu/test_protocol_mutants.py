"""Mutation suite of the WS protocol model: every mutant of the default matmul_hopper and fa_hopper
snapshots (WSLowerToken, MemoryPlanner) is flagged, or listed here with why it is harmless.

Mutants (passlab/checks/protocol/mutants.py): delete each wait, arrive and expect; flip each wait's
phase; halve each expect; swap slots 0 and 1 of each dynamic memdesc_index in a partition.
``python bench/protocol_mutants.py`` prints the kill-rate table (also in docs/protocol.md).
"""

from __future__ import annotations

import pytest

from passlab.checks.context import StageIR
from passlab.checks.protocol.mutants import run_mutants
from passlab.ir import parse_file

# Both consumers arrive on their two empty barriers at one point (after the wgmma reading both
# slots), and the producer waits on one of each pair earlier in the same iteration: the second
# wait of the pair is implied by the first.
REDUNDANT_EMPTY_WAIT = "redundant: the same consumer arrives on this empty barrier and on one the producer already waited on"
# fa_hopper loads Q once per program: its empty barrier's first wait uses parity 1 on a fresh
# barrier, which passes at once, and the consumers' release of Q after the KV loop is never waited on.
Q_ONCE_WAIT = "Q is loaded once: the wait on its fresh empty barrier (parity 1) passes immediately anyway"
Q_ONCE_ARRIVE = "Q is loaded once: nobody waits on its empty barrier after the consumers release it"

HARMLESS = {
    ("matmul_hopper", "WSLowerToken"): {("delete-wait", 218): REDUNDANT_EMPTY_WAIT,
                                        ("delete-wait", 246): REDUNDANT_EMPTY_WAIT},
    ("matmul_hopper", "MemoryPlanner"): {("delete-wait", 180): REDUNDANT_EMPTY_WAIT,
                                         ("delete-wait", 186): REDUNDANT_EMPTY_WAIT},
    ("fa_hopper", "WSLowerToken"): {("delete-wait", 158): Q_ONCE_WAIT, ("delete-wait", 169): Q_ONCE_WAIT,
                                    ("delete-arrive", 367): Q_ONCE_ARRIVE, ("delete-arrive", 495): Q_ONCE_ARRIVE},
    ("fa_hopper", "MemoryPlanner"): {("delete-wait", 148): Q_ONCE_WAIT, ("delete-wait", 154): Q_ONCE_WAIT,
                                     ("delete-arrive", 281): Q_ONCE_ARRIVE, ("delete-arrive", 379): Q_ONCE_ARRIVE},
}


@pytest.mark.parametrize("kernel,stage", sorted(HARMLESS))
def test_every_mutant_is_flagged_or_explained(trace_of, kernel, stage):
    trace = trace_of(kernel)
    path = trace.path / trace.stages[stage]["snapshot"]
    verdicts = run_mutants(StageIR(stage, path, str(path), parse_file(path)))
    kinds = {v.mutant.kind for v in verdicts}
    assert kinds == {"delete-wait", "delete-arrive", "delete-expect", "phase", "halve", "swap"}
    survivors = {(v.mutant.kind, v.mutant.op.line): v for v in verdicts if not v.killed}
    assert set(survivors) == set(HARMLESS[(kernel, stage)]), sorted(v.mutant.describe() for v in survivors.values())
    for (kind, _), verdict in survivors.items():
        assert verdict.mutant.partition == ("default" if kind == "delete-wait" else verdict.mutant.partition)
    killed = sum(v.killed for v in verdicts)
    assert killed / len(verdicts) >= 0.9
