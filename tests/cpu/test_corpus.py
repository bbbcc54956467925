"""The correct-kernel corpus (tests/corpus/, issue 23): its manifests are well formed, and the CI
slice (cases marked ``slice = true`` whose library is installed) traces and checks with no error
and no warning. The whole corpus is ``python bench/corpus.py`` (tests/corpus/README.md)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def corpus_module():
    spec = importlib.util.spec_from_file_location("corpus_bench", ROOT / "bench" / "corpus.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["corpus_bench"] = module   # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module


corpus = corpus_module()


def test_every_manifest_is_well_formed_and_names_a_kernel_that_exists():
    cases = corpus.load_corpus()
    assert len({(c.source.name, c.id) for c in cases}) == len(cases)
    sources = {c.source.name for c in cases}
    assert {"triton_tutorials", "gluon_tutorials"} <= sources
    for case in cases:
        path, _, function = case.kernel.rpartition(":")
        assert function, case.kernel
        if path.endswith(".py"):
            assert (ROOT / path).is_file(), f"{case.source.name}/{case.id}: {path} does not exist"
            assert f"def {function}(" in (ROOT / path).read_text(), f"{case.source.name}/{case.id}"
        assert case.launch, f"{case.source.name}/{case.id}: say which launch the values come from"
        corpus.trace_options(case, case.targets[0])   # the args parse as `passlab trace` arguments
    assert any(c.slice for c in cases)


@pytest.mark.parametrize("text, expected", [
    ("[source]\nname = 'x'\n", "[source] needs name and version"),
    ("[source]\nname = 'x'\nversion = '1'\n[[case]]\nid = 'a'\nkernel = 'k.py:f'\n", "needs id, kernel, targets"),
    ("[source]\nname = 'x'\nversion = '1'\n[[case]]\nid = 'a'\nkernel = 'k.py:f'\ntargets = ['cuda:80']\n",
     "targets must be cuda:90 and/or cuda:100"),
    ("[source]\nname = 'x'\nversion = '1'\n[[case]]\nid = 'a'\nkernel = 'k.py:f'\ntargets = ['cuda:90']\n"
     "[[case]]\nid = 'a'\nkernel = 'k.py:f'\ntargets = ['cuda:90']\n", "duplicate id"),
    ("[source\n", "x.toml"),
])
def test_a_bad_manifest_is_one_line_and_exit_2(tmp_path, text, expected):
    (tmp_path / "x.toml").write_text(text)
    with pytest.raises(corpus.CorpusError) as err:
        corpus.load_corpus(tmp_path)
    assert expected in str(err.value) and "\n" not in str(err.value)
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "corpus.py"), "--source", "nope", "--list"],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 2 and done.stderr.startswith("error: no case from source(s) nope")


def test_the_ci_slice_has_no_false_error_or_warning(tmp_path):
    cases = corpus.select(corpus.load_corpus(), None, True, None)
    results, skipped = corpus.run_corpus(cases, tmp_path, jobs=2)
    assert len(results) >= 4, skipped
    failed = [f"{r.entry}: {r.why}" for r in results if r.outcome != "checked"]
    assert not failed
    wrong = [f"{r.entry}: [{f['rule']}] {f['message']}" for r in results for f in r.errors + r.warnings]
    assert not wrong
    assert {r.target for r in results} == {"cuda:90", "cuda:100"}


@pytest.mark.parametrize("args, expected", [
    (["--kernel", "no_such_case", "--list"], "error: no case id contains no_such_case"),
    (["--save", "/", "--slice"], "error: --save /: not a file in an existing folder"),
    (["--save", "/no/such/folder/x.jsonl", "--slice"], "not a file in an existing folder"),
    (["--from-results", "/bin/sh"], "not a results file of bench/corpus.py --save"),
    (["--resume", "--slice"], "--resume continues the run saved in --save FILE"),
])
def test_bad_options_are_one_line_and_exit_2(args, expected):
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "corpus.py"), *args], capture_output=True,
                          text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 2 and expected in done.stderr, done.stderr
    assert "Traceback" not in done.stderr
