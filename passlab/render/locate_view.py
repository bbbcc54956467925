"""Terminal view of a ``Location`` (``passlab locate``): the aligned pipelines, the measure along
them up to the pass that made A and B differ, that pass, and its input -> output diff in each trace.

Steps where nothing moved (same pass in both, the measure unchanged in both) are left out of the
table and counted; ``--json`` has every step.
"""

from __future__ import annotations

from rich.console import Console
from rich.table import Table
from rich.text import Text

from passlab.diff.locate import Location, StepValues
from passlab.render.diff_view import diff_console, print_point

KIND_STYLE = {"added": "green", "removed": "red", "moved": "yellow", "renamed": "cyan", "options": "cyan"}


def print_location(location: Location, console: Console | None = None, show_ir: bool = True) -> None:
    if console is None:
        console = diff_console()
    console.print(Text.assemble(("a: ", "bold"), location.a_label))
    console.print(Text.assemble(("b: ", "bold"), location.b_label))
    console.print(Text.assemble(("measure: ", "bold"), location.measure.name))
    counts = ", ".join(f"{n} {kind}" for kind, n in sorted(location.alignment.items(), key=lambda kv: -kv[1]))
    console.print(Text(f"aligned pipelines: {sum(location.alignment.values())} steps ({counts})"))
    if location.final is not None:
        a, b = location.final
        console.print(Text(f"final {location.measure.name} (compile metadata): {a} -> {b}"))
    if location.steps:
        _steps_table(location, console)
    if location.input_differs:
        console.print(Text.assemble(("first difference: ", "bold"), ("the input of the first pass", "bold yellow")))
        console.print(Text(f"  {location.reason}"))
        if location.inputs_diff is not None:
            print_point(location.inputs_diff, console, show_ir=show_ir)
    elif location.culprit is not None:
        step = location.culprit.step
        where = " / ".join(f"{side} #{r['index']} {r['arg']}" for side, r in (("a", step.a), ("b", step.b)) if r)
        console.print(Text.assemble(("first difference: ", "bold"), (where, "bold yellow")))
        console.print(Text(f"  {location.reason}"))
        if location.culprit_input_differs is True:
            console.print(Text("  its inputs already differ (normalized IR): the pass may only treat a different input "
                               "differently; what differs in its input:"))
            print_point(location.culprit_inputs, console, show_ir=False)
        elif location.culprit_input_differs is False:
            console.print(Text("  its inputs are the same IR: the pass itself behaves differently"))
        if location.placement:
            console.print(Text(f"  its output places these buffers differently ({location.a_label} -> "
                               f"{location.b_label}):"))
            for change in location.placement:
                console.print(Text(f"    {change.describe()}"))
        for point in (location.a_diff, location.b_diff):
            if point is not None:
                print_point(point, console, show_ir=show_ir)
    else:
        console.print(Text(location.reason, style="green"))
    if location.unreadable:
        console.print(Text(f"({len(location.unreadable)} snapshot(s) the measure could not be read from: "
                           f"{location.unreadable[0]} ...)", style="dim"))


def _steps_table(location: Location, console: Console) -> None:
    table = Table(title=f"{location.measure.name} after each step (up to the first difference)",
                  title_justify="left", box=None, pad_edge=False)
    for column in ("#a", "#b", "pass", "step", "a", "b"):
        table.add_column(column)
    hidden = 0
    for values in location.steps:
        if not _worth_a_row(values, location):
            hidden += 1
            continue
        step = values.step
        table.add_row(str(step.a["index"]) if step.a else "", str(step.b["index"]) if step.b else "",
                      Text(step.describe()), Text(step.kind, style=KIND_STYLE.get(step.kind, "")),
                      _cell(values.a_before, values.a_after, step.a is not None),
                      _cell(values.b_before, values.b_after, step.b is not None))
    console.print(table)
    if hidden:
        console.print(Text(f"({hidden} steps run by both with {location.measure.name} unchanged not shown; "
                           "--json lists every step)", style="dim"))


def _worth_a_row(values: StepValues, location: Location) -> bool:
    if values is location.culprit or values.step.kind != "same":
        return True
    return _moved(values.a_before, values.a_after) or _moved(values.b_before, values.b_after)


def _moved(before, after) -> bool:
    return before is not None and after is not None and before != after


def _cell(before, after, present: bool) -> Text:
    if not present:
        return Text("-", style="dim")
    if before is None and after is None:
        return Text("")
    if before is None or after is None or before == after:
        return Text(str(before if after is None else after))
    return Text(f"{before} -> {after}", style="yellow")
