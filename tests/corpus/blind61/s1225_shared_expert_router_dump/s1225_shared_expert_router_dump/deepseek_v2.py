from __future__ import annotations

from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from .debug_utils import get_tensor_dumper, init_tensor_dumper
from .global_config import global_server_args_dict


@dataclass
class DeepseekV2Config:
    hidden_size: int = 8
    moe_intermediate_size: int = 16
    n_routed_experts: int = 4
    n_shared_experts: int = 1
    num_experts_per_tok: int = 2
    routed_scaling_factor: float = 1.0
    norm_topk_prob: bool = True


class DeepseekV2MLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden_size, 2 * intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


class DeepseekV2MoE(nn.Module):
    def __init__(self, config: DeepseekV2Config, layer_id: int = 0):
        super().__init__()
        self.config = config
        self.layer_id = layer_id
        self.top_k = config.num_experts_per_tok
        self.routed_scaling_factor = config.routed_scaling_factor
        self.gate = nn.Linear(config.hidden_size, config.n_routed_experts, bias=False)
        self.experts = nn.ModuleList(
            DeepseekV2MLP(config.hidden_size, config.moe_intermediate_size)
            for _ in range(config.n_routed_experts)
        )
        self.shared_experts = DeepseekV2MLP(
            config.hidden_size, config.moe_intermediate_size * config.n_shared_experts
        )
        init_tensor_dumper(
            global_server_args_dict["debug_tensor_dump_output_folder"],
            global_server_args_dict["debug_tensor_dump_layers"],
        )

    def _forward_shared_experts(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.shared_experts(hidden_states)

    def _route(self, hidden_states: torch.Tensor):
        router_logits = self.gate(hidden_states)
        dumper = get_tensor_dumper()
        if dumper is not None:
            dumper.dump("router_logits", router_logits, self.layer_id)
        scores = router_logits.softmax(dim=-1, dtype=torch.float32)
        topk_weights, topk_ids = torch.topk(scores, self.top_k, dim=-1)
        if self.config.norm_topk_prob:
            topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        return topk_weights, topk_ids

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        shared_output = self._forward_shared_experts(hidden_states)
        topk_weights, topk_ids = self._route(hidden_states)
        final = torch.zeros_like(hidden_states)
        for expert_idx, expert in enumerate(self.experts):
            weight = (topk_weights * (topk_ids == expert_idx)).sum(dim=-1, keepdim=True)
            final = final + expert(hidden_states) * weight.to(hidden_states.dtype)
        return final * self.routed_scaling_factor + shared_output
