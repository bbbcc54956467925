"""Shrink a failing snapshot while the same failure still reproduces under replay.

Delta debugging (Zeller's ddmin) on MLIR text: the units are op lines and whole region ops
(loop bodies go with their loop), then single-op bypasses (uses of a result rewired to an
operand), unused function arguments, location info, unused attribute aliases and attribute
entries. Every candidate is judged by Triton itself: it is replayed in a child process (parse +
passes), and kept only if it fails with the original ``Outcome.signature``. Invalid IR just
fails to parse and is dropped, so the editor may be simple and text based. Candidates run in
parallel child processes.
"""

from __future__ import annotations

import math
import os
import re
import shutil
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable

from passlab.disk import ready_to_write, scratch_dir, write_atomic
from passlab.errors import UsageError
from passlab.ir.scan import ScanError, split_top
from passlab.debug.passes import BoundCall, PassInvocation, bind
from passlab.debug.replay import replay_command, run_passes
from passlab.capture.snapshots import LOC_DEF_RE
from passlab.capture.child import LIVE_CHILDREN, stop_children

# "%a_41 = ttg.local_alloc %a : ..."  /  "%acc_30:3 = scf.for ..."  /  "tt.store %p, %v : ..."
OP_LINE_RE = re.compile(r"^(?P<indent>\s*)(?:(?P<results>%[\w$.-]+(?::\d+)?(?:\s*,\s*%[\w$.-]+)*)\s*=\s*)?"
                        r"(?P<op>\"?[a-z_]\w*\.[\w.]+\"?)")
# an SSA value use or definition: %a_ptrs_38, %0, %acc_30 (in %acc_30#2)
SSA_RE = re.compile(r"%[\w$.-]+")
# a definition: "%x = ...", "%r:3 = scf.for", "scf.for %iv = %c0", "iter_args(%a = %init"
DEF_EQ_RE = re.compile(r"(%[\w$.-]+)(?::\d+)?\s*=(?!=)")
# a block or function argument: "(%a_ptr: !tt.ptr<bf16>", "^bb0(%arg7: i32"
DEF_ARG_RE = re.compile(r"(%[\w$.-]+):\s+[!a-z]")
# "#blocked1 = #ttg.blocked<{...}>"  /  "#loc12 = loc(...)"
ALIAS_DEF_RE = re.compile(r"^(?P<name>#[\w$.-]+)\s*=")
# "tt.func public @k(%a_ptr: !tt.ptr<bf16>, %M: i32) attributes {noinline = false} {"
FUNC_RE = re.compile(r"^(?P<head>\s*tt\.func\s+(?:\w+\s+)?@[\w$.-]+\()(?P<args>.*?)(?P<tail>\)\s*(?:attributes\s*\{.*\})?\s*\{\s*)$")
# "tt.load %p {cache = 1 : i32} : ..." -> the inline attribute dict of an op line
ATTR_DICT_RE = re.compile(r"(?<!<)\{(?P<body>[^{}<>]*=[^{}<>]*)\}")
# '"k.py":3:0' inside a line: string literals are blanked before braces are counted
STRING_RE = re.compile(r'"[^"]*"')
TERMINATORS = ("scf.yield", "tt.return", "scf.condition", "ttg.warp_yield", "ttg.warp_return", "tt.reduce.return",
               "tt.scan.return")
# Attributes the failing passes key on; removing them only turns the failure into "not applied".
PROTECTED_ATTRS = ("tt.warp_specialize",)


@dataclass
class ReductionProgress:
    """One step of a reduction, for a progress line."""

    phase: str
    lines: int
    candidates: int
    seconds: float
    accepted: bool


@dataclass
class ReductionResult:
    """What the reduction achieved; ``output`` still fails with ``signature``."""

    input: str
    output: str
    lines_before: int
    lines_after: int
    signature: str
    candidates: int
    accepted: int
    seconds: float
    jobs: int
    passes: list[str] = field(default_factory=list)
    replay_command: str = ""
    phases: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        return asdict(self)


