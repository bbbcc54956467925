"""One interpreter per Triton version: this one, one the user names, or a virtual environment
passlab makes with ``python -m venv`` + ``pip install triton==X`` and keeps under ``PASSLAB_ENVS``.

An environment is built in a hidden sibling (``.triton-X.tmp-<pid>-*``, marked as passlab's) and
renamed to ``triton-X/`` only once pip succeeded and its Python imports Triton X, so a Ctrl-C or a
failed pip never leaves a ``triton-X/bin/python`` that looks ready (``tests/triton_envs.py`` and
the next run take that path as ready). One lock per version: a second passlab waits for the first.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import re
import shlex
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from importlib import metadata as importlib_metadata
from pathlib import Path
from typing import Callable, Iterable

from passlab import disk, settings
from passlab.errors import UsageError

ENV_KIND = "environment"   # the owner marker of environments passlab made (and may remove)
Progress = Callable[[str], None]

# A version as the user writes it: "3.9" (the newest 3.9.x), "3.9.0", "3.7.1".
VERSION_SPEC_RE = re.compile(r"^(?P<major>\d+)\.(?P<minor>\d+)(?:\.(?P<patch>\d+))?$")
# An installed Triton's version, which may carry a local or pre-release tail: "3.6.0", "3.6.0+git1a2b".
INSTALLED_VERSION_RE = re.compile(r"^\d+\.\d+(?:\.\d+)?[\w.+-]*$")
# `pip index versions triton` (pip >= 21.2): "Available versions: 3.9.0, 3.8.0, 3.7.1, ..."
PIP_AVAILABLE_RE = re.compile(r"^Available versions:\s*(?P<versions>.+)$", re.M)
# Lines of pip's output worth a progress line: "Collecting triton==3.9.0", "Downloading triton-...whl (190 MB)".
PIP_PROGRESS_RE = re.compile(r"^\s*(Collecting|Downloading|Using cached|Installing|Successfully)")
HEARTBEAT_SECONDS = 20
# The oldest release line passlab maps (passlab.capture.stages): an older Triton is refused before pip.
OLDEST_SUPPORTED = (3, 6)
# A staging folder of any version's environment: ".triton-3.9.0.tmp-4242-a1b2c3" (the PID is its writer).
STAGING_DIR_RE = re.compile(r"^\.triton-(?P<version>\d+\.\d+\.\d+)\.(?:tmp|old)-(?P<pid>\d+)-[0-9a-f]+$")
ENV_DIR_RE = re.compile(r"^triton-(?P<version>\d+\.\d+\.\d+[\w.+-]*)$")


@dataclass(frozen=True)
class TritonSpec:
    """One item of ``--triton``: a version, an interpreter, or both (``3.9=/path/python``)."""

    text: str                  # as written
    version: str | None        # "3.9", "3.7.1"; None for an interpreter alone
    python: str | None = None  # an interpreter the user named

    @property
    def is_full(self) -> bool:
        return self.version is not None and VERSION_SPEC_RE.match(self.version).group("patch") is not None

    def matches(self, installed: str) -> bool:
        """Whether an installed version satisfies this spec ("3.9" takes 3.9.0 and 3.9.1+local)."""
        if self.version is None:
            return True
        return release_of(installed) == self.version if self.is_full else \
            release_of(installed).split(".")[:2] == self.version.split(".")


@dataclass(frozen=True)
class Environment:
    """The interpreter that runs one version's compiles."""

    spec: str                  # what the user asked for
    version: str               # the Triton version it imports, e.g. "3.9.0"
    python: str | None         # None: this interpreter (no --python)
    origin: str                # current | given | cached | made
    note: str = ""             # how the spec was resolved, e.g. "3.9 -> 3.9.0, the newest 3.9.x on the index"


@dataclass(frozen=True)
class CachedEnvironment:
    """A ``<PASSLAB_ENVS>/triton-<version>/`` folder."""

    version: str
    path: Path
    made_by_passlab: bool      # carries passlab's marker: `passlab envs --remove` may delete it

    @property
    def python(self) -> Path:
        return self.path / "bin" / "python"


