"""Grouped GEMM wrapper.  The block sizes come from a table tuned offline
(keyed by the largest per-expert M), like the fused_moe config JSONs."""
from __future__ import annotations

from dataclasses import dataclass

import torch


@dataclass(frozen=True)
class GemmConfig:
    block_m: int
    block_n: int
    block_k: int
    group_m: int = 8


# upper bound on tokens-per-expert -> config
_TUNED_TABLE: dict[int, GemmConfig] = {
    16: GemmConfig(16, 32, 64, 1),
    64: GemmConfig(32, 64, 64, 4),
    256: GemmConfig(64, 128, 64, 8),
    4096: GemmConfig(128, 128, 32, 8),
}
_DEFAULT = GemmConfig(128, 256, 64, 8)


def pick_config(max_tokens_per_expert: int) -> GemmConfig:
    for bound in sorted(_TUNED_TABLE):
        if max_tokens_per_expert <= bound:
            return _TUNED_TABLE[bound]
    return _DEFAULT


def _gemm_blocked(a: torch.Tensor, w: torch.Tensor, cfg: GemmConfig) -> torch.Tensor:
    # a: [M, K] w: [M, N, K] (weights gathered per row) -- emulate K blocking
    k = a.shape[-1]
    out = a.new_zeros(a.shape[0], w.shape[1])
    for k0 in range(0, k, cfg.block_k):
        out = out + torch.einsum("mk,mnk->mn", a[:, k0:k0 + cfg.block_k], w[:, :, k0:k0 + cfg.block_k])
    return out


def grouped_gemm(
    a: torch.Tensor,
    weights: torch.Tensor,
    expert_ids: torch.Tensor,
    tokens_per_expert: torch.Tensor,
) -> torch.Tensor:
    """a: [M, K] rows sorted by expert; weights: [E, N, K]."""
    max_m = int(tokens_per_expert.max())
    cfg = pick_config(max_m)
    return _gemm_blocked(a, weights[expert_ids], cfg)