class CandidateJudge:
    """Runs candidates in parallel children; says which reproduce the signature."""

    def __init__(self, calls: list[BoundCall], invocations: list[PassInvocation], target: str, signature: str,
                 work_dir: Path, jobs: int, timeout: float):
        self.calls, self.invocations, self.target = calls, invocations, target
        self.signature, self.work_dir, self.jobs, self.timeout = signature, work_dir, jobs, timeout
        self.count = 0
        self.skipped = 0
        self.pool = ThreadPoolExecutor(max_workers=jobs)
        LIVE_CHILDREN.start()

    def reproduces(self, text: str) -> bool:
        return self.first_reproducing([text]) == 0

    def first_reproducing(self, candidates: list[str]) -> int | None:
        """Index of the first candidate that fails the same way; batches of ``jobs`` run at once."""
        for start in range(0, len(candidates), self.jobs):
            batch = candidates[start:start + self.jobs]
            try:
                results = list(self.pool.map(self._judge, batch))
            except BaseException:   # Ctrl-C/SIGTERM: every candidate's child dies now, not when it ends
                stop_children(self.pool)
                raise
            for offset, ok in enumerate(results):
                if ok:
                    return start + offset
        return None

    def _judge(self, text: str) -> bool:
        if dangling_uses(text):  # certain parse failure: no child needed
            self.skipped += 1
            return False
        self.count += 1
        slot = self.work_dir / f"c{self.count:05d}"
        slot.mkdir(parents=True, exist_ok=True)
        path = slot / "candidate.mlir"
        path.write_text(text)
        try:
            result = run_passes(path, self.invocations, self.target, timeout=self.timeout, work_dir=slot,
                                calls=self.calls)
            return result.parse_error is None and not result.outcome.ok and result.outcome.signature == self.signature
        finally:
            shutil.rmtree(slot, ignore_errors=True)

    def close(self) -> None:
        self.pool.shutdown(wait=True)


def reduce_snapshot(snapshot: Path, invocations: list[PassInvocation], target: str, output: Path,
                    signature: str | None = None, jobs: int | None = None, timeout: float = 30.0,
                    progress: Callable[[ReductionProgress], None] | None = None,
                    time_budget: float | None = None) -> ReductionResult:
    """Reduce ``snapshot`` while replaying ``invocations`` keeps failing with ``signature``.

    Without ``signature`` the snapshot's own replay signature is used. Raises UsageError when
    the snapshot does not fail under replay (there is nothing to keep). ``time_budget`` stops
    the search early (the best reproducer so far is still written).
    """
    started = time.perf_counter()
    text = Path(snapshot).read_text()
    ready_to_write(Path(output), "reduced reproducer")   # now, not after the search
    calls = bind(invocations, target)
    jobs = jobs or max(1, os.cpu_count() or 1)
    with scratch_dir("passlab-reduce-") as work:  # removed however the search ends (a usage error, Ctrl-C)
        baseline = run_passes(snapshot, invocations, target, timeout=timeout * 4, work_dir=work / "baseline",
                              calls=calls)
        if baseline.parse_error:
            raise UsageError(f"cannot parse {snapshot}: {baseline.parse_error}")
        if baseline.outcome.ok:
            raise UsageError(f"{snapshot} does not fail under {', '.join(i.text() for i in invocations)}: "
                             "nothing to reduce")
        if signature and baseline.outcome.signature != signature:
            raise UsageError(f"{snapshot} fails as {baseline.outcome.signature} under replay, not as {signature}")
        signature = baseline.outcome.signature
        judge = CandidateJudge(calls, invocations, target, signature, work, jobs, timeout)
        state = _Search(text, judge, started, progress, time_budget)
        try:
            state.run()
        finally:
            judge.close()
    output = Path(output)
    output.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(output, state.text)  # TRACE/debug/reduced.mlir: a planted link is replaced, not followed
    return ReductionResult(str(snapshot), str(output), _count_lines(text), _count_lines(state.text), signature,
                           judge.count, state.accepted, round(time.perf_counter() - started, 2), jobs,
                           [i.text() for i in invocations], replay_command(output, invocations, target), state.phases)


def _count_lines(text: str) -> int:
    return len([line for line in text.splitlines() if line.strip()])


