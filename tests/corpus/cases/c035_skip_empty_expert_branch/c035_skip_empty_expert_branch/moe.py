import torch
from torch import nn


class SparseMoeBlock(nn.Module):
    def __init__(self, hidden: int = 8, num_experts: int = 4, top_k: int = 2):
        super().__init__()
        self.top_k = top_k
        self.gate = nn.Linear(hidden, num_experts, bias=False)
        self.experts = nn.ModuleList(nn.Linear(hidden, hidden) for _ in range(num_experts))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        probs = torch.softmax(self.gate(x), dim=-1)
        weights, selected = probs.topk(self.top_k, dim=-1)
        out = torch.zeros_like(x)
        for e, expert in enumerate(self.experts):
            mask = (selected == e).any(-1)
            if mask.sum() == 0:
                continue
            w = (weights * (selected == e)).sum(-1, keepdim=True)
            out = out + expert(x) * w
        return out


compiled_moe = torch.compile(SparseMoeBlock(), fullgraph=True)
