"""Pieces the comparison reports share (``diff_report``, ``matrix_report``): traces' metadata side
by side with the deltas marked, IR snapshots stored for the page's diff panes, and the pass
``passlab locate`` names.

A diff pane is filled by the page's script when an element carrying ``data-diff-a``/``data-diff-b``
(two snapshot ids) and ``data-diff-pane`` (the pane's id) is clicked. Snapshots are stored
normalized (``passlab.diff.normalize``: SSA values renumbered, aliases inlined, locations dropped),
the text ``passlab diff`` compares, so two compiles' numbering does not show as a change.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from passlab.capture.trace import Trace
from passlab.diff.locate import Location, locate
from passlab.diff.normalize import normalize_file
from passlab.errors import PasslabError
from passlab.report.page import esc
from passlab.report.store import SnapshotStore

# (label, manifest metadata key) compared between traces, in the order a kernel author reads them
METADATA_FIELDS = (("num_warps", "num_warps"), ("shared bytes", "shared"), ("TMEM", "tmem_size"),
                   ("registers", "registers"), ("num_stages", "num_stages"), ("num_ctas", "num_ctas"),
                   ("global scratch", "global_scratch_size"))
# final metadata key -> the locate measure that follows it through the pipeline
LOCATE_MEASURE_OF = {"shared": "shared", "tmem_size": "tmem"}


@dataclass
class Field:
    """One line of a side-by-side table: a name and each side's value (None: not there)."""

    name: str
    values: list[object]
    numeric: bool = False

    @property
    def differs(self) -> bool:
        return len({repr(v) for v in self.values}) > 1


def trace_fields(traces: list[Trace | None]) -> list[Field]:
    """What identifies each trace and what its compile produced, one ``Field`` per line."""
    def manifest(trace):
        return trace.manifest if trace is not None else {}

    def kernel(trace):
        return manifest(trace).get("kernel") or {}

    def meta(trace):
        return manifest(trace).get("metadata") or {}

    fields = [
        Field("Triton", [manifest(t).get("triton_version") for t in traces]),
        Field("target", [manifest(t).get("target") for t in traces]),
        Field("kernel", [kernel(t).get("name") for t in traces]),
        Field("config", [kernel(t).get("config_key") or kernel(t).get("config") for t in traces]),
        Field("overrides", [_overrides(kernel(t).get("overrides")) for t in traces]),
        Field("outcome", [(manifest(t).get("outcome") or {}).get("code") for t in traces]),
        Field("passes", [len(t.passes) if t is not None else None for t in traces], numeric=True),
        Field("WS stages ran", [_stages_ran(t) for t in traces]),
    ]
    fields += [Field(name, [meta(t).get(key) for t in traces], numeric=True) for name, key in METADATA_FIELDS]
    return fields


def _overrides(overrides) -> str | None:
    if not overrides:
        return None
    return ", ".join(f"{k}={v}" for k, v in overrides.items())


def _stages_ran(trace: Trace | None) -> str | None:
    if trace is None:
        return None
    stages = trace.stages
    return f"{sum(s.get('status') == 'ran' for s in stages.values())}/{len(stages)}"


def value_text(value) -> str:
    return "-" if value is None else str(value)


def delta_text(before, after) -> str:
    """``+49152`` between two ints, empty otherwise."""
    numbers = all(isinstance(v, int) and not isinstance(v, bool) for v in (before, after))
    return f"{after - before:+d}" if numbers and after != before else ""


def side_by_side_table(labels: list[str], fields: list[Field], table_id: str) -> str:
    """A table with one column per side; a line whose values differ is marked ``delta``, with the
    difference from the first column (two sides) or from the previous column (more)."""
    head = "".join(f'<th class="side">{esc(label)}</th>' for label in labels)
    body = []
    for item in fields:
        cells = []
        for i, value in enumerate(item.values):
            previous = item.values[0] if len(item.values) == 2 else item.values[max(0, i - 1)]
            change = delta_text(previous, value) if i and item.numeric else ""
            marked = i and repr(value) != repr(previous)
            cells.append(f'<td class="{"num " if item.numeric else ""}{"changed" if marked else ""}">'
                         f'{esc(value_text(value))}'
                         + (f' <span class="delta-num">{esc(change)}</span>' if change else "") + "</td>")
        css = ' class="delta"' if item.differs else ""
        body.append(f'<tr{css} data-field="{esc(item.name)}"><th scope="row">{esc(item.name)}</th>{"".join(cells)}</tr>')
    return (f'<table class="sxs" id="{esc(table_id)}"><thead><tr><th></th>{head}</tr></thead>'
            f'<tbody>{"".join(body)}</tbody></table>')


# -- snapshots and diff links ------------------------------------------------------------------

