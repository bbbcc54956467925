"""fa_fp8_gluon on a CPU: every config traces for cuda:90 and is clean under ``passlab check``
(protocol model included); the FP8 wgmma and the in-kernel V transpose in its PTX; the ATTN_FP8
workload's inputs, reference, bound and baselines."""

from __future__ import annotations

import math
import re

import pytest
from click.testing import CliRunner

import kernels
from kernels import fa_fp8_gluon, fa_fp8_gluon_partitions
from passlab.checks import run_checks
from passlab.cli import cli
from passlab.frontend.workloads import ATTENTION, ATTN_FP8

SMEM_LIMIT = 232448   # H100/H200 opt-in shared memory per block
DEFAULT_RUN = {"default", "causal"}
CASES = [config if config in DEFAULT_RUN else pytest.param(config, marks=pytest.mark.long)
         for config in kernels.get("fa_fp8_gluon").configs]


@pytest.mark.slow
@pytest.mark.parametrize("config", CASES)
def test_every_config_traces_and_checks_clean(trace_of, config):
    trace = trace_of("fa_fp8_gluon", config)
    assert trace.manifest["outcome"]["code"] == "ok"
    metadata = trace.manifest["metadata"]
    groups = kernels.get("fa_fp8_gluon").resolve(config).params["GROUPS"]
    # a warp group per consumer group and the producer's
    assert metadata["num_warps"] == 4 * (groups + 1) and metadata["shared"] <= SMEM_LIMIT, metadata
    report = run_checks(trace)
    assert report.errors == 0 and report.warnings == 0, [(f.rule, f.stage, f.message) for f in report.findings
                                                         if f.severity != "note"]
    coverage = [f for f in report.findings if f.rule == "PROTO000" and f.stage == "WSLowerToken"]
    assert coverage and dict(coverage[0].details)["covered"], coverage


@pytest.mark.slow
def test_both_gemms_are_e4m3_wgmma_and_v_is_transposed_in_the_kernel(trace_of):
    trace = trace_of("fa_fp8_gluon", "default")
    ptx = (trace.path / "artifacts" / "kernel.ptx").read_text()
    # per consumer group: QK^T of block 0, QK^T + PV in the loop, the last PV; 4 k32 steps each
    assert ptx.count("wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3") == 2 * 4 * 4
    # the producer moves V through registers: 8 ldmatrix per V block (two call sites), byte permutes,
    # 32 4-byte stores per thread into V^T
    assert ptx.count("ldmatrix.sync.aligned.m8n8.x4.shared.b16") == 16 and ptx.count("prmt.b32") >= 64
    assert ptx.count("st.shared.b32") == 64
    ttgir = (trace.path / "artifacts" / "kernel.ttgir").read_text()
    assert "cvt" in ptx and ttgir.count("-> tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0") >= 2   # P to e4m3


def _wgmma_windows(ptx: str) -> list[tuple[set, str]]:
    """(the wgmma shapes issued since the previous wait, the wait's pending count) per wait_group."""
    windows, shapes = [], set()
    for line in ptx.splitlines():
        issued = re.search(r"wgmma\.mma_async\.sync\.aligned\.(m\d+n\d+k\d+)", line)
        waited = re.search(r"wgmma\.wait_group\.sync\.aligned\s+(\d+)", line)
        if issued:
            shapes.add(issued.group(1))
        elif waited:
            windows.append((shapes, waited.group(1)))
            shapes = set()
    return windows


@pytest.mark.slow
def test_serial_never_has_qk_and_pv_in_flight_together_and_transposes_v_in_halves(trace_of):
    """SERIAL at BLOCK_N 256: QK^T (m64n256) and PV (m64n128) are never issued between the same two
    waits, so S's 128 registers and P's e4m3 operand are never live together (what fits the 128x256
    tile in 232 registers without spills); the overlapped config at 256 has both in flight."""
    windows = _wgmma_windows((trace_of("fa_fp8_gluon", "d128_n256_ser").path / "artifacts" / "kernel.ptx").read_text())
    assert windows and all(len(shapes) == 1 and pending == "0" for shapes, pending in windows), windows
    overlapped = _wgmma_windows((trace_of("fa_fp8_gluon", "d128_n256").path / "artifacts" / "kernel.ptx").read_text())
    assert any(shapes == {"m64n256k32", "m64n128k32"} for shapes, _ in overlapped), overlapped
    ttgir = (trace_of("fa_fp8_gluon", "d128_n256_ser").path / "artifacts" / "kernel.ttgir").read_text()
    # one raw V slot of 256 rows, moved to V^T through registers 128 rows at a time
    assert "!ttg.memdesc<1x256x128xf8E4M3FN" in ttgir and "-> tensor<128x128xf8E4M3FN" in ttgir


