"""Find the pass that made two traces of one kernel differ: the regression locator.

Two traces (two Triton versions, two configs) run two pipelines. ``passlab.diff.align`` pairs
their passes (same, options changed, renamed, moved, added, removed); ``locate`` walks the pairs
in order and names the first step whose output differs in a chosen ``Measure``:

- an aligned pass whose output differs between A and B (its outputs are of the same kind: the
  same pass on the same anchor), or
- a pass that runs in one pipeline only (added, removed, moved) and changes the measure itself.

Before the first pass the two inputs are compared too (a difference there is the frontend's, not a
pass's). A pass that runs other passes (a record that others name as ``parent``) counts only for
what it did before its first child: a change is attributed to the innermost pass that made it.
Snapshots stored once for several passes (the manifest's ``snapshot``/``after`` naming one file)
are read once. Everything returned is data; ``passlab.render.locate_view`` prints it.
"""

from __future__ import annotations

import re
from collections import Counter, deque
from dataclasses import dataclass, field
from pathlib import Path

from passlab.capture.trace import Trace
from passlab.diff.align import AlignedStep, align_pipelines
from passlab.diff.engine import PointDiff, diff_snapshots
from passlab.diff.ir_diff import NORMALIZED_SSA_RE
from passlab.errors import PasslabError, UsageError

# measure kind -> what it reads; "ops:" and "finding:" take an argument after the colon
MEASURE_HELP = {
    "shared": "shared-memory bytes: the module's ttg.shared once allocate-shared-memory ran, "
              "else the bytes of every ttg.local_alloc",
    "tmem": "tensor memory: the module's ttg.tensor_memory_size (columns) once TMEM was allocated, "
            "else the bytes of every ttng.tmem_alloc",
    "barriers": "mbarriers allocated (a 3x1xi64 array is three)",
    "ops:OP": "how many OP operations the IR holds, e.g. ops:ttng.inval_barrier",
    "finding:RULE": "how many findings of check rule RULE a snapshot gives, e.g. finding:SMEM001",
    "ir": "any change of the normalized IR (the diff engine's verdict)",
    "change": "what the pass itself does: the normalized lines it adds and removes (value names blanked) "
              "differ between A and B; a difference made upstream (the frontend, another version) does "
              "not hide the first pass that behaves differently",
}
NUMERIC_KINDS = ("shared", "tmem", "barriers", "ops", "finding")

# "ttg.shared" = 213464 : i32   |   ttg.shared = 213464 : i32        (a module attribute)
SHARED_ATTR_RE = re.compile(r'"?ttg\.shared"?\s*=\s*(\d+)\s*:\s*i32')
# "ttg.tensor_memory_size" = 512 : i32
TMEM_ATTR_RE = re.compile(r'"?ttg\.tensor_memory_size"?\s*=\s*(\d+)\s*:\s*i32')
# ttng.inval_barrier   %12 : ...   |   %5 = ttg.local_alloc ...   |   "ttng.inval_barrier"(%12)
OP_NAME_RE = re.compile(r"^[a-z_][\w$]*(?:\.[\w$]+)+$")
# an op kind's identifier as ``ops:OP`` takes it: dialect.op, e.g. ttng.inval_barrier
# @triton.language.standard.cdiv__i32__(1,)cconstexpr_128_   |   @"quoted name"     (a symbol reference)
# (3.6's "(1,)" is part of the name; a call's "(%arg0, ...)" or "()" is not)
SYMBOL_RE = re.compile(r'@(?:"[^"]*"|[\w.$-]+(?:\([^()%\s]+\)[\w.$-]*)*)')
# !tt.tensordesc<tensor<64x256xbf16>>   (3.6/3.7; 3.8+ print !tt.tensordesc<64x256xbf16>)
WRAPPED_TENSOR = "<tensor<"
# module attributes {"ttg.num-warps" = 4 : i32} {      (a top-level module: column 0)
MODULE_START_RE = re.compile(r"^module\b", re.MULTILINE)


