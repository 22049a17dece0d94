from __future__ import annotations

from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from .routing import get_routing_method


@dataclass
class MoEConfig:
    hidden_size: int = 8
    moe_intermediate_size: int = 16
    n_routed_experts: int = 8
    num_experts_per_tok: int = 2
    n_group: int = 4
    topk_group: int = 2
    topk_method: str = "noaux_tc"
    routed_scaling_factor: float = 2.5
    norm_topk_prob: bool = True


class MoEGate(nn.Module):
    def __init__(self, config: MoEConfig):
        super().__init__()
        self.config = config
        self.weight = nn.Parameter(torch.randn(config.n_routed_experts, config.hidden_size) * 0.02)
        if config.topk_method == "noaux_tc":
            self.e_score_correction_bias = nn.Parameter(torch.zeros(config.n_routed_experts))
        else:
            self.e_score_correction_bias = None

    def routing_kwargs(self) -> dict:
        if self.config.topk_method == "noaux_tc":
            return dict(
                num_expert_group=self.config.n_group,
                topk_group=self.config.topk_group,
                correction_bias=self.e_score_correction_bias,
                routed_scaling_factor=self.config.routed_scaling_factor,
                renormalize=self.config.norm_topk_prob,
            )
        return dict(renormalize=self.config.norm_topk_prob)

    def forward(self, hidden_states: torch.Tensor):
        router_logits = F.linear(hidden_states.float(), self.weight.float())
        routing_fn = get_routing_method(self.config.topk_method)
        return routing_fn(
            hidden_states, router_logits, self.config.num_experts_per_tok, **self.routing_kwargs()
        )


class DeepseekMoE(nn.Module):
    def __init__(self, config: MoEConfig):
        super().__init__()
        self.gate = MoEGate(config)
        e, h, i = config.n_routed_experts, config.hidden_size, config.moe_intermediate_size
        self.gate_up_proj = nn.Parameter(torch.randn(e, h, 2 * i) * 0.02)
        self.down_proj = nn.Parameter(torch.randn(e, i, h) * 0.02)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        topk_weights, topk_ids = self.gate(hidden_states)
        gate_up = torch.einsum("th,tkhi->tki", hidden_states, self.gate_up_proj[topk_ids])
        gate, up = gate_up.chunk(2, dim=-1)
        out = torch.einsum("tki,tkih->tkh", F.silu(gate) * up, self.down_proj[topk_ids])
        return torch.einsum("tkh,tk->th", out, topk_weights.to(out.dtype))


moe_block = torch.compile(DeepseekMoE(MoEConfig()), fullgraph=True)
