import torch
from torch import nn

from .permute import moe_permute, moe_unpermute


class GroupedExperts(nn.Module):
    def __init__(self, num_experts: int, hidden: int, inter: int):
        super().__init__()
        self.w13 = nn.Parameter(torch.randn(num_experts, 2 * inter, hidden) * 0.1)
        self.w2 = nn.Parameter(torch.randn(num_experts, hidden, inter) * 0.1)

    def forward(self, x_sorted: torch.Tensor, expert_ids: torch.Tensor) -> torch.Tensor:
        # grouped GEMM emulation: gather each row's expert weight, then bmm
        h = torch.bmm(self.w13[expert_ids], x_sorted.unsqueeze(-1)).squeeze(-1)
        gate, up = h.chunk(2, dim=-1)
        h = nn.functional.silu(gate) * up
        return torch.bmm(self.w2[expert_ids], h.unsqueeze(-1)).squeeze(-1)


class MoERunner(nn.Module):
    def __init__(self, num_experts=4, hidden=8, inter=16, top_k=2):
        super().__init__()
        self.num_experts = num_experts
        self.top_k = top_k
        self.experts = GroupedExperts(num_experts, hidden, inter)

    def forward(self, hidden: torch.Tensor, router_logits: torch.Tensor) -> torch.Tensor:
        weights, ids = torch.topk(torch.softmax(router_logits.float(), dim=-1), self.top_k, dim=-1)
        weights = weights / weights.sum(dim=-1, keepdim=True)
        x_sorted, expert_ids, inv_perm = moe_permute(hidden, ids, self.num_experts)
        y = self.experts(x_sorted, expert_ids)
        return moe_unpermute(y, inv_perm, weights)


runner = MoERunner()
moe_forward = torch.compile(runner.forward, fullgraph=True)
