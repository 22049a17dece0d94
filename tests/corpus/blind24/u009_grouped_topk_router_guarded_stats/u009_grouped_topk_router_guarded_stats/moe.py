from __future__ import annotations

import torch
import torch.nn.functional as F

from .router import grouped_topk

NUM_EXPERTS, HIDDEN, INTER = 8, 8, 16
_gen = torch.Generator().manual_seed(9)
GATE_W = torch.randn(NUM_EXPERTS, HIDDEN, generator=_gen) * 0.1
W13 = torch.randn(NUM_EXPERTS, 2 * INTER, HIDDEN, generator=_gen) * 0.02
W2 = torch.randn(NUM_EXPERTS, HIDDEN, INTER, generator=_gen) * 0.02


def _experts(hidden: torch.Tensor, weights: torch.Tensor, ids: torch.Tensor) -> torch.Tensor:
    ids = ids.long()
    gate, up = torch.einsum("th,tkoh->tko", hidden, W13[ids]).chunk(2, dim=-1)
    y = torch.einsum("tki,tkhi->tkh", F.silu(gate) * up, W2[ids])
    return (y * weights.unsqueeze(-1)).sum(1)


@torch.compile(fullgraph=True)
def deepseek_moe(hidden_states: torch.Tensor) -> torch.Tensor:
    logits = F.linear(hidden_states, GATE_W)
    weights, ids = grouped_topk(logits, topk=2, num_expert_group=4, topk_group=2, routed_scaling_factor=2.5)
    return _experts(hidden_states, weights, ids)
