"""The barrier protocol tab: the protocol model's witness of each PROTO finding drawn as a sequence
diagram, or, for a clean warp-specialized kernel, one steady-state loop iteration of the first
schedule the model explored.

Partitions are columns and time runs downwards in the order the model ran the events. Each event
is a box in its partition's column (wait, arrive, expect, TMA load, MMA and local reads/writes);
an arrow goes from each arrival (or landed TMA load) that completed a barrier phase to the wait
that passed on it, as the model recorded it; the two accesses of a race are red and joined. The
findings are drawn from their ``witness`` detail (``passlab.checks.protocol.report``); only the
clean case runs the model again, once, on the first stage the checks explored.
"""

from __future__ import annotations

from pathlib import Path

from passlab.capture.trace import Trace
from passlab.checks.findings import CheckReport, Finding, Severity
from passlab.checks.protocol import PROTOCOL_STAGES, kernel_memory
from passlab.checks.protocol.events import Kind
from passlab.checks.protocol.explore import explore
from passlab.checks.protocol.interpret import KernelArgs
from passlab.checks.protocol.report import witness
from passlab.ir import parse_file
from passlab.report.page import Section, esc
from passlab.report.svg import Svg

DRAWN_RULES = ("PROTO001", "PROTO002", "PROTO006")
MAX_DIAGRAMS = 6            # findings drawn; the rest are listed with their text counterexample

# Layout (px): one column per partition, one row per event.
LANE_W = 330
BOX_W = 300
BOX_H = 18
ROW_H = 22
HEAD_H = 34
GAP_H = 18
PAD_X = 12
LOOP_BEND = 16              # how far an arrow between two events of one column bows out
LABEL_CHAR_W = 6.7          # width of one character of a box's label (11px monospace)
WHEN_CHAR_W = 5.6           # of its iteration/line text (10px sans)

OP_NAMES = {"warp_group_dot": "wgmma", "warp_group_dot_wait": "wgmma_wait"}   # short names in the boxes
KIND_NAMES = {"wait": "wait", "arrive": "arrive", "expect": "expect tx", "tma_load": "TMA load",
              "read": "read / MMA", "dot": "async MMA", "mma": "tcgen05 MMA / copy", "tc_commit": "tcgen05 commit",
              "write": "write"}


# -- labels ------------------------------------------------------------------------------------------
def _bytes(n: int) -> str:
    return f"{n // 1024} KiB" if n >= 1024 and n % 1024 == 0 else f"{n} B"


def event_label(step: dict) -> str:
    """The short text in an event's box (the tooltip has the model's full description)."""
    kind, bar, value = step["kind"], step["barrier"], step["value"]
    refs = ", ".join(step["refs"])
    op = step["op"].rsplit(".", 1)[-1]
    op = OP_NAMES.get(op, op)
    labels = {
        "wait": f"wait {bar} parity {value}",
        "arrive": f"arrive {bar} count {value}",
        "expect": f"expect {bar} +{_bytes(value)}",
        "tma_load": f"TMA load \u2192 {refs} on {bar}",
        "tma_store": f"TMA store \u2190 {refs}",
        "init": f"init {bar} count {value}",
        "inval": f"inval {bar}",
        "read": f"{op} reads {refs}",
        "write": f"{op} writes {refs}",
        "dot": f"wgmma (async) reads {refs}",
        "copy": f"cp.async \u2192 {refs}",
        "commit": "commit group",
        "mma": f"tcgen05 MMA on {refs}",
        "tmem_copy": f"tcgen05.cp on {refs}",
        "tc_commit": f"tcgen05 commit \u2192 {bar}",
        "fork": f"fork: run {value} of the WS op",
        "join": f"join: run {value} of the WS op",
    }
    if kind in ("dot_wait", "store_wait", "copy_wait"):
        return f"{op} {value}"
    return labels.get(kind, step["text"])


def _when(step: dict) -> str:
    """``it 0.1 · L168``: the loop iteration (or execution count) and the snapshot line."""
    loops = step.get("loops") or []
    when = "it " + ".".join(map(str, loops)) if loops else step["iteration"].replace("execution ", "exec ")
    return f"{when} \u00b7 L{step['line']}"


