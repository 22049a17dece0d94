"""NVFP4 reference (examples/glm5_dense/nvfp4_ref.py): values, packing, layouts, round trip, GEMM,
and agreement with flashinfer (0.6.8.post1's real Python path over the CPU kernels; 0.7.4's
shipped fake for ``flashinfer::fp4_quantize``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest
import torch

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GLM5 = os.path.join(REPO, "examples", "glm5_dense")
SEED = os.path.join(REPO, "examples", "seed_incident")
TARGETS = os.path.join(REPO, ".targets")
FI_068 = os.path.join(TARGETS, "flashinfer-0.6.8.post1")
FI_074 = os.path.join(TARGETS, "flashinfer-0.7.4")
DEPS = os.path.join(TARGETS, "deps")

sys.path.insert(0, GLM5)
import nvfp4_ref as R  # noqa: E402

pytestmark = pytest.mark.torch

LAYOUTS = {"128x4": (True, False), "8x4": (True, True), "linear": (False, False)}


def _need(*dirs):
    missing = [d for d in dirs if not os.path.isdir(d)]
    if missing:
        pytest.skip(f"needs {', '.join(os.path.relpath(d, REPO) for d in missing)} "
                    "(run tests/fetch_targets.py)")


def _run(code: str, *pythonpath: str, timeout: int = 300) -> dict:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(pythonpath))
    p = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=env, cwd=REPO,
                       capture_output=True, text=True, timeout=timeout)
    assert p.returncode == 0, p.stderr[-3000:]
    return json.loads(p.stdout.strip().splitlines()[-1])


# ------------------------------------------------------------------------------------------
# E2M1 values and packing
# ------------------------------------------------------------------------------------------


def test_e2m1_grid_is_exact():
    vals = torch.tensor(R.E2M1_VALUES)
    codes = R.e2m1_encode(vals)
    assert codes.tolist() == list(range(8))
    assert R.e2m1_decode(codes).tolist() == list(R.E2M1_VALUES)
    neg = R.e2m1_encode(-vals[1:])
    assert neg.tolist() == list(range(9, 16))
    assert R.e2m1_decode(neg).tolist() == [-v for v in R.E2M1_VALUES[1:]]


def test_e2m1_round_to_nearest_even_and_saturate():
    x = torch.tensor([0.24, 0.25, 0.26, 0.75, 1.25, 1.75, 2.5, 3.5, 5.0, 5.01, 6.0, 7.0, 1e9])
    got = R.e2m1_decode(R.e2m1_encode(x)).tolist()
    # ties: 0.25->0 (even code 0), 0.75->1, 1.25->1, 1.75->2, 2.5->2, 3.5->4, 5->4
    assert got == [0.0, 0.0, 0.5, 1.0, 1.0, 2.0, 2.0, 4.0, 4.0, 6.0, 6.0, 6.0, 6.0]
    assert R.e2m1_encode(torch.tensor([-0.1, -0.0])).tolist() == [8, 8]  # signed zero


def test_packing_even_element_in_low_nibble():
    codes = torch.tensor([[1, 2, 15, 0, 7, 9]], dtype=torch.uint8)
    packed = R.pack_e2m1(codes)
    assert packed.dtype == torch.uint8
    assert packed.tolist() == [[0x21, 0x0F, 0x97]]
    assert torch.equal(R.unpack_e2m1(packed), codes)


def test_packing_through_quantize():
    # block [0.5, 1, 0, ..., 6]: amax 6 -> sf 1 with global scale 1: codes are the values
    x = torch.zeros(1, 16)
    x[0, 0], x[0, 1], x[0, 15] = 0.5, 1.0, 6.0
    x_q, sf = R.fp4_quantize(x.bfloat16(), torch.tensor([1.0]), is_sf_swizzled_layout=False)
    assert x_q[0, 0].item() == (2 << 4) | 1  # element 0 (0.5 -> code 1) low, element 1 high
    assert x_q[0, 7].item() == 7 << 4  # element 15 (6.0 -> code 7) in the high nibble
    assert sf.view(torch.float8_e4m3fn).float().item() == 1.0


# ------------------------------------------------------------------------------------------
# Round trip
# ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("m,k", [(1, 16), (7, 64), (130, 256), (64, 1024)])
def test_round_trip_error_bound(m, k):
    g = torch.Generator().manual_seed(m * 1000 + k)
    x = (torch.randn(m, k, generator=g) * torch.rand(m, 1, generator=g) * 10).bfloat16()
    gs = R.global_scale_from_amax(x.float().abs().amax())
    x_q, sf = R.fp4_quantize(x, gs)
    deq = R.dequantize(x_q, sf, gs)
    assert deq.shape == (m, k)
    # per element: |x - deq| <= half the widest E2M1 gap (1.0) in scaled units, i.e.
    # <= fp8(sf)/gs, and fp8 rounding keeps that within (amax_block / 6) * (1 + 2^-4)
    blk_amax = x.float().reshape(m, k // 16, 16).abs().amax(-1, keepdim=True)
    bound = (blk_amax / 6 * (1 + 2**-4)).expand(m, k // 16, 16).reshape(m, k) + 1e-6
    assert ((deq - x.float()).abs() <= bound).all()
    rel = (deq - x.float()).norm() / x.float().norm()
    assert rel < 0.12  # gaussian-ish data: ~0.09-0.10 measured


def test_round_trip_exact_for_representable_values():
    g = torch.Generator().manual_seed(1)
    codes = torch.randint(0, 16, (32, 128), generator=g, dtype=torch.uint8)
    codes[:, ::16] = 7  # each block holds 6.0 -> block scale exactly 1 * 2^e
    scale = 2.0 ** torch.randint(-3, 4, (32, 8, 1), generator=g).float()
    x = (R.e2m1_decode(codes).reshape(32, 8, 16) * scale).reshape(32, 128)
    gs = torch.tensor([1.0])
    x_q, sf = R.fp4_quantize(x.bfloat16(), gs, is_sf_swizzled_layout=False)
    assert torch.equal(R.dequantize(x_q, sf, gs, layout="linear"), x)


def test_global_scale_and_block_scale_formula():
    x = torch.full((1, 16), 3.0).bfloat16()
    gs = R.global_scale_from_amax(torch.tensor(3.0))
    assert gs.item() == pytest.approx(448 * 6 / 3)
    _, sf = R.fp4_quantize(x, gs, is_sf_swizzled_layout=False)
    # sf = fp8(gs * amax / 6) = fp8(448) = 448 (the E4M3 max)
    assert sf.view(torch.float8_e4m3fn).float().item() == 448.0


def test_mxfp4_ue8m0():
    x = torch.linspace(-3, 3, 64).reshape(2, 32).bfloat16()
    x_q, sf = R.fp4_quantize(x, None, sf_vec_size=32, sf_use_ue8m0=True,
                             is_sf_swizzled_layout=False)
    assert sf.shape == (2, 1) and sf.dtype == torch.uint8
    assert sf.tolist() == [[126], [126]]  # 2^ceil(log2(3 / 6)) = 2^-1, biased by 127
    deq = R.dequantize(x_q, sf, None, sf_vec_size=32, sf_use_ue8m0=True, layout="linear")
    assert (deq - x.float()).abs().max() <= 0.5 + 1e-6


# ------------------------------------------------------------------------------------------
# Scale-factor layouts
# ------------------------------------------------------------------------------------------


def _offset_128x4(m_idx, k_idx, num_col_vecs):
    # flashinfer csrc nv_internal/tensorrt_llm/kernels/quantization_utils.cuh
    # get_sf_out_offset_128x4
    inner_k, inner_m, outer_m = k_idx % 4, (m_idx % 128) // 32, m_idx % 32
    k_tile, m_tile = k_idx // 4, m_idx // 128
    num_k_tiles = (num_col_vecs + 3) // 4
    return m_tile * num_k_tiles * 512 + k_tile * 512 + outer_m * 16 + inner_m * 4 + inner_k


def _offset_8x4(m_idx, k_idx, num_cols):
    num_k_tiles = (num_cols + 3) // 4
    return (m_idx // 8) * num_k_tiles * 32 + (k_idx // 4) * 32 + (m_idx % 8) * 4 + k_idx % 4


@pytest.mark.parametrize("layout", ["128x4", "8x4"])
@pytest.mark.parametrize("m,k_sf", [(1, 1), (5, 3), (128, 4), (130, 9), (300, 16)])
def test_swizzle_matches_kernel_offsets_and_inverts(layout, m, k_sf):
    sf = torch.arange(m * k_sf, dtype=torch.int64).reshape(m, k_sf) % 251 + 1
    sw = R.swizzle_sf(sf.to(torch.uint8), layout)
    assert tuple(sw.shape) == R.sf_layout_shape(m, k_sf * 16, 16, layout)
    flat = sw.reshape(-1)
    off = _offset_128x4 if layout == "128x4" else _offset_8x4
    for i in range(m):
        for j in range(k_sf):
            assert flat[off(i, j, k_sf)].item() == sf[i, j].item()
    # padding is zero and the inverse recovers the input
    assert int((flat != 0).sum()) == m * k_sf
    assert torch.equal(R.unswizzle_sf(sw, m, k_sf, layout), sf.to(torch.uint8))


def test_swizzle_is_the_documented_permute():
    m, k_sf = 256, 8
    sf = torch.randint(0, 255, (m, k_sf), dtype=torch.uint8)
    ref = sf.reshape(m // 128, 4, 32, k_sf // 4, 4).permute(0, 3, 2, 1, 4).reshape(m, k_sf)
    assert torch.equal(R.swizzle_sf(sf, "128x4"), ref)


@pytest.mark.parametrize("layout", list(LAYOUTS))
@pytest.mark.parametrize("m,k", [(1, 16), (3, 48), (8, 64), (129, 96), (200, 256), (64, 6144)])
def test_quantize_shapes_all_layouts(layout, m, k):
    sw, e8 = LAYOUTS[layout]
    x = torch.randn(m, k).bfloat16()
    gs = R.global_scale_from_amax(x.float().abs().amax())
    x_q, sf = R.fp4_quantize(x, gs, is_sf_swizzled_layout=sw, is_sf_8x4_layout=e8)
    assert x_q.shape == (m, k // 2) and x_q.dtype == torch.uint8
    expect = {"128x4": (R.round_up(m, 128), R.round_up(k // 16, 4)),
              "8x4": (R.round_up(m, 8), R.round_up(k // 16, 4)),
              "linear": (m, k // 16)}[layout]
    assert tuple(sf.shape) == expect and sf.dtype == torch.uint8
    fq, fsf = R.fp4_quantize_fake(x.to("meta"), gs.to("meta"), 16, False, sw, e8)
    assert (fq.shape, fq.dtype, fsf.shape, fsf.dtype) == (x_q.shape, x_q.dtype, sf.shape, sf.dtype)
    # all layouts dequantize to the same values
    deq = R.dequantize(x_q, sf, gs, layout=layout)
    x_q2, sf2 = R.fp4_quantize(x, gs, is_sf_swizzled_layout=False)
    assert torch.equal(deq, R.dequantize(x_q2, sf2, gs, layout="linear"))


def test_leading_dims_flattened():
    x = torch.randn(2, 3, 64).bfloat16()
    gs = R.global_scale_from_amax(x.float().abs().amax())
    x_q, sf = R.fp4_quantize(x, gs)
    assert x_q.shape == (2, 3, 32) and sf.shape == (128, 4)


# ------------------------------------------------------------------------------------------
# FP4 GEMM reference
# ------------------------------------------------------------------------------------------


def test_mm_fp4_matches_dequantized_matmul_and_bf16():
    g = torch.Generator().manual_seed(3)
    m, n, k = 37, 96, 256
    x = torch.randn(m, k, generator=g).bfloat16()
    w = (torch.randn(n, k, generator=g) / 16).bfloat16()
    ck = R.quantize_weight(w)
    w_sf = R.swizzle_weight_scale(ck["weight_scale"])
    assert w_sf.shape == (128, 16) and w_sf.dtype == torch.float8_e4m3fn
    x_amax = x.float().abs().amax()
    input_scale = x_amax / (448 * 6)
    x_q, x_sf = R.fp4_quantize(x, (1 / input_scale).reshape(1))
    alpha = (input_scale * ck["weight_scale_2"]).reshape(())
    out = R.mm_fp4(x_q, ck["weight"].T, x_sf, w_sf.T, alpha, torch.bfloat16)
    assert out.shape == (m, n) and out.dtype == torch.bfloat16
    xd = R.dequantize(x_q, x_sf, (1 / input_scale).reshape(1))
    wd = R.dequantize_blocks(ck["weight"], ck["weight_scale"]) * ck["weight_scale_2"]
    torch.testing.assert_close(out.float(), (xd @ wd.T).bfloat16().float(), rtol=2e-2, atol=2e-2)
    cos = torch.nn.functional.cosine_similarity(out.float().flatten(),
                                                (x.float() @ w.float().T).flatten(), dim=0)
    assert cos > 0.98


# ------------------------------------------------------------------------------------------
# Against flashinfer
# ------------------------------------------------------------------------------------------


@pytest.mark.targets
def test_real_flashinfer_068_path_over_cpu_kernels_equals_reference():
    _need(FI_068, DEPS)
    out = _run(f"""
        import json, sys, torch
        sys.path[:0] = [{GLM5!r}, {SEED!r}]
        from replay import import_flashinfer
        fi = import_flashinfer({FI_068!r}, {DEPS!r})
        from cpu_kernels import install_cpu_kernels
        from sm120 import simulate_sm120
        import nvfp4_ref as R
        h = install_cpu_kernels(fi)
        res = []
        with simulate_sm120(fi):
            for m, k in ((1, 64), (40, 128), (130, 256)):
                x = torch.randn(m, k).bfloat16()
                gs = R.global_scale_from_amax(x.float().abs().amax())
                for sw, e8 in ((True, False), (True, True), (False, False)):
                    a = fi.fp4_quantize(x, gs, is_sf_swizzled_layout=sw, is_sf_8x4_layout=e8)
                    b = R.fp4_quantize(x, gs, is_sf_swizzled_layout=sw, is_sf_8x4_layout=e8)
                    res.append(all(torch.equal(u, v) and u.dtype == v.dtype for u, v in zip(a, b)))
            import flashinfer.jit.cpp_ext as ce
            ver = str(ce.get_cuda_version())
        print(json.dumps({{"equal": res, "loaded": h.loaded, "cuda": ver}}))
    """, FI_068, DEPS)
    assert all(out["equal"]) and len(out["equal"]) == 9
    assert out["loaded"] == ["fp4_quantization_120"]  # SM120 module, built once (cached)
    assert out["cuda"] == "12.8"


@pytest.mark.targets
def test_fake_agrees_with_flashinfer_074_shipped_fake():
    _need(FI_074, DEPS)
    out = _run(f"""
        import json, sys, torch
        sys.path[:0] = [{GLM5!r}, {SEED!r}]
        from replay import import_flashinfer
        fi = import_flashinfer({FI_074!r}, {DEPS!r})
        import nvfp4_ref as R
        op = torch.ops.flashinfer.fp4_quantize
        bad, n = [], 0
        for m in (1, 7, 8, 127, 128, 129, 300):
            for k in (16, 32, 48, 64, 80, 256, 6144):
                for sw, e8 in ((True, False), (True, True), (False, False)):
                    for col in (False, True):
                        x = torch.empty(m, k, dtype=torch.bfloat16, device="meta")
                        if col:
                            x = torch.empty(k, m, dtype=torch.bfloat16, device="meta").t()
                        gs = torch.empty(1, dtype=torch.float32, device="meta")
                        a = op(x, gs, 16, False, sw, e8)  # meta -> the shipped fake
                        b = R.fp4_quantize_fake(x, gs, 16, False, sw, e8)
                        n += 1
                        if [(t.shape, t.dtype) for t in a] != [(t.shape, t.dtype) for t in b]:
                            bad.append([m, k, sw, e8, col, str(a[1].shape), str(b[1].shape)])
        print(json.dumps({{"n": n, "bad": bad}}))
    """, FI_074, DEPS)
    assert out["n"] == 7 * 7 * 3 * 2
    assert out["bad"] == []
