from __future__ import annotations

import torch

from .tiling import TileConfig, select_tile


def _split_k_matmul(x: torch.Tensor, w: torch.Tensor, cfg: TileConfig) -> torch.Tensor:
    # Emulates a split-K kernel: partial products over K chunks, then a reduce.
    k = x.shape[-1]
    chunk = max(cfg.block_k, k // cfg.split_k)
    partials = [
        x[..., start:start + chunk] @ w[:, start:start + chunk].t()
        for start in range(0, k, chunk)
    ]
    return torch.stack(partials, dim=0).sum(dim=0)


class TiledLinear(torch.nn.Module):
    def __init__(self, in_features: int, out_features: int, bias: bool = True) -> None:
        super().__init__()
        self.weight = torch.nn.Parameter(torch.randn(out_features, in_features) * in_features ** -0.5)
        self.bias = torch.nn.Parameter(torch.zeros(out_features)) if bias else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        m = x.numel() // x.shape[-1]
        cfg = select_tile(m, self.weight.shape[1])
        out = _split_k_matmul(x, self.weight, cfg)
        if self.bias is not None:
            out = out + self.bias
        return out