def _tooltip(step: dict) -> str:
    where = f"{step['source'] or 'no source line'}, snapshot line {step['line']}"
    what = ("RACING: " if step["racing"] else "") + ("BLOCKED: " if step["blocked"] else "") + step["text"]
    return f"{step['partition']} {step['iteration']}: {what} ({where})"


# -- the diagram ---------------------------------------------------------------------------------------
def lanes_of(steps: list[dict]) -> list[str]:
    """The partitions that appear, default (the producer in Triton's WS) first, then by name."""
    return sorted({s["partition"] for s in steps}, key=lambda name: (name != "default", name))


def draw_witness(steps: list[dict]) -> str:
    """The sequence diagram of a witness (``details["witness"]``) as inline SVG."""
    lanes = lanes_of(steps)
    left = {name: PAD_X + n * LANE_W for n, name in enumerate(lanes)}
    rows, gaps, y = [], [], HEAD_H
    for step in steps:
        if step["skipped_before"]:
            gaps.append((y, step["skipped_before"]))
            y += GAP_H
        rows.append(y)
        y += ROW_H
    svg = Svg("protocol-seq", role="img", data_events=len(steps))
    for name, x in left.items():
        svg.text(x + BOX_W / 2, 16, name, cls="lane-name", anchor="middle")
        svg.line(x + BOX_W / 2, 24, x + BOX_W / 2, y, cls="lifeline")
    for gap_y, count in gaps:
        svg.text(PAD_X + len(lanes) * LANE_W / 2 - (LANE_W - BOX_W) / 2, gap_y + 12,
                 f"\u22ee {count} step(s) of these partitions left out", cls="gap small muted", anchor="middle")
    for n, step in enumerate(steps):
        for source in step["released_by"]:
            _connect(svg, left, steps, rows, source, n, "release",
                     f"{steps[source]['text']} completed the phase that {step['text']} passed on")
    racing = [n for n, s in enumerate(steps) if s["racing"]]
    if len(racing) == 2:
        _connect(svg, left, steps, rows, racing[0], racing[1], "race-link",
                 "not ordered by any barrier phase", arrow=False)
    for n, step in enumerate(steps):
        _box(svg, left[step["partition"]], rows[n], step)
    svg.width = max(svg.width, PAD_X + len(lanes) * LANE_W)
    return svg.render()


def _box(svg: Svg, x: float, y: float, step: dict) -> None:
    classes = ["event", f"kind-{step['kind']}"] + [flag for flag in ("racing", "blocked") if step[flag]]
    svg.open_group(" ".join(classes), title=_tooltip(step), data_partition=step["partition"], data_line=step["line"],
                   data_kind=step["kind"], data_racing="1" if step["racing"] else None,
                   data_blocked="1" if step["blocked"] else None)
    svg.rect(x, y, BOX_W, BOX_H, rx=4)
    prefix = "\u26a0 " if step["racing"] else ("blocked: " if step["blocked"] else "")
    when = _when(step)
    room = int((BOX_W - 16 - len(when) * WHEN_CHAR_W) / LABEL_CHAR_W)
    label = prefix + event_label(step)
    svg.text(x + 6, y + 13, label if len(label) <= room else label[:room - 1] + "\u2026", cls="label")
    svg.text(x + BOX_W - 5, y + 13, when, cls="when small", anchor="end")
    svg.close_group()


def _connect(svg: Svg, left: dict, steps: list[dict], rows: list[float], a: int, b: int, cls: str, title: str,
             arrow: bool = True) -> None:
    """A line from event ``a``'s box to event ``b``'s (later) box: straight between columns, bowed
    out to the right within one column."""
    xa, xb = left[steps[a]["partition"]], left[steps[b]["partition"]]
    ya, yb = rows[a] + BOX_H / 2, rows[b] + BOX_H / 2
    if xa == xb:
        edge = xa + BOX_W
        bend = edge + LOOP_BEND
        svg.path(f"M {edge:g} {ya:g} C {bend:g} {ya:g} {bend:g} {yb:g} {edge:g} {yb:g}", cls=cls, arrow=arrow,
                 title=title)
        return
    start, end = (xa + BOX_W, xb) if xb > xa else (xa, xb + BOX_W)
    svg.line(start, ya, end, yb, cls=cls, arrow=arrow, title=title)


