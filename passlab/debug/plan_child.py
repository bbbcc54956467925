"""The child that plans workarounds: the user's kernel module is loaded here, never in passlab.

Run as ``child_launcher.py ROOT passlab.debug.plan_child REQUEST.json`` by ``workarounds.plan_in_child``
under ``--timeout``: a module that loops, exits or raises at import costs this child only.
"""

from __future__ import annotations

import sys

from passlab.capture.child_main import serve


def plan(request: dict) -> dict:
    from passlab.capture.compile_child import activate_target_driver
    from passlab.frontend.target import parse_target
    from passlab.debug.workarounds import plan_request

    target = parse_target(request["target"])
    activate_target_driver(target)  # a module may query the driver at import
    return plan_request(request, target)


if __name__ == "__main__":
    sys.exit(serve(sys.argv, plan))