def _prmt(a: bytes, b: bytes, selector: int) -> bytes:
    """PTX prmt.b32 (default mode): result byte i is byte (selector >> 4i) & 7 of b:a (a first)."""
    return bytes((a + b)[(selector >> 4 * i) & 7] for i in range(4))


def test_vt_asm_puts_byte_m_of_rows_0_to_3_in_output_word_m():
    regs = {f"${4 + r}": bytes(16 * r + c for c in range(4)) for r in range(4)}   # row r, column c: 16r + c
    for dst, a, b, sel in re.findall(r"prmt\.b32 (\S+), (\S+), (\S+), (0x[0-9a-f]+);",
                                     fa_fp8_gluon_partitions.TRANSPOSE_4X4_ASM.value):
        regs[dst] = _prmt(regs[a], regs[b], int(sel, 16))
    assert [list(regs[f"${m}"]) for m in range(4)] == [[16 * r + m for r in range(4)] for m in range(4)]


@pytest.mark.slow
def test_vt_asm_transposes_with_8_byte_permutes_a_block_and_stores_its_words_as_they_are(trace_of):
    ptx = (trace_of("fa_fp8_gluon", "d128_kpa").path / "artifacts" / "kernel.ptx").read_text()
    # two call sites x 8 blocks of 4 x 4 bytes per thread and V block x 8; Triton's packing took 12 a block
    assert len(re.findall(r"prmt\.b32 \S+, (?:%r\d+, %r\d+|t\d, t\d), 0x(?:5140|7362|5410|7632);", ptx)) == 2 * 8 * 8
    words = re.findall(r"prmt\.b32 (%r\d+), t\d, t\d, ", ptx)
    stored = re.findall(r"st\.shared\.b32 \t\[[^\]]+\], (%r\d+);", ptx)
    assert len(words) == len(stored) == 64 and set(stored) == set(words)


def test_check_command_is_clean_on_the_default_config(tmp_path):
    result = CliRunner().invoke(cli, ["check", "--protocol", "fa_fp8_gluon"],
                                catch_exceptions=False, env={"PASSLAB_DUMPS": str(tmp_path)})
    assert result.exit_code == 0, result.output
    assert "0 error(s), 0 warning(s)" in result.output


def test_signature_gives_e4m3_boxes_a_bf16_output_and_fp32_scale_vectors():
    params = kernels.get("fa_fp8_gluon").resolve("default").params
    sig = fa_fp8_gluon.signature(params)
    assert sig["desc_q"].startswith("tensordesc<fp8e4nv[64, 128]")
    assert sig["desc_k"].startswith("tensordesc<fp8e4nv[128, 128]") and sig["desc_v"] == sig["desc_k"]
    assert sig["desc_o"].startswith("tensordesc<bf16[64, 128]")
    assert sig["q_scale_ptr"] == sig["k_scale_ptr"] == sig["v_scale_ptr"] == "*fp32"


def test_vt_global_takes_v_transposed_in_a_d_by_block_n_box():
    params = kernels.get("fa_fp8_gluon").resolve("d128_vtg").params
    sig = fa_fp8_gluon.signature(params)
    assert sig["desc_v"].startswith("tensordesc<fp8e4nv[128, 128]")   # [D, BLOCK_N]
    params = kernels.get("fa_fp8_gluon").resolve("default").params
    params = {**params, "BLOCK_N": 64, "VT_GLOBAL": True}
    assert fa_fp8_gluon.signature(params)["desc_v"].startswith("tensordesc<fp8e4nv[128, 64]")


@pytest.mark.parametrize("kperm", [False, True])
def test_v_transposed_puts_kperms_kv_index_along_the_columns(kperm):
    """VT_GLOBAL's host copy: row zh * D + d of V^T is V[zh, :, d], in _permute_k's order with KPERM
    (position 16a + 4q + 2b + e holds KV index 16a + 8b + 2q + e), as the kernel's P columns."""
    torch = pytest.importorskip("torch")
    Z, H, N, D = 2, 3, 48, 8
    v = torch.arange(Z * H * N * D, dtype=torch.int32).view(Z, H, N, D)
    vt = fa_fp8_gluon._v_transposed(v, kperm)
    assert vt.shape == (Z * H * D, N) and vt.is_contiguous()

    def kv(pos):
        a, r = divmod(pos, 16)
        q, r = divmod(r, 4)
        b, e = divmod(r, 2)
        return 16 * a + 8 * b + 2 * q + e if kperm else pos

    for z in range(Z):
        for h in range(H):
            for d in range(D):
                assert vt[(z * H + h) * D + d].tolist() == [int(v[z, h, kv(p), d]) for p in range(N)]


