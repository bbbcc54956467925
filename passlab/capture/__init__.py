"""Capture: a kernel and a config in, a trace directory out.

Enters: a ``CompileRequest`` (built-in kernel, ``FILE.py:FUNC``, config, target). Leaves: a
``Trace`` (manifest, ordered pass snapshots, stage map, outcome) on disk, written by a child compile.
"""
