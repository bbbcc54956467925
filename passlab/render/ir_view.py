"""Op listings for ``passlab show``: which ops a stage has and which kernel line each came from.

Built for snapshots of tens of megabytes: each op's partition comes from one pre-order pass
(not a walk up per op), its details are read without being kept on the op, rows hold only
what is printed, and output goes out in chunks of rows rather than a write per line.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path

import click

from passlab.errors import UsageError
from passlab.ir import Module, Operation
from passlab.ir.locations import source_line
from passlab.ir.nesting import innermost

WS_OP = "ttg.warp_specialize"
WS_PARTITIONS = "ttg.warp_specialize.partitions"
ROWS_PER_WRITE = 512


@dataclass(slots=True)  # one per op of the snapshot: no per-row __dict__
class OpRow:
    line: int
    name: str
    results: list[str]
    partition: str | None
    loc: str | None
    text: str

    def to_json(self) -> dict:
        return asdict(self)


def partition_of(op: Operation, ws_regions: dict[int, str | None] | None = None) -> str | None:
    """'default' / 'partitionN' for ops inside ttg.warp_specialize; 'taskN[,M]' from async_task_id; else None.

    ``ws_regions`` (from ``ws_regions_of``) answers the first case for every op of a module at once."""
    if ws_regions is not None and id(op) in ws_regions:
        found = ws_regions[id(op)]
    else:
        found = None
        node = op
        while node is not None and found is None:
            found = _ws_region_label(node)
            node = node.parent
    if found is not None:
        return found
    tag = op.peek_details().attributes.get("async_task_id")
    if isinstance(tag, list) and tag:
        return ",".join(f"task{t}" for t in tag)
    return None


def ws_regions_of(module: Module) -> dict[int, str | None]:
    """id(op) -> the WS region label of the innermost ``ttg.warp_specialize`` region holding it."""
    return innermost(module.walk(), _ws_region_label)


def _ws_region_label(op: Operation) -> str | None:
    """The label when ``op`` sits directly in a region of a ``ttg.warp_specialize`` (or its partitions op)."""
    outer = op.parent
    region = op.region
    if outer is None or region is None:
        return None
    if outer.name == WS_OP and region.index == 0:
        return region.name or "default"
    if outer.name == WS_PARTITIONS:
        return region.name or f"partition{region.index}"
    return None


def _partition_matches(selector: str, found: str | None) -> bool:
    if found is None:
        return False
    wanted = selector.strip()
    if wanted.isdigit():
        return found == f"partition{wanted}" or f"task{wanted}" in found.split(",")
    return found == wanted or wanted in found.split(",")


def list_ops(module: Module, op_names=(), partition: str | None = None) -> list[OpRow]:
    names = set(op_names)
    rows = []
    ws_regions = ws_regions_of(module)
    for op in module.walk():
        if op.implicit or op.name in ("builtin.module", WS_PARTITIONS):
            continue
        if names and op.name not in names:
            continue
        part = partition_of(op, ws_regions)
        if partition is not None and not _partition_matches(partition, part):
            continue
        loc = op.peek_details().loc
        rows.append(OpRow(op.line, op.name, [v.name for v in op.results], part, str(loc) if loc else None, op.text))
    if partition is not None and not rows and not names:
        found = sorted({p for op in module.walk() if (p := partition_of(op, ws_regions))})
        where = (f"this snapshot's partitions: {', '.join(found)}" if found
                 else "this snapshot has none: partitions exist only in WS stages")
        raise UsageError(f"no ops in partition '{partition}' ({where})")
    if names and not rows:
        known = {op.name for op in module.walk()}
        for name in sorted(names - known):
            close = sorted(k for k in known if k.split(".", 1)[-1] == name.split(".", 1)[-1])
            if close:
                raise UsageError(f"no op {name} in this snapshot; did you mean {', '.join(close)}?")
    return rows


def print_ops(rows: list[OpRow], path: Path, with_source: bool = True) -> None:
    click.echo(f"{path}: {len(rows)} ops")
    lines: list[str] = []
    for k, row in enumerate(rows, 1):
        results = ", ".join(row.results)
        head = f"{row.line:>6}  {row.name}" + (f" -> {results}" if results else "")
        if row.partition:
            head += f"  [{row.partition}]"
        lines.append(head)
        if row.loc:
            lines.append(f"        at {row.loc}")
            if with_source:
                file, _, rest = row.loc.rpartition(":")
                file, _, line = file.rpartition(":")
                text = (source_line(file, int(line)) or "").rstrip() if line.isdigit() else ""
                if text:
                    lines.append(f"        | {text.strip()}")
        if k % ROWS_PER_WRITE == 0 or k == len(rows):
            click.echo("\n".join(lines))
            lines.clear()
