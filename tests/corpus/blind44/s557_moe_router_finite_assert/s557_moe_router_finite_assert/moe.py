import torch
import torch.nn.functional as F
from torch import nn

from .debug_checks import assert_all_finite


class TopKRouter(nn.Module):
    def __init__(self, hidden: int, num_experts: int, top_k: int, renormalize: bool = True):
        super().__init__()
        self.gate = nn.Linear(hidden, num_experts, bias=False)
        self.top_k = top_k
        self.renormalize = renormalize

    def forward(self, hidden_states: torch.Tensor):
        router_logits = self.gate(hidden_states)
        assert_all_finite(router_logits, "router_logits")
        probs = torch.softmax(router_logits, dim=-1, dtype=torch.float32)
        topk_weights, topk_ids = torch.topk(probs, self.top_k, dim=-1)
        if self.renormalize:
            topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        return topk_weights, topk_ids


class Expert(nn.Module):
    def __init__(self, hidden: int, inter: int):
        super().__init__()
        self.w13 = nn.Linear(hidden, 2 * inter, bias=False)
        self.w2 = nn.Linear(inter, hidden, bias=False)

    def forward(self, x):
        gate, up = self.w13(x).chunk(2, dim=-1)
        return self.w2(F.silu(gate) * up)


class SparseMoeBlock(nn.Module):
    """Dense-compute reference MoE: every expert runs, outputs are masked by routing."""

    def __init__(self, hidden: int = 8, inter: int = 16, num_experts: int = 4, top_k: int = 2):
        super().__init__()
        self.num_experts = num_experts
        self.router = TopKRouter(hidden, num_experts, top_k)
        self.experts = nn.ModuleList([Expert(hidden, inter) for _ in range(num_experts)])

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        topk_weights, topk_ids = self.router(hidden_states)
        combine = torch.zeros(
            hidden_states.shape[0], self.num_experts, dtype=topk_weights.dtype, device=hidden_states.device
        )
        combine.scatter_add_(1, topk_ids, topk_weights)
        expert_out = torch.stack([expert(hidden_states) for expert in self.experts], dim=1)
        out = (expert_out * combine.unsqueeze(-1).to(expert_out.dtype)).sum(dim=1)
        assert_all_finite(out, "moe_output")
        return out


compiled_moe = torch.compile(SparseMoeBlock(), fullgraph=True)
