"""The objects the passlab_trace fixture hands to a test, used in-process on session traces."""

from __future__ import annotations

import pytest

from passlab.regress.pytest_plugin import KernelTrace, PasslabCheckFailed


@pytest.fixture
def hopper(trace_of, tmp_path) -> KernelTrace:
    return KernelTrace(trace_of("matmul_hopper"), rootpath=tmp_path, update=False)


def test_filecheck_uses_filecheck_semantics(hopper):
    stage = hopper.stage("wslowertoken")  # stage names are case-insensitive
    assert stage.name == "WSLowerToken"
    stage.filecheck("CHECK-COUNT-33: ttng.init_barrier\nCHECK: ttg.warp_specialize\nCHECK-NOT: nvws.producer_acquire")
    hopper.stage("SWP").filecheck("CHECK-LABEL: tt.func public @matmul_hopper\nCHECK: ttg.warp_specialize")


def test_filecheck_failure_names_stage_and_check_line(hopper):
    with pytest.raises(PasslabCheckFailed) as info:
        hopper.stage("WSCodePartition").filecheck("CHECK: ttg.warp_specialize\nCHECK: ttng.init_barrier\n")
    message = str(info.value)
    assert message.startswith("FileCheck failed on stage WSCodePartition")
    assert "checks:2: error" in message and "ttng.init_barrier" in message


def test_check_prefixes(hopper):
    hopper.stage("MemoryPlanner").filecheck("SMEM: ttg.shared = 213464", check_prefixes="SMEM")


def test_stage_that_did_not_run_fails_with_the_reason(trace_of, tmp_path):
    ampere = KernelTrace(trace_of("matmul_ampere"), rootpath=tmp_path, update=False)
    with pytest.raises(PasslabCheckFailed, match="did not run.*warp_specialize"):
        ampere.stage("WSCodePartition")


def test_pass_ir(hopper):
    hopper.pass_ir("tritongpu-pipeline").filecheck("CHECK: ttg.warp_specialize")


def test_missing_golden_says_how_to_create_it(hopper):
    with pytest.raises(PasslabCheckFailed, match=r"no golden at .*pytest --passlab-update"):
        hopper.assert_matches_golden("golden/none")


def test_update_mode_writes_relative_to_rootdir(trace_of, tmp_path):
    written = []
    updating = KernelTrace(trace_of("matmul_ampere"), rootpath=tmp_path, update=True, written=written)
    updating.assert_matches_golden("golden/ampere")
    assert (tmp_path / "golden" / "ampere" / "case.json").is_file()
    assert written == [tmp_path / "golden" / "ampere"]
    KernelTrace(trace_of("matmul_ampere"), rootpath=tmp_path, update=False).assert_matches_golden("golden/ampere")


def test_update_mode_never_writes_a_golden_of_a_failed_compile(trace_of, tmp_path):
    """--passlab-update on a compile that failed (a typo, a crash) fails the test instead of
    recording the failure as the expected result; a declared expected failure is written."""
    failing = KernelTrace(trace_of("matmul_ws_pointer"), rootpath=tmp_path, update=True, written=[])
    with pytest.raises(PasslabCheckFailed, match="the compile failed .*no golden written"):
        failing.assert_matches_golden("golden/ws")
    assert not (tmp_path / "golden" / "ws").exists()
    failing.assert_matches_golden("golden/ws", allow_failure=True)
    assert (tmp_path / "golden" / "ws" / "case.json").is_file()
