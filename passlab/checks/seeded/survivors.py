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
    harmless = _harmless(m, inp)
    if harmless:
        return "harmless: " + harmless
    if verdict.new_warnings:
        return f"warning-only: {', '.join(verdict.new_warnings)} warned but could not prove it"
    coverage = [f for f in report.findings if f.rule == "PROTO000" and f.stage == m.stage]
    not_modelled = [f for f in coverage if not dict(f.details).get("covered", True)]
    modelled = bool(coverage) and not not_modelled
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
    if ir is None or mutant.op != WAIT or mutant.variant not in ("delete", "delete-release-wait"):
        return ""
    index = ir.index
    wait = next((op for op in index.ops if op.line == mutant.line and op.name == WAIT), None)
    if wait is None or wait.block is None:
        return ""
    barrier = index.root_alloc(wait, 0)
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
