"""``report -o /dev/stdout > r.html`` is allowed because the shell emptied r.html; a descriptor the
shell did not empty (``>> notes.txt``, ``3<notes.txt``, ``3<>notes.txt``) still holds the user's
bytes, and writing the report (reopened with O_TRUNC) would destroy them: refused as a plain path."""

from __future__ import annotations

import os

import pytest

from passlab.errors import UsageError
from passlab.report import page as html_page


@pytest.mark.parametrize("flags", [os.O_WRONLY | os.O_APPEND, os.O_RDONLY, os.O_RDWR])
def test_a_descriptor_onto_a_users_file_the_shell_did_not_empty_is_refused(tmp_path, flags):
    notes = tmp_path / "notes.txt"
    notes.write_text("precious\n")
    fd = os.open(notes, flags)
    try:
        for name in (f"/dev/fd/{fd}", f"/proc/self/fd/{fd}"):
            with pytest.raises(UsageError, match="not a report passlab wrote"):
                html_page.check_report_output(name)
    finally:
        os.close(fd)
    assert notes.read_text() == "precious\n"


def test_a_descriptor_onto_an_emptied_file_or_an_old_report_is_written(tmp_path):
    emptied = tmp_path / "r.html"
    emptied.write_bytes(b"")
    old = tmp_path / "old.html"
    old.write_text("<!DOCTYPE html>\n" + html_page.GENERATOR + "\n")
    for file in (emptied, old):
        fd = os.open(file, os.O_WRONLY | os.O_APPEND)
        try:
            html_page.check_report_output(f"/dev/fd/{fd}")
        finally:
            os.close(fd)


def test_an_html_page_onto_a_commands_own_stdout_is_refused(tmp_path):
    """``check --json --html /dev/stdout > f``: the page would cut the JSON off (or mix with the
    summary through a pipe); commands that print to stdout refuse it, ``report -o`` does not."""
    out = tmp_path / "f"
    saved = os.dup(1)
    try:
        with open(out, "wb") as handle:
            os.dup2(handle.fileno(), 1)
            for name in ("/dev/stdout", "/proc/self/fd/1", str(out)):
                with pytest.raises(UsageError, match="standard output"):
                    html_page.check_report_output(name, "--html file", stdout_taken=True)
            html_page.check_report_output("/dev/stdout", "report file")
            html_page.check_report_output(os.devnull, "--html file", stdout_taken=True)
    finally:
        os.dup2(saved, 1)
        os.close(saved)
