"""passlab diff: compare IR between configs, passes, stages, targets and Triton versions.

``compare(a, b, stage=..., pass_name=..., pipeline=...)`` returns a ``Comparison`` (data);
operands come from ``resolve_operand`` (trace dir, ``.mlir`` file, or a kernel spec traced now,
``KERNEL[@CONFIG][:KEY=VALUE,...]``). ``locate(a, b, measure)`` names the first pass that makes two
traces differ (a ``Location``). Renderers live in ``passlab.render.diff_view`` and ``locate_view``.
"""

from passlab.diff.engine import (Comparison, PointDiff, compare, diff_all_stages, diff_pass_io,
                                 diff_pass_outputs, diff_snapshots, diff_stage, stage_input)
from passlab.diff.ir_diff import DiffLine, Hunk, IRDiff, diff_ir
from passlab.diff.locate import Location, Measure, locate, parse_measure
from passlab.diff.pipeline import PassChange, PipelineDiff, diff_pipelines
from passlab.diff.spec import DiffOperand, KernelRef, parse_kernel_spec, resolve_operand
from passlab.diff.summary_diff import BufferChange, PartitionChange, SummaryDiff, ValueChange, diff_summaries

__all__ = ["Comparison", "PointDiff", "compare", "diff_all_stages", "diff_pass_io", "diff_pass_outputs",
           "diff_snapshots", "diff_stage", "stage_input", "DiffLine", "Hunk", "IRDiff", "diff_ir",
           "PassChange", "PipelineDiff", "diff_pipelines", "DiffOperand", "KernelRef", "parse_kernel_spec",
           "resolve_operand", "BufferChange", "PartitionChange", "SummaryDiff", "ValueChange", "diff_summaries",
           "Location", "Measure", "locate", "parse_measure"]