def release_of(version: str) -> str:
    """``3.6.0+git1a2b`` -> ``3.6.0``: the release a local build was made from."""
    match = re.match(r"\d+(?:\.\d+)*", version)
    return match.group(0) if match else version


def parse_triton_specs(texts: Iterable[str]) -> list[TritonSpec]:
    """``--triton`` values (each may hold several, comma-separated) as specs; UsageError when one is malformed."""
    specs: list[TritonSpec] = []
    for text in texts:
        for item in (part.strip() for part in text.split(",")):
            if not item:
                raise UsageError(f"--triton {text!r}: an empty item (write versions like 3.6,3.7.1,3.9)")
            specs.append(parse_triton_spec(item))
    if not specs:
        raise UsageError("--triton needs at least one version, e.g. --triton 3.6,3.9")
    seen: set[str] = set()
    for spec in specs:
        key = spec.version or spec.python or ""
        if key in seen:
            raise UsageError(f"--triton names {key} twice")
        seen.add(key)
    return specs


def check_version_spec(item: str, version: str) -> None:
    """Refuse what pip would take differently or passlab cannot map: "03.9.0" (pip reads 3.9.0, the
    environment folder would not), and releases older than 3.6."""
    parts = version.split(".")
    if any(len(p) > 1 and p.startswith("0") for p in parts):
        raise UsageError(f"--triton {item!r}: a leading zero in {version}; write "
                         f"{'.'.join(str(int(p)) for p in parts)}")
    if tuple(int(p) for p in parts[:2]) < OLDEST_SUPPORTED:
        raise UsageError(f"--triton {item!r}: passlab supports Triton 3.6 and later, not {version}")


def parse_triton_spec(item: str) -> TritonSpec:
    version, sep, python = item.partition("=")
    if sep:
        if not VERSION_SPEC_RE.match(version.strip()) or not python.strip():
            raise UsageError(f"--triton {item!r}: expected VERSION=PYTHON, e.g. 3.9=/opt/triton39/bin/python")
        check_version_spec(item, version.strip())
        return TritonSpec(item, version.strip(), python.strip())
    if VERSION_SPEC_RE.match(item):
        check_version_spec(item, item)
        return TritonSpec(item, item)
    if "/" in item or os.path.exists(item):
        return TritonSpec(item, None, item)
    raise UsageError(f"--triton {item!r} is not a version (3.9, 3.7.1), VERSION=PYTHON or a path to a Python")


def current_triton() -> str | None:
    """The Triton version this interpreter imports (None when it has none)."""
    try:
        return importlib_metadata.version("triton")
    except importlib_metadata.PackageNotFoundError:
        return None


def environment_path(version: str) -> Path:
    return settings.envs_root() / f"triton-{version}"


def envs_root_checked() -> Path:
    """``PASSLAB_ENVS``, refused with one line when it names something other than a folder."""
    root = settings.envs_root()
    if os.path.lexists(root) and not root.is_dir():
        raise UsageError(f"PASSLAB_ENVS={root} is not a folder (it names where passlab keeps Triton environments)")
    return root


def sweep_stale_staging() -> list[Path]:
    """Remove the staging folders, of any version, that a killed passlab left under ``PASSLAB_ENVS``:
    only those carrying passlab's environment marker whose writer (the PID in the name) is gone."""
    root = envs_root_checked()
    removed = []
    try:
        entries = list(root.iterdir()) if root.is_dir() else []
    except OSError:
        return []
    for entry in entries:
        match = STAGING_DIR_RE.match(entry.name)
        if not match or entry.is_symlink() or disk.process_alive(int(match.group("pid"))):
            continue
        if disk.owner_of(entry) == ENV_KIND and disk.remove_owned(entry, ENV_KIND):
            removed.append(entry)
    return removed


def cached_environments() -> list[CachedEnvironment]:
    """The ready environments under ``PASSLAB_ENVS`` (staging folders are hidden, never listed), oldest version first."""
    root = envs_root_checked()
    if not root.is_dir():
        return []
    found = []
    for entry in root.iterdir():
        match = ENV_DIR_RE.match(entry.name)
        if match and not entry.is_symlink() and (entry / "bin" / "python").exists():
            found.append(CachedEnvironment(match.group("version"), entry, disk.owner_of(entry) == ENV_KIND))
    return sorted(found, key=lambda e: version_key(e.version))


