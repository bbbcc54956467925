"""Debug: everything about a failing compile (triage, reduce, workarounds, replay, the pass registry).

Enters: a ``Trace`` whose outcome failed, or a snapshot and a pass pipeline. Leaves: a
``DebugReport`` (failing pass, sub-step, kernel lines, reproducer), a reduced ``.mlir``, replay results.
"""
