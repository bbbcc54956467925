"""Regress: what a test suite uses to guard pass output (goldens, the pytest plugin, opt, lit, FileCheck).

Enters: traces and snapshots, test files with RUN lines. Leaves: golden folders, pass/fail
verdicts with readable diffs, ``passlab-opt`` output.
"""