@dataclass(frozen=True)
class Measure:
    """What the locator compares at each pass: ``shared``, ``tmem``, ``barriers``, ``ops:OP``,
    ``finding:RULE`` or ``ir``."""

    kind: str
    argument: str = ""

    @property
    def name(self) -> str:
        return f"{self.kind}:{self.argument}" if self.argument else self.kind

    @property
    def numeric(self) -> bool:
        return self.kind in NUMERIC_KINDS


def parse_measure(text: str) -> Measure:
    """``shared`` -> Measure("shared"); ``ops:ttng.inval_barrier`` -> Measure("ops", ...).
    UsageError (one line, the measures known) for anything else."""
    kind, _, argument = (text or "").strip().partition(":")
    known = ", ".join(MEASURE_HELP)
    if kind in ("shared", "tmem", "barriers", "ir", "change"):
        if argument:
            raise UsageError(f"measure '{text}': {kind} takes no argument (known: {known})")
        return Measure(kind)
    if kind == "ops":
        if not OP_NAME_RE.match(argument):
            raise UsageError(f"measure '{text}': ops: needs an op name such as ops:ttng.inval_barrier")
        return Measure(kind, argument)
    if kind == "finding":
        from passlab.checks.registry import BY_ID
        rule = argument.upper()
        if rule not in BY_ID:
            raise UsageError(f"measure '{text}': no check rule '{argument}' (see 'passlab check --list-rules')")
        return Measure(kind, rule)
    raise UsageError(f"unknown measure '{text}' (known: {known})")


# -- measuring snapshots ----------------------------------------------------------------------

Value = int | bool | None   # None: the measure cannot be read from this snapshot


class _Meter:
    """A measure's value per snapshot file, each file read once (traces share files between passes)."""

    def __init__(self, measure: Measure) -> None:
        self.measure = measure
        self._values: dict[Path, Value] = {}
        self._changes: dict[tuple[Path, Path], Counter] = {}
        self._merged_files: dict[Path, bool] = {}
        self.unreadable: dict[Path, str] = {}

    def value(self, path: Path | None) -> Value:
        if path is None or not self.measure.numeric:
            return None
        if path not in self._values:
            self._values[path] = self._read(path)
        return self._values[path]

    def change(self, before: Path, after: Path) -> Counter | None:
        """The lines a pass removes and adds (normalized, value and symbol names blanked), as a
        multiset; None when a side is a merged snapshot."""
        key = (before, after)
        if any(self._merged(path) for path in key):
            return None
        if key not in self._changes:
            point = diff_snapshots(before, after, with_summary=False)
            lines = [line for hunk in (point.ir.hunks if point.ir else ()) for line in hunk.lines]
            removed = Counter(_blank_names(line.text) for line in lines if line.tag == "-")
            added = Counter(_blank_names(line.text) for line in lines if line.tag == "+")
            # a line removed and added again alike only moved or was renumbered: no edit of the pass
            self._changes[key] = Counter({("-", text): n for text, n in (removed - added).items()}) + \
                Counter({("+", text): n for text, n in (added - removed).items()})
        return self._changes[key]

    def _merged(self, path: Path, text: str | None = None) -> bool:
        """Two dumps merged into one file (a header the splitter did not read, e.g. 3.8's anonymous
        verifier passes): counting it would double every value, diffing it shows a whole module."""
        if path not in self._merged_files:
            if text is None:
                try:
                    text = path.read_text(errors="replace")
                except OSError:
                    text = ""
            modules = len(MODULE_START_RE.findall(text))
            self._merged_files[path] = modules > 1
            if modules > 1:
                self.unreadable[path] = f"holds {modules} modules (two dumps merged into one snapshot)"
        return self._merged_files[path]

    def _read(self, path: Path) -> Value:
        kind, argument = self.measure.kind, self.measure.argument
        try:
            text = path.read_text(errors="replace")
            if self._merged(path, text):
                return None
            if kind == "ops":
                return _count_op(text, argument)
            if kind in ("shared", "tmem"):
                match = (SHARED_ATTR_RE if kind == "shared" else TMEM_ATTR_RE).search(_module_line(text))
                if match:
                    return int(match.group(1))
                summary = _summarize(path)
                return summary.smem_bytes if kind == "shared" else summary.tmem_bytes
            if kind == "barriers":
                return _summarize(path).barrier_count
            if kind == "finding":
                return _count_findings(path, argument)
        except (PasslabError, OSError, ValueError, RecursionError) as exc:
            self.unreadable[path] = str(getattr(exc, "message", exc)).splitlines()[0][:200]
        return None


