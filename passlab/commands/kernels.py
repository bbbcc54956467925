"""passlab kernels: list the built-in kernels and their named configs."""

from __future__ import annotations

import click

from passlab.commands.common import emit_json


@click.command("kernels")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
def command(as_json):
    """List the built-in kernels with their configs and parameters.

    \b
    Example:
      passlab kernels
    """
    from passlab.frontend import registry

    rows = []
    for name in registry.names():
        spec = registry.get(name)
        rows.append({"name": name, "description": spec.description, "default_config": spec.default_config,
                     "configs": {c.name: {"params": dict(spec.defaults) | dict(c.params), "description": c.description}
                                 for c in spec.configs.values()}})
    if as_json:
        emit_json(rows)
        return
    for row in rows:
        click.echo(f"{row['name']}: {row['description']}")
        width = max(map(len, row["configs"]), default=0)   # config names line up per kernel
        for cname, cfg in row["configs"].items():
            click.echo(f"  {cname:<{width}}  {cfg['description']}")