def version_key(version: str) -> tuple:
    return tuple(int(p) for p in release_of(version).split("."))


def plan_environment(spec: TritonSpec, progress: Progress = lambda line: None) -> Environment:
    """The interpreter for ``spec`` without making anything: origin ``missing`` (python None) when
    its environment must still be made.

    The current interpreter serves a spec its Triton satisfies; a named interpreter is asked for
    its version (and must match a version given with it); "3.9" is the newest 3.9.x the package
    index offers (without an index: the newest 3.9.x already here, with a note). A full version
    to be made must be on the index when one answers, so no venv is built for a version pip lacks.
    """
    from passlab.capture.trace import interpreter_triton
    if spec.python is not None:
        if not Path(spec.python).is_file():
            raise UsageError(f"--triton {spec.text}: no such Python interpreter: {spec.python}")
        try:
            found = interpreter_triton(spec.python)
        except UsageError as exc:
            raise UsageError(f"--triton {spec.text}: " + exc.message.removeprefix("--python ")) from None
        if spec.version is not None and not spec.matches(found):
            raise UsageError(f"--triton {spec.text}: {spec.python} imports Triton {found}, not {spec.version}")
        return Environment(spec.text, found, str(Path(spec.python).absolute()), "given")
    current = current_triton()
    if current is not None and spec.matches(current):
        note = "" if spec.version == current else f"{spec.version} -> {current}, this interpreter's Triton"
        return Environment(spec.text, current, None, "current", note)
    version, note = resolve_version(spec, progress)
    for cached in cached_environments():
        if cached.version == version:
            return Environment(spec.text, version, str(cached.python), "cached", note)
    if spec.is_full:
        check_on_index(spec)
    return Environment(spec.text, version, None, "missing", note)


def check_on_index(spec: TritonSpec) -> None:
    """UsageError when the package index answers and lacks ``spec``'s full version; without an index, nothing."""
    try:
        offered = index_versions()
    except UsageError:
        return
    if spec.version not in offered:
        raise UsageError(f"--triton {spec.text}: the package index offers no Triton {spec.version} "
                         f"(it offers {', '.join(offered[:8]) or 'none'})")


def resolve_environment(spec: TritonSpec, progress: Progress = lambda line: None) -> Environment:
    """The interpreter for ``spec``, making (and caching) its environment when none exists."""
    return make_planned(plan_environment(spec, progress), progress)


def make_planned(env: Environment, progress: Progress = lambda line: None) -> Environment:
    if env.origin != "missing":
        return env
    python, made = make_environment(env.version, progress)
    return dataclasses.replace(env, python=str(python), origin="made" if made else "cached")


def resolve_environments(specs: list[TritonSpec], progress: Progress = lambda line: None) -> list[Environment]:
    """Every spec's interpreter: all resolved first (so two specs of one version are refused, e.g.
    3.9.0 and 3.9, which would trace into one directory), then the missing environments made."""
    planned = [plan_environment(spec, progress) for spec in specs]
    seen: dict[tuple, Environment] = {}
    for env in planned:
        made_python = str(environment_path(env.version) / "bin" / "python")
        key = (env.version, env.python or ("current" if env.origin == "current" else made_python))
        if key in seen:
            raise UsageError(f"--triton {seen[key].spec} and {env.spec} both name Triton {env.version} "
                             f"({'this interpreter' if env.origin == 'current' else key[1]}); give it once")
        seen[key] = env
    return [make_planned(env, progress) for env in planned]