def _legend(racing: bool) -> str:
    keys = "".join(f'<span class="proto-key kind-{kind}">{esc(name)}</span>' for kind, name in KIND_NAMES.items())
    if racing:
        keys += '<span class="proto-key racing">racing access</span><span class="proto-key blocked">blocked wait</span>'
    return (f'<div class="proto-legend muted">{keys}'
            '<span class="proto-arrow">&#8594; released: the arrivals that completed the phase a wait passed on</span>'
            "</div>")


# -- findings --------------------------------------------------------------------------------------------
def _where(f: Finding) -> str:
    at = f"{Path(f.location.file).name}:{f.location.line}" if f.location else f"snapshot line {f.line}"
    return f"{at}, stage {f.stage or 'file'}"


def _finding_block(f: Finding, drawn: bool) -> str:
    details = dict(f.details)
    steps = details.get("witness") if drawn else None
    head = (f'<h3><span class="sev-{esc(f.severity.value)}">[{esc(f.rule)}]</span> '
            f'<span class="muted">{esc(_where(f))}</span></h3><p class="proto-message">{esc(f.message)}</p>')
    schedule = details.get("schedule")
    if schedule:
        head += f'<p class="muted">schedule: {esc(schedule)}</p>'
    if steps:
        body = f'<div class="drawing">{draw_witness(steps)}</div>'
    else:
        lines = details.get("counterexample") or []
        body = f'<pre class="proto-text">{esc(chr(10).join(map(str, lines)))}</pre>' if lines else ""
    return (f'<div class="proto-finding" data-rule="{esc(f.rule)}" data-stage="{esc(f.stage)}" '
            f'data-line="{f.line}">{head}{body}</div>')


def _findings_body(problems: list[Finding]) -> str:
    drawable = [f for f in problems if f.rule in DRAWN_RULES and dict(f.details).get("witness")]
    drawn = {id(f) for f in drawable[:MAX_DIAGRAMS]}
    intro = (f"<p>The protocol model found {len(problems)} problem(s). Each diagram is the model's witness: "
             "one column per partition, time downwards in the order the schedule ran the events.</p>")
    return intro + _legend(racing=True) + "".join(_finding_block(f, id(f) in drawn) for f in problems)


# -- a clean kernel: one steady-state iteration ------------------------------------------------------------
def steady_state(outcome, programs) -> tuple[list[int], dict[str, str]]:
    """Trail indices of iteration 1 of each partition's innermost loop that waits on a barrier (the
    ring is warm; iteration 0 when that loop ran once), and the iteration drawn per partition.
    Partitions whose waits are not in a loop the model saw as one (cf-branch loops) are matched by
    the second execution of each op instead."""
    chosen: dict[str, tuple[int, ...] | None] = {}
    for program in programs:
        depth = max((len(e.loops) for e in program.events if e.kind is Kind.WAIT), default=0)
        if not depth:
            chosen[program.name] = None
            continue
        target = (0,) * (depth - 1) + (1,)
        if not any(tuple(e.loops[:depth]) == target for e in program.events):
            target = (0,) * depth
        chosen[program.name] = target
    picked = []
    for i, (who, event) in enumerate(outcome.trail):
        if who not in chosen:
            continue      # "main": the code before the partitions fork
        target = chosen[who]
        if target is None:
            steady = event.occurrence == 1
        else:
            steady = tuple(event.loops[:len(target)]) == target
        if steady:
            picked.append(i)
    labels = {name: ("iteration " + ".".join(map(str, t)) if t else "execution 1") for name, t in chosen.items()}
    return picked, labels


