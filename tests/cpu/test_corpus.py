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
    ("[source]\nname = 'x'\nversion = '1'\n[[case]]\nid = 'a'\nkernel = 'k.py:f'\ntargets = ['cuda:90']\n"
     "bugs = [{rule = 'PROTO002', match = 'x'}]\n", "bugs is a list of tables of ['match', 'rule', 'why']"),
    ("[source]\nname = 'x'\nversion = '1'\n[[case]]\nid = 'a'\nkernel = 'k.py:f'\ntargets = ['cuda:90']\n"
     "bugs = [{rule = 'PROTO002', match = '(', why = 'w'}]\n", "match '(' is no regular expression"),
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
    (["--kernel", "06-attn", "--slice"], "error: no corpus case matches --kernel 06-attn --slice together"),
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


def test_the_pool_traces_and_checks_what_one_passlab_trace_per_entry_does(tmp_path):
    """bench/corpus.py traces through passlab's sweep engine (warm workers, one fork server per
    source). Each entry's trace equals, file for file, what a `passlab trace` process of its own
    writes (the runner before the pool), and so does its result; a resumed run traces nothing."""
    cases = corpus.select(corpus.load_corpus(), None, False, ["triton_tutorials/01-add_kernel",
                                                              "gluon_tutorials/01-copy_scalar"])
    save = tmp_path / "results.jsonl"
    results, _ = corpus.run_corpus(cases, tmp_path / "pool", jobs=2, save=save)
    entries = [entry for case in cases for entry in corpus.expand(case)]
    assert [r.entry for r in results] == [e.name for e in entries] and len(entries) == 4
    for index, (entry, result) in enumerate(zip(entries, results)):
        alone = tmp_path / "alone" / f"e{index}"
        config = ["--config", entry.config] if entry.config else []
        done = subprocess.run([sys.executable, str(ROOT / "cli.py"), "trace", entry.case.kernel_ref(), *config,
                               *entry.case.args, "--target", entry.target, "--out", str(alone), "--json"],
                              capture_output=True, text=True, cwd=ROOT, timeout=600)
        assert done.returncode == 0, done.stderr[-2000:]
        pooled = tmp_path / "pool" / f"e{index:04d}"
        assert same_trace(pooled, alone), entry.name
        expected = corpus.check_entry(entry, alone, result.seconds)
        assert corpus.asdict(expected) == corpus.asdict(result), entry.name
    lines = save.read_text()
    again, _ = corpus.run_corpus(cases, tmp_path / "again", jobs=2, save=save, resume=True)
    by_entry = sorted((corpus.asdict(r) for r in again), key=lambda r: r["entry"])
    assert by_entry == sorted((corpus.asdict(r) for r in results), key=lambda r: r["entry"])
    assert save.read_text() == lines and not list((tmp_path / "again").glob("e*"))


def same_trace(a: Path, b: Path) -> bool:
    """Two trace directories hold the same files and bytes, but for what names the run (its folder,
    its time and how long it took)."""
    import json
    files = sorted(p.relative_to(a) for p in a.rglob("*") if p.is_file())
    if files != sorted(p.relative_to(b) for p in b.rglob("*") if p.is_file()):
        return False
    timing = {"created", "wall_seconds", "compile_seconds"}
    for name in files:
        left, right = (a / name).read_bytes(), (b / name).read_bytes()
        if name.as_posix() == "manifest.json":
            left, right = ({k: v for k, v in json.loads(t).items() if k not in timing} for t in (left, right))
        elif name.as_posix() in ("raw/request.json", "raw/result.json"):
            continue   # the folder it was written in, the compile's seconds
        if left != right:
            return False
    return True


