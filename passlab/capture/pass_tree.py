"""The pass records of a trace as a tree: which pass ran inside which, and what each one changed.

MLIR prints a pass that another pass runs in its own pass manager (``runPipeline``) like a
top-level one; the release line's ``NestedPipeline`` table says which passes nest. Enters: the
flat pass records ``trace._write_passes`` built from the "Before" snapshots. Leaves: the same
records with ``parent``/``depth``, ``after``/``changed``/``ops_after`` and, where MLIR dumped no
IR between a last child and its parent's own rewrite, ``after_includes``.
"""

from __future__ import annotations

import re

from passlab.capture.snapshots import RawSnapshot
from passlab.capture.stages import NestedPipeline


def dump_problems(befores: list[RawSnapshot]) -> list[dict]:
    """The dump headers passlab could not read: each still starts a snapshot, and is listed here."""
    return [{"kind": "unreadable-header", "stream": snap.stream, "line": snap.line, "text": snap.header[:500],
             "snapshot_index": index}
            for index, snap in enumerate(befores) if snap.unreadable]


def nest_passes(passes: list[dict], nested: tuple[NestedPipeline, ...]) -> None:
    """Set each pass record's ``parent`` (index) and ``depth`` from the release's nested pipelines.

    The dump lists a nested pass right after its parent's "Before" header, like a top-level one;
    a pass belongs to the innermost open parent that runs it, and the first pass no open parent
    runs closes them.
    """
    pipelines = {n.parent: n for n in nested}
    open_parents: list[int] = []
    for record in passes:
        while open_parents and not pipelines[passes[open_parents[-1]]["arg"]].runs_inside(
                record["arg"], record["anchor"]):
            open_parents.pop()
        record["parent"] = open_parents[-1] if open_parents else None
        record["depth"] = len(open_parents)
        if record["arg"] in pipelines:
            open_parents.append(record["index"])


# A module at the top level of a snapshot, pretty or generic (the IR of a failed pass):
# module attributes {"ttg.num-warps" = 4 : i32} {     |     "builtin.module"() ({
MODULE_LINE_RE = re.compile(r'^(?:module\b|"builtin\.module"\(\))', re.M)
MODULE_SCOPE = "builtin.module"


def snapshot_scope(snap: RawSnapshot) -> str:
    """What a snapshot holds: the whole module, or only the op its pass ran on.

    Triton prints at module scope (a pass on ``tt.func @k`` or ``llvm.func @k`` dumps the whole
    module, 3.6 to 3.9), so consecutive snapshots follow each other whatever their anchors; a dump
    that holds only the anchored op (crafted, or another printer) is followed by its anchor's next one.
    """
    return MODULE_SCOPE if MODULE_LINE_RE.search(snap.text) else snap.anchor


def link_afters(passes: list[dict], nested: tuple[NestedPipeline, ...], scopes: list[str] | None = None) -> None:
    """Each pass's ``after``: the next snapshot of its scope once it and its nested passes ran.

    A parent's after is the IR after its last child, so its change holds its children's. A child
    looks for its after inside its parent only; past the parent's last child it is the parent's
    after, and when the parent rewrites after its pipeline (``rewrites_after``) that IR holds the
    parent's own work too: the child's change cannot be told apart (``after_includes`` names the
    parent, ``changed`` stays None) rather than being credited with it.
    """
    pipelines = {n.parent: n for n in nested}
    end = [record["index"] for record in passes]  # the last index of each pass's subtree
    for record in reversed(passes):
        if record["parent"] is not None:
            end[record["parent"]] = max(end[record["parent"]], end[record["index"]])

    scope = scopes or [record["anchor"] for record in passes]

    def next_of(record: dict, stop: int) -> dict | None:
        return next((later for later in passes[end[record["index"]] + 1:stop + 1]
                     if scope[later["index"]] == scope[record["index"]]), None)

    for record in passes:  # parents before their children: a child may take its parent's after
        parent = record["parent"]
        if parent is None:
            later = next_of(record, len(passes) - 1)
            after = later["snapshot"] if later else None
            ops_after = later["ops"] if later else None
            shared_with = None
        else:
            pipeline = pipelines[passes[parent]["arg"]]
            later = next_of(record, end[parent])
            if later is not None:
                after, ops_after = later["snapshot"], later["ops"]
                shared_with = parent if pipeline.rewrites_between else None
            elif scope[record["index"]] == scope[parent] and passes[parent]["after"] is not None:
                after, ops_after = passes[parent]["after"], passes[parent].get("ops_after")
                shared_with = parent if pipeline.rewrites_after else None
            else:
                after, ops_after, shared_with = None, None, None
        record["after"] = after
        if after is None:
            continue
        if shared_with is not None:
            record["after_includes"] = shared_with
            record["changed"] = None if after != record["snapshot"] else False
            continue
        record["changed"] = after != record["snapshot"]
        record["ops_after"] = ops_after


def problems_line(manifest: dict) -> str | None:
    """One line for the dump headers passlab could not read (each still started its own snapshot)."""
    problems = [p for p in manifest.get("problems") or [] if p.get("kind") == "unreadable-header"]
    if not problems:
        return None
    first = problems[0]
    return (f"warning: {len(problems)} dump header(s) passlab cannot read, each kept as its own snapshot "
            f"(first: {first.get('stream')} line {first.get('line')}: {str(first.get('text'))[:160]})")
