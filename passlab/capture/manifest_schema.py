"""The shape of a trace's ``manifest.json``: what every reader (show, check, graph, diff, debug,
replay, snapshot) may index without checking again.

A manifest is untrusted input (a trace may come from anyone). ``validate_manifest`` checks the
types of every field a reader touches, the ranges of the indices it follows, and that every file it
names lies inside the trace directory; anything else is one ``TraceError`` line.
"""

from __future__ import annotations

import math
import re
from pathlib import Path

from passlab.capture.outcome import Outcome
from passlab.capture.stages import STAGE_NAMES
from passlab.errors import TraceError

MANIFEST = "manifest.json"
MANIFEST_MAX_BYTES = 64 << 20
# snapshots/012-tritongpu-pipeline.mlir   |   artifacts/kernel.ptx   (relative, no "..", no leading "/")
MANIFEST_PATH_RE = re.compile(r"^(?:[\w.+=,@%-]+/)*[\w+=,@%-][\w.+=,@%-]*$")
PASSES_MAX = 100_000

_ = None  # a field may be null
STR, INT, BOOL, NUM = (str,), (int,), (bool,), (int, float)
# field -> the JSON types it may hold; a field may be absent (older manifests lack some).
TOP_FIELDS = {"target": STR, "triton_version": STR + (type(_),), "stage_map": STR + (type(_),),
              "stage_map_reason": STR + (type(_),),  # why a version without its own map got this one
              "problems": (list,),  # dump headers passlab could not read (each still starts a snapshot)
              "source_path": STR + (type(_),),  # the resolved file the kernel reference named
              "header_format": STR + (type(_),), "created": STR + (type(_),), "schema": INT + (type(_),),
              "compile_seconds": NUM + (type(_),), "wall_seconds": NUM + (type(_),),
              "kernel": (dict,), "metadata": (dict,), "artifacts": (list,), "internal_dumps": (list,),
              "upstream_graphs": (list,)}
PASS_FIELDS = {"index": INT, "pass": STR, "arg": STR, "options": STR + (type(_),), "anchor": STR + (type(_),),
               "snapshot": STR, "after": STR + (type(_),), "changed": BOOL + (type(_),),
               "ops": INT + (type(_),), "ops_after": INT + (type(_),),
               # nested pipelines: the pass that runs this one, its depth, and the parent whose own
               # rewrite shares this pass's "after" snapshot (older manifests have none of these)
               "parent": INT + (type(_),), "depth": INT, "after_includes": INT + (type(_),)}
PROBLEM_FIELDS = {"kind": STR, "stream": STR + (type(_),), "line": INT + (type(_),), "text": STR + (type(_),),
                  "snapshot_index": INT + (type(_),)}
PASS_REQUIRED = ("index", "pass", "arg", "snapshot")
INTERNAL_FIELDS = {"owner": STR, "step": STR, "pass_index": INT + (type(_),), "pass_arg": STR + (type(_),),
                   "snapshot": STR, "stream": STR + (type(_),), "ops": INT + (type(_),)}
# Triton's own partition-scheduling graphs (capture.upstream_graphs): each names its step and function
UPSTREAM_GRAPH_FIELDS = {"index": INT, "function": STR, "loop": INT, "sequence": INT, "step": STR, "file": STR}
STAGE_FIELDS = {"status": STR, "snapshot": STR + (type(_),), "reason": STR + (type(_),), "pass": STR + (type(_),)}
OUTCOME_FIELDS = {"code": STR, "message": STR + (type(_),), "returncode": INT + (type(_),),
                  "signal_name": STR + (type(_),), "failing_pass": STR + (type(_),), "assertion": (dict, type(_)),
                  "exception_type": STR + (type(_),), "diagnostics": (list, type(_))}
# metadata a reader computes with (diff subtracts them): integers when present
METADATA_COUNTS = ("num_warps", "num_ctas", "num_stages", "shared", "tmem_size", "global_scratch_size", "maxnreg",
                   "registers")
KERNEL_FIELDS = {"name": STR, "config": STR + (type(_),), "config_key": STR + (type(_),),
                 "source_file": STR + (type(_),), "source_hash": STR + (type(_),), "function": STR + (type(_),),
                 "triton_version": STR + (type(_),), "language": STR + (type(_),), "python": STR + (type(_),),
                 "params": (dict, type(_)), "overrides": (dict, type(_)), "signature": (dict, type(_)),
                 "specialization": (dict, type(_)), "capture": (dict, type(_)), "heuristics": (dict, list, type(_)),
                 "notes": (list, type(_)), "ws_requested": BOOL + (type(_),), "check_memory": (dict, type(_))}