def test_ctrl_c_stops_the_corpus_run_and_every_process_under_it(tmp_path):
    """An interrupt mid-run: exit 130 at once, "interrupted", and no fork server, compile or checker left."""
    import os
    import signal
    import threading
    import time
    marker = f"passlab-corpus-test-{os.getpid()}-{time.monotonic_ns()}"
    proc = subprocess.Popen([sys.executable, str(ROOT / "bench" / "corpus.py"), "--slice", "-j", "2"], cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": str(ROOT), "PASSLAB_TEST_MARKER": marker},
                            start_new_session=True)
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.extend(proc.stderr), daemon=True)
    reader.start()
    deadline = time.monotonic() + 300
    while not any(line.startswith("[1/") for line in lines):
        assert proc.poll() is None, "".join(lines)[-2000:]
        assert time.monotonic() < deadline, "no entry finished"
        time.sleep(0.1)
    assert processes_with(marker)
    sent = time.monotonic()
    proc.send_signal(signal.SIGINT)
    proc.wait(timeout=60)
    reader.join(timeout=10)
    assert proc.returncode == 130, "".join(lines)[-2000:]
    assert time.monotonic() - sent < 15
    assert "interrupted" in "".join(lines) and "Traceback" not in "".join(lines)
    time.sleep(0.5)
    assert not processes_with(marker), "a process of the run outlived it"


def processes_with(text: str) -> list[int]:
    """Live processes whose environment holds ``text`` (everything the run starts inherits it)."""
    import os
    found = []
    for folder in Path("/proc").iterdir():
        if folder.name.isdigit() and int(folder.name) != os.getpid():
            try:
                state = (folder / "stat").read_text().rsplit(")", 1)[1].split()[0]
                if state not in ("Z", "X") and text.encode() in (folder / "environ").read_bytes():
                    found.append(int(folder.name))
            except (OSError, IndexError):
                pass
    return found


ADD_SM90, ADD_SM100 = "triton_tutorials/01-add_kernel/default/sm90", "triton_tutorials/01-add_kernel/default/sm100"


def saved_line(entry: str, **fields) -> bytes:
    """A result line as ``--save`` writes it (a clean checked entry of tutorial 01's kernel)."""
    import json
    result = corpus.Result(entry, "tests/data/tutorials/01-vector-add.py:add_kernel", None,
                           "cuda:" + entry.rpartition("/sm")[2], "checked", **fields)
    return (json.dumps(corpus.asdict(result)) + "\n").encode()


def test_a_save_file_ready_to_append_keeps_every_complete_result_and_drops_a_cut_line(tmp_path):
    """A last line without its newline: a complete result gets the newline (and is kept), a line a
    kill cut short is dropped with one line saying so; anything else is no results file and is left
    as it was."""
    whole = saved_line(ADD_SM90) + saved_line(ADD_SM100)
    save = tmp_path / "save.jsonl"
    save.write_bytes(whole[:-1])
    earlier, said = corpus.open_save(save)
    assert save.read_bytes() == whole and said == "" and {r.entry for r in earlier} == {ADD_SM90, ADD_SM100}
    save.write_bytes(whole[:-100])
    earlier, said = corpus.open_save(save)
    assert save.read_bytes() == saved_line(ADD_SM90) and [r.entry for r in earlier] == [ADD_SM90]
    assert said == f"{save}: dropped its last line, cut short by a killed run (the result of {ADD_SM100}); " \
                   f"that entry counts as not done"
    save.write_bytes(saved_line(ADD_SM90) + b'{"ent')
    assert corpus.open_save(save)[1].endswith("(5 bytes); that entry counts as not done")
    assert save.read_bytes() == saved_line(ADD_SM90)
    for text in (b"my notes\nno newline at the end", saved_line(ADD_SM90)[:-30] + saved_line(ADD_SM100),
                 b'{"entry": 5}\n', b"\x7fELF\x02\x01\x00\n\x00"):
        save.write_bytes(text)
        with pytest.raises(corpus.CorpusError, match="not a results file of bench/corpus.py --save"):
            corpus.open_save(save)
        assert save.read_bytes() == text