def resolve_version(spec: TritonSpec, progress: Progress) -> tuple[str, str]:
    """The full version a spec names, and a note saying how "3.9" was resolved."""
    if spec.is_full:
        return spec.version, ""
    try:
        offered = index_versions()
    except UsageError as exc:
        local = [e.version for e in cached_environments() if spec.matches(e.version)]
        if not local:
            raise UsageError(f"--triton {spec.text}: {exc.message}") from None
        return local[-1], f"{spec.version} -> {local[-1]}, the newest here (the package index could not be read)"
    matching = sorted((v for v in offered if spec.matches(v) and re.fullmatch(r"[\d.]+", v)), key=version_key)
    if not matching:
        raise UsageError(f"--triton {spec.text}: the package index offers no Triton {spec.version}.x "
                         f"(it offers {', '.join(offered[:8]) or 'none'})")
    progress(f"Triton {spec.version} resolved to {matching[-1]} (the newest {spec.version}.x on the package index)")
    return matching[-1], f"{spec.version} -> {matching[-1]}, the newest {spec.version}.x on the package index"


def pip_command(python: str) -> list[str]:
    """How passlab runs pip: ``$PASSLAB_PIP`` (a command line) or ``python -m pip``."""
    given = settings.PIP_COMMAND.get()
    return shlex.split(given) if given else [python, "-m", "pip"]


def index_versions() -> list[str]:
    """The Triton versions the package index offers this interpreter (the user's pip config applies)."""
    command = [*pip_command(sys.executable), "index", "versions", "triton"]
    try:
        proc = subprocess.run(command, capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.SubprocessError) as exc:
        raise UsageError(f"cannot ask the package index for Triton's versions ({exc})") from None
    match = PIP_AVAILABLE_RE.search(proc.stdout)
    if proc.returncode != 0 or not match:
        last = (proc.stderr.strip().splitlines() or ["no answer"])[-1]
        raise UsageError(f"cannot ask the package index for Triton's versions (pip: {last[:200]}); "
                         "give a full version such as 3.9.0, or a pip that can in $PASSLAB_PIP")
    return [v.strip() for v in match.group("versions").split(",") if v.strip()]


def make_environment(version: str, progress: Progress = lambda line: None) -> tuple[Path, bool]:
    """``<PASSLAB_ENVS>/triton-<version>/bin/python``, made with venv + pip unless it is there already
    (then False: another passlab made it while this one waited).

    Built in a marked hidden sibling and renamed into place once its Python imports Triton
    ``version``; an interrupt or a failure removes the sibling, and every make (and ``passlab envs``)
    sweeps the siblings of any version a killed passlab left. Waits while another passlab makes
    the same version.
    """
    if not VERSION_SPEC_RE.match(version):
        raise UsageError(f"not a Triton version: {version!r} (expected e.g. 3.9.0)")
    root = envs_root_checked()
    final = environment_path(version)
    disk.check_parents(final, "environment folder")
    with contextlib.ExitStack() as held:
        try:
            root.mkdir(parents=True, exist_ok=True)
            holder = _lock_holder(final)
            if holder:
                progress(f"waiting for passlab (pid {holder}), which is making {final}")
            held.enter_context(disk.WriterLock(final, wait=True))
        except OSError as exc:  # e.g. PASSLAB_ENVS=/proc/self: no lock file can be made there
            raise UsageError(f"cannot make environments in {root} (PASSLAB_ENVS): "
                             f"{exc.strerror or exc} ({exc.filename or root})") from None
        sweep_stale_staging()
        python = final / "bin" / "python"
        if python.exists():  # made while we waited, or by hand
            return python, False
        if os.path.lexists(final):
            raise UsageError(f"{final} exists but holds no bin/python; move it away to let passlab make Triton {version}")
        staged = disk.StagedDir(final, ENV_KIND)
        staged.sweep_stale()
        work = staged.create()
        try:
            _build(work, final, version, progress)
        except BaseException:
            staged.discard()
            raise
        staged.publish()
    progress(f"made {final} (Triton {version})")
    return python, True