def _blank_names(line: str) -> str:
    """A normalized line with value names and symbols blanked, in one printed form across releases:
    each mangles function symbols its own way (3.6 ``cdiv__i32__(1,)cconstexpr_128_``, 3.9
    ``cdiv__i32_c128``), and 3.8 prints ``!tt.tensordesc<64x256xbf16>`` where 3.7 printed
    ``!tt.tensordesc<tensor<64x256xbf16>>``."""
    line = SYMBOL_RE.sub("@", NORMALIZED_SSA_RE.sub("%", line))
    return _unwrap_tensors(line)


def _unwrap_tensors(line: str) -> str:
    """``<tensor<64x256xbf16, #layout<{...}>>>`` -> ``<64x256xbf16, #layout<{...}>>`` (brackets counted)."""
    search = 0
    while (at := line.find(WRAPPED_TENSOR, search)) >= 0:
        start = at + len(WRAPPED_TENSOR)
        depth, end = 1, start
        while end < len(line) and depth:
            depth += {"<": 1, ">": -1}.get(line[end], 0)
            end += 1
        if depth or line[end:end + 1] != ">":   # not a type wrapped alone in <...>: leave it
            search = start
            continue
        line = line[:at + 1] + line[start:end - 1] + line[end:]
        search = at + 1
    return line


def _module_line(text: str) -> str:
    """The ``module attributes {...}`` line (a function-anchored snapshot has none: empty)."""
    match = MODULE_START_RE.search(text)
    return text[match.start():text.find("\n", match.start())] if match else ""


def _count_op(text: str, op: str) -> int:
    # "%3 = ttng.inval_barrier", "ttng.inval_barrier %3", '"ttng.inval_barrier"(%3)': the op name
    # after an indent or "= ", followed by an operand, a type, a region or the end of the line.
    pattern = re.compile(rf'^\s*(?:[%\w#:, ]+=\s*)?"?{re.escape(op)}"?(?=[\s(<{{:]|$)', re.MULTILINE)
    return len(pattern.findall(text))


def _summarize(path: Path):
    from passlab.graphs.summary import summarize_file
    return summarize_file(path)


def _count_findings(path: Path, rule: str) -> int:
    from passlab.checks.registry import BY_ID
    from passlab.checks.runner import run_checks
    report = run_checks(path, families=(BY_ID[rule].family,))
    return sum(1 for f in report.findings if f.rule == rule)


# -- locating ---------------------------------------------------------------------------------

@dataclass
class StepValues:
    """One aligned step with the measure before and after it, in A and in B (None: not there or unreadable)."""

    position: int
    step: AlignedStep
    a_before: Value = None
    a_after: Value = None
    b_before: Value = None
    b_after: Value = None

    def to_json(self) -> dict:
        return {"position": self.position, **self.step.to_json(), "a_before": self.a_before,
                "a_after": self.a_after, "b_before": self.b_before, "b_after": self.b_after}


