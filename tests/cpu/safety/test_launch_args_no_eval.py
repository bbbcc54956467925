"""Issue 23: a ``-c`` value that is code, not a literal, a layout or a name of the kernel's module
never runs. Each case is one usage-error line (exit 2); the file it would have written is absent
and the user's folder is untouched."""

from __future__ import annotations

import pytest

from .conftest import SLOW_KERNEL, fingerprint, one_line_error, passlab

SIG = ["--sig", "x_ptr=*fp32", "--sig", "out_ptr=*fp32", "--sig", "n=i32"]
# Each would create PWNED in the working directory if any part of passlab evaluated it.
CODE = {
    "layout-argument": "NVMMASharedLayout(swizzle_byte_width=__import__('os').system('touch PWNED'))",
    "nested-call": "SliceLayout(0, open('PWNED', 'w'))",
    "module-builtin": "os.system('touch PWNED')",            # slow_kernel.py imports os
    "module-library": "Path('PWNED').touch()",               # ... and pathlib.Path: not its own code
    "dunder": "__import__('os').system('touch PWNED')",
    "tuple-of-code": "(1, __import__('os').system('touch PWNED'))",
}


@pytest.mark.parametrize("case", sorted(CODE))
def test_code_in_a_constexpr_is_a_usage_error_and_never_runs(case, tmp_path, sentinel):
    cwd = tmp_path / "work"
    cwd.mkdir()
    before = fingerprint(sentinel)
    result = passlab("trace", f"{SLOW_KERNEL}:add_kernel", *SIG, "-c", f"BLOCK={CODE[case]}", "--out", cwd / "t",
                     cwd=cwd)
    line = one_line_error(result)
    assert "BLOCK" in line, line
    assert not (cwd / "PWNED").exists() and not (tmp_path / "PWNED").exists()
    assert fingerprint(sentinel) == before
