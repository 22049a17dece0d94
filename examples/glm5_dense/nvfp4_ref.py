"""Pure-PyTorch NVFP4 reference: quantize, scale-factor layouts, dequantize, FP4 GEMM.

Mirrors flashinfer's ``fp4_quantize`` (TensorRT-LLM ``cvt_warp_fp16_to_fp4``) on CPU so that real
values can flow through a model whose NVFP4 linears call the flashinfer API:

* values: FP4 E2M1, magnitudes {0, 0.5, 1, 1.5, 2, 3, 4, 6}; code = sign << 3 | index;
  conversion rounds to nearest, ties to even code, saturating at 6 (``cvt.rn.satfinite.e2m1x2``);
* blocks of ``sf_vec_size`` (16) elements along K, one FP8 E4M3 scale per block
  (``sf = fp8(global_scale * amax_block / 6)``, saturating at 448);
* one FP32 global scale per tensor, ``448 * 6 / amax``; dequant = e2m1 * sf / global_scale;
* packing: uint8 [M, K/2], even element in the low nibble;
* scale-factor layouts (uint8 bytes holding E4M3 bits, as flashinfer returns them):
  - ``"128x4"`` swizzled: [round_up(M, 128), round_up(K/16, 4)], tiles [M/128, K4/4, 32, 4, 4];
  - ``"8x4"`` swizzled: [round_up(M, 8), round_up(K/16, 4)], tiles [M/8, K4/4, 8, 4];
  - ``"linear"``: [M, K/16].
  Padding bytes are zero.

MXFP4 (``sf_vec_size=32, sf_use_ue8m0=True``) is supported too: UE8M0 scales
(2^ceil(log2(amax/6)), biased by 127), no global scale.

Deviation from the CUDA kernel, on purpose: the kernel uses approximate reciprocals
(``reciprocal_approximate_ftz``); this reference divides exactly. A block whose FP8 scale
underflows to 0 quantizes to 0 here (the kernel would multiply by 1/0).
"""

from __future__ import annotations

from typing import Optional, Tuple

import torch

__all__ = [
    "E2M1_VALUES",
    "FP8_E4M3_MAX",
    "E2M1_MAX",
    "round_up",
    "global_scale_from_amax",
    "e2m1_encode",
    "e2m1_decode",
    "pack_e2m1",
    "unpack_e2m1",
    "quantize_blocks",
    "sf_layout_shape",
    "swizzle_sf",
    "unswizzle_sf",
    "fp4_quantize",
    "fp4_quantize_fake",
    "sf_to_float",
    "dequantize",
    "dequantize_blocks",
    "mm_fp4",
    "quantize_weight",
    "swizzle_weight_scale",
]

E2M1_VALUES = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0)
E2M1_MAX = 6.0
FP8_E4M3_MAX = 448.0

# Rounding thresholds between neighbouring E2M1 magnitudes (midpoints). A tie rounds to the even
# code: at an even-indexed midpoint the tie goes down, at an odd-indexed one it goes up.
_MIDPOINTS = (0.25, 0.75, 1.25, 1.75, 2.5, 3.5, 5.0)


def round_up(x: int, m: int) -> int:
    return (x + m - 1) // m * m


def global_scale_from_amax(amax: torch.Tensor | float) -> torch.Tensor:
    """FP32 global scale ``448 * 6 / amax`` (the quantizer's ``global_scale`` argument)."""
    amax = torch.as_tensor(amax, dtype=torch.float32)
    return (FP8_E4M3_MAX * E2M1_MAX / amax).to(torch.float32).reshape(1)


def e2m1_encode(v: torch.Tensor) -> torch.Tensor:
    """float -> 4-bit E2M1 code (uint8 in [0, 15]); RNE, saturating to +-6."""
    v = v.float()
    a = v.abs()
    idx = torch.zeros_like(a, dtype=torch.uint8)
    for i, m in enumerate(_MIDPOINTS):
        step = (a >= m) if i % 2 == 1 else (a > m)
        idx += step.to(torch.uint8)
    sign = torch.signbit(v).to(torch.uint8) << 3
    return idx | sign


_E2M1_TABLE = torch.tensor(list(E2M1_VALUES) + [-x for x in E2M1_VALUES], dtype=torch.float32)


def e2m1_decode(codes: torch.Tensor) -> torch.Tensor:
    """4-bit E2M1 code -> float32 (code 8 decodes to -0.0)."""
    table = _E2M1_TABLE.to(codes.device)
    return table[codes.long()]


