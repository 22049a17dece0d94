import torch
from torch import nn


def expert_histogram(topk_ids: torch.Tensor, num_experts: int) -> torch.Tensor:
    # a fixed number of bins: the size never depends on the routing
    return (topk_ids.flatten().unsqueeze(-1) == torch.arange(num_experts)).sum(dim=0)


class CapacityMoE(nn.Module):
    def __init__(self, hidden: int = 8, num_experts: int = 4, top_k: int = 2) -> None:
        super().__init__()
        self.num_experts, self.top_k = num_experts, top_k
        self.gate = nn.Linear(hidden, num_experts, bias=False)
        self.experts = nn.ModuleList(nn.Linear(hidden, hidden) for _ in range(num_experts))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        weights, ids = self.gate(x).softmax(-1).topk(self.top_k, dim=-1)
        counts = expert_histogram(ids, self.num_experts)
        load = torch.bincount(ids.flatten(), minlength=self.num_experts)
        capacity = counts.long().tolist()
        out = torch.zeros_like(x)
        for e, expert in enumerate(self.experts):
            mask = (ids == e).any(dim=-1, keepdim=True)
            out = out + mask * expert(x) * (load[e] / ids.numel()) * (capacity[e] + 1)
        return out


compiled = torch.compile(CapacityMoE(), fullgraph=True)
