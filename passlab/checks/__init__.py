"""``passlab check``: static checks of SMEM/TMEM allocation, mbarriers, WS application and TMA, and
performance hints (layout conversions through shared memory in an MMA's loop).

``run_checks(trace_or_path)`` returns a ``CheckReport`` of ``Finding``s; it never prints.
One module per rule family; ``registry.RULES`` documents every rule.
"""

from passlab.checks.findings import CheckReport, Finding, Severity, SourceLocation
from passlab.checks.registry import RULES, Rule
from passlab.checks.runner import run_checks

__all__ = ["run_checks", "CheckReport", "Finding", "Severity", "SourceLocation", "RULES", "Rule"]