class _Search:
    """The reduction loop: phases repeat until none shrinks the text."""

    def __init__(self, text, judge: CandidateJudge, started, progress, budget):
        self.text, self.judge, self.started, self.progress, self.budget = text, judge, started, progress, budget
        self.accepted = 0
        self.phases: list[str] = []

    def out_of_time(self) -> bool:
        return self.budget is not None and time.perf_counter() - self.started > self.budget

    def report(self, phase: str, accepted: bool) -> None:
        if self.progress:
            self.progress(ReductionProgress(phase, _count_lines(self.text), self.judge.count,
                                            time.perf_counter() - self.started, accepted))

    def try_one(self, phase: str, candidate: str | None) -> bool:
        if candidate is None or candidate == self.text or self.out_of_time():
            return False
        ok = self.judge.reproduces(candidate)
        if ok:
            self.text = candidate
            self.accepted += 1
            self.phases.append(phase)
        self.report(phase, ok)
        return ok

    def try_first(self, phase: str, candidates: list[str]) -> bool:
        candidates = [c for c in dict.fromkeys(candidates) if c is not None and c != self.text]
        if not candidates or self.out_of_time():
            return False
        index = self.judge.first_reproducing(candidates)
        if index is not None:
            self.text = candidates[index]
            self.accepted += 1
            self.phases.append(phase)
        self.report(phase, index is not None)
        return index is not None

    def run(self) -> None:
        self.try_one("strip locations", strip_locations(self.text))
        for _ in range(6):
            before = self.text
            self.ddmin_ops()
            self.bypass_ops()
            self.try_one("drop unused function arguments", drop_unused_arguments(self.text))
            self.attributes()
            self.try_one("drop unused aliases", drop_unused_aliases(self.text))
            if self.text == before or self.out_of_time():
                break

    def ddmin_ops(self) -> None:
        granularity = 2
        while not self.out_of_time():
            units = deletable_units(self.text)
            if not units:
                return
            granularity = min(granularity, len(units))
            size = math.ceil(len(units) / granularity)
            chunks = [units[i:i + size] for i in range(0, len(units), size)]
            candidates = [delete_units(self.text, chunk) for chunk in chunks]
            if self.try_first(f"delete ops ({size} per chunk)", candidates):
                granularity = max(granularity - 1, 2)
            elif size == 1:
                return
            else:
                granularity = min(granularity * 2, len(units))

    def bypass_ops(self) -> None:
        changed = True
        while changed and not self.out_of_time():
            changed = False
            for candidates in _batches(bypass_candidates(self.text), self.judge.jobs * 2):
                if self.try_first("bypass an op", candidates):
                    changed = True
                    break

    def attributes(self) -> None:
        for candidates in _batches(attribute_candidates(self.text), self.judge.jobs * 2):
            if self.out_of_time():
                return
            self.try_first("drop an attribute", candidates)


def _batches(items: list, size: int):
    for i in range(0, len(items), size):
        yield items[i:i + size]


# ---- text transformations (pure; validity is judged by Triton in the child) ----

def strip_locations(text: str) -> str:
    """Drop ``#locN = loc(...)`` definitions and every ``loc(...)`` suffix."""
    lines = [line for line in text.splitlines() if not LOC_DEF_RE.match(line)]
    return "\n".join(_strip_loc_calls(line) for line in lines) + "\n"


def _strip_loc_calls(line: str) -> str:
    out, i = [], 0
    while True:
        j = line.find(" loc(", i)
        if j < 0:
            out.append(line[i:])
            return "".join(out)
        out.append(line[i:j])
        depth, k = 0, j + 4
        in_string = False
        while k < len(line):
            ch = line[k]
            if ch == '"' and line[k - 1] != "\\":
                in_string = not in_string
            elif not in_string and ch == "(":
                depth += 1
            elif not in_string and ch == ")":
                depth -= 1
                if depth == 0:
                    break
            k += 1
        i = k + 1


def _brace_balance(line: str) -> int:
    stripped = STRING_RE.sub('""', line)
    return stripped.count("{") - stripped.count("}")


@dataclass(frozen=True)
class Unit:
    """Lines [start, end] of one op (a region op spans its whole body)."""

    start: int
    end: int


def deletable_units(text: str) -> list[Unit]:
    """Every op that may be deleted: single-line ops and region ops, not terminators or funcs."""
    lines = text.splitlines()
    units = []
    for i, line in enumerate(lines):
        match = OP_LINE_RE.match(line)
        if not match or line.lstrip().startswith(("module", "tt.func", "}")):
            continue
        op = match.group("op").strip('"')
        if op in TERMINATORS or op in ("tt.func", "builtin.module"):
            continue
        end = i
        balance = _brace_balance(line)
        if balance > 0:
            depth = balance
            while depth > 0 and end + 1 < len(lines):
                end += 1
                depth += _brace_balance(lines[end])
        units.append(Unit(i, end))
    return units


def defined_names(text: str) -> set[str]:
    names = set(DEF_EQ_RE.findall(text)) | set(DEF_ARG_RE.findall(text))
    for line in text.splitlines():
        match = OP_LINE_RE.match(line)
        if match and match.group("results"):
            names.update(SSA_RE.findall(match.group("results")))
    return names


def dangling_uses(text: str) -> set[str]:
    """SSA values used but defined nowhere: such a candidate cannot parse."""
    return set(SSA_RE.findall(text)) - defined_names(text)


def delete_units(text: str, units: list[Unit]) -> str | None:
    """Delete ``units`` and, transitively, every op that uses a value they defined.

    None when a terminator would lose an operand (the candidate could never parse).
    """
    lines = text.splitlines()
    all_units = deletable_units(text)
    drop: set[int] = set()
    pending = list(units)
    while pending:
        unit = pending.pop()
        if unit.start in drop:
            continue
        span = range(unit.start, unit.end + 1)
        drop.update(span)
        gone = set()
        for i in span:
            match = OP_LINE_RE.match(lines[i])
            if match and match.group("results"):
                gone.update(SSA_RE.findall(match.group("results")))
        gone |= set(DEF_EQ_RE.findall(lines[unit.start])) | set(DEF_ARG_RE.findall(lines[unit.start]))
        if not gone:
            continue
        pattern = re.compile("|".join(re.escape(g) + r"(?![\w$.-])" for g in sorted(gone, key=len, reverse=True)))
        for i, line in enumerate(lines):
            if i in drop or not pattern.search(line):
                continue
            owner = _innermost_unit(all_units, i)
            if owner is None:
                return None  # a terminator, a function or a closing line uses it
            pending.append(owner)
    kept = [line for i, line in enumerate(lines) if i not in drop]
    return dead_code_eliminate("\n".join(kept) + "\n")


