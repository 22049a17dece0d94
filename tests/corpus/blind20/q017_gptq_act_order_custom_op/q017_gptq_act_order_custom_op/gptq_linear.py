from __future__ import annotations

from dataclasses import dataclass

import torch

from .gptq_ops import gptq_gemm


@dataclass(frozen=True)
class GPTQConfig:
    bits: int = 4
    group_size: int = 4
    desc_act: bool = True

    @property
    def pack_factor(self) -> int:
        return 32 // self.bits


def _pack_rows(q: torch.Tensor, pack_factor: int) -> torch.Tensor:
    k, n = q.shape
    shifts = (torch.arange(pack_factor, dtype=torch.int64) * (32 // pack_factor)).view(1, -1, 1)
    packed = (q.to(torch.int64).view(k // pack_factor, pack_factor, n) << shifts).sum(dim=1)
    return torch.where(packed >= 2**31, packed - 2**32, packed).to(torch.int32)


class GPTQLinearMethod:
    def __init__(self, config: GPTQConfig):
        self.config = config

    def create_weights(self, layer: torch.nn.Module, in_features: int, out_features: int) -> None:
        cfg = self.config
        groups = in_features // cfg.group_size
        q = torch.randint(0, 2**cfg.bits, (in_features, out_features))
        g_idx = torch.arange(in_features) // cfg.group_size
        if cfg.desc_act:
            g_idx = g_idx[torch.randperm(in_features)]
        layer.register_buffer("qweight", _pack_rows(q, cfg.pack_factor))
        layer.register_buffer("scales", torch.rand(groups, out_features) * 0.02)
        layer.register_buffer("qzeros", torch.full((groups, out_features), 8.0))
        layer.register_buffer("g_idx", g_idx.to(torch.int32))

    def apply(self, layer: torch.nn.Module, x: torch.Tensor) -> torch.Tensor:
        out_shape = x.shape[:-1] + (layer.qweight.shape[1],)
        x2 = x.reshape(-1, x.shape[-1])
        out = gptq_gemm(x2, layer.qweight, layer.scales, layer.qzeros, layer.g_idx, self.config.bits)
        return out.reshape(out_shape)


class GPTQLinear(torch.nn.Module):
    def __init__(self, in_features: int, out_features: int, config: GPTQConfig):
        super().__init__()
        self.quant_method = GPTQLinearMethod(config)
        self.quant_method.create_weights(self, in_features, out_features)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


class QKVProjection(torch.nn.Module):
    def __init__(self, hidden: int = 8, heads: int = 2, config: GPTQConfig = GPTQConfig()):
        super().__init__()
        self.heads = heads
        self.qkv = GPTQLinear(hidden, 3 * hidden, config)

    def forward(self, x: torch.Tensor):
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        b = x.shape[0]
        return tuple(t.view(b, self.heads, -1) for t in (q, k, v))


torch.manual_seed(0)
qkv_proj = torch.compile(QKVProjection(), fullgraph=True)
