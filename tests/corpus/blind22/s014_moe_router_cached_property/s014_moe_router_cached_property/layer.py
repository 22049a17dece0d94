import torch
from torch import nn

from .router import TopKRouter


class ExpertMLP(nn.Module):
    def __init__(self, hidden_size, intermediate_size):
        super().__init__()
        self.gate_up = nn.Linear(hidden_size, 2 * intermediate_size, bias=False)
        self.down = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(self, x):
        gate, up = self.gate_up(x).chunk(2, dim=-1)
        return self.down(nn.functional.silu(gate) * up)


class SparseMoeBlock(nn.Module):
    def __init__(self, hidden_size=8, intermediate_size=16, num_experts=4, top_k=2, **router_kw):
        super().__init__()
        self.num_experts = num_experts
        self.router = TopKRouter(hidden_size, num_experts, top_k, **router_kw)
        self.experts = nn.ModuleList(ExpertMLP(hidden_size, intermediate_size) for _ in range(num_experts))

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        topk_w, topk_ids = self.router.select_experts(hidden)
        out = torch.zeros_like(hidden)
        for e, expert in enumerate(self.experts):
            # dense masked dispatch keeps shapes static for CUDA graphs
            w = (topk_w * (topk_ids == e)).sum(dim=-1, keepdim=True).to(hidden.dtype)
            out = out + expert(hidden) * w
        return out


compiled_moe = torch.compile(SparseMoeBlock(), fullgraph=True)
