"""Why a seeded mutant was not detected: a reason category, then the explanation.

Categories (the text before the first ":"):

- ``warning-only``: a rule noticed it but could not prove it (the warning names what is missing).
- ``model-not-run``: a protocol defect (a missing wait, arrive, a wrong count or phase) in a stage
  the protocol model does not interpret (tcgen05 MMAs and commits, PROTO000 says so), and no
  structural rule covers the class.
- ``stage-not-read``: the class's structural rules read only the latest stage, and the protocol
  model does not run on this one.
- ``harmless``: the mutant cannot change what the kernel does (the explanation says why).
- ``undetected``: none of the above; a checker gap.
"""

from __future__ import annotations

from passlab.checks.findings import CheckReport
from passlab.ir import Operation

WAIT, ARRIVE = "ttng.wait_barrier", "ttng.arrive_barrier"
# Ops between two arrives that touch no memory (index arithmetic, views).
NO_MEMORY = ("arith.", "ttg.memdesc_index")

# Classes only the protocol model decides in general (the structural rules see some shapes).
PROTOCOL_CLASSES = ("drop-wait", "drop-arrive", "arrival-count", "stale-phase", "reuse-before-release")
# Classes the protocol model decides wherever it runs (races, deadlocks, tx bytes).
PROTOCOL_DECIDES = PROTOCOL_CLASSES + ("expect-bytes",)


def explain(verdict, inp, report: CheckReport) -> str:
    m = verdict.mutant
    coverage = [f for f in report.findings if f.rule == "PROTO000" and f.stage == m.stage]
    not_modelled = [f for f in coverage if not dict(f.details).get("covered", True)]
    modelled = bool(coverage) and not not_modelled
    # Only where the protocol model ran and found nothing: the pattern says why, the model confirms it.
    harmless = _harmless(m, inp) if modelled else ""
    if harmless:
        return "harmless: " + harmless + " (the protocol model finds no race or deadlock)"
    if verdict.new_warnings:
        return f"warning-only: {', '.join(verdict.new_warnings)} warned but could not prove it"
    latest = inp.latest()
    if latest is not None and m.stage != latest.stage and (not modelled or m.defect not in PROTOCOL_DECIDES):
        why = (f"the protocol model does not decide {m.defect}" if modelled else
               f"the protocol model does not run on {m.stage}" + (f" ({not_modelled[0].message})" if not_modelled else ""))
        return f"stage-not-read: the structural rules for {m.defect} read {latest.stage} only, and {why}"
    if m.defect in PROTOCOL_CLASSES and not_modelled:
        return "model-not-run: " + not_modelled[0].message
    errors_elsewhere = f" (new errors at other stages: {', '.join(verdict.elsewhere)})" if verdict.elsewhere else ""
    return f"undetected: no new error or warning{errors_elsewhere}"


def _harmless(mutant, inp) -> str:
    ir = inp.stages.get(mutant.stage)
    if ir is None:
        return ""
    index = ir.index
    op = next((o for o in index.ops if o.line == mutant.line and o.name == mutant.op), None)
    if op is None or op.block is None:
        return ""
    barrier = index.root_alloc(op, 0)
    if barrier is not None and mutant.defect in ("drop-wait", "arrival-count", "reuse-before-release") \
            and _only_fresh_parity_one_waits(index, barrier):
        return ("the barrier is only ever waited on once, with parity 1, while it is still in its first phase: "
                "such a wait passes at once whatever its count or arrivals (fa_hopper's Q, loaded once per program)")
    if mutant.op != WAIT or mutant.variant not in ("delete", "delete-release-wait"):
        return ""
    wait = op
    ops = wait.block.operations
    for other in reversed(ops[:ops.index(wait)]):
        if other.name != WAIT or len(other.operands) < 2 or other.operands[1:2] != wait.operands[1:2]:
            continue
        partner = index.root_alloc(other, 0)
        if partner is None or partner is barrier or barrier is None:
            continue
        if _arrives_follow(index, barrier, partner):
            return (f"redundant: every arrive on this barrier comes right after an arrive on {other.operands[0]} "
                    f"(line {other.line}), which the same partition already waited on with the same parity, "
                    f"and nothing touches memory in between")
    return ""


def _arrives_follow(index, barrier: Operation, partner: Operation) -> bool:
    """Every arrive on ``barrier`` is preceded in its block by an arrive on ``partner`` with only
    memory-free ops between (so waiting on ``partner``'s phase orders everything before both)."""
    arrives = [op for op, _ in index.uses(barrier) if op.name == ARRIVE]
    if not arrives:
        return False
    for arrive in arrives:
        ops = arrive.block.operations
        ok = False
        for earlier in reversed(ops[:ops.index(arrive)]):
            if earlier.name == ARRIVE and index.root_alloc(earlier, 0) is partner:
                ok = True
                break
            if not earlier.name.startswith(NO_MEMORY):
                break
        if not ok:
            return False
    return True


def _only_fresh_parity_one_waits(index, barrier: Operation) -> bool:
    """Every wait on ``barrier`` uses the constant parity 1, outside any loop, on a single-slot barrier."""
    from passlab.checks.mbarrier import _in_loop
    waits = [op for op, _ in index.uses(barrier) if op.name == WAIT]
    shape = barrier.result_types[0].shape if barrier.result_types else ()
    if not waits or (shape and shape[0] != 1):
        return False
    return all(len(w.operands) > 1 and index.const_int(w, w.operands[1]) == 1 and not _in_loop(index, w)
               for w in waits)
