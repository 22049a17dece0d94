import torch
from torch import nn

from .eplb import get_global_expert_distribution_recorder


class MoEExecutor:
    """Runs one sparse MoE block: routing, expert MLPs, weighted combine."""

    def __init__(self, layer_id: int, hidden_size: int = 8, num_experts: int = 6, top_k: int = 2):
        self.layer_id = layer_id
        self.top_k = top_k
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)
        self.w1 = nn.Parameter(torch.randn(num_experts, hidden_size, 2 * hidden_size) * 0.1)
        self.w2 = nn.Parameter(torch.randn(num_experts, 2 * hidden_size, hidden_size) * 0.1)
        self.expert_recorder = get_global_expert_distribution_recorder()

    @torch.compile(fullgraph=True)
    def run(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        weights, topk_ids = torch.topk(torch.softmax(router_logits, dim=-1), self.top_k, dim=-1)
        weights = weights / weights.sum(dim=-1, keepdim=True)
        self.expert_recorder.on_select_experts(self.layer_id, topk_ids)
        # dense reference combine: gather the selected experts' weights per token
        w1 = self.w1[topk_ids]
        w2 = self.w2[topk_ids]
        h = torch.nn.functional.silu(torch.einsum("th,tkhf->tkf", hidden_states, w1))
        out = torch.einsum("tkf,tkfh->tkh", h, w2)
        return (out * weights.unsqueeze(-1)).sum(dim=1)