def test_resume_appends_after_a_complete_last_line_that_lacks_its_newline(tmp_path):
    """The entry saved last (its newline missing) is not traced again, and the next result goes on
    a line of its own: the file stays one result per line (--from-results and --resume read it)."""
    cases = corpus.select(corpus.load_corpus(), None, False, ["triton_tutorials/01-add_kernel"])
    save = tmp_path / "save.jsonl"
    save.write_bytes(saved_line(ADD_SM90, seconds=1.5)[:-1])
    results, _ = corpus.run_corpus(cases, tmp_path / "run", jobs=1, save=save, resume=True)
    lines = save.read_bytes().splitlines(keepends=True)
    assert len(lines) == 2 and lines[0] == saved_line(ADD_SM90, seconds=1.5)
    assert [r.entry for r in corpus.load_results([save])] == [ADD_SM90, ADD_SM100]
    assert [(r.entry, r.outcome) for r in results] == [(ADD_SM90, "checked"), (ADD_SM100, "checked")]
    assert len(list((tmp_path / "run").glob("e*"))) == 1


@pytest.mark.parametrize("content, expected", [
    (saved_line(ADD_SM90)[:-30] + saved_line(ADD_SM100), "save.jsonl:1: not a results file"),   # two glued lines
    (b"\x7fELF\x02\x01\x01\x00\n\x00\x00", "save.jsonl:1: not a results file of bench/corpus.py --save (not text)"),
    (b'{"entry": 5}\n', "save.jsonl:1: not a results file"),
    (None, "not a regular file"),   # a FIFO: reading it would wait for a writer
])
def test_resume_on_a_bad_save_file_is_one_line_and_exit_2(tmp_path, content, expected):
    import os
    save = tmp_path / "save.jsonl"
    if content is None:
        os.mkfifo(save)
    else:
        save.write_bytes(content)
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "corpus.py"), "--kernel", "01-add_kernel",
                           "--save", str(save), "--resume"], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and expected in done.stderr, done.stderr
    assert content is None or save.read_bytes() == content


def test_resume_with_mutants_traces_again_the_entries_saved_without_them(tmp_path):
    """--resume --mutants on a save made without --mutants: those entries have no mutant data, so they
    are traced again and seeded (one line says so), rather than shown as an empty mutant table; a
    line a kill cut short is dropped first."""
    cases = corpus.select(corpus.load_corpus(), None, False, ["triton_tutorials/01-add_kernel"])
    save = tmp_path / "save.jsonl"
    save.write_bytes(saved_line(ADD_SM90) + saved_line(ADD_SM100)[:-40])
    notes: list[str] = []
    results, _ = corpus.run_corpus(cases, tmp_path / "run", jobs=2, mutants=True, save=save, resume=True,
                                   note=notes.append)
    assert notes == [f"{save}: dropped its last line, cut short by a killed run (the result of {ADD_SM100}); "
                     f"that entry counts as not done",
                     f"{save}: 1 saved entries were checked without --mutants; they are traced again to seed them"]
    assert sorted(r.entry for r in results) == [ADD_SM100, ADD_SM90] and all(r.seeded for r in results)
    assert all(r.seeded for r in corpus.load_results([save]))
    again, _ = corpus.run_corpus(cases, tmp_path / "again", jobs=2, mutants=True, save=save, resume=True,
                                 note=notes.append)
    assert len(notes) == 2 and not list((tmp_path / "again").glob("e*"))


def test_the_checkers_die_with_a_killed_runner(tmp_path):
    """SIGKILL of bench/corpus.py mid-run: its check workers (forked), fork server and compiles are
    gone within seconds, none left running under PID 1."""
    import os
    import signal
    import threading
    import time
    marker = f"passlab-corpus-kill-{os.getpid()}-{time.monotonic_ns()}"
    # 17 entries, ~30 s on an idle machine (01-add_kernel's 2 entries ended in 3 s, before the check)
    proc = subprocess.Popen([sys.executable, str(ROOT / "bench" / "corpus.py"), "--kernel", "03-matmul_kernel",
                             "--max-configs", "4", "-j", "2"],
                            cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": str(ROOT), "PASSLAB_TEST_MARKER": marker},
                            start_new_session=True)
    lines: list[str] = []
    threading.Thread(target=lambda: lines.extend(proc.stderr), daemon=True).start()
    deadline = time.monotonic() + 300
    while not any(line.startswith("[1/") for line in lines):
        assert proc.poll() is None, "".join(lines)[-2000:]
        assert time.monotonic() < deadline, "no entry finished"
        time.sleep(0.1)
    while len(processes_with(marker)) < 3 and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.1)   # the runner and its two checkers at least
    assert proc.poll() is None and len(processes_with(marker)) >= 3, "".join(lines)[-2000:]
    proc.kill()
    proc.wait(timeout=30)
    deadline = time.monotonic() + 5
    while processes_with(marker) and time.monotonic() < deadline:
        time.sleep(0.1)
    left = processes_with(marker)
    for pid in left:   # the test's own leftovers, by the marker only it set
        os.kill(pid, signal.SIGKILL)
    assert not left, "processes of the killed run outlived it"


