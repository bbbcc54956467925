"""Crafted input the IR layer must take without recursion limits: deep nesting, long alias
chains, nested descriptor types, many glued modules. Correctness only, no timing."""

from __future__ import annotations

from passlab.diff.normalize import normalize_text
from passlab.ir import parse_module
from passlab.ir.nesting import depths, innermost, subtree_spans
from passlab.ir.types import parse_type

DEPTH = 20000


def deep_text(depth: int) -> str:
    """``depth`` nested regions (scf.if / scf.for alternating) in a tt.func, one op at the bottom."""
    lines = ["module {", "tt.func public @deep(%arg0: i1, %arg1: i32) {",
             "%c0 = arith.constant 0 : index", "%c1 = arith.constant 1 : index"]
    for level in range(depth):
        lines.append(f"scf.for %i{level} = %c0 to %c1 step %c1 {{" if level % 2 else "scf.if %arg0 {")
    lines.append("%x = arith.addi %arg1, %arg1 : i32")
    lines += ["}"] * depth + ["tt.return", "}", "}", ""]
    return "\n".join(lines)


def test_deep_nesting_parses_walks_and_resolves_values():
    module = parse_module(deep_text(DEPTH)).check()
    ops = list(module.walk())
    # module, func, 2 constants, DEPTH region ops each with its recreated empty scf.yield, addi, return
    assert len(ops) == 4 + 2 * DEPTH + 2
    inner = next(op for op in ops if op.name == "arith.addi")
    assert sum(1 for _ in inner.ancestors()) == DEPTH + 2
    assert depths(ops)[id(inner)] == DEPTH + 2
    assert module.operand_values(inner)[0].name == "%arg1"
    assert [u.name for u in module.users(module.value("%arg1"))] == ["arith.addi"]


def test_nesting_facts_match_a_walk_up():
    module = parse_module(deep_text(300))
    ops = list(module.walk())
    depth = depths(ops)
    loops = innermost(ops, lambda op: op if op.name == "scf.for" else None)
    spans = subtree_spans(ops)
    for at, op in enumerate(ops):
        chain = list(op.ancestors())
        assert depth[id(op)] == len(chain)
        assert loops[id(op)] is (op if op.name == "scf.for" else next((a for a in chain if a.name == "scf.for"), None))
        first, last = spans[id(op)]
        assert first == at and last == at + sum(1 for _ in op.walk()) - 1


def alias_chain(length: int) -> str:
    """``#a0`` .. ``#aN``, each naming the one before: a chain MLIR would never print."""
    lines = ["#a0 = #ttg.shared_memory"] + [f"#a{k} = #ttg.wrap<{{x = #a{k - 1}}}>" for k in range(1, length)]
    lines += ["module {", "tt.func public @f(%arg0: i32) {",
              f"%0 = arith.addi %arg0, %arg0 {{tag = #a{length - 1}}} : i32", "tt.return", "}", "}", ""]
    return "\n".join(lines)


def test_long_alias_chain_resolves_without_recursion():
    text = alias_chain(3000)
    module = parse_module(text).check()
    add = module.find("arith.addi")[0]
    tag = add.attributes["tag"]
    assert tag.startswith("#ttg.wrap<{x = #ttg.wrap<") and tag.count("#ttg.wrap<") == 2999
    assert tag.endswith("#ttg.shared_memory" + "}>" * 2999)
    normalized = normalize_text(text)
    assert "#a" not in normalized and normalized.count("#ttg.wrap<") == 2999


def test_alias_cycle_keeps_the_name():
    text = "\n".join(["#a = #ttg.x<#b>", "#b = #ttg.y<#a>", "module {", "tt.func public @f(%arg0: i32) {",
                      "%0 = arith.addi %arg0, %arg0 {t = #a} : i32", "tt.return", "}", "}", ""])
    module = parse_module(text).check()
    assert module.find("arith.addi")[0].attributes["t"] == "#ttg.x<#ttg.y<#a>>"


def test_nested_tensor_descriptors_parse_without_recursion():
    depth = 5000
    t = parse_type("!tt.tensordesc<" * depth + "tensor<16x32xf16>" + ">" * depth)
    assert t.kind == "tensordesc" and t.shape == (16, 32) and t.element == "f16"
    assert t.params[0].startswith("!tt.tensordesc<" * (depth - 1) + "tensor<")


def test_many_glued_modules_keep_their_own_aliases():
    one = "\n".join(["#b = #ttg.blocked<{sizePerThread = [1]}>", "module {", "tt.func public @f(%arg0: i32) {",
                     "%0 = arith.addi %arg0, %arg0 {l = #b} : i32", "tt.return", "}", "}", ""])
    copies = 2000
    module = parse_module(one * copies)
    assert len(module.top_ops) == copies and len(module._tables) == copies
    assert all(op.attributes["l"] == "#ttg.blocked<{sizePerThread = [1]}>" for op in module.find("arith.addi"))