def test_candidates_match_the_problem():
    for shape in ATTN_FP8.default_shapes:
        names = fa_fp8_gluon.candidate_configs(shape)
        assert names, shape
        assert not set(names) & set(fa_fp8_gluon.SLOWER + fa_fp8_gluon.PROBES), shape   # measured, not picked
        for name in names:
            params = kernels.get("fa_fp8_gluon").resolve(name).params
            assert (params["HEAD_DIM"], params["CAUSAL"]) == (shape[3], shape[4])


def test_shapes_are_attentions():
    assert ATTN_FP8.parse_shape("1x16x16384x128:causal") == (1, 16, 16384, 128, True)
    assert ATTN_FP8.flops((1, 16, 16384, 128, False)) == ATTENTION.flops((1, 16, 16384, 128, False))


def _emulate(q, k, v, sm_scale, causal, block_n=128, p_log2=8.0):
    """The kernel's arithmetic in float64: online softmax over KV blocks, m kept p_log2 below the
    running maximum, P rounded to e4m3 for PV, the row sum from the unrounded P."""
    import torch
    N = q.shape[0]
    s = (q @ k.T) * sm_scale * math.log2(math.e)
    if causal:
        s.masked_fill_(torch.ones(N, N, dtype=torch.bool).triu(1), float("-inf"))
    m = torch.full((N,), -float("inf"), dtype=torch.float64)
    l = torch.zeros(N, dtype=torch.float64)
    acc = torch.zeros(N, v.shape[1], dtype=torch.float64)
    for j in range(0, N, block_n):
        m_new = torch.maximum(m, s[:, j:j + block_n].max(1).values - p_log2)
        p = torch.exp2(s[:, j:j + block_n] - m_new[:, None]).float()
        alpha = torch.exp2(m - m_new).nan_to_num(0.0)
        l = l * alpha + p.double().sum(1)
        acc = acc * alpha[:, None] + p.to(torch.float8_e4m3fn).double() @ v[j:j + block_n]
        m = m_new
    return acc / l[:, None]


@pytest.mark.parametrize("causal", [False, True])
def test_inputs_are_e4m3_per_head_the_reference_dequantizes_and_p_rounding_stays_in_the_bound(causal):
    torch = pytest.importorskip("torch")
    inputs = ATTN_FP8.make_inputs((1, 2, 512, 64, causal), "bf16", device="cpu")
    assert inputs["q"].dtype == torch.float8_e4m3fn and inputs["q_scale"].shape == (2,)
    assert inputs["out"].dtype == torch.bfloat16 and inputs["v16"].dtype == torch.bfloat16
    # amax/448 scales: every head's largest element is e4m3's largest finite value
    assert float(inputs["k"][0, 1].float().abs().max()) == 448.0
    err2 = ref2 = 0.0
    for (b, h), ref in ATTN_FP8.reference(inputs):
        q, k, v = (ATTN_FP8.dequantized(inputs, n, b, h) for n in ("q", "k", "v"))
        exact = torch.softmax((q @ k.T) * inputs["sm_scale"]
                              + (torch.full((512, 512), -float("inf")).triu(1) if causal else 0), -1) @ v
        assert torch.allclose(ref, exact, rtol=1e-10, atol=1e-12)
        err2 += float(((_emulate(q, k, v, inputs["sm_scale"], causal) - ref) ** 2).sum())
        ref2 += float((ref ** 2).sum())
    rel = (err2 / ref2) ** 0.5
    assert 5e-3 < rel < ATTN_FP8.rel_error_bound / 2, rel   # P's rounding shows, well inside the bound


def test_baselines_are_bf16_attention_of_the_dequantized_inputs():
    pytest.importorskip("torch")
    inputs = ATTN_FP8.make_inputs((1, 1, 256, 128, True), "bf16", device="cpu")
    names = ATTN_FP8.baselines(inputs)   # builds the calls; running them needs a GPU
    assert set(names) == {"fa_hopper_gluon_bf16", "sdpa_cudnn_bf16"}
    assert ATTN_FP8.bf16_configs[(128, True)] in kernels.get("fa_hopper_gluon").configs
