import torch
from torch import nn

from .moe_wna16 import MoeWNA16Config, MoeWNA16Method


class FusedMoE(nn.Module):
    def __init__(self, num_experts: int, top_k: int, hidden_size: int, intermediate_size: int, quant_config):
        super().__init__()
        self.num_experts = num_experts
        self.top_k = top_k
        self.quant_method = MoeWNA16Method(quant_config)
        self.quant_method.create_weights(self, num_experts, hidden_size, intermediate_size)

    def forward(self, hidden_states: torch.Tensor, router_logits: torch.Tensor) -> torch.Tensor:
        probs = torch.softmax(router_logits, dim=-1, dtype=torch.float32)
        topk_weights, topk_ids = torch.topk(probs, self.top_k, dim=-1)
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        return self.quant_method.apply(self, hidden_states, topk_weights, topk_ids)


class Qwen2MoeSparseMoeBlock(nn.Module):
    def __init__(self, hidden_size: int = 8, num_experts: int = 4, top_k: int = 2):
        super().__init__()
        quant_config = MoeWNA16Config.from_config({"bits": 4, "group_size": 4, "quant_method": "gptq"})
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)
        self.experts = FusedMoE(num_experts, top_k, hidden_size, 16, quant_config)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        return self.experts(hidden_states, router_logits)


moe_block = Qwen2MoeSparseMoeBlock()
compiled_moe_block = torch.compile(moe_block, fullgraph=True)
