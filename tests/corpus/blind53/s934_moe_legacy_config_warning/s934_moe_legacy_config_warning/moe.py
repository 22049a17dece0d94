import torch
import torch.nn as nn
import torch.nn.functional as F

from .configuration_moe import MoEConfig


class ExpertMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden_size, 2 * intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


class SparseMoeBlock(nn.Module):
    def __init__(self, config: MoEConfig):
        super().__init__()
        self.config = config
        self.top_k = config.num_experts_per_tok
        self.gate = nn.Linear(config.hidden_size, config.num_experts, bias=False)
        self.experts = nn.ModuleList(
            ExpertMLP(config.hidden_size, config.intermediate_size) for _ in range(config.num_experts)
        )

    def select_experts(self, router_logits: torch.Tensor):
        routing_weights = F.softmax(router_logits, dim=-1, dtype=torch.float32)
        topk_weights, topk_ids = torch.topk(routing_weights, self.top_k, dim=-1)
        if self.config.normalize_topk:
            topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        return topk_weights, topk_ids

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        topk_weights, topk_ids = self.select_experts(router_logits)
        out = torch.zeros_like(hidden_states)
        for expert_idx, expert in enumerate(self.experts):
            weight = (topk_weights * (topk_ids == expert_idx)).sum(dim=-1, keepdim=True)
            out = out + weight.to(hidden_states.dtype) * expert(hidden_states)
        return out


moe_block = SparseMoeBlock(
    MoEConfig.from_dict({"hidden_size": 8, "num_experts": 4, "renormalize": True, "model_type": "tiny_moe"})
)
compiled_moe = torch.compile(moe_block, fullgraph=True)
