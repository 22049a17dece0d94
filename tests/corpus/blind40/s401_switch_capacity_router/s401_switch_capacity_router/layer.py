import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import SwitchMoEConfig
from .router import TopKRouter


class SwitchMoELayer(nn.Module):
    """Reference (dense-dispatch) MoE layer used for numerics checks."""

    def __init__(self, config: SwitchMoEConfig):
        super().__init__()
        self.config = config
        self.router = TopKRouter(config)
        e, h, i = config.num_experts, config.hidden_size, config.intermediate_size
        self.w13 = nn.Parameter(torch.randn(e, 2 * i, h) * 0.02)
        self.w2 = nn.Parameter(torch.randn(e, h, i) * 0.02)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        topk_weights, topk_ids, _ = self.router(hidden_states)
        combine = hidden_states.new_zeros(hidden_states.shape[0], self.config.num_experts)
        combine.scatter_add_(1, topk_ids, topk_weights)

        gate_up = torch.einsum("th,efh->tef", hidden_states, self.w13)
        gate, up = gate_up.chunk(2, dim=-1)
        expert_out = torch.einsum("tei,ehi->teh", F.silu(gate) * up, self.w2)
        return hidden_states + (combine.unsqueeze(-1) * expert_out).sum(dim=1)


compiled_moe = torch.compile(SwitchMoELayer(SwitchMoEConfig()), fullgraph=True)