def _build(work: Path, final: Path, version: str, progress: Progress) -> None:
    progress(f"making an environment for Triton {version} in {final} (python -m venv, pip install triton=={version})")
    # A pip of the user's own ($PASSLAB_PIP, e.g. `uv pip`) installs into $VIRTUAL_ENV: no pip inside is needed.
    without_pip = ["--without-pip"] if settings.PIP_COMMAND.get() else []
    _run([sys.executable, "-m", "venv", *without_pip, "--prompt", final.name, str(work)], f"python -m venv {work}",
         progress, env=None)
    python = work / "bin" / "python"
    env = {**os.environ, "VIRTUAL_ENV": str(work), "PATH": f"{work / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}"}
    env.pop("PYTHONPATH", None)  # pip must see the new environment, not passlab's checkout or its Triton
    _run([*pip_command(str(python)), "install", f"triton=={version}"], f"pip install triton=={version}",
         progress, env=env)
    from passlab.capture.trace import interpreter_triton
    try:
        found = interpreter_triton(str(python))
    except UsageError as exc:
        raise UsageError(f"pip installed triton=={version} but the environment cannot import it: {exc.message}") from None
    if release_of(found) != version:
        raise UsageError(f"pip installed Triton {found} where {version} was asked")
    _repoint_scripts(work, final)


def _run(command: list[str], what: str, progress: Progress, env: dict | None) -> None:
    """Run a set-up step in its own process group, forwarding pip's progress lines; the group dies
    with an interrupt. UsageError with pip's last error line when it fails."""
    try:
        proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                stdin=subprocess.DEVNULL, env=env, start_new_session=True, errors="replace")
    except OSError as exc:
        raise UsageError(f"{what}: cannot run {command[0]}: {exc.strerror or exc}") from None
    tail: list[str] = []
    started = time.monotonic()
    done = threading.Event()

    def heartbeat() -> None:  # pip prints nothing while it downloads a 200-300 MB wheel off a terminal
        while not done.wait(HEARTBEAT_SECONDS):
            progress(f"  {what}: still running ({time.monotonic() - started:.0f} s)")

    threading.Thread(target=heartbeat, daemon=True).start()
    try:
        for line in proc.stdout:
            line = line.rstrip()
            if line:
                tail = (tail + [line])[-20:]
            if PIP_PROGRESS_RE.match(line):
                progress(f"  {line.strip()[:160]}  ({time.monotonic() - started:.0f} s)")
        proc.wait()
    except BaseException:
        _kill_group(proc)
        raise
    finally:
        done.set()
    if proc.returncode != 0:
        errors = [t for t in tail if t.startswith("ERROR:")] or tail or ["no output"]
        raise UsageError(f"{what} failed (exit {proc.returncode}): {errors[-1][:300]}")


def _kill_group(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    proc.wait()


def _repoint_scripts(work: Path, final: Path) -> None:
    """Rewrite the staging path to the final one in bin/ (activate scripts, pip's shebangs), so the
    environment works from where it is renamed to: the interpreter itself finds its prefix
    relative to bin/python, but venv and pip write absolute paths into these files."""
    old, new = str(work).encode(), str(final).encode()
    for entry in (work / "bin").iterdir():
        if entry.is_symlink() or not entry.is_file() or entry.stat().st_size > 1 << 20:
            continue
        data = entry.read_bytes()
        if old in data:
            mode = entry.stat().st_mode
            entry.write_bytes(data.replace(old, new))
            entry.chmod(mode)


def _lock_holder(final: Path) -> int | None:
    """The PID of a live passlab holding ``final``'s lock, if one does (for a waiting line)."""
    lock = final.parent / f".{final.name}.lock"
    try:
        text = lock.read_text()[:32].strip() if lock.is_file() and not lock.is_symlink() else ""
    except OSError:
        return None
    return int(text) if text.isdigit() and int(text) != os.getpid() and disk.process_alive(int(text)) else None


def remove_environment(version: str) -> Path:
    """Delete a cached environment passlab made (its marker proves it); UsageError for any other folder."""
    if not VERSION_SPEC_RE.match(version):
        raise UsageError(f"not a Triton version: {version!r} (expected e.g. 3.9.0)")
    final = environment_path(version)
    if not os.path.lexists(final):
        raise UsageError(f"no environment for Triton {version} in {settings.envs_root()}")
    with disk.WriterLock(final):
        if disk.owner_of(final) != ENV_KIND or final.is_symlink():
            raise UsageError(f"{final} was not made by passlab (no marker); remove it yourself if you mean to")
        disk.remove_owned(final, ENV_KIND)
    return final