def _innermost_unit(units: list[Unit], line: int) -> Unit | None:
    """The op unit that starts at ``line``, else the innermost region op containing it."""
    starting = [u for u in units if u.start == line]
    if starting:
        return starting[0]
    containing = [u for u in units if u.start < line <= u.end]
    return max(containing, key=lambda u: u.start) if containing else None


def dead_code_eliminate(text: str) -> str:
    """Remove single-line, non-terminator ops whose results are never used, to a fixpoint."""
    lines = text.splitlines()
    while True:
        uses = Counter(SSA_RE.findall("\n".join(lines)))
        keep, removed = [], False
        for line in lines:
            match = OP_LINE_RE.match(line)
            if match and match.group("results") and _brace_balance(line) == 0 \
                    and match.group("op").strip('"') not in TERMINATORS:
                names = [SSA_RE.match(r.strip()).group(0) for r in match.group("results").split(",")]
                if all(uses[name] <= 1 for name in names):
                    removed = True
                    continue
            keep.append(line)
        lines = keep
        if not removed:
            return "\n".join(lines) + "\n"


def bypass_candidates(text: str) -> list[str]:
    """For each single-result op, rewire its uses to one of its operands and drop it."""
    lines = text.splitlines()
    out = []
    for i, line in enumerate(lines):
        match = OP_LINE_RE.match(line)
        if not match or not match.group("results") or "," in match.group("results") or _brace_balance(line) != 0:
            continue
        if ":" in match.group("results").split("%", 1)[1]:
            continue  # multi-result (%x:3)
        result = match.group("results").strip()
        operands = [o for o in dict.fromkeys(SSA_RE.findall(line[match.end():])) if o != result]
        for operand in operands[:2]:
            pattern = re.compile(re.escape(result) + r"(?![\w$.-])")
            rest = lines[:i] + lines[i + 1:]
            out.append(dead_code_eliminate("\n".join(pattern.sub(operand, r) for r in rest) + "\n"))
    return out


def drop_unused_arguments(text: str) -> str | None:
    """Drop function arguments that nothing uses (attributes/locations go with them)."""
    lines = text.splitlines()
    uses = Counter(SSA_RE.findall(text))
    for i, line in enumerate(lines):
        match = FUNC_RE.match(line)
        if not match:
            continue
        try:
            args = split_top(match.group("args"))
        except ScanError:
            return None
        kept = [a for a in args if uses[SSA_RE.match(a.strip()).group(0)] > 1] if all(
            SSA_RE.match(a.strip()) for a in args) else args
        if len(kept) == len(args):
            return None
        lines[i] = match.group("head") + ", ".join(a.strip() for a in kept) + match.group("tail")
        return "\n".join(lines) + "\n"
    return None


def drop_unused_aliases(text: str) -> str | None:
    lines = text.splitlines()
    body = "\n".join(lines)
    kept = []
    for line in lines:
        match = ALIAS_DEF_RE.match(line)
        if match:
            pattern = re.compile(re.escape(match.group("name")) + r"(?![\w$.-])")
            if len(pattern.findall(body)) <= 1:
                continue
        kept.append(line)
    return "\n".join(kept) + "\n" if len(kept) != len(lines) else None


def attribute_candidates(text: str) -> list[str]:
    """Each inline attribute dict entry of an op line removed (one candidate per entry)."""
    lines = text.splitlines()
    out = []
    for i, line in enumerate(lines):
        if not OP_LINE_RE.match(line) and not line.lstrip().startswith("}"):
            continue
        for match in ATTR_DICT_RE.finditer(line):
            entries = [e.strip() for e in match.group("body").split(",") if e.strip()]
            for entry in entries:
                if any(entry.startswith(p) for p in PROTECTED_ATTRS):
                    continue
                remaining = [e for e in entries if e != entry]
                replacement = ("{" + ", ".join(remaining) + "}") if remaining else ""
                head, tail = line[:match.start()], line[match.end():]
                if not replacement:
                    head, tail = head.rstrip(), (" " + tail.lstrip() if tail.strip() else "")
                new_line = head + replacement + tail
                out.append("\n".join(lines[:i] + [new_line] + lines[i + 1:]) + "\n")
    return out
