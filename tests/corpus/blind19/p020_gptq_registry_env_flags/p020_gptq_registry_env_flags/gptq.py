from __future__ import annotations

import ctypes
import functools
import os
import warnings

import torch

from .registry import register_quant_method

# the exllama kernels only exist in CUDA builds; decided once at import
_USE_EXLLAMA = os.environ.get("GPTQ_USE_EXLLAMA", "1") == "1" and torch.cuda.is_available()


@functools.cache
def pack_factor(bits: int) -> int:
    return 32 // bits


@functools.cache
def _exllama_lib():
    return ctypes.CDLL(os.environ.get("EXLLAMA_LIB", "libexllama_v2.so"))


def _exllama_gemm(x, qweight, qzeros, scales, g_idx, bits):
    lib = _exllama_lib()
    out = x.new_empty(x.shape[0], scales.shape[1])
    lib.gemm_half_q_half(x.data_ptr(), qweight.data_ptr(), out.data_ptr(), bits)
    return out


def unpack_rows(packed: torch.Tensor, bits: int) -> torch.Tensor:
    """int32 [R / pf, C] -> [R, C]: values packed along dim 0."""
    pf = pack_factor(bits)
    shifts = torch.arange(0, 32, bits, device=packed.device, dtype=torch.int32)
    vals = (packed.unsqueeze(1) >> shifts.view(1, pf, 1)) & ((1 << bits) - 1)
    return vals.reshape(-1, packed.shape[1])


def unpack_cols(packed: torch.Tensor, bits: int) -> torch.Tensor:
    """int32 [R, C / pf] -> [R, C]: values packed along dim 1."""
    shifts = torch.arange(0, 32, bits, device=packed.device, dtype=torch.int32)
    vals = (packed.unsqueeze(-1) >> shifts) & ((1 << bits) - 1)
    return vals.reshape(packed.shape[0], -1)


@register_quant_method("gptq")
class GPTQLinearMethod:
    def __init__(self, bits: int = 4, group_size: int = 128, desc_act: bool = False, sym: bool = True) -> None:
        if desc_act and group_size != -1:
            warnings.warn("desc_act with grouped scales falls back to the slow g_idx path", stacklevel=2)
        self.bits = bits
        self.group_size = group_size
        self.desc_act = desc_act
        self.sym = sym

    def dequantize(self, layer) -> torch.Tensor:
        w = unpack_rows(layer.qweight, self.bits)  # [K, N]
        z = unpack_cols(layer.qzeros, self.bits)  # [G, N]
        # legacy checkpoints store zero - 1 (the "v1" format)
        if os.environ.get("GPTQ_ZERO_POINT_V1", "1") == "1":
            z = z + 1
        g = layer.g_idx.long()
        return (w - z[g]).to(layer.scales.dtype) * layer.scales[g]

    def apply(self, layer, x: torch.Tensor) -> torch.Tensor:
        if _USE_EXLLAMA:
            return _exllama_gemm(x, layer.qweight, layer.qzeros, layer.scales, layer.g_idx, self.bits)
        return x @ self.dequantize(layer)