def _explored_stage(trace: Trace, report: CheckReport) -> tuple[Finding, Path] | None:
    """The coverage note (PROTO000) of the first stage the protocol checks ran the model on, and its
    snapshot."""
    ran = {f.stage: f for f in report.findings if f.rule == "PROTO000" and dict(f.details).get("schedules")}
    for stage in PROTOCOL_STAGES:
        if stage in ran:
            entry = (trace.stages.get(stage) or {}).get("snapshot") if stage else None
            return ran[stage], (trace.path / entry) if entry else Path(ran[stage].snapshot)
    return None


def _clean_body(note: Finding, path: Path, memory: dict | None = None) -> str:
    """The model run again (once) on the stage the checks explored first, and iteration 1 of the
    first schedule drawn; the coverage note says how much the clean verdict covers."""
    stage = note.stage or "file"
    verdict = ("<p>No protocol findings: in every schedule the model explored, each shared-memory write "
               "happens before its reads and each read before the next write.</p>"
               f'<p class="muted">{esc(note.message)} (stage {esc(stage)})</p>')
    if not path.is_file():
        return verdict + f'<p class="muted proto-reason">{esc(path)} is gone: no schedule to draw.</p>'
    # the arguments the checks chose, and only the schedule drawn: no second search
    given = dict(note.details).get("args") or {}
    # the contents the checks were given (the manifest's, or `check --memory`'s), as the note recorded them
    contents = {n: tuple(v) for n, v in (given.get("memory") or memory or {}).items()}
    args = KernelArgs(given["default"], dict(given["named"]), contents) if "default" in given else None
    exploration = explore(parse_file(path), args=args, first_schedules=1,
                          sync_mma=bool(dict(note.details).get("sync_mma")))
    total = dict(note.details).get("schedules") or len(exploration.outcomes)
    outcome = exploration.outcomes[0] if exploration.outcomes else None
    picked, labels = steady_state(outcome, exploration.programs) if outcome else ([], {})
    if not picked:
        return verdict + '<p class="muted proto-reason">The explored schedule ran no loop iteration to draw.</p>'
    drawn = ", ".join(f"{esc(name)} {esc(label)}" for name, label in labels.items())
    return (verdict + f"<p>Drawn: one steady-state iteration (<b>{drawn}</b>; loop iterations outermost first) "
            f"of schedule 1 of {total}: "
            f"<i>{esc(outcome.schedule.describe(exploration.names))}</i>, stage {esc(stage)}.</p>"
            + _legend(racing=False)
            + f'<div class="drawing proto-steady" data-stage="{esc(note.stage)}">'
            f"{draw_witness(witness(outcome, [(i, 0) for i in picked]))}</div>")


def _reason(report: CheckReport) -> str:
    not_run = [f for f in report.findings if f.rule == "PROTO000" and not dict(f.details).get("schedules")]
    if not_run:
        return f"{not_run[0].message} (stage {not_run[0].stage or 'file'})."
    return "No warp-specialized partitions in the checked stages: the protocol model has no barrier protocol to replay."


def protocol_section(trace: Trace, report: CheckReport | None) -> Section | None:
    """The Protocol tab: one diagram per protocol finding, or a clean kernel's steady state, or why
    there is nothing to draw."""
    if report is None:
        return None
    problems = [f for f in report.findings if f.rule.startswith("PROTO") and f.severity is not Severity.NOTE]
    if problems:
        errors = sum(f.severity is Severity.ERROR for f in problems)
        return Section("protocol", "Protocol", _findings_body(problems),
                       badge=f"{errors} error(s)" if errors else f"{len(problems)} warning(s)", alert=errors > 0)
    explored = _explored_stage(trace, report)
    if explored is not None:
        # "clean" only where the model's coverage note says every ring slot was reused twice
        covered = bool(dict(explored[0].details).get("covered"))
        body = _clean_body(*explored, kernel_memory(trace.manifest))
        return Section("protocol", "Protocol", body, badge="clean" if covered else "partly covered")
    return Section("protocol", "Protocol", f'<p class="muted proto-reason">{esc(_reason(report))}</p>')
