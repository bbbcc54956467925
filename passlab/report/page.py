"""One self-contained HTML page: sections of server-rendered HTML/SVG plus a JSON blob for the script.

Every view of a report is drawn here in Python (inline SVG, tables) so it is testable without a
browser and needs no layout engine at view time; the page's script only does what must happen in
the browser: tabs, the timeline's filter and keys, and the before/after diff of a pass, whose IR it
decompresses when the pass is opened. Nothing is fetched: the page carries a Content-Security-Policy
that forbids every network request, and its CSS and scripts (passlab's and the vendored jsdiff, with
its license) are inlined.
"""

from __future__ import annotations

import html
import json
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path

ASSETS = Path(__file__).parent / "assets"
# Marks a page as passlab's (an existing file is replaced only when it carries this), in its first
# REPORT_HEAD_BYTES.
GENERATOR = '<meta name="generator" content="passlab">'
REPORT_HEAD_BYTES = 2048
VENDORED = (("jsdiff 8.0.4", "vendor/jsdiff-8.0.4/diff.min.js", "vendor/jsdiff-8.0.4/LICENSE"),)
# No network at all: inline scripts and styles only, images only from data: URLs.
CSP = ("default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; "
       "connect-src 'none'; font-src 'none'; form-action 'none'; base-uri 'none'")


def esc(text: object) -> str:
    """HTML-escape any value (IR, kernel names and paths are untrusted: they may hold markup)."""
    return html.escape(str(text), quote=True)


@dataclass
class Section:
    """One tab of a report: an id for links (``#memory``), a title, and its HTML body."""

    key: str
    title: str
    body: str
    badge: str = ""            # short text beside the title, e.g. "3 errors", "74"
    alert: bool = False        # the badge says something is wrong (over a limit, an error): drawn red


@dataclass
class Page:
    """A report: what it is of (``trace``, ``diff``, ``matrix``, ``autotune``, ``check``), its sections
    and the JSON data its script reads (snapshots, passes)."""

    kind: str
    title: str
    subtitle: str = ""
    sections: list[Section] = field(default_factory=list)
    data: dict = field(default_factory=dict)


def _json_script(data: dict) -> str:
    # "</" would end the script element early and "<!--" could start a comment state; "<" only
    # occurs inside JSON strings, where \u003c is a valid escape ("\\!" is not: JSON.parse rejects it).
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return text.replace("<", "\\u003c")


def _asset(name: str) -> str:
    return (ASSETS / name).read_text()


def _vendored_scripts() -> str:
    parts = []
    for title, script, license_file in VENDORED:
        notice = _asset(license_file).replace("*/", "* /")
        parts.append(f"<script>/* {title}\n{notice}*/\n{_asset(script)}</script>")
    return "\n".join(parts)


def render(page: Page) -> str:
    """The whole HTML document as text."""
    tabs = "".join(
        f'<a class="tab" href="#{esc(s.key)}" data-tab="{esc(s.key)}">{esc(s.title)}'
        + (f' <span class="badge{" alert" if s.alert else ""}">{esc(s.badge)}</span>' if s.badge else "") + "</a>"
        for s in page.sections)
    sections = "\n".join(
        f'<section class="view" id="{esc(s.key)}" data-section="{esc(s.key)}">\n<h2>{esc(s.title)}</h2>\n{s.body}\n</section>'
        for s in page.sections)
    return f"""<!DOCTYPE html>
<html lang="en" data-kind="{esc(page.kind)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{esc(CSP)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
{GENERATOR}
<title>{esc(page.title)}</title>
<style>{_asset("report.css")}</style>
</head>
<body>
<header><h1>{esc(page.title)}</h1><div class="subtitle">{esc(page.subtitle)}</div>
<nav>{tabs}</nav></header>
<main>
{sections}
</main>
<script type="application/json" id="passlab-data">{_json_script(page.data)}</script>
{_vendored_scripts()}
<script>{_asset("report.js")}</script>
</body>
</html>
"""


def check_report_output(path: Path, what: str = "report file", stdout_taken: bool = False) -> Path:
    """Fail early (UsageError, exit 2) unless ``path`` can take a report: besides ``check_output_file``'s
    rules, an existing file is replaced only when it is a report passlab wrote. ``-o manifest.json``,
    ``--html kernel.py`` or a snapshot's name would otherwise destroy the very input being read.
    A FIFO or socket on disk, a read-only report and a folder passlab cannot write in are refused here
    too (``ready_to_write``), not after the compile and the checks."""
    from passlab.disk import check_output_file, names_a_descriptor, names_a_pipe, ready_to_write
    from passlab.errors import UsageError

    if names_a_pipe(Path(path)):
        raise UsageError(f"{what} {path} is a FIFO or socket; a report is written whole to a file "
                         "(name a regular file, or /dev/stdout)")
    if stdout_taken and _is_stdout(Path(path)):
        raise UsageError(f"{what} {path} is this command's standard output, which its own output takes; "
                         "name a file (only `passlab report -o /dev/stdout` writes the page alone there)")
    path = check_output_file(Path(path), what)
    # `--html /dev/stdout > r.html`: the shell chose and emptied r.html, nothing is lost. A descriptor
    # the shell did not empty (`>> notes.txt`, `3<notes.txt`, `3<>notes.txt`) still holds the user's
    # bytes, which writing the report (reopened with O_TRUNC) would destroy: checked as a plain path.
    if not (names_a_descriptor(path) and _empty_file(path)):
        _check_replaces_a_report(path, what)
    ready_to_write(path, what)
    return path


def _is_stdout(path: Path) -> bool:
    """Does ``path`` name what descriptor 1 has open (``/dev/stdout``, ``/proc/self/fd/1``, or the
    very file stdout is redirected to)? A page written there would be mixed with the command's
    summary or JSON (or, through ``>``, cut the JSON off)."""
    try:
        named, out = os.stat(path), os.fstat(1)
    except OSError:
        return False
    if os.path.realpath(path) == os.devnull:
        return False                     # `--html /dev/null > /dev/null`: nothing is mixed
    return (named.st_dev, named.st_ino) == (out.st_dev, out.st_ino)


def _empty_file(path: Path) -> bool:
    """Is ``path`` (followed through links and descriptors) an empty regular file, or no regular file?"""
    try:
        info = os.stat(path)
    except OSError:
        return True
    return not stat.S_ISREG(info.st_mode) or info.st_size == 0


def _check_replaces_a_report(path: Path, what: str) -> None:
    """UsageError when ``path`` is an existing regular file that is not a report passlab wrote."""
    from passlab.errors import UsageError

    try:
        info = os.stat(path)
    except FileNotFoundError:
        return
    if not stat.S_ISREG(info.st_mode):
        return                           # /dev/null and the like: written as they are
    with open(path, "rb") as handle:
        head = handle.read(REPORT_HEAD_BYTES)
    if GENERATOR.encode() not in head:
        raise UsageError(f"{what} {path} exists and is not a report passlab wrote; "
                         f"remove it or give another name")


def write(page: Page, path: Path) -> int:
    """Write the page atomically (a symlink at ``path`` is replaced, never written through); its size."""
    from passlab.disk import write_atomic

    text = render(page).encode()
    write_atomic(path, text)
    return len(text)