@pytest.mark.parametrize("fields", [
    {"errors": [{}]}, {"warnings": [{"rule": ["PTX001"], "stage": "PTX", "message": "m"}]},
    {"notes": {"PTX000": "2"}}, {"notes": {"PTX000": [1]}}, {"confirmed": [1]},
    {"mutants": [{}]}, {"mutants": [{"class": "c", "description": "d", "detected": True, "new_errors": 5,
                                      "new_warnings": [], "reason": ""}]},
    {"target": "cuda"},
])
def test_from_results_on_a_line_whose_findings_are_not_findings_is_one_line_and_exit_2(tmp_path, fields):
    """A saved line whose findings, notes or mutants the tables cannot read (hand-edited, another
    tool's JSON lines) is no result: one error line and exit 2, not a traceback from the tables."""
    import json
    row = json.loads(saved_line(ADD_SM90))
    save = tmp_path / "save.jsonl"
    save.write_text(json.dumps({**row, **fields}) + "\n")
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "corpus.py"), "--from-results", str(save)],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 2 and done.stderr == f"error: {save}:1: not a results file of bench/corpus.py --save\n"


def test_a_save_line_of_deeply_nested_brackets_is_no_results_file(tmp_path):
    save = tmp_path / "save.jsonl"
    save.write_bytes(b"[" * 100000 + b"]" * 100000 + b"\n")
    with pytest.raises(corpus.CorpusError, match="save.jsonl:1: not a results file"):
        corpus.open_save(save)


def test_an_error_that_proves_a_known_bug_of_the_source_is_counted_apart_and_saved():
    """Gluon tutorial 08's manifest names its latent hang (``bugs``): PROTO002 naming the epilogue's
    arrive at line 563 is a true error, counted under ``known``, never a false error; another
    PROTO002 on the same case, or the same message under another rule, is still a false error. A
    saved line keeps the known errors, and a line saved before ``known`` existed still loads."""
    import json
    case = next(c for c in corpus.load_corpus() if c.id == "08-matmul_warp_specialized_kernel")
    overtaken = ("deadlock in 1 of 114 schedules: ...; partition1's wait was overtaken: where the schedules finish "
                 "it passes on the phase of %acc_empty_bars[1] that default's arrive_barrier ... (iteration 2; "
                 "08-warp-specialization.py:563, snapshot line 113) completes; ...")
    assert "acc_empty_bars[t + 1]" in case.known_bug("PROTO002", overtaken)
    assert case.known_bug("PROTO002", "deadlock in 3 of 66 schedules: default waits on ...") == ""
    assert case.known_bug("PROTO001", overtaken) == ""
    result = corpus.Result("gluon_tutorials/08/default/sm100", case.kernel, None, "cuda:100", "checked",
                           known=[{"rule": "PROTO002", "stage": "WSLowerToken", "message": overtaken, "line": 1,
                                   "why": "w"}])
    table = corpus.rule_table([result])
    assert table["PROTO002"]["known_bug_errors"] == 1 and table["PROTO002"]["false_errors"] == 0
    assert table["PROTO002"]["precision"] == 1.0
    row = json.loads(json.dumps(vars(result)))
    assert corpus.result_from_row(row).known == result.known
    del row["known"]
    assert corpus.result_from_row(row).known == []
