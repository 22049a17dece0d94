import torch
import torch.nn.functional as F
from torch import nn

from .ep_config import ExpertParallelConfig
from .routing import ExpertMapper, fused_topk_native


class EPMoEW8A16(nn.Module):
    """Expert-parallel MoE with per-channel int8 expert weights."""

    def __init__(self, hidden_size: int, intermediate_size: int, top_k: int, ep_config: ExpertParallelConfig):
        super().__init__()
        self.top_k = top_k
        self.ep_config = ep_config
        self.mapper = ExpertMapper(ep_config)
        e = ep_config.num_local_experts
        g = torch.Generator().manual_seed(3)
        self.w13_weight = nn.Parameter(
            torch.randint(-127, 128, (e, 2 * intermediate_size, hidden_size), generator=g, dtype=torch.int8),
            requires_grad=False,
        )
        self.w2_weight = nn.Parameter(
            torch.randint(-127, 128, (e, hidden_size, intermediate_size), generator=g, dtype=torch.int8),
            requires_grad=False,
        )
        # per-output-channel scales, layout [E, N]
        self.w13_weight_scale = nn.Parameter(torch.full((e, 2 * intermediate_size), 1e-3), requires_grad=False)
        self.w2_weight_scale = nn.Parameter(torch.full((e, hidden_size), 1e-3), requires_grad=False)

    def _expert_forward(self, x: torch.Tensor, e: int) -> torch.Tensor:
        w13 = self.w13_weight[e].float() * self.w13_weight_scale[e].unsqueeze(-1)
        w2 = self.w2_weight[e].float() * self.w2_weight_scale[e].unsqueeze(-1)
        gate, up = (x @ w13.t()).chunk(2, dim=-1)
        return (F.silu(gate) * up) @ w2.t()

    def forward(self, hidden_states: torch.Tensor, router_logits: torch.Tensor) -> torch.Tensor:
        topk_weights, topk_ids = fused_topk_native(router_logits, self.top_k, renormalize=True)
        local_ids = self.mapper.to_local(topk_ids)
        out = torch.zeros_like(hidden_states)
        for e in range(self.ep_config.num_local_experts):
            weight = (topk_weights * (local_ids == e)).sum(dim=-1, keepdim=True)
            out = out + weight.to(hidden_states.dtype) * self._expert_forward(hidden_states, e)
        return out
