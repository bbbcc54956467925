"""Mutants of a WS snapshot's protocol, one changed op each, and whether the model kills them.

Kinds: delete a wait, an arrive or an expect; flip a wait's phase parity; halve an expect's bytes;
swap slots 0 and 1 of one dynamically indexed ``memdesc_index`` of a buffer of two slots or more (a
barrier or a data slot) in a partition; on sm_100, delete a ``tc_gen5_commit`` and drop one barrier from a ``tc_gen5_mma``'s
list (the commit folded into it). A kernel without ``ttg.warp_specialize`` that the model runs as
one partition (a Gluon kernel pipelined by hand) is mutated the same way. A mutant is killed when
the protocol model reports an error (PROTO001..PROTO003, PROTO005).
"""

from __future__ import annotations

from dataclasses import dataclass

from passlab.checks.context import StageIR
from passlab.checks.dataflow import IRIndex
from passlab.checks.findings import Severity
from passlab.checks.protocol.explore import choose_args, explore
from passlab.checks.protocol.interpret import MMAS, KernelArgs, Mutation, operand_groups
from passlab.checks.protocol.report import stage_findings
from passlab.ir import Module, Operation

KINDS = ("delete-wait", "delete-arrive", "delete-expect", "phase", "halve", "swap", "delete-commit", "drop-mma-barrier")


@dataclass
class Mutant:
    kind: str                # one of KINDS
    mutation: Mutation
    op: Operation
    partition: str

    def describe(self) -> str:
        return f"{self.kind} {self.op.name} at line {self.op.line} ({self.partition})"


@dataclass
class Verdict:
    mutant: Mutant
    rules: tuple[str, ...]           # error rules reported
    equivalent: str = ""             # why the mutant cannot change any execution (shown, not assumed)

    @property
    def killed(self) -> bool:
        return bool(self.rules)


def enumerate_mutants(module: Module, index: IRIndex | None = None) -> list[Mutant]:
    index = index or IRIndex(module)
    single = not index.ws_ops
    out = []
    for op in index.ops:
        region = index.ws_region(op) or ("kernel" if single else "")
        if not region:
            continue
        if op.name == "ttng.tc_gen5_commit":
            out.append(Mutant("delete-commit", Mutation("delete", op.line), op, region))
        elif op.name in MMAS:
            barriers = operand_groups(op)[(5 if op.name.endswith("_scaled") else 3) + 2:]
            out += [Mutant("drop-mma-barrier", Mutation("drop-barrier", op.line, i), op, region)
                    for i in range(len(barriers))]
        if op.name == "ttng.wait_barrier":
            out.append(Mutant("delete-wait", Mutation("delete", op.line), op, region))
            out.append(Mutant("phase", Mutation("phase", op.line), op, region))
        elif op.name == "ttng.arrive_barrier":
            out.append(Mutant("delete-arrive", Mutation("delete", op.line), op, region))
        elif op.name == "ttng.barrier_expect":
            out.append(Mutant("delete-expect", Mutation("delete", op.line), op, region))
            out.append(Mutant("halve", Mutation("halve", op.line), op, region))
        elif op.name == "ttg.memdesc_index" and len(op.operands) > 1 and index.const_int(op, op.operands[1]) is None \
                and _slots(index, op) != 1:
            out.append(Mutant("swap", Mutation("swap", op.line), op, region))
    return out


def _slots(index: IRIndex, op: Operation) -> int | None:
    """The leading dimension of the indexed buffer: a one-slot ring (sm_100's automatic WS gives its
    single-buffered channels a dynamic index that is always 0) has no slot 1 to swap with."""
    buffer = index.operand(op, 0)
    shape = buffer.type.shape if buffer is not None and buffer.type is not None else ()
    return shape[0] if shape else None


def judge(ir: StageIR, mutant: Mutant, args: KernelArgs | None = None) -> Verdict:
    """Run the model on the mutant with ``args`` (the unmutated snapshot's, so both see the same
    trip counts; found again when not given)."""
    exploration = explore(ir.module, ir.index, mutant.mutation, args)
    rules = sorted({f.rule for f in stage_findings(ir, exploration) if f.severity is Severity.ERROR})
    return Verdict(mutant, tuple(rules))


NOOP_WAIT = "a no-op wait: in every schedule each of its executions passed on a barrier no phase of which had completed"


def noop_waits(ir: StageIR, args: KernelArgs) -> set[int]:
    """Lines of the waits that never order anything in the unmutated kernel: in every schedule, each
    execution ran before any phase of its barrier completed (a parity-1 wait on a fresh barrier), so
    it neither blocked nor joined a clock, and deleting it leaves every execution as it was. Empty
    when a schedule's trail was cut short (the claim needs every execution)."""
    from passlab.checks.protocol.events import Kind
    from passlab.checks.protocol.model import TRAIL_LIMIT
    exploration = explore(ir.module, ir.index, None, args)
    seen, joined = set(), set()
    for outcome in exploration.outcomes:
        if len(outcome.trail) >= TRAIL_LIMIT or outcome.deadlock:
            return set()
        for i, (_, event) in enumerate(outcome.trail):
            if event.kind is Kind.WAIT:
                seen.add(event.op.line)
                if i in outcome.releases:
                    joined.add(event.op.line)
    return seen - joined


def run_mutants(ir: StageIR, args: KernelArgs | None = None) -> list[Verdict]:
    """Every mutant of ``ir`` judged with ``args`` (by default those the model picks for ``ir``;
    ``passlab check`` gives a later stage the first protocol stage's). A surviving deleted wait that
    ``noop_waits`` shows ordered nothing is marked equivalent."""
    args = args or choose_args(ir.module, ir.index).args
    verdicts = [judge(ir, m, args) for m in enumerate_mutants(ir.module, ir.index)]
    if any(v.mutant.kind == "delete-wait" and not v.killed for v in verdicts):
        noops = noop_waits(ir, args)
        for v in verdicts:
            if v.mutant.kind == "delete-wait" and not v.killed and v.mutant.op.line in noops:
                v.equivalent = NOOP_WAIT
    return verdicts
