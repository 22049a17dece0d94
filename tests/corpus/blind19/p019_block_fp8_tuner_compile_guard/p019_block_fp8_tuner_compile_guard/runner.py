from __future__ import annotations

import functools

import torch

from .fp8_block import block_fp8_gemm, per_block_quant, per_token_group_quant
from .tuner import OnlineTuner, TileConfig


class BlockFp8GemmRunner:
    def __init__(self, in_features: int, out_features: int) -> None:
        g = torch.Generator().manual_seed(7)
        w = torch.randn(out_features, in_features, generator=g) * 0.05
        self.wq, self.ws = per_block_quant(w)
        self.tuner = OnlineTuner((TileConfig(8), TileConfig(32), TileConfig(64, 3)))

    @torch.compile(fullgraph=True)
    def run(self, x: torch.Tensor) -> torch.Tensor:
        xq, xs = per_token_group_quant(x)
        bench = functools.partial(self._gemm_with, xq, xs)
        cfg = self.tuner.pick(x.shape[0], bench)
        return self._gemm_with(xq, xs, cfg).to(x.dtype)

    def _gemm_with(self, xq, xs, cfg: TileConfig) -> torch.Tensor:
        return block_fp8_gemm(xq, xs, self.wq, self.ws, cfg.block_m)
