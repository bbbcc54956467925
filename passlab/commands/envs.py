"""passlab envs: list, make or remove the per-Triton-version environments passlab keeps."""

from __future__ import annotations

import click

from passlab.commands.common import emit_json


@click.command("envs")
@click.option("--make", "make", multiple=True, metavar="VERSIONS",
              help="Make (or find) the environment of each version, e.g. --make 3.9 or --make 3.8.0,3.9.0.")
@click.option("--remove", "remove", multiple=True, metavar="VERSIONS",
              help="Delete cached environments passlab made, e.g. --remove 3.8.0 or --remove 3.7.1,3.8.0 "
                   "(others are never deleted).")
@click.option("--json", "as_json", is_flag=True, help="Print the list as JSON.")
def command(make, remove, as_json):
    """List the Triton environments in $PASSLAB_ENVS (default ~/.cache/passlab/envs); make or remove some.

    Each is <root>/triton-<version>/bin/python, made by 'passlab matrix' or '--make' with python -m venv
    and pip install triton==<version> (your pip configuration applies). Only environments passlab
    made (they carry its marker) can be removed here.

    \b
    Examples:
      passlab envs
      passlab envs --make 3.9          # the newest 3.9.x on the package index
      passlab envs --remove 3.8.0
      PASSLAB_ENVS=/work/venvs passlab envs --json
    """
    from passlab import settings
    from passlab.versions.envs import (VERSION_SPEC_RE, cached_environments, parse_triton_specs,
                                       remove_environment, resolve_environments, sweep_stale_staging)

    def say(line: str) -> None:
        click.echo(f"passlab: {line}", err=True)

    for swept in sweep_stale_staging():
        say(f"removed {swept}, left half-made by a passlab that was killed")
    removals = [item.strip() for text in remove for item in text.split(",")]
    for version in removals:  # every item checked before the first folder goes
        if not VERSION_SPEC_RE.match(version):
            raise click.UsageError(f"--remove {','.join(remove)!r}: {version!r} is not a Triton version "
                                   "(write versions like 3.7.1,3.8.0)")
    for version in removals:
        click.echo(f"removed {remove_environment(version)}")
    if make:
        for env in resolve_environments(parse_triton_specs(make), say):
            click.echo(f"Triton {env.version}: {env.python or 'this interpreter'} ({env.origin})"
                       + (f"; {env.note}" if env.note else ""))
    if make or remove:
        return
    found = cached_environments()
    if as_json:
        emit_json({"root": str(settings.envs_root()),
                   "environments": [{"version": e.version, "python": str(e.python), "made_by_passlab": e.made_by_passlab}
                                    for e in found]})
        return
    click.echo(f"{settings.envs_root()}: {len(found)} environment{'' if len(found) == 1 else 's'}" + ("" if found else
               " (passlab matrix --triton VERSION or passlab envs --make VERSION makes one)"))
    for e in found:
        click.echo(f"  {e.version:<10} {e.python}" + ("" if e.made_by_passlab else "  (not made by passlab)"))