@dataclass
class SnapshotShelf:
    """Normalized snapshots for a page's diff panes, each file stored once under a short name
    (``A: snapshots/046-....mlir``; two sides with one label still get two names)."""

    store: SnapshotStore
    by_path: dict[Path, str] = field(default_factory=dict)

    def add(self, side: str, path: Path, trace: Trace | None = None) -> str:
        path = Path(path).resolve()
        if path in self.by_path:
            return self.by_path[path]
        shown = path.name
        if trace is not None and path.is_relative_to(trace.path.resolve()):
            shown = str(path.relative_to(trace.path.resolve()))
        name = f"{side}: {shown}"
        if name in self.store.ids:
            name = f"{name} ({path.parent})"
        self.by_path[path] = self.store.add(name, normalize_file(path).text)
        return self.by_path[path]


def diff_link(text: str, a_id: str, b_id: str, pane: str, title: str, tag: str = "button") -> str:
    """An element that shows the diff of two stored snapshots in the pane ``pane`` when clicked."""
    return (f'<{tag} class="difflink" data-diff-a="{esc(a_id)}" data-diff-b="{esc(b_id)}" '
            f'data-diff-pane="{esc(pane)}" data-diff-title="{esc(title)}">{esc(text)}</{tag}>')


def diff_pane(pane: str, hint: str) -> str:
    return f'<div class="diffpane" id="{esc(pane)}"><div class="diffhead muted">{esc(hint)}</div></div>'


# -- the pass the locator names ----------------------------------------------------------------

def locate_measures(a: Trace, b: Trace) -> list[str]:
    """``ir`` for two compiles by one Triton; across versions ``change`` (the first pass whose own
    edit differs: there the IR differs from the frontend on). Then one measure per final metadata
    value that differs and that the locator can follow (shared bytes, TMEM)."""
    ma, mb = a.manifest.get("metadata") or {}, b.manifest.get("metadata") or {}
    first = "ir" if a.manifest.get("triton_version") == b.manifest.get("triton_version") else "change"
    return [first] + [measure for key, measure in LOCATE_MEASURE_OF.items() if ma.get(key) != mb.get(key)]


def locate_html(a: Trace, b: Trace, a_label: str, b_label: str, measures: list[str], shelf: SnapshotShelf,
                pane: str) -> str:
    """One card per measure: the pass named, why, and buttons for what it did in A and in B; or,
    when the traces cannot be located (another kernel, no passes), why, in one line."""
    cards = []
    for measure in measures:
        try:
            location = locate(a, b, measure, a_label, b_label)
        except PasslabError as exc:
            return f'<p class="muted locate-na">Not located: {esc(exc.message.splitlines()[0])}</p>'
        cards.append(_location_card(location, a, b, shelf, pane))
    return "".join(cards)


def _location_card(location: Location, a: Trace, b: Trace, shelf: SnapshotShelf, pane: str) -> str:
    measure, la, lb = location.measure.name, location.a_label, location.b_label
    if location.input_differs:
        where = "the input of the first pass (the frontend, not a pass)"
    elif location.culprit is not None:
        step = location.culprit.step
        where = " / ".join(f"{side} #{r['index']} {r['arg']}" for side, r in ((la, step.a), (lb, step.b)) if r)
    else:
        return (f'<div class="panel locate" data-measure="{esc(measure)}"><strong>{esc(measure)}</strong>: '
                f'<span class="muted">{esc(location.reason)}</span></div>')
    links = []
    inputs = location.inputs_diff or (location.culprit_inputs if location.culprit_input_differs else None)
    for text, point, sides in ((f"inputs {la} vs {lb}", inputs, (a, b)),
                               (f"what it did in {la}", location.a_diff, (a, a)),
                               (f"what it did in {lb}", location.b_diff, (b, b))):
        if point is None or point.a_path is None or point.b_path is None:
            continue
        ids = [shelf.add(la if trace is a else lb, path, trace)
               for trace, path in zip(sides, (point.a_path, point.b_path))]
        links.append(diff_link(text, ids[0], ids[1], pane, f"{measure}: {point.point or text}"))
    notes = []
    if location.culprit_input_differs is True:
        notes.append("its inputs already differ: the pass may only treat a different input differently")
    elif location.culprit_input_differs is False:
        notes.append("its inputs are the same IR: the pass itself behaves differently")
    notes += [change.describe() for change in location.placement]
    items = "".join(f"<li>{esc(note)}</li>" for note in notes)
    return (f'<div class="panel locate" data-measure="{esc(measure)}"><div><strong>{esc(measure)}</strong>: first '
            f'difference at <span class="culprit">{esc(where)}</span></div><div>{esc(location.reason)}</div>'
            + (f"<ul>{items}</ul>" if items else "") + f'<div class="toolbar">{"".join(links)}</div></div>')