@dataclass
class Location:
    """The answer of ``locate``: the steps walked, and the first that made A and B differ."""

    measure: Measure
    a_label: str
    b_label: str
    steps: list[StepValues] = field(default_factory=list)      # up to and including the culprit
    alignment: dict[str, int] = field(default_factory=dict)    # step kind -> how many (whole pipelines)
    culprit: StepValues | None = None
    input_differs: bool = False          # A's and B's IR already differ before the first pass
    reason: str = ""                     # why the culprit is named (or why nothing is)
    a_diff: PointDiff | None = None      # the culprit's input against its output in A
    b_diff: PointDiff | None = None
    inputs_diff: PointDiff | None = None  # the first snapshots, when they differ
    # an aligned culprit: did its two inputs already differ (normalized IR)? Then the pass treated a
    # different input differently (look before it for the cause); if not, the pass itself changed.
    culprit_input_differs: bool | None = None
    culprit_inputs: PointDiff | None = None   # that pass's input in A against its input in B
    final: tuple[Value, Value] | None = None  # the compile's final value (manifest metadata), A and B
    unreadable: list[str] = field(default_factory=list)  # snapshots the measure could not be read from
    # shared/tmem: the culprit's output buffers placed differently in A and B (the bytes' answer)
    placement: list[PlacementChange] = field(default_factory=list)

    @property
    def found(self) -> bool:
        return self.culprit is not None or self.input_differs

    def to_json(self) -> dict:
        culprit = self.culprit
        return {
            "measure": self.measure.name, "a": self.a_label, "b": self.b_label, "found": self.found,
            "input_differs": self.input_differs, "reason": self.reason,
            "culprit_input_differs": self.culprit_input_differs,
            "culprit_inputs": self.culprit_inputs.to_json() if self.culprit_inputs else None,
            "pass": None if culprit is None else culprit.to_json(),
            "final": None if self.final is None else {"a": self.final[0], "b": self.final[1]},
            "alignment": self.alignment,
            "steps": [s.to_json() for s in self.steps],
            "a_diff": self.a_diff.to_json() if self.a_diff else None,
            "b_diff": self.b_diff.to_json() if self.b_diff else None,
            "inputs_diff": self.inputs_diff.to_json() if self.inputs_diff else None,
            "unreadable": self.unreadable,
            "placement": [change.to_json() for change in self.placement],
        }


@dataclass(frozen=True)
class PlacementChange:
    """One buffer of the culprit's output whose offset or size differs between A and B, or that
    only one side allocates: where a shared-memory or TMEM total comes from."""

    kind: str                  # moved | resized | added | removed
    buffer: str                # "1x1xi64 x3", as the summary describes it
    a: tuple[Value, Value] | None   # (offset, bytes) in A
    b: tuple[Value, Value] | None

    def to_json(self) -> dict:
        side = lambda v: None if v is None else {"offset": v[0], "bytes": v[1]}  # noqa: E731
        return {"kind": self.kind, "buffer": self.buffer, "a": side(self.a), "b": side(self.b)}

    def describe(self) -> str:
        where = lambda v: f"offset {v[0]}, {v[1]} B" if v else "none"  # noqa: E731
        return f"{self.kind:8} {self.buffer}: {where(self.a)} -> {where(self.b)}"


FINAL_KEYS = {"shared": "shared", "tmem": "tmem_size"}


def check_same_kernel(a: Trace, b: Trace) -> None:
    """UsageError unless both traces compiled one kernel (by its function name)."""
    names = [(t.manifest.get("kernel") or {}).get("function") or (t.manifest.get("kernel") or {}).get("name")
             for t in (a, b)]
    if names[0] != names[1]:
        raise UsageError(f"{a.path} traces kernel '{names[0]}' but {b.path} traces '{names[1]}': "
                         "locate compares two traces of one kernel")
    for trace in (a, b):
        if not trace.passes:
            raise UsageError(f"{trace.path} holds no passes (the compile failed before any pass ran)")