def pack_e2m1(codes: torch.Tensor) -> torch.Tensor:
    """[..., K] codes -> [..., K/2] uint8, element 2i in the low nibble, 2i+1 in the high one."""
    assert codes.shape[-1] % 2 == 0
    lo = codes[..., 0::2].to(torch.uint8)
    hi = codes[..., 1::2].to(torch.uint8)
    return lo | (hi << 4)


def unpack_e2m1(packed: torch.Tensor) -> torch.Tensor:
    """[..., K/2] uint8 -> [..., K] codes."""
    lo = packed & 0x0F
    hi = packed >> 4
    return torch.stack((lo, hi), dim=-1).flatten(-2)


def quantize_blocks(
    x: torch.Tensor,
    global_scale: Optional[torch.Tensor],
    sf_vec_size: int = 16,
    sf_use_ue8m0: bool = False,
) -> Tuple[torch.Tensor, torch.Tensor]:
    """[M, K] -> (codes [M, K] uint8, scale bytes [M, K/sf_vec_size] uint8) -- linear layout.

    Follows ``cvt_warp_fp16_to_fp4``: per block amax, scale factor, output scale, E2M1 RNE.
    """
    m, k = x.shape
    assert k % sf_vec_size == 0, f"K={k} must be a multiple of {sf_vec_size}"
    xf = x.float().reshape(m, k // sf_vec_size, sf_vec_size)
    vec_max = xf.abs().amax(dim=-1)  # [M, K/16]
    if sf_use_ue8m0:
        # UE8M0: 2^ceil(log2(amax / 6)), stored as biased exponent (cudaRoundPosInf).
        t = vec_max * (1.0 / E2M1_MAX)
        exp = torch.ceil(torch.log2(t.clamp_min(2.0**-127)))
        exp = exp.clamp(-127, 127)
        sf_bytes = (exp + 127).to(torch.uint8)
        out_scale = torch.where(vec_max != 0, torch.exp2(-exp), torch.zeros_like(t))
    else:
        if global_scale is None:
            raise ValueError("global_scale is required for NVFP4 (sf_use_ue8m0=False)")
        gs = global_scale.float().reshape(-1)[0]
        sf_val = gs * (vec_max * (1.0 / E2M1_MAX))
        sf_fp8 = sf_val.clamp(max=FP8_E4M3_MAX).to(torch.float8_e4m3fn)  # satfinite, RNE
        sf_bytes = sf_fp8.view(torch.uint8)
        sf_f = sf_fp8.float()
        # final scale = 1 / (fp32(fp8(sf)) * (1 / global_scale))
        denom = sf_f * (1.0 / gs)
        out_scale = torch.where(
            (vec_max != 0) & (sf_f != 0), 1.0 / torch.where(denom == 0, 1.0, denom), 0.0
        )
    codes = e2m1_encode(xf * out_scale.unsqueeze(-1)).reshape(m, k)
    return codes, sf_bytes


def sf_layout_shape(m: int, k: int, sf_vec_size: int = 16, layout: str = "128x4") -> Tuple[int, int]:
    """2-D shape of the scale factors that ``fp4_quantize`` returns for an [M, K] input."""
    k_sf = k // sf_vec_size
    if layout == "128x4":
        return round_up(m, 128), round_up(k_sf, 4)
    if layout == "8x4":
        return round_up(m, 8), round_up(k_sf, 4)
    if layout == "linear":
        return m, k_sf
    raise ValueError(f"unknown layout {layout!r}")


def swizzle_sf(sf: torch.Tensor, layout: str = "128x4") -> torch.Tensor:
    """Linear [M, K_sf] scale bytes -> swizzled 2-D tensor (zero padded).

    128x4: pad to (M128, K4), reshape (M128/128, 4, 32, K4/4, 4), permute (0, 3, 2, 1, 4).
    8x4:   pad to (M8, K4),   reshape (M8/8, 8, K4/4, 4),         permute (0, 2, 1, 3).
    """
    if layout == "linear":
        return sf.contiguous()
    m, k_sf = sf.shape
    rows = 128 if layout == "128x4" else 8
    if layout not in ("128x4", "8x4"):
        raise ValueError(f"unknown layout {layout!r}")
    mp, kp = round_up(m, rows), round_up(k_sf, 4)
    padded = torch.zeros((mp, kp), dtype=sf.dtype, device=sf.device)
    padded[:m, :k_sf] = sf
    if layout == "128x4":
        t = padded.reshape(mp // 128, 4, 32, kp // 4, 4).permute(0, 3, 2, 1, 4)
    else:
        t = padded.reshape(mp // 8, 8, kp // 4, 4).permute(0, 2, 1, 3)
    return t.contiguous().reshape(mp, kp)


def unswizzle_sf(sf: torch.Tensor, m: int, k_sf: int, layout: str = "128x4") -> torch.Tensor:
    """Inverse of :func:`swizzle_sf`: swizzled (any shape with the right numel) -> [M, K_sf]."""
    if layout == "linear":
        return sf.reshape(-1)[: m * k_sf].reshape(m, k_sf)
    rows = 128 if layout == "128x4" else 8
    mp, kp = round_up(m, rows), round_up(k_sf, 4)
    flat = sf.reshape(-1)[: mp * kp]
    if layout == "128x4":
        t = flat.reshape(mp // 128, kp // 4, 32, 4, 4).permute(0, 3, 2, 1, 4)
    elif layout == "8x4":
        t = flat.reshape(mp // 8, kp // 4, 8, 4).permute(0, 2, 1, 3)
    else:
        raise ValueError(f"unknown layout {layout!r}")
    return t.contiguous().reshape(mp, kp)[:m, :k_sf]


def _layout(is_sf_swizzled_layout: bool, is_sf_8x4_layout: bool) -> str:
    if not is_sf_swizzled_layout:
        return "linear"
    return "8x4" if is_sf_8x4_layout else "128x4"


def fp4_quantize(
    input: torch.Tensor,
    global_scale: Optional[torch.Tensor] = None,
    sf_vec_size: int = 16,
    sf_use_ue8m0: bool = False,
    is_sf_swizzled_layout: bool = True,
    is_sf_8x4_layout: bool = False,
    enable_pdl: Optional[bool] = None,
) -> Tuple[torch.Tensor, torch.Tensor]:
    """Same signature and outputs as ``flashinfer.fp4_quantize`` (row-major input).

    Returns ``(x_q uint8 [..., K/2], sf uint8 2-D)`` where sf is [round_up(M,128), round_up(K/16,4)]
    (128x4), [round_up(M,8), round_up(K/16,4)] (8x4) or [M, K/16] (linear); M = numel / K.
    flashinfer 0.6.8.post1 and 0.7.4 both return the scale factors as uint8 (E4M3 / UE8M0 bits).
    """
    del enable_pdl
    k = input.shape[-1]
    m = input.numel() // k
    codes, sf = quantize_blocks(input.reshape(m, k), global_scale, sf_vec_size, sf_use_ue8m0)
    x_q = pack_e2m1(codes).reshape(*input.shape[:-1], k // 2)
    return x_q, swizzle_sf(sf, _layout(is_sf_swizzled_layout, is_sf_8x4_layout))


def fp4_quantize_fake(
    input: torch.Tensor,
    global_scale: Optional[torch.Tensor] = None,
    sf_vec_size: int = 16,
    sf_use_ue8m0: bool = False,
    is_sf_swizzled_layout: bool = True,
    is_sf_8x4_layout: bool = False,
    enable_pdl: Optional[bool] = None,
) -> Tuple[torch.Tensor, torch.Tensor]:
    """Shape/dtype-only version (usable as a ``register_fake``); agrees with flashinfer 0.7.4's
    ``flashinfer::fp4_quantize`` fake, column-major inputs included."""
    is_column_major = input.stride(-2) == 1
    if is_column_major:
        m, k = input.shape[-1], input.shape[-2]
        x_q = input.new_empty((*input.shape[:-2], k // 2, m), dtype=torch.uint8)
    else:
        k = input.shape[-1]
        m = input.numel() // k
        x_q = input.new_empty((*input.shape[:-1], k // 2), dtype=torch.uint8)
    rows, cols = sf_layout_shape(
        m, k, sf_vec_size, _layout(is_sf_swizzled_layout, is_sf_8x4_layout)
    )
    if is_column_major:
        sf = input.new_empty((cols, rows), dtype=torch.uint8)
    else:
        sf = input.new_empty((rows, cols), dtype=torch.uint8)
    return x_q, sf


def sf_to_float(sf_bytes: torch.Tensor, sf_use_ue8m0: bool = False) -> torch.Tensor:
    """Scale bytes (uint8 or float8_e4m3fn) -> float32."""
    if sf_bytes.dtype == torch.float8_e4m3fn:
        return sf_bytes.float()
    if sf_use_ue8m0:
        return torch.exp2(sf_bytes.float() - 127.0)
    return sf_bytes.view(torch.float8_e4m3fn).float()


def dequantize_blocks(
    x_q: torch.Tensor, sf_linear: torch.Tensor, sf_vec_size: int = 16, sf_use_ue8m0: bool = False
) -> torch.Tensor:
    """(x_q [M, K/2], linear sf [M, K/16]) -> e2m1 * sf, float32 [M, K] (no global scale)."""
    vals = e2m1_decode(unpack_e2m1(x_q))
    m, k = vals.shape
    sf = sf_to_float(sf_linear, sf_use_ue8m0)
    return (vals.reshape(m, k // sf_vec_size, sf_vec_size) * sf.unsqueeze(-1)).reshape(m, k)


def dequantize(
    x_q: torch.Tensor,
    sf: torch.Tensor,
    global_scale: Optional[torch.Tensor],
    sf_vec_size: int = 16,
    sf_use_ue8m0: bool = False,
    layout: str = "128x4",
) -> torch.Tensor:
    """Inverse of :func:`fp4_quantize`: float32 [M, K] = e2m1 * sf / global_scale."""
    k = x_q.shape[-1] * 2
    m = x_q.numel() // x_q.shape[-1]
    sf_lin = unswizzle_sf(sf, m, k // sf_vec_size, layout)
    out = dequantize_blocks(x_q.reshape(m, k // 2), sf_lin, sf_vec_size, sf_use_ue8m0)
    if global_scale is not None and not sf_use_ue8m0:
        out = out / global_scale.float().reshape(-1)[0]
    return out.reshape(*x_q.shape[:-1], k)


def mm_fp4(
    a: torch.Tensor,
    b: torch.Tensor,
    a_descale: torch.Tensor,
    b_descale: torch.Tensor,
    alpha: torch.Tensor,
    out_dtype: torch.dtype,
) -> torch.Tensor:
    """FP4 GEMM with flashinfer ``mm_fp4``'s argument convention.

    a: [M, K/2] uint8; b: [K/2, N] uint8 (the transposed view of an [N, K/2] weight);
    a_descale: 128x4-swizzled [round_up(M,128), K4] scale bytes; b_descale: its weight
    counterpart transposed, [K4, round_up(N,128)]; alpha = 1 / (global_scale_a * global_scale_b).
    Returns (deq(a) @ deq(b)^T) * alpha in out_dtype, accumulated in float32.
    """
    m, k = a.shape[0], a.shape[1] * 2
    n = b.shape[1]
    k_sf = k // 16
    a_sf = unswizzle_sf(a_descale.contiguous(), m, k_sf, "128x4")
    w = b.t().contiguous()  # [N, K/2]
    w_sf = unswizzle_sf(b_descale.t().contiguous(), n, k_sf, "128x4")
    a_f = dequantize_blocks(a, a_sf)
    w_f = dequantize_blocks(w, w_sf)
    out = (a_f @ w_f.t()) * alpha.float().reshape(-1)[0]
    return out.to(out_dtype)


def quantize_weight(w: torch.Tensor) -> dict:
    """ModelOpt-style NVFP4 checkpoint tensors for a [N, K] weight.

    Returns ``weight`` uint8 [N, K/2], ``weight_scale`` float8_e4m3fn [N, K/16] (linear),
    ``weight_scale_2`` float32 [1] = amax / (448 * 6) (the inverse of the global scale).
    """
    amax = w.float().abs().amax().clamp_min(1e-12)
    gs = global_scale_from_amax(amax)
    codes, sf = quantize_blocks(w, gs)
    return {
        "weight": pack_e2m1(codes),
        "weight_scale": sf.view(torch.float8_e4m3fn),
        "weight_scale_2": (1.0 / gs).to(torch.float32),
    }


def swizzle_weight_scale(weight_scale: torch.Tensor) -> torch.Tensor:
    """sglang ``process_weights_after_loading``: [N, K/16] -> 128x4 [round_up(N,128), K4]."""
    return swizzle_sf(weight_scale.view(torch.uint8), "128x4").view(torch.float8_e4m3fn)
