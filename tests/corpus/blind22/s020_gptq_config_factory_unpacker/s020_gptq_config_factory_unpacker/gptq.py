from __future__ import annotations

from typing import ClassVar, Dict, Tuple

import torch

from .config import GPTQConfig, WeightType


class Unpacker:
    """Shift tables for unpacking int32-packed weights, one per (bits, device type)."""

    _cache: ClassVar[Dict[Tuple[int, str], "Unpacker"]] = {}

    def __init__(self, bits: int, device: torch.device):
        self.bits = bits
        self.mask = (1 << bits) - 1
        self.shifts = torch.arange(0, 32, bits, dtype=torch.int32, device=device)

    @classmethod
    def for_device(cls, bits: int, device: torch.device) -> "Unpacker":
        key = (bits, device.type)
        inst = cls._cache.get(key)
        if inst is None:
            inst = cls._cache[key] = cls(bits, device)
        return inst

    def unpack_rows(self, packed: torch.Tensor) -> torch.Tensor:
        # packed: [K // pack, N] int32 -> [K, N] int32
        vals = (packed.unsqueeze(1) >> self.shifts.view(1, -1, 1)) & self.mask
        return vals.reshape(-1, packed.shape[1])


def pack_rows(q: torch.Tensor, bits: int) -> torch.Tensor:
    pack = 32 // bits
    q = q.to(torch.int32).view(q.shape[0] // pack, pack, q.shape[1])
    shifts = torch.arange(0, 32, bits, dtype=torch.int32).view(1, -1, 1)
    return (q << shifts).sum(dim=1, dtype=torch.int32)


class GPTQLinearMethod:
    def __init__(self, cfg: GPTQConfig):
        self.cfg = cfg

    def create_weights(self, layer, in_features: int, out_features: int):
        wt: WeightType = self.cfg.weight_type
        g = self.cfg.group_size
        w = torch.randn(in_features, out_features) * 0.1
        wg = w.view(in_features // g, g, out_features)
        scales = wg.abs().amax(dim=1) / (wt.bias - 1)
        q = torch.round(wg / scales.unsqueeze(1)).clamp(-wt.bias, wt.bias - 1) + wt.bias
        layer.register_buffer("qweight", pack_rows(q.view(in_features, out_features), wt.bits))
        layer.register_buffer("scales", scales)
        layer.register_buffer("g_idx", torch.arange(in_features, dtype=torch.int32) // g)

    def dequantize(self, layer) -> torch.Tensor:
        wt = self.cfg.weight_type
        unpacker = Unpacker.for_device(wt.bits, layer.qweight.device)
        q = unpacker.unpack_rows(layer.qweight) - wt.bias
        return q.to(layer.scales.dtype) * layer.scales[layer.g_idx.long()]

    def apply(self, layer, x, bias=None):
        out = x @ self.dequantize(layer).to(x.dtype)
        return out if bias is None else out + bias