def locate(a: Trace, b: Trace, measure: Measure | str, a_label: str = "a", b_label: str = "b",
           context: int = 3) -> Location:
    """Align A's and B's pipelines and name the first step whose output differs in ``measure``."""
    measure = parse_measure(measure) if isinstance(measure, str) else measure
    check_same_kernel(a, b)
    printed = all(t.manifest.get("header_format") != "3.6" for t in (a, b))
    steps = align_pipelines(a.passes, b.passes, compare_options=printed)
    result = Location(measure, a_label, b_label, alignment=dict(Counter(s.kind for s in steps)))
    key = FINAL_KEYS.get(measure.kind)
    if key:
        result.final = ((a.manifest.get("metadata") or {}).get(key), (b.manifest.get("metadata") or {}).get(key))
    meter = _Meter(measure)
    a_spans, b_spans = pass_spans(a), pass_spans(b)

    first_a, first_b = a.path / a.passes[0]["snapshot"], b.path / b.passes[0]["snapshot"]
    if measure.kind != "change" and _differs(measure, meter, first_a, first_b):
        result.input_differs = True
        result.inputs_diff = diff_snapshots(first_a, first_b, "input of the first pass", a_label, b_label,
                                            context=context)
        result.reason = (f"the IR differs before the first pass ({_value_text(meter.value(first_a))} vs "
                         f"{_value_text(meter.value(first_b))}): the frontend made it, not a pass") \
            if measure.numeric else "the IR differs before the first pass: the frontend made it, not a pass"
        result.unreadable = [f"{p}: {why}" for p, why in meter.unreadable.items()]
        return result

    for position, step in enumerate(steps):
        a_in, a_out = a_spans.get(step.a["index"]) if step.a else (None, None)
        b_in, b_out = b_spans.get(step.b["index"]) if step.b else (None, None)
        values = StepValues(position, step, meter.value(a_in), meter.value(a_out), meter.value(b_in),
                            meter.value(b_out))
        result.steps.append(values)
        why = _culprit_reason(measure, meter, step, (a_in, a_out), (b_in, b_out), values, a_label, b_label)
        if why:
            result.culprit, result.reason = values, why
            if step.a and step.b:
                result.culprit_inputs = diff_snapshots(a_in, b_in, f"input of {step.b['arg']}", a_label, b_label,
                                                       context=context)
                result.culprit_input_differs = result.culprit_inputs.status == "changed"
            if measure.kind in FINAL_KEYS and a_out is not None and b_out is not None:
                result.placement = placement_changes(a_out, b_out, tmem=measure.kind == "tmem")
            if step.a and a_out is not None:
                result.a_diff = diff_snapshots(a_in, a_out, f"#{step.a['index']} {step.a['arg']}",
                                               f"{a_label} before", f"{a_label} after", context=context)
            if step.b and b_out is not None:
                result.b_diff = diff_snapshots(b_in, b_out, f"#{step.b['index']} {step.b['arg']}",
                                               f"{b_label} before", f"{b_label} after", context=context)
            break
    else:
        result.reason = f"no pass makes {a_label} and {b_label} differ in {measure.name}"
        if result.final and result.final[0] != result.final[1]:
            result.reason += (f" as far as the snapshots show (the final values differ: {result.final[0]} vs "
                              f"{result.final[1]}; the last pass of a pipeline has no snapshot after it)")
        seen = [v for s in result.steps for v in (s.a_before, s.a_after, s.b_before, s.b_after) if v is not None]
        if measure.kind == "ops" and not any(seen):  # a misspelt op name must not read as "no difference"
            result.reason += (f" ({measure.argument} occurs in no snapshot of either trace: is the op name "
                              "right? e.g. ops:ttng.wait_barrier)")
    result.unreadable = [f"{p}: {why}" for p, why in meter.unreadable.items()]
    return result


def placement_changes(a_path: Path, b_path: Path, tmem: bool = False) -> list[PlacementChange]:
    """The buffers of two outputs paired by role, tile, element and region in IR order (as the
    summary diff pairs them), with the ones placed or sized differently and the unpaired."""
    try:
        a_buffers, b_buffers = (_summarize(path).buffers for path in (a_path, b_path))
    except Exception:  # noqa: BLE001 - an unreadable snapshot has no placement to show
        return []
    keep = (lambda buffer: buffer.kind == "tmem") if tmem else (lambda buffer: buffer.kind != "tmem")
    remaining: dict[tuple, deque] = {}
    for buffer in filter(keep, b_buffers):
        remaining.setdefault(buffer.key, deque()).append(buffer)
    changes: list[PlacementChange] = []
    for buffer in filter(keep, a_buffers):
        pool = remaining.get(buffer.key)
        other = pool.popleft() if pool else None
        a_place = (buffer.offset, buffer.bytes)
        if other is None:
            changes.append(PlacementChange("removed", buffer.describe(), a_place, None))
        elif a_place != (other.offset, other.bytes):
            kind = "resized" if buffer.bytes != other.bytes else "moved"
            changes.append(PlacementChange(kind, buffer.describe(), a_place, (other.offset, other.bytes)))
    changes += [PlacementChange("added", buffer.describe(), None, (buffer.offset, buffer.bytes))
                for pool in remaining.values() for buffer in pool]
    return changes


