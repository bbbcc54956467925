"""Triton versions side by side.

Enters: ``--triton`` specs (``3.9``, ``3.7.1``, ``3.9=/path/python``, ``/path/python``) and a
compile request. Leaves: one interpreter per version (``envs``: this one, one the user named, or a
virtual environment passlab made and keeps under ``PASSLAB_ENVS``) and a ``Matrix`` (``matrix``):
the kernel traced and checked in each version, one ``MatrixRow`` each, with what changed from the
previous version.
"""
