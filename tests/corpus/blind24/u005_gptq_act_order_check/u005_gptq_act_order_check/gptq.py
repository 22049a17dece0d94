from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict

import torch
from torch import nn

from .pack_utils import has_act_order, unpack_cols, unpack_rows


@dataclass
class GPTQConfig:
    weight_bits: int = 4
    group_size: int = 4
    desc_act: bool = False
    sym: bool = True
    dynamic: Dict[str, dict] = field(default_factory=dict)

    @property
    def pack_factor(self) -> int:
        return 32 // self.weight_bits


class GPTQLinearMethod:
    def __init__(self, cfg: GPTQConfig):
        self.cfg = cfg

    def create_weights(self, layer: nn.Module, in_f: int, out_f: int) -> None:
        cfg = self.cfg
        gen = torch.Generator().manual_seed(1)
        n_groups = in_f // cfg.group_size
        layer.register_buffer("qweight", torch.randint(0, 2**31 - 1, (in_f // cfg.pack_factor, out_f), generator=gen, dtype=torch.int32))
        layer.register_buffer("qzeros", torch.randint(0, 2**31 - 1, (n_groups, out_f // cfg.pack_factor), generator=gen, dtype=torch.int32))
        layer.register_buffer("scales", torch.rand(n_groups, out_f, generator=gen) * 0.01)
        layer.register_buffer("g_idx", torch.arange(in_f, dtype=torch.int32) // cfg.group_size)

    def _dequantize(self, layer: nn.Module) -> torch.Tensor:
        bits = self.cfg.weight_bits
        w = unpack_rows(layer.qweight, bits)
        zeros = unpack_cols(layer.qzeros, bits) + 1
        g = layer.g_idx.long()
        return (w - zeros[g]).to(layer.scales.dtype) * layer.scales[g]

    def _maybe_reorder(self, layer: nn.Module, x: torch.Tensor, weight: torch.Tensor):
        if has_act_order(layer.g_idx):
            perm = torch.argsort(layer.g_idx)
            return x[:, perm], weight[perm]
        return x, weight

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        weight = self._dequantize(layer)
        x2d = x.reshape(-1, x.shape[-1])
        x2d, weight = self._maybe_reorder(layer, x2d, weight)
        return (x2d @ weight).reshape(*x.shape[:-1], -1)
