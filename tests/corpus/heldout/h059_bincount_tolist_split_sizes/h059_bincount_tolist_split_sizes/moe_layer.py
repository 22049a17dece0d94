import torch
from torch import nn

from .routing import permute_tokens, tokens_per_expert


class GroupedMoE(nn.Module):
    def __init__(self, d: int = 8, ffn: int = 8, num_experts: int = 4, top_k: int = 2) -> None:
        super().__init__()
        self.num_experts, self.top_k = num_experts, top_k
        self.gate = nn.Linear(d, num_experts, bias=False)
        self.w = nn.Parameter(torch.randn(num_experts, d, d) * 0.1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        topk_w, topk_ids = self.gate(x).softmax(-1).topk(self.top_k, dim=-1)
        sizes = tokens_per_expert(topk_ids, self.num_experts)
        xs, order = permute_tokens(x, topk_ids)
        outs = [chunk @ self.w[e] for e, chunk in enumerate(torch.split(xs, sizes))]
        y = torch.cat(outs)[order.argsort()].view(x.shape[0], self.top_k, -1)
        return (y * topk_w.unsqueeze(-1)).sum(1)


moe = GroupedMoE()
moe_fn = torch.compile(moe, fullgraph=True)
