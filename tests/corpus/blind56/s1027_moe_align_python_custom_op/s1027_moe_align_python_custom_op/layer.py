import torch
import torch.nn as nn

from .fused_moe import fused_experts


class FusedMoE(nn.Module):
    def __init__(self, num_experts: int, top_k: int, hidden_size: int, intermediate_size: int,
                 block_size: int = 4):
        super().__init__()
        self.top_k = top_k
        self.block_size = block_size
        self.w13_weight = nn.Parameter(torch.randn(num_experts, 2 * intermediate_size, hidden_size) * 0.05,
                                       requires_grad=False)
        self.w2_weight = nn.Parameter(torch.randn(num_experts, hidden_size, intermediate_size) * 0.05,
                                      requires_grad=False)

    def forward(self, hidden_states: torch.Tensor, router_logits: torch.Tensor) -> torch.Tensor:
        topk_weights, topk_ids = torch.topk(router_logits.softmax(dim=-1), self.top_k, dim=-1)
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        return fused_experts(hidden_states, self.w13_weight, self.w2_weight, topk_weights,
                             topk_ids.to(torch.int32), block_size=self.block_size)


class MoEBlock(nn.Module):
    def __init__(self, hidden_size: int = 8, num_experts: int = 4, top_k: int = 2):
        super().__init__()
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)
        self.experts = FusedMoE(num_experts, top_k, hidden_size, intermediate_size=16)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        return self.experts(hidden_states, router_logits)


torch.manual_seed(0)
moe = MoEBlock().eval()
compiled_moe = torch.compile(moe, fullgraph=True)
