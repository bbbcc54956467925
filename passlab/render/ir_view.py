"""Op listings for ``passlab show``: which ops a stage has and which kernel line each came from."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path

import click

from passlab.errors import UsageError
from passlab.ir import Module, Operation
from passlab.ir.locations import source_line


@dataclass
class OpRow:
    line: int
    name: str
    results: list[str]
    partition: str | None
    loc: str | None
    text: str

    def to_json(self) -> dict:
        return asdict(self)


def partition_of(op: Operation) -> str | None:
    """'default' / 'partitionN' for ops inside ttg.warp_specialize; 'taskN[,M]' from async_task_id; else None."""
    inner = op
    for outer in op.ancestors():
        if outer.name == "ttg.warp_specialize" and inner.region is not None and inner.region.index == 0:
            return inner.region.name or "default"
        if outer.name == "ttg.warp_specialize.partitions" and inner.region is not None:
            return inner.region.name or f"partition{inner.region.index}"
        inner = outer
    tag = op.attributes.get("async_task_id")
    if isinstance(tag, list) and tag:
        return ",".join(f"task{t}" for t in tag)
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
    for op in module.walk():
        if op.implicit or op.name in ("builtin.module", "ttg.warp_specialize.partitions"):
            continue
        if names and op.name not in names:
            continue
        part = partition_of(op)
        if partition is not None and not _partition_matches(partition, part):
            continue
        loc = op.loc
        rows.append(OpRow(op.line, op.name, [v.name for v in op.results], part, str(loc) if loc else None, op.text))
    if partition is not None and not rows and not names:
        raise UsageError(f"no ops in partition '{partition}' (partitions exist only in WS stages)")
    return rows


def print_ops(rows: list[OpRow], path: Path, with_source: bool = True) -> None:
    click.echo(f"{path}: {len(rows)} ops")
    for row in rows:
        results = ", ".join(row.results)
        head = f"{row.line:>6}  {row.name}" + (f" -> {results}" if results else "")
        if row.partition:
            head += f"  [{row.partition}]"
        click.echo(head)
        if row.loc:
            click.echo(f"        at {row.loc}")
            if with_source:
                file, _, rest = row.loc.rpartition(":")
                file, _, line = file.rpartition(":")
                text = (source_line(file, int(line)) or "").rstrip() if line.isdigit() else ""
                if text:
                    click.echo(f"        | {text.strip()}")