def pass_spans(trace: Trace) -> dict[int, tuple[Path, Path | None]]:
    """Pass index -> (its input snapshot, its output snapshot or None).

    The output is the manifest's ``after``; a pass with nested passes ends where its first child
    starts, so each change is credited to the innermost pass that made it.
    """
    first_child: dict[int, dict] = {}
    for record in trace.passes:
        parent = record.get("parent")
        if isinstance(parent, int) and not isinstance(parent, bool) and parent not in first_child:
            first_child[parent] = record
    spans = {}
    for record in trace.passes:
        child = first_child.get(record["index"])
        after = child["snapshot"] if child is not None else record.get("after")
        spans[record["index"]] = (trace.path / record["snapshot"], trace.path / after if after else None)
    return spans


def _differs(measure: Measure, meter: _Meter, a_path: Path, b_path: Path) -> bool:
    """Do the two snapshots differ in ``measure``? Unknown values never differ; ``ir`` asks the
    diff engine (normalized IR, so renumbering, locations and aliases are no change)."""
    if measure.numeric:
        va, vb = meter.value(a_path), meter.value(b_path)
        return va is not None and vb is not None and va != vb
    if a_path.resolve() == b_path.resolve():
        return False
    return diff_snapshots(a_path, b_path, with_summary=False).status == "changed"


def _culprit_reason(measure, meter, step, a_span, b_span, values: StepValues, a_label, b_label) -> str:
    """Why this step is the one (empty when it is not)."""
    name = measure.name
    if measure.kind == "change":
        return _change_reason(meter, step, a_span, b_span, values, a_label, b_label)
    if step.a and step.b:
        if a_span[1] is None or b_span[1] is None:
            return ""
        if _differs(measure, meter, a_span[1], b_span[1]):
            if measure.numeric:
                return (f"its output differs in {name}: {_value_text(values.a_after)} in {a_label}, "
                        f"{_value_text(values.b_after)} in {b_label} ({_delta(values.a_after, values.b_after)})")
            return f"its output differs between {a_label} and {b_label} (normalized IR)"
        return ""
    label, span, before, after = (a_label, a_span, values.a_before, values.a_after) if step.a else \
        (b_label, b_span, values.b_before, values.b_after)
    other = b_label if step.a else a_label
    if span[1] is None or not _differs(measure, meter, span[0], span[1]):
        return ""
    where = f"runs in {label} only ({step.kind})"
    if measure.numeric:
        return f"{where} and changes {name} {_value_text(before)} -> {_value_text(after)} " \
               f"({_delta(before, after)}); {other} has no such step here"
    return f"{where} and changes the IR; {other} has no such step here"


def _change_reason(meter: _Meter, step: AlignedStep, a_span, b_span, values: StepValues, a_label: str,
                   b_label: str) -> str:
    """``change``: the pass's own edit differs (aligned), or a pass one side runs edits the IR.
    ``values`` get the number of lines each side's pass changed, for the table."""
    changes = {}
    for side, record, span in (("a", step.a, a_span), ("b", step.b, b_span)):
        change = meter.change(*span) if record is not None and span[1] is not None else None
        if change is not None:
            changes[side] = change
            setattr(values, f"{side}_after", sum(change.values()))
    if step.a and step.b:
        if len(changes) < 2 or changes["a"] == changes["b"]:
            return ""
        only_a, only_b = changes["a"] - changes["b"], changes["b"] - changes["a"]
        return (f"it changes the IR differently: {sum(only_a.values())} changed line(s) only in {a_label}, "
                f"{sum(only_b.values())} only in {b_label} (normalized, value names blanked)")
    side = "a" if step.a else "b"
    if not changes.get(side):
        return ""
    label, other = (a_label, b_label) if side == "a" else (b_label, a_label)
    return (f"runs in {label} only ({step.kind}) and changes {sum(changes[side].values())} line(s); "
            f"{other} has no such step here")


def _value_text(value: Value) -> str:
    return "?" if value is None else str(value)


def _delta(a: Value, b: Value) -> str:
    if isinstance(a, int) and isinstance(b, int):
        return f"{b - a:+d}"
    return "changed"