# check_memory: pointer argument -> its int contents for the protocol model (a tile schedule)
CHECK_MEMORY_MAX = 1 << 20


def validate_manifest(manifest, trace_dir: Path) -> None:
    """TraceError unless ``manifest`` has the fields every reader indexes, with files inside ``trace_dir``."""
    where = trace_dir / MANIFEST

    def bad(what: str):
        return TraceError(f"{where} is not a passlab manifest: {what}")

    def check_fields(entry, fields: dict, what: str) -> None:
        if not isinstance(entry, dict):
            raise bad(f"{what} must be a dict")
        for key, kinds in fields.items():
            if key in entry and not _is(entry[key], kinds):
                raise bad(f"'{what}.{key}' must be {' or '.join(_name(k) for k in kinds)}")

    if not isinstance(manifest, dict):
        raise bad(f"expected a JSON object, found {type(manifest).__name__}")
    for key, kind in (("passes", list), ("stages", dict), ("outcome", dict)):
        if not isinstance(manifest.get(key), kind):
            raise bad(f"'{key}' must be a {kind.__name__}")
    for key, kinds in TOP_FIELDS.items():
        if manifest.get(key) is not None and not _is(manifest[key], kinds):
            value = manifest[key]
            huge = isinstance(value, (int, float)) and not isinstance(value, bool)
            raise bad(f"'{key}' must be {_kinds(kinds)}" + (" (finite, below 2**63)" if huge else ""))
    kernel = manifest.get("kernel") or {}
    check_fields(kernel, KERNEL_FIELDS, "kernel")
    for key in ("params", "overrides", "signature", "specialization"):
        if kernel.get(key) is not None and not isinstance(kernel[key], dict):
            raise bad(f"'kernel.{key}' must be an object")
    for key in ("params", "overrides"):
        if not all(_is_plain(v) for v in (kernel.get(key) or {}).values()):
            raise bad(f"'kernel.{key}' values must be numbers, strings or lists of them")
    if not all(_is_type_text(v) for v in (kernel.get("signature") or {}).values()):
        raise bad("'kernel.signature' values must be type strings")
    if not all(isinstance(n, str) for n in kernel.get("notes") or []):
        raise bad("'kernel.notes' must be strings")
    memory = kernel.get("check_memory") or {}
    if not all(name.isidentifier() and isinstance(values, list)
               and all(type(v) is int and -(1 << 63) <= v < (1 << 63) for v in values)
               for name, values in memory.items()) or sum(len(v) for v in memory.values()) > CHECK_MEMORY_MAX:
        raise bad(f"'kernel.check_memory' must map argument names to lists of at most {CHECK_MEMORY_MAX} "
                  "integers in all")
    for key, value in (manifest.get("metadata") or {}).items():
        kinds = INT + (type(_),) if key in METADATA_COUNTS else STR + NUM + BOOL + (type(_),)
        if not _is(value, kinds):
            raise bad(f"'metadata.{key}' must be {'an integer' if key in METADATA_COUNTS else 'a number or a string'}")
    if not all(isinstance(a, str) for a in manifest.get("artifacts") or []):
        raise bad("'artifacts' must be file names")
    check_fields(manifest["outcome"], OUTCOME_FIELDS, "outcome")
    if not all(isinstance(d, str) for d in manifest["outcome"].get("diagnostics") or []):
        raise bad("'outcome.diagnostics' must be strings")
    assertion = manifest["outcome"].get("assertion")
    if assertion is not None and not (isinstance(assertion.get("file"), str) and _is(assertion.get("line"), INT)):
        raise bad("'outcome.assertion' needs a file and a line")
    if "code" not in manifest["outcome"]:
        raise bad("'outcome' has no 'code'")
    try:
        Outcome.from_json(manifest["outcome"])
    except (TypeError, ValueError) as exc:
        raise bad(f"'outcome': {exc}") from None
    passes = manifest["passes"]
    if len(passes) > PASSES_MAX:
        raise bad(f"more than {PASSES_MAX} passes")
    for position, record in enumerate(passes):
        check_fields(record, PASS_FIELDS, f"passes[{position}]")
        missing = [key for key in PASS_REQUIRED if key not in record]
        if missing:
            raise bad(f"'passes[{position}]' has no '{missing[0]}'")
        if record.get("index", position) != position:
            raise bad(f"'passes[{position}].index' is {record.get('index')}")
        if not isinstance(record.get("snapshot"), str):
            raise bad("a pass or internal dump without a 'snapshot' path")
        for key in ("parent", "after_includes"):  # a parent runs before its children
            if record.get(key) is not None and not 0 <= record[key] < position:
                raise bad(f"'passes[{position}].{key}' names no earlier pass")
        if record.get("depth") is not None and not 0 <= record["depth"] <= position:
            raise bad(f"'passes[{position}].depth' is {record['depth']}")
    for position, problem in enumerate(manifest.get("problems") or []):
        check_fields(problem, PROBLEM_FIELDS, f"problems[{position}]")
        if "kind" not in problem:
            raise bad(f"'problems[{position}]' has no 'kind'")
    for position, record in enumerate(manifest.get("internal_dumps") or []):
        check_fields(record, INTERNAL_FIELDS, f"internal_dumps[{position}]")
        missing = [key for key in ("owner", "step", "pass_index") if key not in record]
        if missing:
            raise bad(f"'internal_dumps[{position}]' has no '{missing[0]}'")
        if not isinstance(record.get("snapshot"), str):
            raise bad("a pass or internal dump without a 'snapshot' path")
        if record.get("pass_index") is not None and not 0 <= record["pass_index"] < len(passes):
            raise bad(f"'internal_dumps[{position}].pass_index' names no pass")
    for position, record in enumerate(manifest.get("upstream_graphs") or []):
        check_fields(record, UPSTREAM_GRAPH_FIELDS, f"upstream_graphs[{position}]")
        missing = [key for key in UPSTREAM_GRAPH_FIELDS if key not in record]
        if missing:
            raise bad(f"'upstream_graphs[{position}]' has no '{missing[0]}'")
    for name in STAGE_NAMES:
        entry = manifest["stages"].get(name)
        if not isinstance(entry, dict) or "status" not in entry or "snapshot" not in entry:
            raise bad(f"stage {name} is missing or has no status and snapshot")
    for name, entry in manifest["stages"].items():
        check_fields(entry, STAGE_FIELDS, f"stages.{name}")
        if entry.get("status") == "ran" and not isinstance(entry.get("snapshot"), str):
            raise bad(f"stage {name} ran but names no snapshot")
    files = [entry.get("snapshot") for entry in manifest["stages"].values()]
    for record in passes + list(manifest.get("internal_dumps") or []):
        files += [record.get("snapshot"), record.get("after")]
    files += [record["file"] for record in manifest.get("upstream_graphs") or []]
    root = trace_dir.resolve()
    seen: set[str] = set()
    for relative in files:   # in the manifest's order: the same bad file is named on every run
        if relative is None:
            continue
        if not isinstance(relative, str) or not MANIFEST_PATH_RE.match(relative) or ".." in relative.split("/"):
            raise bad(f"file name {relative!r} is not a path inside the trace")
        if relative in seen:
            continue
        seen.add(relative)
        resolved = (trace_dir / relative).resolve()
        if root not in resolved.parents:
            raise bad(f"{relative} leads outside {trace_dir}")
        # a FIFO or device at a snapshot's name would block or never end the read
        if resolved.exists() and not resolved.is_file():
            raise bad(f"{relative} is not a regular file")


def _is(value, kinds: tuple) -> bool:
    """``isinstance`` for JSON: a bool is not an int, and a number is finite and not huge."""
    if isinstance(value, bool):
        return bool in kinds
    if isinstance(value, (int, float)):
        return isinstance(value, kinds) and math.isfinite(value) and abs(value) < 2**63
    return isinstance(value, kinds)


def _is_plain(value) -> bool:
    if isinstance(value, list):
        return all(_is_plain(v) for v in value)
    return value is None or isinstance(value, (str, bool)) or _is(value, (int, float))


def _is_type_text(value) -> bool:
    if isinstance(value, list):
        return all(_is_type_text(v) for v in value)
    return isinstance(value, str)


def _kinds(kinds: tuple) -> str:
    """``(int, float, NoneType)`` -> "a number": what a field may hold, in words."""
    names = [_name(k) for k in kinds if k is not type(None)]
    if "a number" in names and "an integer" in names:
        names.remove("an integer")
    return " or ".join(names)


def _name(kind: type) -> str:
    return {str: "a string", int: "an integer", float: "a number", bool: "true/false", dict: "an object",
            list: "a list", type(None): "null"}.get(kind, kind.__name__)
