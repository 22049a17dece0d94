import torch
import torch.nn as nn

from . import dispatch as dsp


class BatchedExperts(nn.Module):
    """All experts' weights stacked so that dispatch -> bmm -> combine."""

    def __init__(self, num_experts: int, hidden: int, inter: int):
        super().__init__()
        self.w_in = nn.Parameter(torch.randn(num_experts, hidden, inter) * 0.02)
        self.w_out = nn.Parameter(torch.randn(num_experts, inter, hidden) * 0.02)

    def forward(self, x_ecd):
        h = torch.relu(torch.bmm(x_ecd, self.w_in))
        return torch.bmm(h, self.w_out)


class SparseMoE(nn.Module):
    def __init__(self, hidden=16, inter=32, num_experts=4, top_k=2, capacity_factor=1.0):
        super().__init__()
        self.num_experts = num_experts
        self.top_k = top_k
        self.capacity_factor = capacity_factor
        self.router = nn.Linear(hidden, num_experts, bias=False)
        self.experts = BatchedExperts(num_experts, hidden, inter)

    @torch.compile(fullgraph=True)
    def forward(self, x):
        probs = self.router(x).softmax(-1)
        top_w, top_i = probs.topk(self.top_k, dim=-1)
        gate = torch.zeros_like(probs).scatter(-1, top_i, top_w)
        cap = dsp.expert_capacity(x.shape[0], self.num_experts, self.top_k, self.capacity_factor)
        disp = dsp.build_dispatch_mask(top_i, self.num_experts, cap)
        expert_out = self.experts(dsp.dispatch(x, disp))
        return dsp.combine(expert_out, disp, gate)
