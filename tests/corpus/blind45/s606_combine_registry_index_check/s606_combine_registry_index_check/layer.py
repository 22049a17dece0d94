import torch
import torch.nn.functional as F
from torch import nn

from .combiners import get_combiner


class EPMoELayer(nn.Module):
    def __init__(self, hidden_size=8, intermediate_size=16, num_experts=4, top_k=2, combine_method="weighted_sum"):
        super().__init__()
        self.num_experts = num_experts
        self.top_k = top_k
        self.router = nn.Linear(hidden_size, num_experts, bias=False)
        self.w_up = nn.Parameter(torch.randn(num_experts, hidden_size, intermediate_size) * 0.02)
        self.w_down = nn.Parameter(torch.randn(num_experts, intermediate_size, hidden_size) * 0.02)
        self.combiner = get_combiner(combine_method, top_k=top_k)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        probs = self.router(hidden_states).softmax(dim=-1)
        topk_weights, topk_ids = probs.topk(self.top_k, dim=-1)
        flat_ids = topk_ids.flatten()
        sorted_ids, sorted_idx = flat_ids.sort(stable=True)
        permuted = hidden_states.repeat_interleave(self.top_k, dim=0)[sorted_idx]
        up = torch.bmm(permuted.unsqueeze(1), self.w_up[sorted_ids]).squeeze(1)
        expert_out = torch.bmm(F.gelu(up).unsqueeze(1), self.w_down[sorted_ids]).squeeze(1)
        return self.combiner.combine(expert_out, sorted_idx, topk_weights)


layer = EPMoELayer()
compiled_layer = torch.compile(layer, fullgraph=True)
